import type { CustomerResponse } from "@round/forms/schemas";
import { Button } from "@round/ui";
import { useState } from "react";
import { useCan } from "../../hooks/useCan";
import { CreateInvoice, InvoiceDialog } from "../Invoices/dialogs";
import { preloadOn } from "../shared/onDemand";

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
        {...preloadOn(CreateInvoice, InvoiceDialog)}
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
