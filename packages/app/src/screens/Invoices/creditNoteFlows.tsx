/**
 * Issue credit note wired to the API: one Idempotency-Key per opening, so a retried submission issues one
 * credit note. The invoice's page imports it through `dialogs.ts`, which loads this module when first needed.
 */
import { CreditNoteDialog } from "@round/forms";
import type { CreditNoteResponse, InvoiceDetailResponse } from "@round/forms/schemas";
import { useToast } from "@round/ui";
import { useState } from "react";
import { useIssueCreditNote } from "../../hooks/creditNotes";

export interface IssueCreditNoteProps {
  /** The invoice to credit; null: closed. */
  invoice: InvoiceDetailResponse | null;
  /** The credit notes already on it. */
  creditNotes: readonly CreditNoteResponse[];
  onClose: () => void;
}

export function IssueCreditNote({ invoice, creditNotes, onClose }: IssueCreditNoteProps) {
  const issue = useIssueCreditNote();
  const { toast } = useToast();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const open = invoice !== null;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setKey(crypto.randomUUID());
  }
  return (
    <CreditNoteDialog
      open={open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      invoice={invoice}
      creditNotes={creditNotes}
      onSubmit={async (body) => {
        const note = await issue.mutateAsync({ body, idempotencyKey: key });
        toast({ kind: "success", title: `Credit note ${note.number} issued` });
      }}
    />
  );
}
