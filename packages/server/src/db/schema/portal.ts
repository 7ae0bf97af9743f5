import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accountKey, accountKeyed, createdAt } from "./columns.ts";
import { ofCustomer } from "./customers.ts";

// The customer's pages (PLATFORM.md, "The customer's pages"). Owned by modules/portal.

/**
 * A portal link: one customer, one hour. Only the SHA-256 of its token is kept; the token itself is answered
 * once, in the link's url.
 */
export const portalSessions = pgTable(
  "portal_sessions",
  {
    ...accountKeyed(),
    customerId: uuid("customer_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    flow: text("flow"),
    subscriptionId: uuid("subscription_id"),
    invoiceId: uuid("invoice_id"),
    returnUrl: text("return_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    ofCustomer("portal_sessions_customer", t),
    uniqueIndex("portal_sessions_token").on(t.tokenHash),
    index("portal_sessions_expiry").on(t.expiresAt),
  ],
);

/** A checkout link: a plan's price point (with add-ons and coupons) anyone with the link may buy. */
export const checkoutLinks = pgTable(
  "checkout_links",
  {
    ...accountKeyed(),
    pricePointId: uuid("price_point_id").notNull(),
    quantity: integer("quantity").notNull(),
    addons: jsonb("addons").$type<{ pricePointId: string; quantity: number }[]>().notNull(),
    couponCodes: jsonb("coupon_codes").$type<string[]>().notNull(),
    successUrl: text("success_url"),
    active: boolean("active").notNull(),
    /** SHA-256 of the link's token (the token itself is derived from the link's id and the server's key). */
    tokenHash: text("token_hash").notNull(),
    sales: integer("sales").notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    accountKey(t),
    uniqueIndex("checkout_links_token").on(t.tokenHash),
    index("checkout_links_account").on(t.roundAccountId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);
