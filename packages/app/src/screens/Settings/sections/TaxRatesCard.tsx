import type { TaxRateDialogProps } from "@round/forms";
import type { TaxRateResponse } from "@round/forms/schemas";
import { Button, Card, EmptyState, PageState, Stack, StatusBadge, useToast } from "@round/ui";
import { type ReactNode, useState } from "react";
import { taxRateMessages } from "../../../api/taxRates";
import {
  useCreateTaxRate,
  useDeleteTaxRate,
  useSetTaxRateActive,
  useTaxRates,
} from "../../../hooks/taxRates";
import { useCan } from "../../../hooks/useCan";
import * as layout from "../../../layouts/layout.css";
import { DeleteDialog } from "../../shared/deleteDialog";
import { onDemandDialog, preloadOn } from "../../shared/onDemand";
import { SettingsTable } from "./SettingsTable";

const TaxRateDialog = onDemandDialog<TaxRateDialogProps>(
  () => import("../chunks/TaxRateDialog"),
  (props) => props.open === true,
);

/** '20 %', '7.25 %': a rate's percentage as it is written. */
function percentText(percentage: number): string {
  return `${String(percentage)} %`;
}

/** 'DE', 'US · CA': where a rate applies. */
function placeText(rate: TaxRateResponse): string {
  return rate.region ? `${rate.country} · ${rate.region}` : rate.country;
}

/**
 * Settings, Billing: the account's tax rates (COMMERCE.md, "Correcting and taxing invoices"). A customer's
 * invoices carry the active rate of their billing country, or of its region when a rate names one. A rate is
 * made, turned off (its invoices keep it) and on again, or deleted while no invoice uses it.
 */
export function TaxRatesCard() {
  const can = useCan("manageBilling");
  const rates = useTaxRates();
  const create = useCreateTaxRate();
  const setActive = useSetTaxRateActive();
  const remove = useDeleteTaxRate();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TaxRateResponse | null>(null);

  const toggle = async (rate: TaxRateResponse) => {
    try {
      await setActive.mutateAsync({ id: rate.id, active: !rate.active });
      toast({ kind: "success", title: rate.active ? `${rate.name} turned off` : `${rate.name} turned on` });
    } catch (error) {
      toast({
        kind: "error",
        title: error instanceof Error ? error.message : taxRateMessages.updateFailed,
      });
    }
  };

  let body: ReactNode;
  if (rates.isPending) body = <PageState status="loading" label="Loading tax rates..." skeletonLines={3} />;
  else if (rates.isError) {
    body = (
      <PageState
        status="error"
        title={taxRateMessages.loadFailed}
        message={rates.error.message}
        onRetry={() => void rates.refetch()}
        retrying={rates.isFetching}
        headingLevel={3}
      />
    );
  } else if (rates.data.items.length === 0) {
    body = (
      <EmptyState
        title="No tax rates"
        headingLevel={3}
        description="Create a rate for each country (or region) whose customers you charge tax: their invoices carry it."
      />
    );
  } else {
    body = (
      <SettingsTable
        label="Tax rates"
        rows={rates.data.items}
        columns={[
          { header: "Name", cell: (rate) => rate.name },
          { header: "Rate", number: true, cell: (rate) => percentText(rate.percentage) },
          { header: "Applies in", cell: placeText },
          { header: "Prices", cell: (rate) => (rate.inclusive ? "Tax included" : "Tax added") },
          {
            header: "Status",
            cell: (rate) => (
              <StatusBadge
                status={rate.active ? "success" : "neutral"}
                label={rate.active ? "Active" : "Off"}
              />
            ),
          },
        ]}
        actions={
          can.allowed
            ? {
                own: (rate) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void toggle(rate)}
                    aria-label={`${rate.active ? "Turn off" : "Turn on"} ${rate.name}`}
                  >
                    {rate.active ? "Turn off" : "Turn on"}
                  </Button>
                ),
                onDelete: setDeleting,
              }
            : null
        }
      />
    );
  }
  return (
    <Card
      title="Tax rates"
      actions={
        <Button
          size="sm"
          onClick={() => setCreating(true)}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
          {...preloadOn(TaxRateDialog)}
        >
          Create tax rate
        </Button>
      }
    >
      <Stack gap="md">
        <p className={layout.muted}>
          An invoice carries the active rate of its customer's billing country, or of their region when a rate
          names one. Customers marked exempt pay none; reverse charge invoices say so.
        </p>
        {body}
      </Stack>
      <TaxRateDialog
        open={creating}
        onOpenChange={setCreating}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Tax rate created" })}
      />
      <DeleteDialog
        item={deleting ? { id: deleting.id, name: deleting.name } : null}
        title="Delete Tax Rate"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast({ kind: "success", title: "Tax rate deleted" });
        }}
      />
    </Card>
  );
}
