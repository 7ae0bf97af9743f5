import { createHmac, timingSafeEqual } from "node:crypto";
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

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const payMac = (deps: Deps, accountId: string, invoiceId: string) =>
  createHmac("sha256", deps.jwtKey).update(`invoice-pay:${accountId}:${invoiceId}`).digest();

/**
 * An invoice's pay token (PLATFORM.md, "The customer's pages"): its account's and its own id and their MAC
 * with the server's key, 86 URL-safe characters. Derived rather than kept, so that every open invoice can
 * answer its link again; checked in constant time.
 */
export function payToken(deps: Deps, accountId: string, invoiceId: string): string {
  const ids = Buffer.concat([uuidBytes(accountId), uuidBytes(invoiceId)]);
  return Buffer.concat([ids, payMac(deps, accountId, invoiceId)]).toString("base64url");
}

/** The account and invoice a pay token names, when its MAC holds; else undefined. */
export function readPayToken(
  deps: Deps,
  token: string,
): { accountId: string; invoiceId: string } | undefined {
  if (!/^[A-Za-z0-9_-]{86}$/.test(token)) return undefined;
  const bytes = Buffer.from(token, "base64url");
  // One spelling per token: the last character's spare bits must be zero.
  if (bytes.length !== 64 || bytes.toString("base64url") !== token) return undefined;
  const accountId = uuidOf(bytes.subarray(0, 16));
  const invoiceId = uuidOf(bytes.subarray(16, 32));
  const expected = payMac(deps, accountId, invoiceId);
  return timingSafeEqual(expected, bytes.subarray(32)) ? { accountId, invoiceId } : undefined;
}

/** The pay page of an invoice (`hostedInvoiceUrl`): `{APP_URL}/pay/{token}`. */
export const hostedInvoiceUrl = (deps: Deps, accountId: string, invoiceId: string) =>
  `${deps.config.appUrl}/pay/${payToken(deps, accountId, invoiceId)}`;

/** Whether an invoice in this status answers its pay page: while it is open (something is owed on it). */
export const PAYABLE_STATUSES: readonly string[] = ["open", "overdue", "partially_paid"];

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
      payLink: hostedInvoiceUrl(run.deps, run.accountId, invoice.id),
    });
  // An invoice finalized in this transaction has its number only at the end: its mail is written then.
  if (invoice.number === null && run.numbers.waits(invoice.id)) {
    run.numbers.whenNumbered(invoice.id, (number) => enqueueMail(run.tx, compose(number)));
  } else await enqueueMail(run.tx, compose(invoice.number ?? "draft"));
  run.deps.mail.wake();
}

/** Writes a payment attempt and counts it in the day's figures (card attempts make the success rate). */
