/**
 * Issue credit note wired to the API: one Idempotency-Key per opening, so a retried submission issues one
 * credit note. The invoice's page imports it through `dialogs.ts`, which loads this module when first needed.
 */
import { CreditNoteDialog } from "@round/forms";
import type { CreditNoteResponse, InvoiceDetailResponse } from "@round/forms/schemas";
import { ConfirmDialog, useToast } from "@round/ui";
import { useState } from "react";
import { creditNoteMessages } from "../../api/creditNotes";
import { useIssueCreditNote, useVoidCreditNote } from "../../hooks/creditNotes";

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

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export interface VoidCreditNoteProps {
  /** The credit note to void; null: closed. */
  note: CreditNoteResponse | null;
  onClose: () => void;
}

/** Void a credit note, once confirmed (a refusal is said in the confirmation). */
export function VoidCreditNoteDialog({ note, onClose }: VoidCreditNoteProps) {
  const voidNote = useVoidCreditNote();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(note);
  if (note && note.id !== shown?.id) {
    setShown(note);
    setError(null);
  }
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={note !== null}
      title="Void credit note?"
      description={
        shown
          ? `${shown.number} no longer counts: what it took off the amount due is owed again, and the credit it gave the customer's balance is taken back.`
          : undefined
      }
      confirmLabel="Void credit note"
      pendingLabel="Voiding..."
      tone="danger"
      pending={voidNote.isPending}
      error={error}
      onCancel={close}
      onConfirm={() => {
        if (!note) return;
        setError(null);
        voidNote
          .mutateAsync(note.id)
          .then(() => {
            toast({ kind: "success", title: `Credit note ${note.number} voided` });
            close();
          })
          .catch((reason: unknown) => setError(errorText(reason, creditNoteMessages.voidFailed)));
      }}
    />
  );
}
