import { createHmac } from "node:crypto";
import { formatMoney } from "@round/billing";
import type { Deps } from "../deps.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { billingMail } from "../mail/templates.ts";
import type { CustomerRow } from "../modules/customers/index.ts";
import { accountDisplayName } from "../modules/organizations/index.ts";
import type { Run } from "./context.ts";
import type { InvoiceRow } from "./queries/reads.ts";

// What the engine tells people: the mails (through the outbox) with a signed PDF link.

/** The link in an email to an invoice's PDF: signed, so the customer opens it without signing in. */
export function pdfToken(deps: Deps, accountId: string, invoiceId: string): string {
  return createHmac("sha256", deps.jwtKey)
    .update(`invoice-pdf:${accountId}:${invoiceId}`)
    .digest("base64url");
}

export function pdfLink(deps: Deps, accountId: string, invoiceId: string): string {
  return `${deps.config.appUrl}/api/invoices/${invoiceId}/pdf?roundAccountId=${accountId}&token=${pdfToken(deps, accountId, invoiceId)}`;
}

export async function mail(
  run: Run,
  kind: "invoice_issued" | "payment_succeeded" | "payment_failed",
  invoice: InvoiceRow,
  customer: CustomerRow,
  extra: { amount?: string; failureMessage?: string } = {},
) {
  if (customer.testClockId !== null) return; // a rehearsal writes no mail to real people
  run.kept.accountName ??= await accountDisplayName(run.tx, run.accountId);
  const accountName = run.kept.accountName;
  const compose = (invoiceNumber: string) =>
    billingMail({
      kind,
      to: customer.email,
      accountName,
      customerName: customer.displayName,
      invoiceNumber,
      amount: formatMoney(extra.amount ?? invoice.amountDue, invoice.currency),
      dueDate: invoice.dueDate,
      failureMessage: extra.failureMessage ?? null,
      pdfLink: pdfLink(run.deps, run.accountId, invoice.id),
    });
  // An invoice finalized in this transaction has its number only at the end: its mail is written then.
  if (invoice.number === null && run.numbers.waits(invoice.id)) {
    run.numbers.whenNumbered(invoice.id, (number) => enqueueMail(run.tx, compose(number)));
  } else await enqueueMail(run.tx, compose(invoice.number ?? "draft"));
  run.deps.mail.wake();
}

/** Writes a payment attempt and counts it in the day's figures (card attempts make the success rate). */
