import { compareAmounts, dayOf, roundMoney, toAmount } from "@round/billing";
import {
  type BULK_INVOICE_ACTIONS,
  type InvoiceBulkResponse,
  invoiceBulkSchema,
  invoiceCreateSchema,
  recordPaymentSchema,
} from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import {
  applyPayment,
  billingWrite,
  collectInvoice,
  deleteInvoice,
  finalizeInvoice,
  flushFigures,
  hostedInvoiceUrl,
  type InvoiceRow,
  invoiceNumbers,
  linesOf,
  listInvoices,
  listPayments,
  nowFor,
  openRun,
  paymentsOfInvoice,
  raiseInvoice,
  refuse,
  savePayment,
  updateInvoice,
} from "../../engine/index.ts";
import { ApiError, conflict } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { deletedChanges, recordAudit } from "../audit/index.ts";
import {
  addCredit,
  customerNames,
  customerRow,
  defaultMethodOf,
  methodLabels,
  paymentMethodRow,
} from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { invoicePdf, invoicesCsv } from "./documents.ts";
import { findInvoice } from "./find.ts";
import { chargeLines } from "./lines.ts";
import { collectWith } from "./payments.ts";
import type { InvoiceExportQuery, InvoiceListQuery, PaymentListQuery } from "./schemas.ts";
import { invoiceDetailView, invoiceView, paymentView } from "./views.ts";

/** Invoices and payments (COMMERCE.md, "Invoices, payments and billing"). */
export function invoiceService(deps: Deps) {
  const { db, clock } = deps;
  const payLinks = (accountId: string, invoiceId: string) => hostedInvoiceUrl(deps, accountId, invoiceId);

  async function paymentViews(
    ex: Executor,
    accountId: string,
    rows: Awaited<ReturnType<typeof paymentsOfInvoice>>,
  ) {
    const [numbers, names, methods] = await Promise.all([
      invoiceNumbers(ex, accountId, [
        ...new Set(rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : []))),
      ]),
      customerNames(ex, accountId, [...new Set(rows.map((row) => row.customerId))]),
      methodLabels(ex, accountId, [
        ...new Set(rows.flatMap((row) => (row.paymentMethodId ? [row.paymentMethodId] : []))),
      ]),
    ]);
    return rows.map((row) =>
      paymentView(row, {
        invoiceNumber: row.invoiceId ? (numbers.get(row.invoiceId) ?? null) : null,
        customerName: names.get(row.customerId) ?? "",
        method: row.paymentMethodId ? methods.get(row.paymentMethodId) : undefined,
      }),
    );
  }

  async function detail(ex: Executor, accountId: string, row: InvoiceRow) {
    const [lines, payments] = await Promise.all([
      linesOf(ex, accountId, row.id),
      paymentsOfInvoice(ex, accountId, row.id),
    ]);
    return invoiceDetailView(row, lines, await paymentViews(ex, accountId, payments), payLinks);
  }

  /** One invoice action in its own transaction on the locked invoice (the time is its customer's). */
  async function onInvoice(
    accountId: string,
    id: string,
    key: string | undefined,
    request: { path: string; body: unknown },
    work: (run: Awaited<ReturnType<typeof openRun>>, invoice: InvoiceRow) => Promise<InvoiceRow>,
  ) {
    const result = await billingWrite(
      deps,
      accountId,
      { preview: false, key, method: "POST", ...request },
      async (tx) => {
        const invoice = await findInvoice(tx, accountId, id, true);
        const customer = await customerRow(tx, accountId, invoice.customerId, true);
        const run = await openRun(deps, tx, accountId, await nowFor(deps, tx, customer!));
        const updated = await work(run, invoice);
        await flushFigures(run);
        return { status: 200, body: await detail(tx, accountId, run.numbers.numbered(updated)) };
      },
    );
    return result.body;
  }

  const actions = {
    async finalize(run: Awaited<ReturnType<typeof openRun>>, invoice: InvoiceRow) {
      if (invoice.status !== "draft")
        throw conflict("Only a draft invoice can be finalized.", "INVOICE_NOT_DRAFT");
      const customer = (await customerRow(run.tx, run.accountId, invoice.customerId))!;
      return finalizeInvoice(run, invoice, customer, dayOf(run.now));
    },
    async void(run: Awaited<ReturnType<typeof openRun>>, invoice: InvoiceRow) {
      if (!["open", "overdue"].includes(invoice.status)) {
        throw conflict(
          invoice.status === "draft"
            ? "A draft invoice is deleted, not voided."
            : invoice.status === "voided"
              ? "This invoice is already voided."
              : "An invoice with payments cannot be voided.",
          "INVOICE_NOT_VOIDABLE",
        );
      }
      const updated = await updateInvoice(run.tx, run.accountId, invoice.id, {
        status: "voided",
        amountDue: "0",
        voidedAt: run.now,
        nextRetryOn: null,
        updatedAt: run.now,
      });
      run.events.invoice("invoice.voided", updated, { before: invoice });
      // Credit taken from the balance goes back to it.
      if (compareAmounts(invoice.creditApplied, "0") > 0) {
        await addCredit(run.tx, {
          roundAccountId: run.accountId,
          customerId: invoice.customerId,
          amount: toAmount(invoice.creditApplied),
          currency: invoice.currency,
          reason: `Returned from voided invoice ${invoice.number}`,
          createdByUserId: null,
          createdByName: "Billing",
          createdAt: run.now,
        });
      }
      run.touched.add(invoice.customerId);
      return updated;
    },
    async collect(run: Awaited<ReturnType<typeof openRun>>, invoice: InvoiceRow) {
      if (!["open", "overdue", "partially_paid"].includes(invoice.status)) {
        throw conflict("Only an open or overdue invoice can be collected.", "INVOICE_NOT_OPEN");
      }
      const customer = (await customerRow(run.tx, run.accountId, invoice.customerId))!;
      const method = await defaultMethodOf(run.tx, run.accountId, customer.id);
      if (method?.type !== "card") {
        throw conflict("This customer has no default card to charge.", "NO_PAYMENT_METHOD");
      }
      return collectInvoice(run, invoice, customer);
    },
  } as const;

  return {
    async list(claims: AccessClaims, query: InvoiceListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listInvoices(db, tenant.accountId, query);
      return pageResult(
        rows.map((row) => invoiceView(row, payLinks)),
        total,
        query,
      );
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return detail(db, tenant.accountId, await findInvoice(db, tenant.accountId, id));
    },

    async create(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
      key: string | undefined,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const accountId = tenant.accountId;
      const customerId = (sent as { customerId?: unknown } | null)?.customerId;
      const known =
        typeof customerId === "string" && isUuid(customerId)
          ? await customerRow(db, accountId, customerId.toLowerCase())
          : undefined;
      const input = parseWith(invoiceCreateSchema(known?.currency ?? "USD"), sent);
      if (!known) throw refuse("customerId", "Customer not found", "NOT_FOUND");
      const result = await billingWrite(
        deps,
        accountId,
        { preview: false, key, method: "POST", path: "/api/invoices", body: input },
        async (tx) => {
          const customer = (await customerRow(tx, accountId, known.id, true))!;
          const now = await nowFor(deps, tx, customer);
          const today = dayOf(now);
          if (input.dueDate !== undefined && input.dueDate < today) {
            throw refuse("dueDate", "The due date cannot be before today");
          }
          const lines = await chargeLines(tx, accountId, customer.currency, input.items);
          const run = await openRun(deps, tx, accountId, now);
          const invoice = await raiseInvoice(run, {
            customer,
            subscription: null,
            reason: "one_off",
            currency: customer.currency,
            lines,
            issueDate: today,
            dueDate: input.dueDate ?? null,
            memo: input.memo || null,
            draft: input.finalize !== true,
          });
          await flushFigures(run);
          return { status: 201, body: await detail(tx, accountId, run.numbers.numbered(invoice!)) };
        },
      );
      return result.body;
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      await db.transaction(async (tx) => {
        const invoice = await findInvoice(tx, tenant.accountId, id, true);
        if (invoice.status !== "draft") {
          throw conflict(
            "Only a draft invoice can be deleted; void an open one instead.",
            "INVOICE_NOT_DRAFT",
          );
        }
        const before = await detail(tx, tenant.accountId, invoice);
        await deleteInvoice(tx, tenant.accountId, invoice.id);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "invoice.delete",
            resourceType: "invoice",
            resourceId: invoice.id,
            changes: deletedChanges(before),
            at: clock.date(),
          },
        ]);
      });
    },

    async act(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      action: (typeof BULK_INVOICE_ACTIONS)[number],
      key: string | undefined,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      return onInvoice(
        tenant.accountId,
        id,
        key,
        { path: `/api/invoices/${id}/${action}`, body: {} },
        actions[action],
      );
    },

    async bulk(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
    ): Promise<InvoiceBulkResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const input = parseWith(invoiceBulkSchema, sent);
      const results: InvoiceBulkResponse["results"] = [];
      for (const id of [...new Set(input.ids)]) {
        try {
          const invoice = await onInvoice(
            tenant.accountId,
            id,
            undefined,
            { path: "", body: {} },
            actions[input.action],
          );
          results.push({ id, ok: true, status: invoice.status, message: null });
        } catch (error) {
          results.push({
            id,
            ok: false,
            status: null,
            message: error instanceof ApiError ? error.message : "The invoice could not be changed.",
          });
          if (!(error instanceof ApiError))
            deps.log.error("bulk invoice action failed", { error, invoiceId: id });
        }
      }
      return { action: input.action, results };
    },

    async recordPayment(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
      key: string | undefined,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const accountId = tenant.accountId;
      const current = await findInvoice(db, accountId, id);
      const input = parseWith(recordPaymentSchema(current.currency), sent);
      return onInvoice(
        accountId,
        id,
        key,
        { path: `/api/invoices/${id}/payments`, body: input },
        async (run, invoice) => {
          if (!["open", "overdue", "partially_paid"].includes(invoice.status)) {
            throw conflict(
              "Payments are recorded on open, partially paid or overdue invoices.",
              "INVOICE_NOT_OPEN",
            );
          }
          const amount = roundMoney(String(input.amount), invoice.currency);
          if (compareAmounts(amount, invoice.amountDue) > 0) {
            throw refuse("amount", `The amount is more than the ${invoice.amountDue} due`);
          }
          const paidAt = input.paidAt
            ? new Date(input.paidAt.length === 10 ? `${input.paidAt}T00:00:00Z` : input.paidAt)
            : run.now;
          // Money is not received for an invoice before it was issued, nor after the customer's today.
          if (invoice.issueDate && dayOf(paidAt) < invoice.issueDate) {
            throw refuse("paidAt", "The payment date can't be before the invoice was issued");
          }
          if (dayOf(paidAt) > dayOf(run.now))
            throw refuse("paidAt", "The payment date can't be in the future");
          const method =
            input.paymentMethod === "offline"
              ? null
              : isUuid(input.paymentMethod)
                ? await paymentMethodRow(
                    run.tx,
                    accountId,
                    invoice.customerId,
                    input.paymentMethod.toLowerCase(),
                  )
                : undefined;
          if (method === undefined) throw refuse("paymentMethod", "Payment method not found", "NOT_FOUND");
          if (method === null || method.type === "offline") {
            // Money received outside the gateway (offline, or a saved bank transfer, cheque or cash method).
            await savePayment(run, {
              roundAccountId: accountId,
              customerId: invoice.customerId,
              invoiceId: invoice.id,
              amount,
              currency: invoice.currency,
              status: "succeeded",
              method: "offline",
              paymentMethodId: method?.id ?? null,
              gateway: null,
              gatewayReference: null,
              reference: input.reference || (method?.reference ?? null),
              failureMessage: null,
              attempt: invoice.paymentAttempts + 1,
              paidAt,
              testClockId: invoice.testClockId,
              createdAt: run.now,
            });
            const counted = await updateInvoice(run.tx, accountId, invoice.id, {
              paymentAttempts: invoice.paymentAttempts + 1,
            });
            return applyPayment(run, counted, amount, invoice);
          }
          // A card: charged through the gateway for the amount asked.
          const customer = (await customerRow(run.tx, accountId, invoice.customerId))!;
          return collectWith(run, invoice, customer, method.id, amount);
        },
      );
    },

    async payments(claims: AccessClaims, query: PaymentListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listPayments(db, tenant.accountId, query);
      return pageResult(await paymentViews(db, tenant.accountId, rows), total, query);
    },

    pdf: (claims: AccessClaims | undefined, query: { roundAccountId?: string; token?: string }, id: string) =>
      invoicePdf(deps, claims, query, id),

    exportCsv: (claims: AccessClaims, query: InvoiceExportQuery) => invoicesCsv(deps, claims, query),
  };
}
