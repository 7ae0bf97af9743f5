import { compareAmounts } from "@round/billing";
import { type PayPage, payInvoiceSchema } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { invoiceRow, PAYABLE_STATUSES, readPayToken } from "../../engine/index.ts";
import { ApiError, badRequest } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { customerRow, defaultMethodOf, paymentMethodService } from "../customers/index.ts";
import { invoiceService } from "../invoices/index.ts";
import { accountBrand } from "../organizations/index.ts";
import { customerClaims } from "./sessions.ts";
import { linkInvalid } from "./tokens.ts";
import { pdfLinkOf } from "./views.ts";

// The pay page of an invoice (PLATFORM.md, "The customer's pages"): the invoice as its PDF shows it, paid by
// card (a new one, or the customer's saved default), and its receipt once paid.

const declined = (message: string, field: string) =>
  new ApiError(402, message, { errors: [{ code: "PAYMENT_FAILED", description: message, field }] });

export function payPages(deps: Deps) {
  const { db, clock } = deps;

  /** The invoice a pay token names, with its customer; a made-up token or a draft is 404. */
  async function open(token: string) {
    const named = readPayToken(deps, token);
    if (!named) throw linkInvalid();
    const invoice = await invoiceRow(db, named.accountId, named.invoiceId);
    if (!invoice || invoice.status === "draft") throw linkInvalid();
    const customer = await customerRow(db, named.accountId, invoice.customerId);
    if (!customer) throw linkInvalid();
    return {
      accountId: named.accountId,
      invoice,
      customer,
      claims: customerClaims(named.accountId, customer),
    };
  }

  async function page(opened: Awaited<ReturnType<typeof open>>): Promise<PayPage> {
    const { accountId, invoice, customer, claims } = opened;
    const [detail, brand, method] = await Promise.all([
      invoiceService(deps).get(claims, accountId, invoice.id),
      accountBrand(db, accountId),
      defaultMethodOf(db, accountId, customer.id),
    ]);
    const today = clock.date();
    const usable =
      method?.type === "card" &&
      method.last4 !== null &&
      method.expiryYear !== null &&
      method.expiryMonth !== null &&
      (method.expiryYear > today.getUTCFullYear() ||
        (method.expiryYear === today.getUTCFullYear() && method.expiryMonth >= today.getUTCMonth() + 1));
    return {
      account: brand,
      invoice: {
        id: detail.id,
        number: detail.number,
        status: detail.status,
        currency: detail.currency,
        issueDate: detail.issueDate,
        dueDate: detail.dueDate,
        periodStart: detail.periodStart,
        periodEnd: detail.periodEnd,
        lines: detail.lines,
        subtotal: detail.subtotal,
        discount: detail.discount,
        tax: detail.tax,
        taxLines: detail.taxLines,
        reverseCharge: detail.reverseCharge,
        total: detail.total,
        creditApplied: detail.creditApplied,
        amountPaid: detail.amountPaid,
        amountDue: detail.amountDue,
        paidAt: detail.paidAt,
      },
      customer: { displayName: customer.displayName, email: customer.email },
      pdfUrl: pdfLinkOf(deps, accountId, invoice.id),
      savedCard: usable ? { brand: method.cardBrand ?? "Card", last4: method.last4! } : null,
      payments: detail.payments,
    };
  }

  return {
    async get(token: string) {
      return page(await open(token));
    },

    /**
     * Pays what the invoice owes by card: a new card (kept as the customer's, the default if they have
     * none; taken off again when its charge fails) or the saved default. An invoice that owes nothing
     * answers its page (the receipt): paying twice charges once.
     */
    async pay(token: string, sent: unknown, key: string | undefined) {
      const opened = await open(token);
      const input = parseWith(payInvoiceSchema(clock.date()), sent);
      const { accountId, invoice, customer, claims } = opened;
      if (!PAYABLE_STATUSES.includes(invoice.status) || compareAmounts(invoice.amountDue, "0") <= 0) {
        return page(opened);
      }
      const payments = invoiceService(deps);
      const methods = paymentMethodService(deps);
      let methodId: string;
      let added = false;
      if (input.type === "saved") {
        const method = await defaultMethodOf(db, accountId, customer.id);
        if (method?.type !== "card")
          throw badRequest("There is no saved card to pay with", "NOT_FOUND", "type");
        methodId = method.id;
      } else {
        // A card the gateway declines is a declined payment (402), as a declined charge is.
        const card = await methods
          .add(claims, accountId, customer.id, { ...input, isDefault: false })
          .catch((error) => {
            throw error instanceof ApiError && error.status === 400
              ? declined(error.message, "cardNumber")
              : error;
          });
        methodId = card.id;
        added = true;
      }
      try {
        await payments.recordPayment(
          claims,
          accountId,
          invoice.id,
          { amount: Number(invoice.amountDue), paymentMethod: methodId },
          key === undefined ? undefined : `pay:${key}`,
        );
      } catch (error) {
        if (added) await methods.remove(claims, accountId, customer.id, methodId).catch(() => undefined);
        if (error instanceof ApiError && error.status === 402) {
          throw declined(error.message, input.type === "card" ? "cardNumber" : "type");
        }
        throw error;
      }
      return page(await open(token));
    },
  };
}
