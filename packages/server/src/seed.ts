import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, compareAmounts, dayOf, formatMoney } from "@round/billing";
import {
  type CustomerInput,
  customerSchema,
  noteSchema,
  registerBusinessPayloadSchema,
} from "@round/forms/schemas";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { verifyPassword } from "./auth/passwords.ts";
import { ROLE, roleLabel } from "./auth/permissions.ts";
import { loadJwtKey } from "./auth/secret.ts";
import { type AccessClaims, verifyBearer } from "./auth/tokens.ts";
import { type Clock, systemClock } from "./clock.ts";
import { type Config, configFromEnv } from "./config.ts";
import { type Database, type Db, openDatabase } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { outbox, plans, pricePoints } from "./db/schema/index.ts";
import { addSetting, deleteSetting, readSetting } from "./db/settings.ts";
import type { Deps } from "./deps.ts";
import { ApiError } from "./http/errors.ts";
import { parseWith } from "./http/input.ts";
import { createLogger } from "./log.ts";
import { billingService } from "./modules/billing/index.ts";
import {
  addonService,
  chargeService,
  couponService,
  familyService,
  planService,
} from "./modules/catalog/index.ts";
import {
  creditService,
  customerService,
  noteService,
  paymentMethodService,
} from "./modules/customers/index.ts";
import { findUserByEmail, identityService } from "./modules/identities/index.ts";
import { invitationService, registerWithInvitationSchema } from "./modules/invitations/index.ts";
import { invoiceListQuery, invoiceService, paymentListQuery } from "./modules/invoices/index.ts";
import { metricsService } from "./modules/metrics/index.ts";
import { onboardingProgressSchema, onboardingService } from "./modules/onboarding/index.ts";
import {
  organizationListQuery,
  organizationService,
  organizationUpdateSchema,
} from "./modules/organizations/index.ts";
import { ReferenceService, syncIsoReferenceData } from "./modules/reference/index.ts";
import { subscriptionService } from "./modules/subscriptions/index.ts";
import { testGateway } from "./payments/gateway.ts";
import { databaseStore } from "./rate-limit/database-store.ts";
import { RateLimiter } from "./rate-limit/limiter.ts";
import { memoryStore } from "./rate-limit/memory-store.ts";
import { type BulkOutcome, seedBulk } from "./seedBulk.ts";
import {
  type Catalog,
  type FirstCustomer,
  type HistoryOutcome,
  movableClock,
  seedHistory,
} from "./seedHistory.ts";

// `npm run seed`: demonstration data in the database `npm start` uses (DATA_DIR or DATABASE_URL), so a
// person can sign in at once. The data goes in through the services the HTTP routes call, in the order a
// person would make those calls (business sign-up, the emailed confirmation link, the onboarding wizard,
// an invitation accepted, one left pending), validated with the routes' schemas, all or nothing.
// The emails those flows queue stay in the outbox and are delivered when the server starts.

export const DEMO_PASSWORD = "Demo#Pass123";

/** A demo customer: the Add Customer dialog's fields, and what its page adds (a card, a note, a credit). */
type DemoCustomer = CustomerInput & {
  /** The catalog plan (an onboarding product's) the customer subscribes to, with add-ons. */
  plan?: string;
  seats?: number;
  support?: boolean;
  /** The one-time onboarding workshop, invoiced on its own as it starts. */
  workshop?: boolean;
  card?: string;
  note?: string;
  credit?: { amount: number; reason: string };
  /** Its card is replaced by one that fails on this day of the history; a working one put in `fixedAfter` days after the first failure (null: never). */
  cardFails?: { on: number; fixedAfter: number | null };
  /** It cancels at the end of its term this far into the history (a share of its days); then the business sets `status`. */
  leaves?: { at: number; status: "inactive" | "cancelled" };
};

/** The business's first customers, added as the Add Customer dialog adds them. */
const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: "ops@northwind.test",
    plan: "Analytics Growth",
    company: "Northwind Traders",
    firstName: "Nancy",
    lastName: "Davolio",
    phone: "+1 (206) 555-0100",
    billingAddress: {
      line1: "507 20th Ave E",
      line2: "Apt 2A",
      city: "Seattle",
      state: "WA",
      zip: "98122",
      country: "US",
    },
    tags: ["enterprise", "annual"],
    customFields: { "Account manager": "Jordan Lee" },
    autoCollection: true,
    card: "4242 4242 4242 4242",
    seats: 6,
    support: true,
    workshop: true,
    note: "Renewal call booked for the first week of next quarter.",
    // Its card expires before the first renewal: that payment fails, the new card is in the next day.
    cardFails: { on: 25, fixedAfter: 1 },
  },
  {
    email: "billing@contoso.test",
    company: "Contoso Ltd",
    firstName: "Kim",
    lastName: "Abercrombie",
    currency: "EUR",
    billingAddress: {
      line1: "Kaiserstraße 12",
      line2: "",
      city: "Frankfurt",
      state: "Hesse",
      zip: "60311",
      country: "DE",
    },
    tags: ["eu"],
    credit: { amount: 50, reason: "Goodwill for the March outage" },
  },
  {
    email: "finance@fabrikam.test",
    plan: "Analytics Starter",
    company: "Fabrikam Inc",
    billingAddress: {
      line1: "1 Microsoft Way",
      line2: "",
      city: "Redmond",
      state: "WA",
      zip: "98052",
      country: "US",
    },
    // Pays by bank transfer; leaves after a few months, and the business marks it inactive.
    leaves: { at: 0.25, status: "inactive" },
  },
  {
    email: "ana.trujillo@example.test",
    plan: "Analytics Starter",
    firstName: "Ana",
    lastName: "Trujillo",
    phone: "+52 55 5555 3425",
    autoCollection: true,
    card: "4242 4242 4242 4242",
    // Her card stops working before her first renewal and she never replaces it: dunning ends it.
    cardFails: { on: 20, fixedAfter: null },
  },
  {
    email: "accounts@tailspin.test",
    company: "Tailspin Toys",
    firstName: "Gary",
    lastName: "Dale",
    billingAddress: {
      line1: "20 Wharf Road",
      line2: "",
      city: "London",
      state: "Greater London",
      zip: "N1 7GR",
      country: "GB",
    },
    currency: "GBP",
    status: "suspended",
    note: "Suspended while their purchase order is renewed.",
  },
];

/** The sample data: it lives here only. */
export const DEMO = {
  owner: {
    firstName: "Alex",
    lastName: "Rivera",
    email: "demo@round.test",
    phoneNumber: "+1 (555) 010-0100",
    password: DEMO_PASSWORD,
  },
  /** The business sign-up form's company and billing address fields. */
  company: {
    companyName: "Acme Analytics",
    registrationNumber: "ACME-2019-0042",
    taxId: "",
    currency: "USD",
    industry: "software",
    businessType: "corporation",
    companyWebsite: "https://acme-analytics.example",
    employeeCount: "11-50",
    companyDescription: "Product analytics for subscription businesses.",
    addressLine1: "100 Market Street",
    addressLine2: "Suite 300",
    city: "San Francisco",
    state: "CA",
    zipCode: "94105",
    country: "US",
  },
  /** What the onboarding wizard's organization and business settings steps add. */
  settings: { revenue: 1_200_000, timeZone: "America/Los_Angeles", fiscalYearStart: "January" },
  products: [
    {
      id: "starter",
      name: "Analytics Starter",
      description: "Dashboards for one product",
      price: 49,
    },
    {
      id: "growth",
      name: "Analytics Growth",
      description: "Unlimited products and cohorts",
      price: 199,
    },
  ],
  /** Invited during onboarding; accepts the invitation. */
  member: {
    firstName: "Jordan",
    lastName: "Lee",
    email: "jordan@round.test",
    phoneNumber: "+1 (555) 010-0101",
    password: DEMO_PASSWORD,
    role: ROLE.Developer,
  },
  /** Invited during onboarding; has not answered yet. */
  invitee: { email: "sam@round.test", role: ROLE.FinanceManager },
  customers: DEMO_CUSTOMERS,
} as const;

/** Rate limits count the seed's sign-ups as those of a browser on this machine. */
const CLIENT_IP = "127.0.0.1";
/** The sessions the seed opens (and closes once done) say where they came from. */
const CLIENT = { ip: CLIENT_IP, userAgent: "npm run seed" };

/** How much history the seed makes: a year and 200 customers unless told. */
export interface HistoryOptions {
  days: number;
  customers: number;
  /**
   * How many of the customers go through the billing engine day by day (200 unless told); the rest, for a
   * large account, are written set by set as the engine leaves them (seedBulk.ts).
   */
  engineCustomers?: number;
  /** What the billing settings say follows the last failed retry ("cancel" unless told). */
  afterFinalFailure?: "cancel" | "stay_active";
}

/** Past this many customers, the seed writes the others in bulk: the engine's days would take hours. */
export const ENGINE_CUSTOMERS = 200;

export const DEFAULT_HISTORY: HistoryOptions = { days: 365, customers: 200 };

export interface SeedOutcome {
  /** False when the demo owner already existed: nothing was written. */
  created: boolean;
  /** What the history made, and the MRR it left (when created). */
  history?: HistoryOutcome;
  /** The customers written in bulk past the engine's (a large account). */
  bulk?: BulkOutcome;
  mrr?: number;
  currency?: string;
  /** The figures a person checks first, as the server works them out (when created). */
  figures?: SeedFigures;
  /** What changed about the demo owner since it was seeded, when that matters for signing in. */
  warnings: string[];
}

/** The seeded account's figures: the Billing page's summary, and its invoices' and payments' counts. */
export interface SeedFigures {
  mrr: number;
  currency: string;
  activeCustomers: number;
  /** Ratios of the 30 days to today (0.25 is 25 %), null with nothing to divide by. */
  paymentSuccessRate: number | null;
  customerChurnRate: number | null;
  invoices: number;
  overdue: number;
  /** Payment attempts over the whole history, and those that failed. */
  payments: number;
  failedPayments: number;
}

/** The figures of the account `claims` is signed in to, read through the metrics and invoices services. */
async function figuresOf(deps: Deps, claims: AccessClaims): Promise<SeedFigures> {
  const invoices = invoiceService(deps);
  const count = async (status?: string) =>
    (
      await invoices.list(
        claims,
        parseWith(invoiceListQuery, { pageSize: "1", ...(status ? { status } : {}) }),
      )
    ).totalCount;
  const payments = async (status?: string) =>
    (
      await invoices.payments(
        claims,
        parseWith(paymentListQuery, { pageSize: "1", ...(status ? { status } : {}) }),
      )
    ).totalCount;
  const summary = await metricsService(deps).summary(claims, {});
  return {
    mrr: summary.mrr,
    currency: summary.currency,
    activeCustomers: summary.activeCustomers,
    paymentSuccessRate: summary.paymentSuccessRate,
    customerChurnRate: summary.customerChurnRate,
    invoices: await count(),
    overdue: await count("overdue"),
    payments: await payments(),
    failedPayments: await payments("failed"),
  };
}

/** The newest link to `path` in the mail queued for `to`: the way the person would follow it. */
async function mailedLink(db: Db, to: string, path: string): Promise<URL> {
  const messages = await db
    .select({ links: outbox.links })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id));
  for (const message of messages) {
    for (const link of message.links) {
      const url = new URL(link);
      if (url.pathname.endsWith(path)) return url;
    }
  }
  throw new Error(`No email to ${to} with a ${path} link was queued`);
}

/** The services of the server, on `db` (the seed's transaction). */
function servicesOn(db: Db, database: Database, config: Config, jwtKey: Uint8Array, clock: Clock) {
  const deps: Deps = {
    config,
    // Only GET /identities/me reads through `database` itself (outside any transaction): not called here.
    database,
    db,
    log: createLogger(config.logLevel),
    limiter: new RateLimiter(databaseStore(db), config.rateLimits),
    requestLimiter: new RateLimiter(memoryStore(), config.rateLimits),
    // Nothing to wake: the server's mail worker delivers the queued emails when it runs.
    mail: { wake() {} },
    webhooks: { wake() {} },
    jwtKey,
    reference: new ReferenceService(db),
    clock,
    gateway: testGateway(),
    isShuttingDown: () => false,
  };
  return {
    deps,
    invoices: invoiceService(deps),
    customers: customerService(deps),
    subscriptions: subscriptionService(deps),
    notes: noteService(deps),
    paymentMethods: paymentMethodService(deps),
    credits: creditService(deps),
    identities: identityService(deps),
    billing: billingService(deps),
    families: familyService(deps),
    plans: planService(deps),
    addons: addonService(deps),
    charges: chargeService(deps),
    coupons: couponService(deps),
    onboarding: onboardingService(deps),
    organizations: organizationService(deps),
    invitations: invitationService(deps),
  };
}

/** The account as a person sets it up (sign-up, confirmation, onboarding, an invitation accepted), in `tx`. */
async function setUp(tx: Db, database: Database, config: Config, clock: Clock, whole: boolean) {
  const jwtKey = await loadJwtKey(tx, config.jwtSecret);
  const { identities, onboarding, organizations, invitations } = servicesOn(
    tx,
    database,
    config,
    jwtKey,
    clock,
  );
  const { owner, company, member, invitee, settings } = DEMO;

  // The business sign-up form (POST /identities/register-business).
  const signUp = { ...owner, userName: owner.email, ...company };
  await identities.registerBusiness(parseWith(registerBusinessPayloadSchema, signUp), CLIENT_IP);

  // The link of the confirmation email (POST /identities/confirm-email-and-login): the organization
  // and its billing address are made from the sign-up's details.
  const confirmation = await mailedLink(tx, owner.email, "/auth/confirm-email");
  const session = await identities.confirmEmailAndLogin(
    confirmation.searchParams.get("userId") ?? "",
    confirmation.searchParams.get("token") ?? "",
    CLIENT,
  );
  const claims = await verifyBearer(`Bearer ${session.token}`, jwtKey);
  const listed = await organizations.list(claims, parseWith(organizationListQuery, {}));
  const organization = listed.items[0];
  if (!organization) throw new Error("The business sign-up left no organization");

  // The onboarding wizard (/get-started): each step saved as the app saves it, then completed (its
  // products become the catalog's first plans).
  const progress: {
    currentStep?: string;
    completedSteps: string[];
    products?: unknown;
    billing?: unknown;
  } = { completedSteps: [] };
  const stepDone = async (step: string) => {
    progress.currentStep = step;
    progress.completedSteps = [...new Set([...progress.completedSteps, step])];
    await onboarding.save(claims, parseWith(onboardingProgressSchema, progress));
  };
  // Organization and business settings steps: PUT /organizations/{id}, with what the app sends.
  const organizationPayload = (timeZone: string) => ({
    name: organization.name,
    description: organization.description ?? "",
    website: organization.website ?? "",
    size: organization.size ?? "",
    revenue: settings.revenue,
    category: organization.category,
    type: organization.type,
    registrationNumber: organization.registrationNumber || undefined,
    currency: organization.currency,
    timeZone,
    country: organization.country ?? "",
    fiscalYearStart: settings.fiscalYearStart,
  });
  await organizations.update(
    claims,
    organization.id,
    parseWith(organizationUpdateSchema, organizationPayload(organization.timeZone || "UTC")),
  );
  await stepDone("organization");
  await organizations.update(
    claims,
    organization.id,
    parseWith(organizationUpdateSchema, organizationPayload(settings.timeZone)),
  );
  await stepDone("businessSettings");
  // Address step: the billing address from the sign-up, kept as it is.
  await stepDone("address");
  // Team step: two invitations (POST /identities/invite-user).
  for (const person of [member, invitee]) {
    await invitations.invite(claims, {
      roundAccountId: organization.roundAccountId,
      email: person.email,
      role: person.role,
    });
  }
  await stepDone("team");
  progress.products = DEMO.products;
  await stepDone("products");
  progress.billing = { isConnected: false, provider: null };
  await stepDone("billing");
  await onboarding.complete(claims);

  // The invited developer follows the invitation link (POST /identities/register-with-invitation).
  const invitation = await mailedLink(tx, member.email, "/auth/accept-invitation");
  const joined = await invitations.accept(
    parseWith(registerWithInvitationSchema, {
      token: invitation.searchParams.get("token") ?? "",
      firstName: member.firstName,
      lastName: member.lastName,
      phoneNumber: member.phoneNumber,
      password: member.password,
    }),
    CLIENT,
  );
  // The first customers (POST /api/customers), with a card, a note and a credit as the customer page adds them.
  const planPoints = await tx
    .select({
      id: pricePoints.id,
      planId: plans.id,
      name: plans.name,
      familyId: plans.productFamilyId,
      price: pricePoints.price,
      frequency: pricePoints.billingFrequency,
    })
    .from(pricePoints)
    .innerJoin(
      plans,
      and(eq(plans.roundAccountId, pricePoints.roundAccountId), eq(plans.id, pricePoints.ownerId)),
    )
    .where(
      and(eq(pricePoints.roundAccountId, claims.roundAccountId ?? ""), isNull(pricePoints.supersededAt)),
    );
  if (!whole) await addSetting(tx, UNFINISHED, organization.roundAccountId);
  return { jwtKey, claims, session, joined, planPoints };
}

/** The settings row naming the account of a seed that has not finished (PGlite: see seedIn). */
const UNFINISHED = "demo_seed_unfinished";

/**
 * Every step of the demo. `whole`: all in the one transaction `db` is. Otherwise (PGlite, which one process
 * owns) the account is set up in one transaction, the year of history commits as the server's own writes do,
 * and the bulk and the sign-outs in a last one; until that last one, a settings row names the account as
 * unfinished, and seedDemoData removes an unfinished account. A year in one transaction took PGlite half as
 * long again: every row the history updates many times (a customer's figures, the invoice numbering) kept
 * all of its versions, and every read walked through them.
 */
async function seedIn(
  db: Db,
  database: Database,
  config: Config,
  history: HistoryOptions,
  whole: boolean,
): Promise<SeedOutcome> {
  const inOne = <T>(fn: (tx: Db) => Promise<T>): Promise<T> =>
    whole ? fn(db) : db.transaction((tx) => fn(tx as unknown as Db));
  // The account is made now; then the clock goes back to the history's first day and forward again.
  const today = systemClock.date();
  const clock = movableClock(today);
  const { jwtKey, claims, session, joined, planPoints } = await inOne((tx) =>
    setUp(tx, database, config, clock, whole),
  );
  const services = servicesOn(db, database, config, jwtKey, clock);

  const firstCustomers = async (catalog: Catalog): Promise<FirstCustomer[]> => {
    const stories: FirstCustomer[] = [];
    for (const {
      card,
      note,
      credit,
      plan,
      seats,
      support,
      workshop,
      cardFails,
      leaves,
      ...customer
    } of DEMO.customers) {
      const created = await services.customers.create(claims, undefined, parseWith(customerSchema, customer));
      if (card) {
        await services.paymentMethods.add(claims, undefined, created.id, {
          type: "card",
          cardNumber: card,
          expiryMonth: 12,
          expiryYear: clock.date().getUTCFullYear() + 3,
          cvc: "123",
        });
      }
      if (note)
        await services.notes.add(claims, undefined, created.id, parseWith(noteSchema, { content: note }));
      if (credit) await services.credits.give(claims, undefined, created.id, credit, undefined);
      // Subscribed (POST /api/subscriptions): its first month invoiced, and charged when it pays by card.
      const offer = catalog.families[0]?.find((one) => one.name === plan);
      if (plan && !offer) throw new Error(`The seeded catalog has no plan named ${plan}`);
      if (!offer) continue;
      const addons = [
        ...(seats ? [{ pricePointId: catalog.seats, quantity: seats }] : []),
        ...(support ? [{ pricePointId: catalog.support, quantity: 1 }] : []),
      ];
      const subscription = await services.subscriptions.create(
        claims,
        undefined,
        { customerId: created.id, planPricePointId: offer.monthly, ...(addons.length > 0 ? { addons } : {}) },
        undefined,
      );
      if (workshop) {
        await services.invoices.create(
          claims,
          undefined,
          {
            customerId: created.id,
            items: [{ pricePointId: catalog.workshop, quantity: 1 }],
            finalize: true,
          },
          undefined,
        );
      }
      stories.push({
        customerId: created.id,
        subscriptionId: (subscription.body as { id: string }).id,
        pays: card ? "card" : "transfer",
        ...(cardFails ? { cardFails } : {}),
        ...(leaves
          ? { leaves: { on: Math.max(1, Math.round(history.days * leaves.at)), status: leaves.status } }
          : {}),
      });
    }
    return stories;
  };
  // A year of the business (POST /api/customers, /api/subscriptions and their changes, bank transfers
  // recorded, the billing run of each day), its first customers on its first day.
  const products = [...planPoints]
    .filter((row) => row.frequency === "monthly")
    .sort((a, b) => compareAmounts(a.price ?? "0", b.price ?? "0"));
  const byEngine = Math.min(history.customers, history.engineCustomers ?? ENGINE_CUSTOMERS);
  const historyMade = await seedHistory({
    deps: services.deps,
    clock,
    claims,
    services,
    products: products.map((row) => ({ name: row.name, monthly: row.id })),
    productFamilyId: products[0]?.familyId ?? "",
    today,
    days: history.days,
    customers: byEngine,
    ...(history.afterFinalFailure ? { afterFinalFailure: history.afterFinalFailure } : {}),
    onFirstDay: firstCustomers,
  });
  // A large account: the customers past the engine's, written in bulk over the same period.
  return inOne(async (tx) => {
    let bulk: BulkOutcome | undefined;
    if (history.customers > byEngine) {
      const monthly = [...planPoints]
        .filter((row) => row.frequency === "monthly" && row.price !== null)
        .sort((a, b) => compareAmounts(a.price ?? "0", b.price ?? "0"));
      const low = monthly[0];
      const high = monthly[monthly.length - 1];
      if (!low || !high || low === high) throw new Error("The seeded catalog has no two monthly plans");
      const plan = (row: typeof low) => ({
        planId: row.planId,
        pricePointId: row.id,
        name: row.name,
        price: row.price ?? "0",
      });
      bulk = await seedBulk(tx, {
        accountId: claims.roundAccountId ?? "",
        customers: history.customers - byEngine,
        numberedFrom: byEngine,
        first: addDays(dayOf(today), -history.days),
        today: dayOf(today),
        plans: [plan(low), plan(high)],
      });
    }
    // A year of invoices and receipts, each emailed to its customer as it happened, would all arrive at the
    // first start: none is kept (the people's own emails stay: the confirmation, the invitations).
    await tx.execute(sql`
      delete from outbox where status = 'pending' and "to" in (
        select email from customers where round_account_id = ${claims.roundAccountId ?? ""})`);
    const last = servicesOn(tx, database, config, jwtKey, clock);
    const figures = await figuresOf(last.deps, claims);
    // Both sign out (POST /identities/logout), so only the sessions a person opens are listed in Security.
    await last.identities.logout(claims, session.refreshToken);
    await last.identities.logout(await verifyBearer(`Bearer ${joined.token}`, jwtKey), joined.refreshToken);
    if (!whole) await deleteSetting(tx, UNFINISHED);
    return {
      created: true,
      warnings: [],
      history: historyMade,
      bulk,
      mrr: figures.mrr,
      currency: figures.currency,
      figures,
    };
  });
}

/**
 * Puts the demo data into a migrated database, unless its owner already exists. A failure leaves nothing
 * behind: on PostgreSQL all of it is one transaction; on PGlite what was written is removed, and so is what a
 * seed that was stopped (the process killed) had written, when the next seed starts. On PostgreSQL, seeds
 * run one at a time.
 */
export async function seedDemoData(
  database: Database,
  config: Config,
  history: HistoryOptions = DEFAULT_HISTORY,
): Promise<SeedOutcome> {
  return database.exclusively(async (db) => {
    const warnings: string[] = [];
    const existing = await findUserByEmail(db, DEMO.owner.email);
    if (existing) {
      const unfinished = await unfinishedAccount(db);
      if (!unfinished) {
        if (!existing.emailConfirmedAt) warnings.push(`${DEMO.owner.email} has not confirmed its address.`);
        if (!(await verifyPassword(DEMO.owner.password, existing.passwordHash)))
          warnings.push(`The password of ${DEMO.owner.email} was changed since it was seeded.`);
        return { created: false, warnings };
      }
      await removeAccount(db, config, unfinished);
      warnings.push("An earlier seed stopped before it finished: what it had written was removed first.");
    }
    // PostgreSQL: other processes (a running server's billing run among them) see none of it until it is whole.
    if (database.kind !== "pglite")
      return db.transaction((tx) => seedIn(tx as unknown as Db, database, config, history, true));
    try {
      const outcome = await seedIn(db, database, config, history, false);
      return { ...outcome, warnings: [...warnings, ...outcome.warnings] };
    } catch (error) {
      const unfinished = await unfinishedAccount(db).catch(() => undefined);
      if (unfinished) await removeAccount(db, config, unfinished).catch(() => {});
      throw error;
    }
  });
}

async function unfinishedAccount(db: Db): Promise<string | undefined> {
  return readSetting(db, UNFINISHED);
}

/**
 * Removes an unfinished demo account in one transaction: the emails queued or delivered to the dev mailbox
 * for its people and customers, its people, the rate-limit counts of their sign-ups, the account with
 * everything in it, and the mark.
 */
async function removeAccount(db: Db, config: Config, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const people = sql`
      select email from customers where round_account_id = ${accountId}
      union select email from invitations where round_account_id = ${accountId}
      union select u.email from users u join round_account_users m on m.user_id = u.id
        where m.round_account_id = ${accountId}`;
    await tx.execute(sql`delete from dev_mail where "to" in (${people})`);
    await tx.execute(sql`delete from outbox where "to" in (${people})`);
    // The sign-ups it counted (the business's, the invitation's) are the seed's own.
    const limiter = new RateLimiter(databaseStore(tx), config.rateLimits);
    await limiter.reset("registerPerIp", CLIENT_IP);
    await limiter.reset("registerPerAddress", DEMO.owner.email);
    await tx.execute(sql`
      delete from users where id in (
        select user_id from round_account_users where round_account_id = ${accountId})`);
    await tx.execute(sql`delete from round_accounts where id = ${accountId}`);
    await deleteSetting(tx, UNFINISHED);
  });
}

const percent = (ratio: number | null) => (ratio === null ? "none" : `${(ratio * 100).toFixed(1)}%`);

/** What the history made, as the command prints it. */
function historyLines(history: HistoryOutcome): string[] {
  const h = history;
  return [
    `  history       ${h.customers} more customers over the last ${h.days} days, through the billing engine day by day:`,
    `                ${h.subscriptions} subscriptions (${h.couponRedemptions} with a coupon), ${h.upgrades} upgrades, ${h.addonChanges} add-on changes, ${h.downgrades} downgrades, ${h.pauses} pauses, ${h.cancellations} cancellations, ${h.comebacks} comebacks`,
    `                ${h.launchedOn === null ? "no second product family (the history is too short)" : `a second product family launched on day ${h.launchedOn}`}, ${h.workshops} onboarding workshops invoiced`,
    `                ${h.transfers} bank transfers (${h.latePayments} after the due date); ${h.failedPayments} card payments failed, ${h.recovered} invoices then collected by a dunning retry`,
    `                dunning ended ${h.dunningEnded} times (after the last retry: ${h.afterFinalFailure === "cancel" ? "cancel the subscription" : "keep it active"}); ${h.cancelledForNonPayment} subscriptions cancelled for an invoice three weeks overdue`,
  ];
}

/** The figures a person checks first, as the command prints them. */
function figureLines(figures: SeedFigures): string[] {
  const f = figures;
  const share = f.invoices === 0 ? 0 : f.overdue / f.invoices;
  return [
    `  figures       MRR ${formatMoney(String(f.mrr), f.currency)}, ${f.activeCustomers} paying customers, customer churn ${percent(f.customerChurnRate)} and payment success ${percent(f.paymentSuccessRate)} over the last 30 days`,
    `                ${f.invoices} invoices, ${f.overdue} overdue (${percent(share)}); ${f.failedPayments} of ${f.payments} payment attempts failed over the history`,
  ];
}

/** What the command prints: what it did, and how to sign in. */
export function seedReport(outcome: SeedOutcome, config: Config, where: string): string {
  const { owner, company, member, invitee } = DEMO;
  const lines = outcome.created
    ? [
        `Seeded the demo data into ${where}:`,
        `  organization  ${company.companyName} (business account), billing address ${company.addressLine1}, ${company.addressLine2}, ${company.city}, ${company.state} ${company.zipCode}, ${company.country}`,
        `  ${roleLabel(ROLE.TeamOwner).padEnd(13)} ${owner.firstName} ${owner.lastName} <${owner.email}>, onboarding completed`,
        `  ${roleLabel(member.role).padEnd(13)} ${member.firstName} ${member.lastName} <${member.email}>, joined by invitation`,
        `  invitation    ${invitee.email} as ${roleLabel(invitee.role)}, pending`,
        `  customers     ${DEMO.customers.length}: ${DEMO.customers.map((customer) => customer.company || `${customer.firstName} ${customer.lastName}`).join(", ")}`,
        ...(outcome.history ? historyLines(outcome.history) : []),
        ...(outcome.bulk
          ? [
              `  large account ${outcome.bulk.customers} more customers written in bulk as the engine leaves them, over the same days:`,
              `                ${outcome.bulk.subscriptions} monthly subscriptions, ${outcome.bulk.upgrades} upgrades, ${outcome.bulk.cancellations} cancellations`,
              `                ${outcome.bulk.invoices} invoices paid by card (${outcome.bulk.failedPayments} after a failed first attempt)`,
            ]
          : []),
        ...(outcome.figures ? figureLines(outcome.figures) : []),
        config.smtpUrl
          ? "Their emails (confirmation, invitations) are sent through SMTP_URL when the server starts."
          : "Their emails (confirmation, invitations) land in the dev mailbox (/dev/mail) when the server starts.",
      ]
    : [`Already seeded: ${owner.email} exists in ${where}. Nothing was changed.`];
  lines.push(
    ...outcome.warnings.map((warning) => `Note: ${warning}`),
    "",
    `Sign in at ${config.appUrl}/auth/login (after npm start):`,
    `  Email:    ${owner.email}`,
    `  Password: ${owner.password}`,
    `  (${member.email}, the ${roleLabel(member.role)}, has the same password.)`,
  );
  return `${lines.join("\n")}\n`;
}

function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.errors
      .map((item) => item.description)
      .filter((description) => description !== error.message);
    return [error.message, ...details].join(" ");
  }
  // A failed statement: the database's own words, not the statement and its parameters.
  let cause = error;
  while (cause instanceof Error && cause.message.startsWith("Failed query") && cause.cause)
    cause = cause.cause;
  if (cause instanceof AggregateError && !cause.message) cause = cause.errors[0];
  return cause instanceof Error ? cause.message : String(cause);
}

/** `--days N` and `--customers N` (a year and 200 by default): how much history the seed makes. */
export function historyFromArgs(args: readonly string[]): HistoryOptions {
  const options = { ...DEFAULT_HISTORY };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    if (flag !== "--days" && flag !== "--customers") throw new Error(`unknown option ${flag}`);
    const value = Number(args[index + 1]);
    if (!Number.isInteger(value) || value < 1 || value > (flag === "--days" ? 3650 : 1_000_000)) {
      throw new Error(
        `${flag} takes a whole number from 1 (${flag === "--days" ? "up to 3650" : "up to 1,000,000"})`,
      );
    }
    options[flag === "--days" ? "days" : "customers"] = value;
    index += 1;
  }
  return options;
}

/** The command: configuration as `npm start` reads it, migrations, then the seed. */
async function main(): Promise<number> {
  // npm runs a workspace's script in the workspace's folder: a relative DATA_DIR means the folder where
  // the command was typed, as for `npm start`.
  let where = "the database";
  let database: Database | undefined;
  let seeding = false;
  try {
    const history = historyFromArgs(process.argv.slice(2));
    const config = configFromEnv(process.env, process.env.INIT_CWD ?? process.cwd());
    if (config.databaseUrl?.startsWith("postgres")) where = "PostgreSQL (DATABASE_URL)";
    else if (config.databaseUrl)
      where = "an in-memory PGlite (DATABASE_URL=memory://), gone when the seed ends";
    else where = `PGlite in ${config.dataDir}`;
    // PGlite keeps postmaster.pid in its folder while it is open, and a second process opening the folder
    // would neither be seen by the first nor be safe.
    const pidFile = join(config.dataDir, "postmaster.pid");
    if (!config.databaseUrl && existsSync(pidFile)) {
      throw new Error(
        `it is open in another process (${pidFile} exists). Stop the server and run the seed again. ` +
          "If no server is running (one stopped abruptly), start it and stop it once, or delete that file.",
      );
    }
    database = await openDatabase(config);
    await applyMigrations(database);
    await syncIsoReferenceData(database);
    seeding = true;
    const outcome = await seedDemoData(database, config, history);
    // A large account's million rows were just written: the planner's statistics and the visibility map
    // (index-only scans) are brought up to date now, not whenever autovacuum comes by.
    if (outcome.bulk) await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(seedReport(outcome, config, where));
    return 0;
  } catch (error) {
    const lines = [`Seeding ${where} failed: ${describeError(error)}`];
    if (seeding) lines.push("The demo data is all or nothing: none of it was saved.");
    process.stderr.write(`${lines.join("\n")}\n`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
