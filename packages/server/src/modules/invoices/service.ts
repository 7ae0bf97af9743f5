import { timingSafeEqual } from "node:crypto";
import {
  compareAmounts,
  dayOf,
  type InvoiceLineInput,
  multiplyAmount,
  type PricingModel,
  priceFor,
  roundMoney,
  toAmount,
} from "@round/billing";
import {
  type BULK_INVOICE_ACTIONS,
  type InvoiceBulkResponse,
  type InvoiceCreateOutput,
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
  chargesById,
  collectInvoice,
  deleteInvoice,
  exportBatches,
  finalizeInvoice,
  fixedAmount,
  flushFigures,
  formatMoney,
  type InvoiceRow,
  invoiceNumbers,
  invoiceRow,
  linesOf,
  listInvoices,
  listPayments,
  nowFor,
  openRun,
  paymentsOfInvoice,
  pdfToken,
  pointsById,
  raiseInvoice,
  refuse,
  savePayment,
  updateInvoice,
} from "../../engine/index.ts";
import { ApiError, conflict, notFound, unauthorized } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { gatewayFor } from "../billing/index.ts";
import {
  addCredit,
  customerNames,
  customerRow,
  defaultMethodOf,
  methodLabels,
  paymentMethodRow,
} from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { accountDisplayName, sellerOf } from "../organizations/index.ts";
import { renderInvoicePdf } from "./pdf.ts";
import type { InvoiceExportQuery, InvoiceListQuery, PaymentListQuery } from "./schemas.ts";
import { invoiceDetailView, invoiceView, paymentView } from "./views.ts";

export const INVOICE_NOT_FOUND = "Invoice not found.";
const EXPORT_BATCH = 1000;

/** Invoices and payments (COMMERCE.md, "Invoices, payments and billing"). */
export function invoiceService(deps: Deps) {
  const { db } = deps;

  async function requireInvoice(ex: Executor, accountId: string, id: string, lock = false) {
    if (!isUuid(id)) throw notFound(INVOICE_NOT_FOUND);
    const row = await invoiceRow(ex, accountId, id.toLowerCase(), lock);
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return row;
  }

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
    return invoiceDetailView(row, lines, await paymentViews(ex, accountId, payments));
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
        const invoice = await requireInvoice(tx, accountId, id, true);
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
      return pageResult(rows.map(invoiceView), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return detail(db, tenant.accountId, await requireInvoice(db, tenant.accountId, id));
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
        const invoice = await requireInvoice(tx, tenant.accountId, id, true);
        if (invoice.status !== "draft") {
          throw conflict(
            "Only a draft invoice can be deleted; void an open one instead.",
            "INVOICE_NOT_DRAFT",
          );
        }
        await deleteInvoice(tx, tenant.accountId, invoice.id);
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
      const current = await requireInvoice(db, accountId, id);
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
            return applyPayment(run, counted, amount);
          }
          // A card: charged through the gateway for the amount asked.
          const customer = (await customerRow(run.tx, accountId, invoice.customerId))!;
          return collectWith(run, { ...invoice, amountDue: amount }, customer, method.id);
        },
      );
    },

    async payments(claims: AccessClaims, query: PaymentListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listPayments(db, tenant.accountId, query);
      return pageResult(await paymentViews(db, tenant.accountId, rows), total, query);
    },

    /** The invoice as a PDF: for a member of the account, or for the holder of an emailed link's token. */
    async pdf(
      claims: AccessClaims | undefined,
      query: { roundAccountId?: string; token?: string },
      id: string,
    ) {
      let accountId: string;
      if (query.token !== undefined) {
        if (!query.roundAccountId || !isUuid(query.roundAccountId) || !isUuid(id))
          throw notFound(INVOICE_NOT_FOUND);
        const expected = Buffer.from(pdfToken(deps, query.roundAccountId.toLowerCase(), id.toLowerCase()));
        const given = Buffer.from(query.token);
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          throw notFound(INVOICE_NOT_FOUND);
        accountId = query.roundAccountId.toLowerCase();
      } else {
        if (!claims) throw unauthorized();
        accountId = (await loadTenant(db, claims, query.roundAccountId, "read")).accountId;
      }
      const invoice = await requireInvoice(db, accountId, id);
      const [lines, customer, seller] = await Promise.all([
        linesOf(db, accountId, invoice.id),
        customerRow(db, accountId, invoice.customerId),
        sellerOf(db, accountId),
      ]);
      const address = (
        value: typeof customer extends undefined ? never : NonNullable<typeof customer>["billingAddress"],
      ) =>
        value
          ? [
              value.line1,
              value.line2,
              [value.city, value.state, value.zip].filter(Boolean).join(", "),
              value.country,
            ].filter((part) => part && part.trim() !== "")
          : [];
      const pdf = await renderInvoicePdf({
        // The seller's block: the organization's name, address and identifiers, entered at onboarding.
        account: seller ?? { name: await accountDisplayName(db, accountId), address: [] },
        customer: {
          name: customer?.displayName ?? invoice.customerName,
          email: customer?.email ?? "",
          company: customer?.company ?? "",
          address: address(customer?.billingAddress ?? null),
        },
        number: invoice.number,
        status: invoice.status,
        currency: invoice.currency,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        lines: lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          amount: line.amount,
          periodStart: line.periodStart,
          periodEnd: line.periodEnd,
          kind: line.kind,
        })),
        subtotal: invoice.subtotal,
        discount: invoice.discount,
        total: invoice.total,
        creditApplied: invoice.creditApplied,
        amountPaid: invoice.amountPaid,
        amountDue: invoice.amountDue,
        memo: invoice.memo,
      });
      return { pdf, filename: `${invoice.number ?? `draft-${invoice.id.slice(0, 8)}`}.pdf` };
    },

    async exportCsv(claims: AccessClaims, query: InvoiceExportQuery): Promise<ReadableStream<Uint8Array>> {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { stringify } = await import("csv-stringify/sync");
      const nextBatch = await exportBatches(db, tenant.accountId, query);
      const encoder = new TextEncoder();
      const guard = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
      let after: { createdAt: Date; id: string } | null = null;
      let header = true;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const rows = await nextBatch(after, EXPORT_BATCH);
          const records = rows.map((row) =>
            [
              row.number ?? "",
              row.customerName,
              row.status,
              row.currency,
              fixedAmount(row.total, row.currency),
              fixedAmount(row.amountPaid, row.currency),
              fixedAmount(row.amountDue, row.currency),
              row.issueDate ?? "",
              row.dueDate ?? "",
              row.id,
            ].map(guard),
          );
          const text = stringify(
            header
              ? [
                  [
                    "Number",
                    "Customer",
                    "Status",
                    "Currency",
                    "Total",
                    "Paid",
                    "Due",
                    "Issued",
                    "Due date",
                    "Id",
                  ],
                  ...records,
                ]
              : records,
          );
          header = false;
          if (text) controller.enqueue(encoder.encode(text));
          if (rows.length < EXPORT_BATCH) {
            controller.close();
            return;
          }
          const last = rows[rows.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        },
      });
    },
  };
}

/** Charges a given saved card (Record Payment by card) for the amount asked. */
async function collectWith(
  run: Awaited<ReturnType<typeof openRun>>,
  invoice: InvoiceRow,
  customer: NonNullable<Awaited<ReturnType<typeof customerRow>>>,
  methodId: string,
) {
  const method = await paymentMethodRow(run.tx, run.accountId, customer.id, methodId);
  if (!method?.gatewayReference) throw refuse("paymentMethod", "Payment method not found", "NOT_FOUND");
  const attempt = invoice.paymentAttempts + 1;
  const amount = toAmount(invoice.amountDue);
  const gateway = await gatewayFor(run.deps, run.tx, run.accountId, method.gateway);
  const result = await gateway.charge({
    reference: method.gatewayReference,
    amount,
    currency: invoice.currency,
    idempotencyKey: `${run.accountId}:pay:${invoice.id}:${attempt}`,
    description: `Invoice ${invoice.number ?? invoice.id}`,
  });
  await savePayment(run, {
    roundAccountId: run.accountId,
    customerId: customer.id,
    invoiceId: invoice.id,
    amount,
    currency: invoice.currency,
    status: result.ok ? "succeeded" : "failed",
    method: "card",
    paymentMethodId: method.id,
    gateway: method.gateway,
    gatewayReference: result.ok ? result.transactionId : null,
    reference: null,
    failureMessage: result.ok ? null : result.message,
    attempt,
    paidAt: result.ok ? run.now : null,
    testClockId: customer.testClockId,
    createdAt: run.now,
  });
  const counted = await updateInvoice(run.tx, run.accountId, invoice.id, { paymentAttempts: attempt });
  if (!result.ok) throw new ApiError(402, result.message, { code: "PAYMENT_FAILED" });
  return applyPayment(run, counted, amount);
}

/**
 * One-off invoice lines: charges of the catalog priced by the engine (`priceFor`: a quantity of the point, or
 * for a percentage charge a share of `baseAmount`), or lines typed by hand. A charge is billed only while it
 * is sold (active, its point current, in the customer's currency); each refusal names its own field.
 */
async function chargeLines(
  tx: Executor,
  accountId: string,
  currency: string,
  items: InvoiceCreateOutput["items"],
): Promise<InvoiceLineInput[]> {
  const ids = items.flatMap((item) =>
    "pricePointId" in item && isUuid(item.pricePointId) ? [item.pricePointId.toLowerCase()] : [],
  );
  const points = await pointsById(tx, accountId, ids);
  const charges = await chargesById(
    tx,
    accountId,
    [...points.values()].map((point) => point.ownerId),
  );
  return items.map((item, index): InvoiceLineInput => {
    const field = `items.${index}`;
    if (!("pricePointId" in item)) {
      const quantity = item.quantity ?? 1;
      return {
        kind: "charge",
        description: item.description,
        quantity,
        amount: multiplyAmount(toAmount(item.amount), quantity),
        recurring: false,
      };
    }
    const point = isUuid(item.pricePointId) ? points.get(item.pricePointId.toLowerCase()) : undefined;
    const charge = point?.ownerKind === "charge" ? charges.get(point.ownerId) : undefined;
    if (!point || !charge) {
      throw refuse(`${field}.pricePointId`, "Charge price point not found", "NOT_FOUND");
    }
    if (charge.status !== "active") {
      throw refuse(
        `${field}.pricePointId`,
        charge.status === "archived"
          ? `${charge.name} is archived: it can no longer be billed`
          : `${charge.name} is inactive: activate it to bill it`,
      );
    }
    if (point.supersededAt !== null) {
      throw refuse(`${field}.pricePointId`, "This price point has been replaced by a newer version");
    }
    if (point.currency !== currency) {
      throw refuse(
        `${field}.pricePointId`,
        `This charge is in ${point.currency}; the customer pays in ${currency}`,
        "INVALID_CURRENCY",
      );
    }
    const percentage = point.pricingModel === "percentage";
    if (percentage && item.baseAmount === undefined) {
      throw refuse(`${field}.baseAmount`, "Base amount is required for a percentage charge", "REQUIRED");
    }
    if (!percentage && item.baseAmount !== undefined) {
      throw refuse(`${field}.baseAmount`, "Only a percentage charge takes a base amount");
    }
    if (percentage && (item.quantity ?? 1) !== 1) {
      throw refuse(
        `${field}.quantity`,
        "A percentage charge is a share of its base amount: its quantity is 1",
      );
    }
    const quantity = item.quantity ?? 1;
    let priced: ReturnType<typeof priceFor>;
    try {
      priced = priceFor(
        {
          pricingModel: point.pricingModel as PricingModel,
          currency: point.currency,
          price: point.price,
          unitPrice: point.unitPrice,
          setupFee: point.setupFee,
          freeQuantity: point.freeQuantity,
          packageSize: point.packageSize,
          percentage: point.percentage,
          tiers: point.tiers,
        },
        { quantity, ...(item.baseAmount !== undefined ? { baseAmount: item.baseAmount } : {}) },
      );
    } catch (error) {
      throw refuse(
        percentage ? `${field}.baseAmount` : `${field}.quantity`,
        error instanceof Error ? error.message : "This charge cannot be priced",
      );
    }
    const name = point.description ? `${charge.name} – ${point.description}` : charge.name;
    return {
      kind: "charge",
      description: percentage
        ? `${name} (${toAmount(point.percentage ?? "0")}% of ${formatMoney(toAmount(item.baseAmount ?? 0), currency)})`
        : name,
      quantity,
      amount: priced.amount,
      recurring: false,
      ref: { pricePointId: point.id },
    };
  });
}
