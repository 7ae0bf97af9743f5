import type { ChargeResponse } from "@round/forms/schemas";
import { Card, DescriptionList, formatDate, Money, PageHeader, StatusBadge, Link as UiLink } from "@round/ui";
import { Link, useParams } from "react-router";
import { useCharge, useDeleteCharge, useDuplicateCharge, useUpdateCharge } from "../../../hooks/charges";
import { useAccountCurrency } from "../../../hooks/useAccount";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { usePreload } from "../../shared/onDemand";
import { RecordState } from "../../shared/RecordState";
import { EditChargeButton } from "./EditButton";
import { KINDS } from "./kinds";
import { modelLabel, words } from "./labels";
import { PricePoints } from "./PricePointsOnDemand";
import { ACTIVATE, ARCHIVE, DEACTIVATE, RecordActions } from "./RecordActions";

const kind = KINDS.charge;

/** `/catalog/charges/{id}`: a one-time, recurring, usage or penalty charge and its price points. */
export default function ChargeDetailsScreen() {
  const { id = "" } = useParams();
  const charge = useCharge(id);
  // The price points load alongside the charge.
  usePreload(PricePoints);
  useCrumbLabel(`/catalog/charges/${id}`, charge.data?.name ?? kind.noun);
  if (!charge.data) return <RecordState query={charge} kind={kind} />;
  return <ChargeDetails charge={charge.data} />;
}

function ChargeDetails({ charge }: { charge: ChargeResponse }) {
  const accountCurrency = useAccountCurrency();
  const update = useUpdateCharge();
  const remove = useDeleteCharge();
  const duplicate = useDuplicateCharge();
  return (
    <div className={layout.page}>
      <PageHeader
        title={charge.name}
        subtitle={charge.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions
            kind={kind}
            name={charge.name}
            status={charge.status}
            statusActions={[ACTIVATE, DEACTIVATE, ARCHIVE]}
            onStatus={(status) =>
              update.mutateAsync({ id: charge.id, values: { status: status as ChargeResponse["status"] } })
            }
            onDuplicate={() => duplicate.mutateAsync(charge.id)}
            detailHref={(id) => `/catalog/charges/${id}`}
            onDelete={() => remove.mutateAsync(charge.id)}
          >
            <EditChargeButton charge={charge} />
          </RecordActions>
        }
      />
      <Card title="Overview">
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge status={charge.status} /> },
            {
              term: "Product family",
              detail:
                charge.productFamilyId && charge.productFamilyName ? (
                  <UiLink href={`/catalog/families/${charge.productFamilyId}`} as={Link}>
                    {charge.productFamilyName}
                  </UiLink>
                ) : (
                  "None"
                ),
            },
            { term: "Charge type", detail: words(charge.chargeType) },
            { term: "Charge model", detail: modelLabel(charge.chargeModel) },
            {
              term: "Amount",
              detail:
                charge.chargeModel === "percentage" && charge.percentageValue !== null ? (
                  `${charge.percentageValue}%`
                ) : charge.amount !== null ? (
                  <Money amount={charge.amount} currency={charge.currency ?? accountCurrency} />
                ) : null,
            },
            { term: "Currency", detail: charge.currency },
            { term: "Created", detail: formatDate(charge.createdAt) },
            { term: "Updated", detail: formatDate(charge.updatedAt) },
          ]}
        />
      </Card>
      <PricePoints points={charge.pricePoints} />
    </div>
  );
}
