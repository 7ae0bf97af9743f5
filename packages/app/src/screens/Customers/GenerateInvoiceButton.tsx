import type { CustomerResponse } from "@round/forms/schemas";
import { Button } from "@round/ui";
import { lazy, Suspense, useState } from "react";
import { useCan } from "../../hooks/useCan";
import { InvoiceDialog } from "../Invoices/dialogs";
import { preloadOn } from "../shared/onDemand";

/** The Create Invoice flow, loaded when the button is first used (it is not part of the page's first load). */
const CreateInvoice = lazy(() =>
  import("../Invoices/invoiceFlows").then((module) => ({ default: module.CreateInvoice })),
);

/** The customer page's 'Generate Invoice' quick action: a one-off invoice for this customer. */
export function GenerateInvoiceButton({ customer }: { customer: CustomerResponse }) {
  const can = useCan("manageBilling");
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => setCreating(true)}
        disabled={!can.allowed}
        title={can.reason ?? undefined}
        {...preloadOn(InvoiceDialog)}
      >
        Generate Invoice
      </Button>
      {creating ? (
        <Suspense fallback={null}>
          <CreateInvoice
            open={creating}
            onOpenChange={setCreating}
            customer={{ id: customer.id, name: customer.displayName, currency: customer.currency }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
