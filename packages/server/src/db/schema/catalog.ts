// The catalog's tables (COMMERCE.md, "Catalog"): settings, product families, plans (with their features and
// usage metrics), add-ons, charges, their price points, and coupons.
//
// Every row carries its account id and every key and index starts with it: a primary key is
// (round_account_id, id), and references between catalog rows name both columns, so a row can never point
// at another account's row and the tables can be distributed by account (ARCHITECTURE.md, "Where it
// scales"). Money is numeric(20, 6) (read back as decimal strings, computed with @round/billing), never
// floating point. Contains-search uses trigram indexes (pg_trgm; btree_gin lets the account id lead them).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  accountId,
  accountKey,
  accountKeyed,
  createdAt,
  money,
  searchIndex,
  timestamps,
  updatedAt,
} from "./columns.ts";

/** Whether an item (or a price point) shows in the checkout and in the customer portal. */
const portalFlags = () => ({
  showInCheckout: boolean("show_in_checkout").notNull(),
  showInPortal: boolean("show_in_portal").notNull(),
});
/** An add-on's or a charge's optional family, its name, description and status. */
const familyItem = () => ({
  productFamilyId: uuid("product_family_id"),
  name: text("name").notNull(),
  description: text("description"),
  status: text("status").notNull(),
});
/** The key, the family reference and the family and status indexes of a table of priced items. */
const itemKeys = (
  table: string,
  t: {
    roundAccountId: PgColumn;
    id: PgColumn;
    productFamilyId: PgColumn;
    status: PgColumn;
    createdAt: PgColumn;
  },
) => [
  accountKey(t),
  foreignKey({
    name: `${table}_family`,
    columns: [t.roundAccountId, t.productFamilyId],
    foreignColumns: [productFamilies.roundAccountId, productFamilies.id],
  }),
  index(`${table}_family`).on(t.roundAccountId, t.productFamilyId, t.createdAt),
  index(`${table}_status`).on(t.roundAccountId, t.status, t.createdAt),
];

type Text = PgColumn;

/** What each list's contains-search looks in: the trigram index and the query use the same expression. */
export const searchText = {
  families: (t: { name: Text; description: Text; category: Text }) =>
    sql`(${t.name} || ' ' || ${t.description} || ' ' || ${t.category})`,
  addons: (t: { name: Text; description: Text; type: Text; status: Text }) =>
    sql`(${t.name} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.type} || ' ' || ${t.status})`,
  charges: (t: { name: Text; description: Text; chargeType: Text; status: Text }) =>
    sql`(${t.name} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.chargeType} || ' ' || ${t.status})`,
  coupons: (t: { couponCode: Text; name: Text; description: Text; status: Text; discountType: Text }) =>
    sql`(${t.couponCode} || ' ' || ${t.name} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.status} || ' ' || ${t.discountType})`,
};

// ---- Settings -------------------------------------------------------------------------------------------

/** One row per account, written on the first PUT; before that the defaults are computed. */
export const catalogSettings = pgTable("catalog_settings", {
  roundAccountId: accountId().primaryKey(),
  defaultCurrency: text("default_currency").notNull(),
  allowedCurrencies: jsonb("allowed_currencies").$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

// ---- Product families -----------------------------------------------------------------------------------

export const productFamilies = pgTable(
  "product_families",
  {
    ...accountKeyed(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
    allowCustomPricing: boolean("allow_custom_pricing").notNull(),
    requireApproval: boolean("require_approval").notNull(),
    defaultCurrency: text("default_currency").notNull(),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    // Names are unique per account, ignoring case (as Chargebee's product family names are unique).
    uniqueIndex("product_families_name").on(t.roundAccountId, sql`lower(${t.name})`),
    index("product_families_status").on(t.roundAccountId, t.status, t.createdAt),
    index("product_families_created").on(t.roundAccountId, t.createdAt),
    searchIndex("product_families_search", t.roundAccountId, searchText.families(t)),
  ],
);

// ---- Plans ----------------------------------------------------------------------------------------------

export const plans = pgTable(
  "plans",
  {
    ...accountKeyed(),
    productFamilyId: uuid("product_family_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status").notNull(),
    billingPeriod: text("billing_period").notNull(),
    isMetered: boolean("is_metered").notNull(),
    billingCycles: integer("billing_cycles"),
    trialPeriod: integer("trial_period"),
    ...portalFlags(),
    allowUpgrade: boolean("allow_upgrade").notNull(),
    allowDowngrade: boolean("allow_downgrade").notNull(),
    allowCancellation: boolean("allow_cancellation").notNull(),
    /**
     * The engine's starting price (startingPrice of @round/billing over the current points), kept for the
     * list's number search; written by the service with every change of the points, never by hand.
     */
    startingAmount: money("starting_amount"),
    /**
     * What the list's contains-search looks in (name, description, status), lower-cased once when the row is
     * written: a search is a LIKE on this column, as the customers' is.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower("name" || ' ' || coalesce("description", '') || ' ' || "status")`)),
    ...timestamps(),
  },
  (t) => [
    ...itemKeys("plans", t),
    index("plans_created").on(t.roundAccountId, t.createdAt),
    index("plans_starting_amount").on(t.roundAccountId, t.startingAmount),
    searchIndex("plans_search", t.roundAccountId, sql`${t.searchText}`),
  ],
);

export const planFeatures = pgTable(
  "plan_features",
  {
    ...accountKeyed(),
    planId: uuid("plan_id").notNull(),
    name: text("name").notNull(),
    featureType: text("feature_type").notNull(),
    value: jsonb("value").$type<string | number | boolean | null>(),
    description: text("description"),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    accountKey(t),
    foreignKey({
      name: "plan_features_plan",
      columns: [t.roundAccountId, t.planId],
      foreignColumns: [plans.roundAccountId, plans.id],
    }).onDelete("cascade"),
    index("plan_features_plan").on(t.roundAccountId, t.planId, t.displayOrder),
  ],
);

export const planUsageMetrics = pgTable(
  "plan_usage_metrics",
  {
    ...accountKeyed(),
    planId: uuid("plan_id").notNull(),
    position: integer("position").notNull(),
    metricName: text("metric_name").notNull(),
    unit: text("unit").notNull(),
    aggregation: text("aggregation").notNull(),
    pricePerUnit: money("price_per_unit"),
    includedQuantity: integer("included_quantity"),
    overage: boolean("overage").notNull(),
  },
  (t) => [
    accountKey(t),
    foreignKey({
      name: "plan_usage_metrics_plan",
      columns: [t.roundAccountId, t.planId],
      foreignColumns: [plans.roundAccountId, plans.id],
    }).onDelete("cascade"),
    index("plan_usage_metrics_plan").on(t.roundAccountId, t.planId, t.position),
  ],
);

// ---- Add-ons and charges --------------------------------------------------------------------------------

export const addons = pgTable(
  "addons",
  {
    ...accountKeyed(),
    ...familyItem(),
    type: text("type").notNull(),
    chargeModel: text("charge_model").notNull(),
    isOptional: boolean("is_optional").notNull(),
    isQuantityBasedCharge: boolean("is_quantity_based_charge").notNull(),
    ...portalFlags(),
    allowSelfSubscribe: boolean("allow_self_subscribe").notNull(),
    allowSelfRemove: boolean("allow_self_remove").notNull(),
    ...timestamps(),
  },
  (t) => [
    ...itemKeys("addons", t),
    index("addons_type").on(t.roundAccountId, t.type, t.createdAt),
    index("addons_created").on(t.roundAccountId, t.createdAt),
    searchIndex("addons_search", t.roundAccountId, searchText.addons(t)),
  ],
);

export const charges = pgTable(
  "charges",
  {
    ...accountKeyed(),
    ...familyItem(),
    chargeType: text("charge_type").notNull(),
    chargeModel: text("charge_model").notNull(),
    /** The first current point's price (or percentage), as the card shows it; written with the points. */
    amount: money("amount"),
    ...timestamps(),
  },
  (t) => [
    ...itemKeys("charges", t),
    index("charges_type").on(t.roundAccountId, t.chargeType, t.createdAt),
    index("charges_created").on(t.roundAccountId, t.createdAt),
    index("charges_amount").on(t.roundAccountId, t.amount),
    searchIndex("charges_search", t.roundAccountId, searchText.charges(t)),
  ],
);

// ---- Price points ---------------------------------------------------------------------------------------

/** A tier as stored in `price_points.tiers`: the price as a decimal string, never a float. */
export interface StoredTier {
  startingUnit: number;
  endingUnit: number | null;
  price: string;
}

/**
 * The price points of plans, add-ons and charges. A point a subscription uses is never changed in place:
 * a new version (new id, `version` + 1, `previous_id` naming the one it replaces) is written and the old
 * one gets `superseded_at`, staying for what already refers to it. An item answers its current points
 * (`superseded_at` null), in `position` order.
 */
export const pricePoints = pgTable(
  "price_points",
  {
    ...accountKeyed(),
    ownerKind: text("owner_kind").$type<"plan" | "addon" | "charge">().notNull(),
    ownerId: uuid("owner_id").notNull(),
    position: integer("position").notNull(),
    version: integer("version").notNull(),
    previousId: uuid("previous_id"),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    currency: text("currency").notNull(),
    pricingModel: text("pricing_model").notNull(),
    price: money("price"),
    billingFrequency: text("billing_frequency"),
    setupFee: money("setup_fee"),
    freeQuantity: integer("free_quantity"),
    unitPrice: money("unit_price"),
    percentage: money("percentage"),
    packageSize: integer("package_size"),
    trialPeriod: integer("trial_period"),
    tiers: jsonb("tiers").$type<StoredTier[]>().notNull(),
    description: text("description"),
    ...portalFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    accountKey(t),
    index("price_points_owner").on(t.roundAccountId, t.ownerKind, t.ownerId, t.position),
  ],
);

// ---- Coupons --------------------------------------------------------------------------------------------

export const coupons = pgTable(
  "coupons",
  {
    ...accountKeyed(),
    name: text("name").notNull(),
    couponCode: text("coupon_code").notNull(),
    description: text("description"),
    discountType: text("discount_type").notNull(),
    discountValue: money("discount_value").notNull(),
    currency: text("currency").notNull(),
    durationType: text("duration_type").notNull(),
    duration: integer("duration"),
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    maxRedemptions: integer("max_redemptions"),
    status: text("status").notNull(),
    firstTimeCustomersOnly: boolean("first_time_customers_only").notNull(),
    minimumOrderValue: money("minimum_order_value"),
    applicablePlans: jsonb("applicable_plans").$type<string[]>().notNull(),
    allCustomers: boolean("all_customers").notNull(),
    customerSegments: jsonb("customer_segments").$type<string[]>().notNull(),
    stackable: boolean("stackable").notNull(),
    autoApply: boolean("auto_apply").notNull(),
    ...timestamps(),
  },
  (t) => [
    accountKey(t),
    // Case-sensitive, as the code pattern (uppercase only) requires.
    uniqueIndex("coupons_code").on(t.roundAccountId, t.couponCode),
    index("coupons_status").on(t.roundAccountId, t.status, t.createdAt),
    index("coupons_discount_type").on(t.roundAccountId, t.discountType, t.createdAt),
    index("coupons_created").on(t.roundAccountId, t.createdAt),
    searchIndex("coupons_search", t.roundAccountId, searchText.coupons(t)),
  ],
);
