import type { ProductFamilyResponse } from "@round/forms/schemas";
import {
  Card,
  DescriptionList,
  formatDate,
  Money,
  PageHeader,
  PageState,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { useAddons } from "../../../hooks/addons";
import { useCatalogSettings } from "../../../hooks/catalogSettings";
import { useCharges } from "../../../hooks/charges";
import { usePlans } from "../../../hooks/plans";
import { useDeleteProductFamily, useProductFamily } from "../../../hooks/productFamilies";
import { useAccountCurrency } from "../../../hooks/useAccount";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { onDemand, usePreload } from "../../shared/onDemand";
import { RecordState } from "../../shared/RecordState";
import { EditFamilyButton } from "./EditButton";
import { KINDS } from "./kinds";
import { yesNo } from "./labels";
import { RecordActions } from "./RecordActions";

const kind = KINDS.family;

/** `/catalog/families/{id}`: a product family, its settings and the plans, add-ons and charges in it. */
export default function FamilyDetailsScreen() {
  const { id = "" } = useParams();
  const family = useProductFamily(id);
  // The products' tabs and tables load alongside the family.
  usePreload(Products);
  useCrumbLabel(`/catalog/families/${id}`, family.data?.name ?? kind.noun);
  if (!family.data) return <RecordState query={family} kind={kind} />;
  return <FamilyDetails family={family.data} />;
}

const Products = onDemand(() =>
  import("./FamilyProducts").then((module) => ({ default: module.FamilyProducts })),
);

function FamilyDetails({ family }: { family: ProductFamilyResponse }) {
  const remove = useDeleteProductFamily();
  const settings = useCatalogSettings();
  const accountCurrency = useAccountCurrency();
  // Everything in the family: one page of up to 100 of each kind.
  const query = { productFamilyId: family.id, pageSize: 100 };
  const plans = usePlans(query);
  const addons = useAddons(query);
  const charges = useCharges(query);
  const settingsHref = `/catalog/families/${family.id}/settings`;
  const counts = [
    `${family.planCount} ${family.planCount === 1 ? "plan" : "plans"}`,
    `${family.addonCount} ${family.addonCount === 1 ? "add-on" : "add-ons"}`,
    `${family.chargeCount} ${family.chargeCount === 1 ? "charge" : "charges"}`,
  ].join(", ");

  return (
    <div className={layout.page}>
      <PageHeader
        title={family.name}
        subtitle={family.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions kind={kind} name={family.name} onDelete={() => remove.mutateAsync(family.id)}>
            <EditFamilyButton family={family} />
            <UiLink href={settingsHref} as={Link}>
              Settings
            </UiLink>
          </RecordActions>
        }
      />
      <Card title="Overview">
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge status={family.status} /> },
            { term: "Category", detail: family.category },
            { term: "Products", detail: `${family.productCount} (${counts})` },
            {
              term: "Monthly revenue",
              detail: (
                <Money
                  amount={family.revenue}
                  currency={settings.data?.defaultCurrency ?? accountCurrency}
                  maximumFractionDigits={0}
                  period="month"
                />
              ),
            },
            { term: "Created", detail: formatDate(family.createdAt) },
            { term: "Updated", detail: formatDate(family.updatedAt) },
          ]}
        />
      </Card>
      <Card
        title="Settings"
        actions={
          <UiLink href={settingsHref} as={Link}>
            Edit settings
          </UiLink>
        }
      >
        <DescriptionList
          columns={2}
          items={[
            { term: "Allow custom pricing", detail: yesNo(family.settings.allowCustomPricing) },
            { term: "Require approval", detail: yesNo(family.settings.requireApproval) },
            { term: "Default currency", detail: family.settings.defaultCurrency },
          ]}
        />
      </Card>
      <Suspense fallback={<PageState status="loading" label="Loading products" skeletonLines={6} />}>
        <Products family={family} plans={plans} addons={addons} charges={charges} />
      </Suspense>
    </div>
  );
}
