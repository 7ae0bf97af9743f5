import { randomUUID } from "node:crypto";
import { compareAmounts } from "@round/billing";
import {
  type BillingPreviewResponse,
  type CheckoutPage,
  type CheckoutResult,
  checkoutLinkSchema,
  checkoutLinkUpdateSchema,
  checkoutPreviewSchema,
  checkoutSchema,
  type pageOf,
} from "@round/forms/schemas";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import { hashToken } from "../../auth/tokens.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { type Deps, depsIn } from "../../deps.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { runIdempotent } from "../../http/idempotency.ts";
import { parseWith } from "../../http/input.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { createdChanges, deletedChanges, recordAudit } from "../audit/index.ts";
import {
  customerByEmail,
  customerCreateBody,
  customerRow,
  customerService,
  paymentMethodService,
} from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { invoiceListQuery, invoiceService } from "../invoices/index.ts";
import { accountBrand } from "../organizations/index.ts";
import { subscriptionService } from "../subscriptions/index.ts";
import { asCheckoutError, linkOffer, previewSale } from "./offer.ts";
import {
  type CheckoutLinkRow,
  checkoutLinkByHash,
  checkoutLinkRow,
  countSale,
  insertCheckoutLink,
  listCheckoutLinks,
  updateCheckoutLink,
} from "./queries.ts";
import { customerClaims } from "./sessions.ts";
import { checkoutToken, linkInvalid } from "./tokens.ts";
import { checkoutLinkView } from "./views.ts";

// Checkout links (PLATFORM.md, "The customer's pages"): a plan's price point anyone with the link may buy,
// made by the business; the buyer's customer, card and subscription made in one transaction.

const LINK_NOT_FOUND = "Checkout link not found.";
type Page = v.InferOutput<ReturnType<typeof pageOf>>;

/** The first invoice as the checkout page shows it. */
function invoicePreview(preview: BillingPreviewResponse, currency: string): CheckoutPage["preview"] {
  const invoice = preview.invoice;
  if (!invoice) return { currency, lines: [], subtotal: 0, discount: 0, tax: 0, total: 0, amountDue: 0 };
  return {
    currency: invoice.currency,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      kind: line.kind,
    })),
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    tax: invoice.tax,
    total: invoice.total,
    amountDue: invoice.amountDue,
  };
}

/** The buyer on the checkout page before they are a customer. */
const buyerClaims = (accountId: string, name: string): AccessClaims =>
  customerClaims(accountId, { id: "", displayName: name });

export function checkoutLinks(deps: Deps) {
  const { db, clock } = deps;

  async function view(ex: Executor, row: CheckoutLinkRow) {
    const offer = await linkOffer(ex, row.roundAccountId, row).catch(() => undefined);
    return checkoutLinkView(
      deps,
      row,
      offer ?? {
        planId: "",
        planName: "",
        pricePointName: "",
        currency: "",
        price: 0,
        billingPeriod: "",
        addonNames: new Map(),
      },
    );
  }

  async function requireLink(ex: Executor, accountId: string, id: string, lock = false) {
    const row = isUuid(id) ? await checkoutLinkRow(ex, accountId, id.toLowerCase(), lock) : undefined;
    if (!row) throw notFound(LINK_NOT_FOUND);
    return row;
  }

  /** The live, active link a token opens, with what it sells (else 404). */
  async function open(token: string) {
    const row = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await checkoutLinkByHash(db, hashToken(token))
      : undefined;
    if (!row?.active) throw linkInvalid();
    const offer = await linkOffer(db, row.roundAccountId, row).catch(() => {
      throw linkInvalid();
    });
    return { link: row, offer };
  }

  return {
    async create(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const input = parseWith(checkoutLinkSchema, sent);
      const accountId = tenant.accountId;
      const values = {
        pricePointId: input.pricePointId.toLowerCase(),
        quantity: input.quantity,
        addons: input.addons.map((addon) => ({
          pricePointId: addon.pricePointId.toLowerCase(),
          quantity: addon.quantity,
        })),
        couponCodes: input.couponCodes.filter((code) => code !== ""),
      };
      if (!isUuid(values.pricePointId)) throw linkOfferMissing();
      const offer = await linkOffer(db, accountId, values);
      // The engine that bills the link prices it now: a link that could not sell is refused on its field.
      const preview = await previewSale(deps, accountId, values, offer.currency, values.couponCodes, claims);
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const row = await insertCheckoutLink(tx, {
          id,
          roundAccountId: accountId,
          ...values,
          successUrl: input.successUrl,
          active: input.active,
          tokenHash: hashToken(checkoutToken(deps, id)),
          createdAt: clock.date(),
        });
        await recordAudit(tx, [
          {
            accountId,
            action: "checkout_link.create",
            resourceType: "checkout_link",
            resourceId: id,
            changes: createdChanges({ ...values, successUrl: row.successUrl, active: row.active }),
            at: clock.date(),
          },
        ]);
        return checkoutLinkView(deps, row, { ...offer, price: preview.subscription.amount });
      });
    },

    async list(
      claims: AccessClaims,
      query: { roundAccountId?: string; pricePointId?: string; pageNumber: number; pageSize: number },
    ): Promise<Page> {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listCheckoutLinks(db, tenant.accountId, {
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
        pricePointId: isUuid(query.pricePointId) ? query.pricePointId.toLowerCase() : undefined,
      });
      const items = [];
      for (const row of rows) items.push(await view(db, row));
      return pageResult(items, total, query) as Page;
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(db, await requireLink(db, tenant.accountId, id));
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const input = parseWith(checkoutLinkUpdateSchema, sent);
      return db.transaction(async (tx) => {
        const before = await requireLink(tx, tenant.accountId, id, true);
        const row = (await updateCheckoutLink(tx, tenant.accountId, before.id, { active: input.active }))!;
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "checkout_link.update",
            resourceType: "checkout_link",
            resourceId: row.id,
            changes: before.active === row.active ? {} : { active: [before.active, row.active] },
            at: clock.date(),
          },
        ]);
        return view(tx, row);
      });
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      await db.transaction(async (tx) => {
        const before = await requireLink(tx, tenant.accountId, id, true);
        await updateCheckoutLink(tx, tenant.accountId, before.id, { deletedAt: clock.date() });
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "checkout_link.delete",
            resourceType: "checkout_link",
            resourceId: before.id,
            changes: deletedChanges({ pricePointId: before.pricePointId, active: before.active }),
            at: clock.date(),
          },
        ]);
      });
    },

    /** `GET /api/checkout/{token}`: what the link sells, and what its first invoice comes to. */
    async page(token: string): Promise<CheckoutPage> {
      const { link, offer } = await open(token);
      const claims = buyerClaims(link.roundAccountId, "Checkout");
      const [brand, preview] = await Promise.all([
        accountBrand(db, link.roundAccountId),
        previewSale(deps, link.roundAccountId, link, offer.currency, link.couponCodes, claims),
      ]);
      return {
        account: brand,
        planName: offer.planName,
        planDescription: offer.planDescription,
        pricePointName: offer.pricePointName,
        currency: offer.currency,
        billingPeriod: offer.billingPeriod,
        quantity: link.quantity,
        addons: link.addons.map((addon) => ({
          name: offer.addonNames.get(addon.pricePointId) ?? "",
          quantity: addon.quantity,
        })),
        trialDays: offer.trialDays,
        couponCodes: link.couponCodes,
        preview: invoicePreview(preview, offer.currency),
        successUrl: link.successUrl,
      };
    },

    /**
     * `POST /api/checkout/{token}/preview`: the first invoice with the buyer's coupon code, taxed for the
     * billing country (and state) they give.
     */
    async preview(token: string, sent: unknown) {
      const { couponCode, country, state } = parseWith(checkoutPreviewSchema, sent);
      const { link, offer } = await open(token);
      const codes = couponCode === "" ? link.couponCodes : [...link.couponCodes, couponCode];
      const claims = buyerClaims(link.roundAccountId, "Checkout");
      const preview = await previewSale(deps, link.roundAccountId, link, offer.currency, codes, claims, {
        country,
        state,
      });
      const coupon = preview.subscription.coupons.find(
        (held) => held.code.toLowerCase() === couponCode.toLowerCase(),
      );
      return {
        preview: invoicePreview(preview, offer.currency),
        coupon: couponCode === "" || !coupon ? null : { code: coupon.code, description: coupon.name },
      };
    },

    /**
     * `POST /api/checkout/{token}`: the customer (or the one with this email already), the card and the
     * subscription in one transaction, its first invoice charged; a declined card or a failed first charge
     * leaves nothing behind. Takes an Idempotency-Key.
     */
    async buy(
      token: string,
      sent: unknown,
      key: string | undefined,
    ): Promise<{ status: number; body: CheckoutResult }> {
      const input = parseWith(checkoutSchema(clock.date()), sent);
      const { link, offer } = await open(token);
      const accountId = link.roundAccountId;
      const name = `${input.firstName} ${input.lastName}`.trim();
      const codes = input.couponCode === "" ? link.couponCodes : [...link.couponCodes, input.couponCode];
      // The request as the key remembers it: never the card's number or security code.
      const remembered = {
        ...input,
        card: {
          last4: input.card.cardNumber.slice(-4),
          expiryMonth: input.card.expiryMonth,
          expiryYear: input.card.expiryYear,
        },
      };
      try {
        return await runIdempotent(
          db,
          clock,
          accountId,
          key === undefined ? undefined : `checkout:${link.id}:${key}`,
          { method: "POST", path: `/api/checkout/${link.id}`, body: remembered },
          async (tx) => {
            const inner = depsIn(deps, tx as Tx);
            if (!(await countSale(tx, accountId, link.id))) throw linkInvalid();
            const buyer = buyerClaims(accountId, name);
            const existing = await customerByEmail(tx, accountId, input.email);
            const customer =
              existing ??
              (await customerService(inner).create(
                buyer,
                accountId,
                parseWith(customerCreateBody, {
                  email: input.email,
                  firstName: input.firstName,
                  lastName: input.lastName,
                  company: input.company,
                  billingAddress: input.billingAddress,
                  currency: offer.currency,
                  autoCollection: true,
                }),
              ));
            const row = (await customerRow(tx, accountId, customer.id))!;
            const claims = customerClaims(accountId, row);
            await paymentMethodService(inner)
              .add(claims, accountId, row.id, { ...input.card, isDefault: true })
              .catch((error) => {
                // The gateway's refusal of the card is a declined payment (402), as a declined charge is.
                if (!(error instanceof ApiError) || error.status !== 400) throw error;
                throw new ApiError(402, error.message, {
                  errors: [{ code: "PAYMENT_FAILED", description: error.message, field: "card.cardNumber" }],
                });
              });
            const created = await subscriptionService(inner).create(
              claims,
              accountId,
              {
                customerId: row.id,
                planPricePointId: link.pricePointId,
                quantity: link.quantity,
                addons: link.addons,
                couponCodes: codes,
                autoCollection: true,
              },
              undefined,
            );
            const made = created.body as { id: string };
            const invoices = await invoiceService(inner).list(
              claims,
              parseWith(invoiceListQuery, { customerId: row.id, subscriptionId: made.id, pageSize: "5" }),
            );
            const first = invoices.items.find((invoice) => invoice.subscriptionId === made.id) ?? null;
            if (first && compareAmounts(String(first.amountDue), "0") > 0) {
              throw new ApiError(402, "The card was declined; nothing was charged and nothing was kept.", {
                errors: [
                  { code: "PAYMENT_FAILED", description: "Your card was declined", field: "card.cardNumber" },
                ],
              });
            }
            return {
              status: 201,
              body: {
                customerId: row.id,
                subscriptionId: made.id,
                invoice: first
                  ? {
                      number: first.number,
                      total: first.total,
                      amountPaid: first.amountPaid,
                      currency: first.currency,
                      status: first.status,
                    }
                  : null,
                successUrl: link.successUrl,
              },
            };
          },
        );
      } catch (error) {
        const named = asCheckoutError(error);
        if (named instanceof ApiError) {
          // The card's own errors are the card field's.
          named.errors.forEach((item) => {
            if (item.field && ["cardNumber", "expiryMonth", "expiryYear", "cvc"].includes(item.field))
              item.field = `card.${item.field}`;
          });
        }
        throw named;
      }
    },
  };
}

const linkOfferMissing = () =>
  new ApiError(400, "Price point not found", {
    errors: [{ code: "INVALID_FORMAT", description: "Price point not found", field: "pricePointId" }],
  });
