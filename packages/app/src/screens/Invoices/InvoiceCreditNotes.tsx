/**
 * An invoice's credit notes on its page: each with its number, day, reason, total and how it was split, its
 * status, its PDF and, while nothing of it was refunded, Void (after a confirmation); then the refunds they
 * made, a failed one with the gateway's words.
 */
import { compareAmounts } from "@round/billing";
import {
  CREDIT_NOTE_REASON_LABELS,
  type CreditNoteResponse,
  type InvoiceDetailResponse,
  type RefundResponse,
} from "@round/forms/schemas";
import { Banner, Button, Card, EmptyState, formatMoney, Inline, Money, Stack, StatusBadge } from "@round/ui";
import { type ReactNode, useState } from "react";
import { creditNoteMessages } from "../../api/creditNotes";
import { useCreditNotePdfDownload } from "./creditNotePdf";
import { VoidCreditNote } from "./dialogs";
import * as styles from "./Invoices.css";
import { day } from "./invoiceFormat";

/** Credit notes are written on finalized invoices only: not on drafts, nor on voided ones. */
export const canCredit = (status: InvoiceDetailResponse["status"]) =>
  status === "open" || status === "overdue" || status === "partially_paid" || status === "paid";

const NOTE_BADGE = {
  issued: { status: "success", label: "Issued" },
  voided: { status: "archived", label: "Voided" },
} as const;

const REFUND_BADGE = {
  succeeded: { status: "success", label: "Succeeded" },
  pending: { status: "warning", label: "Pending" },
  failed: { status: "danger", label: "Failed" },
} as const;

const positive = (amount: number) => compareAmounts(amount, 0) > 0;

/** 'Lowers the amount due by $20.00 · Refunded $50.00 · …': the parts of its total, the empty ones left out. */
export function splitText(note: CreditNoteResponse): string {
  const money = (amount: number) => formatMoney(amount, note.currency);
  return [
    positive(note.amountDueReduction) ? `Lowers the amount due by ${money(note.amountDueReduction)}` : null,
    positive(note.refundAmount) ? `Refunded ${money(note.refundAmount)}` : null,
    positive(note.creditAmount) ? `${money(note.creditAmount)} to the customer's balance` : null,
    positive(note.outOfBandAmount) ? `${money(note.outOfBandAmount)} settled outside Round` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export interface InvoiceCreditNotesProps {
  query: {
    data?: { items: CreditNoteResponse[] } | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** Whether the person may void (manageBilling); the reason shown when not. */
  write: { disabled: boolean; title: string | undefined };
}

export function InvoiceCreditNotes({ query, write }: InvoiceCreditNotesProps) {
  const pdf = useCreditNotePdfDownload();
  const [voiding, setVoiding] = useState<CreditNoteResponse | null>(null);
  const notes = query.data?.items ?? [];
  const refunds = notes.flatMap((note) => note.refunds.map((refund) => ({ refund, note })));
  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {query.error?.message ?? creditNoteMessages.loadFailed}
      </Banner>
    );
  } else if (query.isPending) {
    body = (
      <p role="status" className={styles.muted}>
        Loading credit notes...
      </p>
    );
  } else if (notes.length === 0) {
    body = (
      <EmptyState
        title="No credit notes"
        description="A credit note lowers what is owed or gives money back on this invoice."
        headingLevel={3}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <ul className={styles.payments} aria-label="Credit notes">
          {notes.map((note) => (
            <li key={note.id} className={styles.payment}>
              <Stack gap="xs">
                <Inline gap="sm">
                  <strong>{note.number}</strong>
                  <Money amount={note.total} currency={note.currency} />
                  <StatusBadge {...NOTE_BADGE[note.status]} />
                </Inline>
                <span className={styles.muted}>
                  {day(note.createdAt)} · {CREDIT_NOTE_REASON_LABELS[note.reason]}
                  {positive(note.tax) ? ` · ${formatMoney(note.tax, note.currency)} tax` : ""}
                </span>
                <span className={styles.text}>{splitText(note)}</span>
                {note.memo ? <span className={styles.muted}>{note.memo}</span> : null}
              </Stack>
              <Inline gap="sm">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Download ${note.number} PDF`}
                  onClick={() => void pdf.download(note)}
                  loading={pdf.busy === note.id}
                  loadingLabel="Downloading..."
                >
                  PDF
                </Button>
                {note.status === "issued" && !positive(note.refundAmount) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Void ${note.number}`}
                    onClick={() => setVoiding(note)}
                    {...write}
                  >
                    Void
                  </Button>
                ) : null}
              </Inline>
            </li>
          ))}
        </ul>
        {refunds.length > 0 ? <Refunds refunds={refunds} /> : null}
      </Stack>
    );
  }
  return (
    <Card title="Credit notes" headingLevel={2}>
      {body}
      <VoidCreditNote note={voiding} onClose={() => setVoiding(null)} />
    </Card>
  );
}

function Refunds({ refunds }: { refunds: { refund: RefundResponse; note: CreditNoteResponse }[] }) {
  return (
    <Stack gap="sm">
      <h3 className={styles.heading}>Refunds</h3>
      <ul className={styles.payments} aria-label="Refunds">
        {refunds.map(({ refund, note }) => (
          <li key={refund.id} className={styles.payment}>
            <Stack gap="xs">
              <Inline gap="sm">
                <strong>
                  <Money amount={refund.amount} currency={refund.currency} />
                </strong>
                <StatusBadge {...REFUND_BADGE[refund.status]} />
              </Inline>
              <span className={styles.muted}>
                {day(refund.createdAt)} · {note.number} ·{" "}
                {refund.method === "card" ? "To the card" : "Offline"}
              </span>
              {refund.status === "failed" && refund.failureMessage ? (
                <span className={styles.failure}>{refund.failureMessage}</span>
              ) : null}
            </Stack>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
