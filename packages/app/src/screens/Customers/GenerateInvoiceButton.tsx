import type { CustomerResponse } from "@round/forms/schemas";
import { Button } from "@round/ui";
import { useState } from "react";
import { useCan } from "../../hooks/useCan";
import type { CreateInvoiceProps } from "../Invoices/invoiceFlows";
import { onDemandDialog, preloadOn } from "../shared/onDemand";

// Create Invoice and the dialog it opens, declared here rather than imported with every invoice screen's dialog
// (../Invoices/dialogs.ts): the customer page loads only these two on-demand pieces, not the list of all.
const CreateInvoice = onDemandDialog<CreateInvoiceProps>(
  () =>
    import("../Invoices/invoiceFlows").then((module) => {
      // The flow opens the invoice dialog at once: fetch its code alongside.
      module.InvoiceDialogPreload.preload();
      return { default: module.CreateInvoice };
    }),
  (props) => props.open === true,
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
        {...preloadOn(CreateInvoice)}
      >
        Generate Invoice
      </Button>
      <CreateInvoice
        open={creating}
        onOpenChange={setCreating}
        customer={{ id: customer.id, name: customer.displayName, currency: customer.currency }}
      />
    </>
  );
}
