import type { AddonResponse } from "@round/forms/schemas";
import { Card, DescriptionList, formatDate, Money, PageHeader, StatusBadge, Link as UiLink } from "@round/ui";
import { Link, useParams } from "react-router";
import { useAddon, useDeleteAddon, useDuplicateAddon, useUpdateAddon } from "../../../hooks/addons";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { usePreload } from "../../shared/onDemand";
import { RecordState } from "../../shared/RecordState";
import { EditAddonButton } from "./EditButton";
import { KINDS } from "./kinds";
import { modelLabel, periodOf, words, yesNo } from "./labels";
import { PricePoints } from "./PricePointsOnDemand";
import { ACTIVATE, ARCHIVE, DEACTIVATE, RecordActions } from "./RecordActions";

const kind = KINDS.addon;

/** `/catalog/addons/{id}`: an add-on, its price points priced at a few quantities, its portal settings. */
export default function AddonDetailsScreen() {
  const { id = "" } = useParams();
  const addon = useAddon(id);
  // The price points load alongside the add-on.
  usePreload(PricePoints);
  useCrumbLabel(`/catalog/addons/${id}`, addon.data?.name ?? kind.noun);
  if (!addon.data) return <RecordState query={addon} kind={kind} />;
  return <AddonDetails addon={addon.data} />;
}

function AddonDetails({ addon }: { addon: AddonResponse }) {
  const update = useUpdateAddon();
  const remove = useDeleteAddon();
  const duplicate = useDuplicateAddon();
  const settingsHref = `/catalog/addons/${addon.id}/settings`;
  return (
    <div className={layout.page}>
      <PageHeader
        title={addon.name}
        subtitle={addon.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions
            kind={kind}
            name={addon.name}
            status={addon.status}
            statusActions={[ACTIVATE, DEACTIVATE, ARCHIVE]}
            onStatus={(status) =>
              update.mutateAsync({ id: addon.id, values: { status: status as AddonResponse["status"] } })
            }
            onDuplicate={() => duplicate.mutateAsync(addon.id)}
            detailHref={(id) => `/catalog/addons/${id}`}
            onDelete={() => remove.mutateAsync(addon.id)}
          >
            <EditAddonButton addon={addon} />
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
            { term: "Status", detail: <StatusBadge status={addon.status} /> },
            {
              term: "Product family",
              detail:
                addon.productFamilyId && addon.productFamilyName ? (
                  <UiLink href={`/catalog/families/${addon.productFamilyId}`} as={Link}>
                    {addon.productFamilyName}
                  </UiLink>
                ) : (
                  "None"
                ),
            },
            { term: "Type", detail: words(addon.type) },
            { term: "Charge model", detail: modelLabel(addon.chargeModel) },
            {
              term: "Starting price",
              detail: addon.startingPrice ? (
                <Money
                  amount={addon.startingPrice.amount}
                  currency={addon.startingPrice.currency}
                  period={periodOf(addon.startingPrice.billingFrequency)}
                />
              ) : (
                "Custom / Contact Sales"
              ),
            },
            { term: "Optional", detail: yesNo(addon.isOptional) },
            { term: "Quantity-based", detail: yesNo(addon.isQuantityBasedCharge) },
            { term: "Created", detail: formatDate(addon.createdAt) },
            { term: "Updated", detail: formatDate(addon.updatedAt) },
          ]}
        />
      </Card>
      <PricePoints points={addon.pricePoints} />
      <Card
        title="Customer portal"
        actions={
          <UiLink href={settingsHref} as={Link}>
            Edit portal settings
          </UiLink>
        }
      >
        <DescriptionList
          columns={2}
          items={[
            { term: "Show in checkout", detail: yesNo(addon.customerPortal.showInCheckout) },
            { term: "Show in portal", detail: yesNo(addon.customerPortal.showInPortal) },
            {
              term: "Customers can subscribe themselves",
              detail: yesNo(addon.customerPortal.allowSelfSubscribe),
            },
            {
              term: "Customers can remove it themselves",
              detail: yesNo(addon.customerPortal.allowSelfRemove),
            },
          ]}
        />
      </Card>
    </div>
  );
}
