import { randomUUID } from "node:crypto";
import {
  addAmounts,
  type CreditNoteRefusal,
  compareAmounts,
  creditableInvoice,
  creditedLineTax,
  dayOf,
  splitCreditNote,
  subtractAmounts,
  voidCreditNote,
} from "@round/billing";
import { type CreditNoteResponse, creditNoteCreateSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { takeInvoiceNumbers } from "../../db/sql/numbering.ts";
import type { Deps } from "../../deps.ts";
import {
  billingWrite,
  flushFigures,
  type InvoiceRow,
  invoiceNumber,
  invoiceNumbers,
  invoiceRow,
  linesOf,
  nowFor,
  openRun,
  paymentsOfInvoice,
  refuse,
  updateInvoice,
} from "../../engine/index.ts";
import { requestContext } from "../../http/context.ts";
import { ApiError, conflictOn, notFound, validationFailed } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { addCredit, customerNames, customerRow } from "../customers/index.ts";
import { recordEvents } from "../events/index.ts";
import { loadTenant } from "../identities/index.ts";
import { keepCollection } from "../metrics/index.ts";
import {
  type CreditNoteRow,
  creditNoteRow,
  creditNotesOfInvoice,
  insertCreditNote,
  insertRefunds,
  pageOfCreditNotes,
  pageOfRefunds,
  refundsOfCreditNotes,
  updateCreditNote,
} from "./queries.ts";
import { RefundFailed, refundPayments } from "./refunds.ts";
import type { CreditNoteListQuery, RefundListQuery } from "./schemas.ts";
import { creditNoteView, refundView } from "./views.ts";

export const CREDIT_NOTE_NOT_FOUND = "Credit note not found.";
/** Who a balance credit is by: the person or key that issued the credit note. */
const actorName = () => requestContext()?.actor?.name ?? "Billing";
const CONFLICTS = new Set(["not_finalized", "invoice_voided", "exceeds_total"]);
const OPEN = ["open", "overdue", "partially_paid"];

/** The sequence of an account's credit notes: its own, beside the invoices' (a test clock's apart). */
const scopeOf = (testClockId: string | null) =>
  testClockId ? `credit_notes:${testClockId}` : "credit_notes";

/** Credit notes and refunds (COMMERCE.md, "Correcting and taxing invoices"). */
export function creditNoteService(deps: Deps) {
  const { db } = deps;

  async function views(ex: Executor, accountId: string, rows: readonly CreditNoteRow[]) {
    const [numbers, names, refunds] = await Promise.all([
      invoiceNumbers(ex, accountId, [...new Set(rows.map((row) => row.invoiceId))]),
      customerNames(ex, accountId, [...new Set(rows.map((row) => row.customerId))]),
      refundsOfCreditNotes(
        ex,
        accountId,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) =>
      creditNoteView(row, {
        invoiceNumber: numbers.get(row.invoiceId) ?? null,
        customerName: names.get(row.customerId) ?? "",
        refunds,
      }),
    );
  }

  /** The invoice as `@round/billing` weighs a new credit note on it: lines gross, tax per rate. */
  const creditable = (invoice: InvoiceRow, lines: Awaited<ReturnType<typeof linesOf>>) =>
    creditableInvoice({ ...invoice, lines });

  function refusal(errors: CreditNoteRefusal[]): ApiError {
    const first = errors[0]!;
    if (CONFLICTS.has(first.code)) return conflictOn(first.field, first.message);
    return validationFailed(
      errors.map((error) => ({ code: "INVALID_VALUE", description: error.message, field: error.field })),
    );
  }

  return {
    async list(claims: AccessClaims, query: CreditNoteListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfCreditNotes(db, tenant.accountId, query);
      return pageResult(await views(db, tenant.accountId, items), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = isUuid(id) ? await creditNoteRow(db, tenant.accountId, id.toLowerCase()) : undefined;
      if (!row) throw notFound(CREDIT_NOTE_NOT_FOUND);
      return (await views(db, tenant.accountId, [row]))[0]!;
    },

    async refunds(claims: AccessClaims, query: RefundListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfRefunds(db, tenant.accountId, query);
      const numbers = await invoiceNumbers(db, tenant.accountId, [
        ...new Set(items.map((row) => row.invoiceId)),
      ]);
      return pageResult(
        items.map((row) => refundView(row, numbers.get(row.invoiceId) ?? null)),
        total,
        query,
      );
    },

    async create(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
      key: string | undefined,
    ): Promise<CreditNoteResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const accountId = tenant.accountId;
      const input = parseWith(creditNoteCreateSchema, sent);
      if (!isUuid(input.invoiceId)) throw refuse("invoiceId", "Invoice not found", "NOT_FOUND");
      const invoiceId = input.invoiceId.toLowerCase();
      try {
        const result = await billingWrite(
          deps,
          accountId,
          { preview: false, key, method: "POST", path: "/api/credit-notes", body: input },
          async (tx) => {
            const invoice = await invoiceRow(tx, accountId, invoiceId, true);
            if (!invoice) throw refuse("invoiceId", "Invoice not found", "NOT_FOUND");
            const customer = (await customerRow(tx, accountId, invoice.customerId, true))!;
            const run = await openRun(deps, tx, accountId, await nowFor(deps, tx, customer));
            const [lines, earlier, payments] = await Promise.all([
              linesOf(tx, accountId, invoice.id),
              creditNotesOfInvoice(tx, accountId, invoice.id),
              paymentsOfInvoice(tx, accountId, invoice.id),
            ]);
            const weighed = creditable(invoice, lines);
            const gross = new Map((weighed.lines ?? []).map((line) => [line.id, line.total]));
            const outcome = splitCreditNote({
              invoice: weighed,
              earlier: earlier.map((note) => ({
                status: note.status,
                total: note.total,
                tax: note.tax,
                refundAmount: note.refundAmount,
                lines: note.lines,
              })),
              request: input,
            });
            if (!outcome.ok) throw refusal(outcome.errors);
            const split = outcome.creditNote;
            const id = randomUUID();
            const refunds = await refundPayments(run, {
              creditNoteId: id,
              invoiceId: invoice.id,
              customerId: customer.id,
              currency: invoice.currency,
              amount: split.refundAmount,
              payments,
            });
            const scope = scopeOf(invoice.testClockId);
            const number = invoiceNumber(
              invoice.testClockId ? "CN-TEST" : "CN",
              await takeInvoiceNumbers(tx, accountId, 1, scope),
            );
            const credit =
              compareAmounts(split.creditAmount, "0") > 0
                ? await addCredit(tx, {
                    roundAccountId: accountId,
                    customerId: customer.id,
                    amount: split.creditAmount,
                    currency: invoice.currency,
                    reason: `Credit note ${number} for invoice ${invoice.number ?? ""}`.trim(),
                    createdByUserId: null,
                    createdByName: actorName(),
                    createdAt: run.now,
                  })
                : null;
            const byLine = new Map(lines.map((line) => [line.id, line]));
            const names = new Map(invoice.taxLines.map((line) => [line.taxRateId, line]));
            const row = await insertCreditNote(tx, {
              id,
              roundAccountId: accountId,
              invoiceId: invoice.id,
              customerId: customer.id,
              number,
              status: "issued",
              reason: input.reason,
              memo: input.memo || null,
              currency: invoice.currency,
              total: split.total,
              tax: split.tax,
              dueAmount: split.prePaymentAmount,
              refundAmount: split.refundAmount,
              creditAmount: split.creditAmount,
              outOfBandAmount: split.outOfBandAmount,
              lines: split.lines.map((line) => {
                const of = byLine.get(line.invoiceLineId)!;
                // The line's own tax, pro rata to what of it is credited.
                const tax = creditedLineTax(
                  line.amount,
                  { total: gross.get(of.id) ?? of.amount, taxAmount: of.taxAmount },
                  invoice.currency,
                );
                return { invoiceLineId: of.id, description: of.description, amount: line.amount, tax };
              }),
              taxLines: split.taxLines.map((line) => ({
                taxRateId: line.taxRateId,
                name: names.get(line.taxRateId)?.name ?? "Tax",
                percentage: names.get(line.taxRateId)?.percentage ?? "0",
                amount: line.amount,
              })),
              creditId: credit?.id ?? null,
              createdByName: null,
              testClockId: invoice.testClockId,
              createdAt: run.now,
              updatedAt: run.now,
            });
            const refundRows = await insertRefunds(tx, refunds);
            // Closed without a payment when nothing is left due, as Stripe marks it: `amountPaid` unchanged.
            const closes = split.invoice.paid && OPEN.includes(invoice.status);
            const updated = await updateInvoice(tx, accountId, invoice.id, {
              amountDue: split.invoice.amountDue,
              creditedAmount: split.invoice.creditedAmount,
              refundedAmount: split.invoice.refundedAmount,
              ...(closes ? { status: "paid" as const, paidAt: run.now, nextRetryOn: null } : {}),
              updatedAt: run.now,
            });
            if (closes) {
              keepCollection(run.sums, invoice.status, updated);
              run.events.invoice("invoice.paid", updated, { before: invoice });
            }
            run.touched.add(customer.id);
            const [view] = await views(tx, accountId, [row]);
            await recordEvents(tx, [
              {
                accountId,
                type: "credit_note.created",
                object: view,
                testClockId: invoice.testClockId,
                at: run.now,
              },
              ...refundRows.map((refund) => ({
                accountId,
                type: "payment.refunded" as const,
                object: refundView(refund, invoice.number),
                testClockId: invoice.testClockId,
                at: run.now,
              })),
            ]);
            await flushFigures(run);
            return { status: 201, body: view! };
          },
        );
        return result.body;
      } catch (error) {
        if (!(error instanceof RefundFailed)) throw error;
        // Nothing of the credit note was written; the refused refund is kept, to say why.
        await db.transaction((tx) => insertRefunds(tx, [error.row]));
        const message = `The refund failed: ${error.message} Nothing was credited or refunded.`;
        throw new ApiError(402, message, {
          errors: [{ code: "REFUND_FAILED", description: message, field: "refundAmount" }],
        });
      }
    },

    async void(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      key: string | undefined,
    ): Promise<CreditNoteResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const accountId = tenant.accountId;
      if (!isUuid(id)) throw notFound(CREDIT_NOTE_NOT_FOUND);
      const result = await billingWrite(
        deps,
        accountId,
        { preview: false, key, method: "POST", path: `/api/credit-notes/${id}/void`, body: {} },
        async (tx) => {
          const note = await creditNoteRow(tx, accountId, id.toLowerCase(), true);
          if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
          const invoice = (await invoiceRow(tx, accountId, note.invoiceId, true))!;
          const customer = (await customerRow(tx, accountId, note.customerId, true))!;
          const run = await openRun(deps, tx, accountId, await nowFor(deps, tx, customer));
          const outcome = voidCreditNote({
            creditNote: {
              status: note.status,
              prePaymentAmount: note.dueAmount,
              creditAmount: note.creditAmount,
              refundAmount: note.refundAmount,
            },
            creditBalance: customer.creditBalance,
          });
          if (!outcome.ok) {
            const first = outcome.errors[0]!;
            throw conflictOn(first.field, first.message, "CREDIT_NOTE_NOT_VOIDABLE");
          }
          if (compareAmounts(note.creditAmount, "0") > 0) {
            await addCredit(tx, {
              roundAccountId: accountId,
              customerId: customer.id,
              amount: `-${note.creditAmount}`,
              currency: note.currency,
              reason: `Credit note ${note.number} voided`,
              createdByUserId: null,
              createdByName: actorName(),
              createdAt: run.now,
            });
          }
          const amountDue = addAmounts(invoice.amountDue, outcome.amountDueRestored);
          const reopens = invoice.status === "paid" && compareAmounts(amountDue, "0") > 0;
          const today = dayOf(run.now);
          const reopened =
            compareAmounts(invoice.amountPaid, "0") > 0
              ? ("partially_paid" as const)
              : invoice.dueDate && invoice.dueDate < today
                ? ("overdue" as const)
                : ("open" as const);
          await updateInvoice(tx, accountId, invoice.id, {
            amountDue,
            creditedAmount: subtractAmounts(invoice.creditedAmount, note.total),
            ...(reopens ? { status: reopened, paidAt: null } : {}),
            updatedAt: run.now,
          });
          const row = await updateCreditNote(tx, accountId, note.id, {
            status: "voided",
            voidedAt: run.now,
            updatedAt: run.now,
          });
          run.touched.add(customer.id);
          const [view] = await views(tx, accountId, [row]);
          await recordEvents(tx, [
            {
              accountId,
              type: "credit_note.voided",
              object: view,
              previous: { status: note.status, voidedAt: null },
              testClockId: note.testClockId,
              at: run.now,
            },
          ]);
          await flushFigures(run);
          return { status: 200, body: view! };
        },
      );
      return result.body;
    },
  };
}
