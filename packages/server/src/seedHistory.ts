import { addDays, type Day, dayOf } from "@round/billing";
import {
  addonSchema,
  chargeSchema,
  couponSchema,
  customerSchema,
  noteSchema,
  planSchema,
  productFamilySchema,
} from "@round/forms/schemas";
import type { AccessClaims } from "./auth/tokens.ts";
import type { Deps } from "./deps.ts";
import type { Step } from "./engine/index.ts";
import { runDue } from "./engine/index.ts";
import { parseWith } from "./http/input.ts";
import type { billingService } from "./modules/billing/index.ts";
import type {
  addonService,
  chargeService,
  couponService,
  familyService,
  planService,
} from "./modules/catalog/index.ts";
import type { customerService, noteService, paymentMethodService } from "./modules/customers/index.ts";
import { customerUpdateBody } from "./modules/customers/index.ts";
import type { invoiceService } from "./modules/invoices/index.ts";
import { invoiceListQuery } from "./modules/invoices/index.ts";
import type { subscriptionService } from "./modules/subscriptions/index.ts";

// The demo business's history: a year (by default) of a healthy subscription business, all through the real
// services and the real billing run, the clock moved a day at a time. Customers sign up (more as the business
// grows), most paying by card and some by bank transfer within their net terms (a few late), subscribe to a
// plan with add-ons, a coupon or the one-time onboarding workshop, upgrade, add seats, downgrade, pause,
// cancel and come back. Now and then a card stops working: the payment fails, the customer replaces the card
// and the dunning retry collects, or does not and dunning ends as the billing settings say (the subscription
// cancelled, or kept while the business chases the invoice and then cancels it by hand). A bank-transfer
// customer who stops paying is cancelled by the business once an invoice is three weeks overdue. A customer
// whose subscriptions have all ended is marked cancelled (suspended when it ended for non-payment), and set
// active again when it comes back. A third of the way in, a second product family is launched. Every figure
// of the billing page then comes from these records. Seeded randomness: the same history on every run.

/** The clock the seed moves: the services read it as the server reads the system clock. */
export interface MovableClock {
  now(): number;
  date(): Date;
  set(at: Date): void;
}

export function movableClock(start: Date): MovableClock {
  let at = start.getTime();
  return {
    now: () => at,
    date: () => new Date(at),
    set(next) {
      at = next.getTime();
    },
  };
}

/** Mulberry32: a small seeded generator, so the history is the same on every machine and every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  "Olivia",
  "Liam",
  "Amara",
  "Noah",
  "Sofia",
  "Mateo",
  "Yuki",
  "Elena",
  "Kwame",
  "Priya",
  "Lucas",
  "Ingrid",
  "Omar",
  "Chloe",
  "Ravi",
  "Hana",
  "Diego",
  "Freya",
  "Tariq",
  "Mei",
];
export const LAST_NAMES = [
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Tanaka",
  "Haddad",
  "Novak",
  "Fernandes",
  "Kowalski",
  "Brennan",
  "Achterberg",
  "Castillo",
  "Nakamura",
  "Osei",
  "Petrov",
  "Rossi",
  "Varga",
  "Whitfield",
  "Zhou",
];
export const COMPANY_WORDS = [
  "Northwind",
  "Bluebird",
  "Cobalt",
  "Evergreen",
  "Lumen",
  "Harbor",
  "Quartz",
  "Juniper",
  "Summit",
  "Meridian",
  "Pioneer",
  "Orbit",
  "Willow",
  "Atlas",
  "Beacon",
  "Cascade",
];
export const COMPANY_KINDS = [
  "Labs",
  "Analytics",
  "Studio",
  "Systems",
  "Health",
  "Logistics",
  "Retail",
  "Media",
];

/** The test gateway's cards: one that pays, one that is saved but whose every charge fails (no funds). */
export const WORKING_CARD = "4242424242424242";
export const FAILING_CARD = "4000000000009995";

/** What the business adds to its catalog over the year, besides the onboarding's plans. */
export const CATALOG = {
  addons: {
    seats: {
      name: "Extra seats",
      description: "One more analyst seat, per month",
      type: "recurring",
      chargeModel: "per_unit",
      pricePoints: [{ currency: "USD", price: 15, billingFrequency: "monthly" }],
    },
    support: {
      name: "Priority support",
      description: "A named support engineer and a four-hour response time",
      type: "recurring",
      chargeModel: "flat_fee",
      pricePoints: [{ currency: "USD", price: 99, billingFrequency: "monthly" }],
    },
  },
  /** Billed once, on an invoice of its own, to some customers of the larger plans as they start. */
  workshop: {
    name: "Onboarding workshop",
    description: "A half-day session that sets up the customer's dashboards with them",
    type: "one_time",
    chargeModel: "flat_fee",
    pricePoints: [{ currency: "USD", price: 450 }],
  },
  /** Launched a third of the way into the history: the business's second product family. */
  family: {
    name: "Data Pipelines",
    description: "Managed pipelines that sync product events into the customer's own warehouse",
    category: "API Services",
  },
  /** The second family's plans, cheapest first: the first also sold by the year. */
  plans: [
    {
      name: "Pipelines Team",
      description: "Five sources, hourly syncs",
      monthly: 129,
      yearly: 1290,
    },
    {
      name: "Pipelines Business",
      description: "Unlimited sources, syncs every five minutes",
      monthly: 449,
    },
  ],
  /** A welcome offer for new customers, open for the first months of the history. */
  welcome: {
    name: "Welcome offer",
    couponCode: "WELCOME25",
    description: "25% off the first three months for new customers",
    discountType: "percentage",
    discountValue: 25,
    durationType: "limited_period",
    duration: 3,
    restrictions: { firstTimeCustomersOnly: true },
  },
  /** For customers a partner agency brings: a fixed amount off every month, for as long as they stay. */
  partner: {
    name: "Partner referral",
    couponCode: "PARTNER20",
    description: "$20 off every month for customers referred by a partner agency",
    discountType: "fixed_amount",
    discountValue: 20,
    durationType: "forever",
  },
} as const;

export interface HistoryServices {
  customers: ReturnType<typeof customerService>;
  notes: ReturnType<typeof noteService>;
  paymentMethods: ReturnType<typeof paymentMethodService>;
  subscriptions: ReturnType<typeof subscriptionService>;
  invoices: ReturnType<typeof invoiceService>;
  billing: ReturnType<typeof billingService>;
  families: ReturnType<typeof familyService>;
  plans: ReturnType<typeof planService>;
  addons: ReturnType<typeof addonService>;
  charges: ReturnType<typeof chargeService>;
  coupons: ReturnType<typeof couponService>;
}

/** A plan as the history sells it: its monthly price point and, when sold by the year, its yearly one. */
export interface Offer {
  name: string;
  monthly: string;
  yearly?: string;
}

/** The catalog the history sells from: what the first customers (seed.ts) are given on the first day. */
export interface Catalog {
  /** Each family's plans, cheapest first: the onboarding's products, then (once launched) the second family. */
  families: Offer[][];
  seats: string;
  support: string;
  workshop: string;
  welcome: string;
  partner: string;
}

/** A customer the seed made itself on the first day, and what happens to it (days of the history). */
export interface FirstCustomer {
  customerId: string;
  subscriptionId: string | null;
  pays: "card" | "transfer";
  /** Its card is replaced by one that fails on this day; it puts a working one in `fixedAfter` days after the first failure (null: never). */
  cardFails?: { on: number; fixedAfter: number | null };
  /** It cancels at the end of its term on this day; once the term has ended the business sets `status`. */
  leaves?: { on: number; status: "inactive" | "cancelled" };
}

export interface HistoryOutcome {
  days: number;
  customers: number;
  subscriptions: number;
  upgrades: number;
  downgrades: number;
  addonChanges: number;
  pauses: number;
  cancellations: number;
  comebacks: number;
  /** Invoices paid by bank transfer, and of those paid after their due date. */
  transfers: number;
  latePayments: number;
  /** Card payments that failed, the invoices dunning then collected, and the subscriptions dunning ended. */
  failedPayments: number;
  recovered: number;
  dunningEnded: number;
  /** Subscriptions the business cancelled because an invoice stayed unpaid. */
  cancelledForNonPayment: number;
  couponRedemptions: number;
  workshops: number;
  /** The day (of the history) the second product family was launched; null when the history is shorter. */
  launchedOn: number | null;
  /** What the billing settings say happens after the last failed retry. */
  afterFinalFailure: "cancel" | "stay_active";
}

interface Live {
  id: string;
  family: number;
  plan: number;
  yearly: boolean;
  state: "active" | "paused" | "ending" | "ended";
  seats: number;
  support: boolean;
}

interface Subscriber {
  customerId: string;
  subs: Live[];
  pays: "card" | "transfer";
  /** Bank transfer: the days after an invoice is issued that it is paid. */
  lag: number;
  /** A bank-transfer customer that no longer pays the invoices issued from this day. */
  stoppedOn: Day | null;
  /** A card customer whose card fails: the days it takes to replace it after the first failure (null: never). */
  card: "working" | "failing";
  fixedAfter: number | null;
  fixOn: Day | null;
  /** The customer's status as the business keeps it. */
  status: "active" | "cancelled" | "suspended" | "inactive";
  /** Its status once its subscriptions have ended (the first customers say theirs). */
  leavesAs: "cancelled" | "inactive";
  /** The first customers follow their own story, not the day's chances. */
  scripted: boolean;
}

/** A bank transfer expected: the invoice, its customer, the day it is paid. */
interface Expected {
  subscriber: Subscriber;
  payOn: Day;
}

/**
 * `days` days up to `today`, day by day: on the first day the billing settings and the catalog's add-ons,
 * charge and coupons, then the first customers (`onFirstDay`); new customers (`customers` over the period)
 * each day, the day's movements, card replacements, bank transfers and the business's weekly look at what is
 * overdue, then the billing run of the day.
 */
export async function seedHistory(options: {
  deps: Deps;
  clock: MovableClock;
  claims: AccessClaims;
  services: HistoryServices;
  /** The onboarding's products, cheapest first. */
  products: readonly Offer[];
  /** The family of the onboarding's products (the add-ons belong to it). */
  productFamilyId: string;
  today: Date;
  days: number;
  customers: number;
  /** What follows the last failed retry, as set in the billing settings on the first day. */
  afterFinalFailure?: "cancel" | "stay_active";
  /** Runs once on the history's first day (the business's first customers, added by hand). */
  onFirstDay?: (catalog: Catalog) => Promise<FirstCustomer[]>;
}): Promise<HistoryOutcome> {
  const { deps, clock, claims, services, days } = options;
  const accountId = claims.roundAccountId ?? "";
  const afterFinalFailure = options.afterFinalFailure ?? "cancel";
  const random = generator(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const outcome: HistoryOutcome = {
    days,
    customers: 0,
    subscriptions: 0,
    upgrades: 0,
    downgrades: 0,
    addonChanges: 0,
    pauses: 0,
    cancellations: 0,
    comebacks: 0,
    transfers: 0,
    latePayments: 0,
    failedPayments: 0,
    recovered: 0,
    dunningEnded: 0,
    cancelledForNonPayment: 0,
    couponRedemptions: 0,
    workshops: 0,
    launchedOn: null,
    afterFinalFailure,
  };
  const first: Day = addDays(dayOf(options.today), -days);
  const launchOn = Math.max(1, Math.round(days / 3));
  /** The welcome offer is open for the first third of the history, three months at most. */
  const welcomeUntil = addDays(first, Math.min(90, Math.max(1, Math.round(days / 3))));
  const subscribers: Subscriber[] = [];
  const bySubscription = new Map<string, Subscriber>();
  /** Bank transfers expected, by invoice. */
  const expected = new Map<string, Expected>();
  /** Unpaid invoices past their due date, by invoice: whose, and since when. */
  const overdue = new Map<string, { subscriber: Subscriber; since: Day }>();
  /** Failed attempts of each invoice in dunning, and the invoices of one-off charges (no subscription). */
  const failures = new Map<string, number>();
  const oneOff = new Map<string, Subscriber>();
  const stories = new Map<Subscriber, FirstCustomer>();
  let attempts = 4;
  let catalog: Catalog | undefined;
  let today: Day = first;

  const live = (subscriber: Subscriber) => subscriber.subs.filter((sub) => sub.state !== "ended");

  const setStatus = async (subscriber: Subscriber, status: Subscriber["status"], note?: string) => {
    if (subscriber.status === status) return;
    await services.customers.update(
      claims,
      undefined,
      subscriber.customerId,
      parseWith(customerUpdateBody, { status }),
    );
    subscriber.status = status;
    if (note) {
      await services.notes.add(
        claims,
        undefined,
        subscriber.customerId,
        parseWith(noteSchema, { content: note }),
      );
    }
  };

  /** A subscription has ended: when none is left, the customer's status says so. */
  const ended = async (subscriber: Subscriber, sub: Live, why?: string) => {
    sub.state = "ended";
    if (live(subscriber).length > 0) return;
    if (why) await setStatus(subscriber, "suspended", why);
    else await setStatus(subscriber, subscriber.leavesAs);
  };

  /** The open invoices of a bank-transfer customer not yet expected (after an action that may raise one). */
  const expectTransfers = async (subscriber: Subscriber) => {
    if (subscriber.pays !== "transfer") return;
    const open = await services.invoices.list(
      claims,
      parseWith(invoiceListQuery, {
        customerId: subscriber.customerId,
        status: "pending",
        pageSize: "100",
      }),
    );
    for (const invoice of open.items) awaitTransfer(invoice.id, subscriber, invoice.issueDate ?? today);
  };
  const awaitTransfer = (id: string, subscriber: Subscriber, issued: Day) => {
    if (expected.has(id) || subscriber.pays !== "transfer") return;
    if (subscriber.stoppedOn !== null && issued >= subscriber.stoppedOn) return;
    expected.set(id, { subscriber, payOn: addDays(issued, subscriber.lag + between(0, 3)) });
  };

  const subscribe = async (
    subscriber: Subscriber,
    choice: {
      family: number;
      plan: number;
      yearly: boolean;
      seats: number;
      support: boolean;
      coupon?: string;
    },
  ) => {
    if (!catalog) throw new Error("The catalog is made on the history's first day");
    const offer = catalog.families[choice.family]?.[choice.plan];
    if (!offer) throw new Error(`No plan ${choice.plan} in family ${choice.family}`);
    const addons = [
      ...(choice.seats > 0 ? [{ pricePointId: catalog.seats, quantity: choice.seats }] : []),
      ...(choice.support ? [{ pricePointId: catalog.support, quantity: 1 }] : []),
    ];
    const created = await services.subscriptions.create(
      claims,
      undefined,
      {
        customerId: subscriber.customerId,
        planPricePointId: choice.yearly && offer.yearly ? offer.yearly : offer.monthly,
        ...(addons.length > 0 ? { addons } : {}),
        ...(choice.coupon ? { couponCodes: [choice.coupon] } : {}),
      },
      undefined,
    );
    const id = (created.body as { id: string }).id;
    const sub: Live = {
      id,
      family: choice.family,
      plan: choice.plan,
      yearly: choice.yearly && offer.yearly !== undefined,
      state: "active",
      seats: choice.seats,
      support: choice.support,
    };
    subscriber.subs.push(sub);
    bySubscription.set(id, subscriber);
    outcome.subscriptions += 1;
    if (choice.coupon) outcome.couponRedemptions += 1;
    return sub;
  };

  /** A change of plan or add-ons (prorated): an increase is invoiced at once, a decrease credited. */
  const change = async (
    subscriber: Subscriber,
    sub: Live,
    next: { plan?: number; seats?: number; support?: boolean },
  ) => {
    if (!catalog) return;
    const plan = next.plan ?? sub.plan;
    const seats = next.seats ?? sub.seats;
    const support = next.support ?? sub.support;
    const offer = catalog.families[sub.family]?.[plan];
    if (!offer) return;
    await services.subscriptions.change(
      claims,
      undefined,
      sub.id,
      {
        planPricePointId: offer.monthly,
        addons: [
          ...(seats > 0 ? [{ pricePointId: catalog.seats, quantity: seats }] : []),
          ...(support ? [{ pricePointId: catalog.support, quantity: 1 }] : []),
        ],
      },
      undefined,
    );
    Object.assign(sub, { plan, seats, support });
    await expectTransfers(subscriber);
  };

  const newCard = async (subscriber: Subscriber, number: string) => {
    await services.paymentMethods.add(claims, undefined, subscriber.customerId, {
      type: "card",
      cardNumber: number,
      expiryMonth: 12,
      expiryYear: Number(today.slice(0, 4)) + 4,
      cvc: "123",
      isDefault: true,
    });
    subscriber.card = number === FAILING_CARD ? "failing" : "working";
  };

  /** The catalog the business sets up on its first day, besides the onboarding's plans. */
  const setUpCatalog = async (): Promise<Catalog> => {
    await services.billing.update(claims, undefined, { afterFinalFailure });
    attempts = 1 + (await services.billing.settings(claims, undefined)).dunningDays.length;
    const pointOf = (item: { pricePoints: readonly { id: string }[] }) => item.pricePoints[0]?.id ?? "";
    const withFamily = { productFamilyId: options.productFamilyId };
    const seats = await services.addons.create(
      claims,
      undefined,
      parseWith(addonSchema, { ...CATALOG.addons.seats, ...withFamily }),
    );
    const support = await services.addons.create(
      claims,
      undefined,
      parseWith(addonSchema, { ...CATALOG.addons.support, ...withFamily }),
    );
    const workshop = await services.charges.create(
      claims,
      undefined,
      parseWith(chargeSchema, { ...CATALOG.workshop, ...withFamily }),
    );
    await services.coupons.create(
      claims,
      undefined,
      parseWith(couponSchema, { ...CATALOG.welcome, validFrom: first, validUntil: welcomeUntil }),
    );
    await services.coupons.create(
      claims,
      undefined,
      parseWith(couponSchema, { ...CATALOG.partner, validFrom: first }),
    );
    return {
      families: [[...options.products]],
      seats: pointOf(seats),
      support: pointOf(support),
      workshop: pointOf(workshop),
      welcome: CATALOG.welcome.couponCode,
      partner: CATALOG.partner.couponCode,
    };
  };

  /** The second product family and its plans, as the catalog's dialogs make them. */
  const launch = async () => {
    if (!catalog) return;
    const family = await services.families.create(
      claims,
      undefined,
      parseWith(productFamilySchema, CATALOG.family),
    );
    const offers: Offer[] = [];
    for (const plan of CATALOG.plans) {
      const made = await services.plans.create(
        claims,
        undefined,
        parseWith(planSchema, {
          name: plan.name,
          description: plan.description,
          productFamilyId: family.id,
          pricePoints: [
            { currency: "USD", pricingModel: "flat_fee", price: plan.monthly, billingFrequency: "monthly" },
            ...("yearly" in plan
              ? [
                  {
                    currency: "USD",
                    pricingModel: "flat_fee",
                    price: plan.yearly,
                    billingFrequency: "yearly",
                  },
                ]
              : []),
          ],
        }),
      );
      const point = (frequency: string) =>
        made.pricePoints.find(
          (one: { billingFrequency: string | null }) => one.billingFrequency === frequency,
        )?.id;
      const yearly = point("yearly");
      offers.push({ name: made.name, monthly: point("monthly") ?? "", ...(yearly ? { yearly } : {}) });
    }
    catalog.families.push(offers);
  };

  /** A new customer from the day's sign-ups: who it is, how it pays, what it buys. */
  const signUp = async () => {
    if (!catalog) return;
    const n = outcome.customers;
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)}`;
    const pays: Subscriber["pays"] = random() < 0.88 ? "card" : "transfer";
    const partner = random() < 0.05;
    const customer = await services.customers.create(
      claims,
      undefined,
      parseWith(customerSchema, {
        email:
          `${firstName}.${lastName}.${n + 1}@${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`.toLowerCase(),
        firstName,
        lastName,
        company,
        currency: "USD",
        autoCollection: pays === "card",
        tags: partner ? ["partner"] : [],
      }),
    );
    outcome.customers += 1;
    const subscriber: Subscriber = {
      customerId: customer.id,
      subs: [],
      pays,
      // Most pay well within the 30 days' terms; one in six pays a week or two late.
      lag: random() < 0.83 ? between(4, 24) : between(33, 44),
      stoppedOn: null,
      card: "working",
      fixedAfter: null,
      fixOn: null,
      status: "active",
      leavesAs: "cancelled",
      scripted: false,
    };
    subscribers.push(subscriber);
    if (pays === "card") await newCard(subscriber, WORKING_CARD);
    // What it buys: the second family takes three sign-ups in ten once launched.
    const family = catalog.families.length > 1 && random() < 0.3 ? 1 : 0;
    const plan = random() < (family === 0 ? 0.35 : 0.3) ? 1 : 0;
    const yearly = family === 1 && plan === 0 && random() < 0.3;
    const seats = family === 0 && plan === 1 && random() < 0.45 ? between(2, 8) : 0;
    const support = !yearly && plan === 1 && random() < 0.2;
    const welcome = today <= welcomeUntil && random() < 0.2;
    const coupon = partner && !yearly ? catalog.partner : welcome ? catalog.welcome : undefined;
    await subscribe(subscriber, { family, plan, yearly, seats, support, ...(coupon ? { coupon } : {}) });
    // One in four on the larger plans books the onboarding workshop, invoiced on its own.
    if (plan === 1 && random() < 0.25) {
      const invoice = await services.invoices.create(
        claims,
        undefined,
        { customerId: customer.id, items: [{ pricePointId: catalog.workshop, quantity: 1 }], finalize: true },
        undefined,
      );
      oneOff.set(invoice.id, subscriber);
      outcome.workshops += 1;
    }
    await expectTransfers(subscriber);
  };

  /** What a customer does on a day: rarely anything, but over a year every movement happens. */
  const act = async (subscriber: Subscriber) => {
    if (!catalog) return;
    const roll = random();
    if (subscriber.scripted || subscriber.status === "suspended") return;
    if (subscriber.status !== "active") {
      // A former customer comes back: set active again, and a new subscription (a reactivation of its MRR).
      if (subscriber.status === "cancelled" && roll < 0.0015) {
        await setStatus(subscriber, "active");
        if (subscriber.pays === "card" && subscriber.card === "failing")
          await newCard(subscriber, WORKING_CARD);
        await subscribe(subscriber, { family: 0, plan: 0, yearly: false, seats: 0, support: false });
        await expectTransfers(subscriber);
        outcome.comebacks += 1;
      }
      return;
    }
    // A customer in trouble (a failing card, unpaid invoices) does nothing else until it is sorted out.
    if (subscriber.card === "failing" || subscriber.stoppedOn !== null) return;
    for (const invoice of overdue.values()) if (invoice.subscriber === subscriber) return;
    const sub = live(subscriber)[0];
    if (sub?.state !== "active") return;
    const top = (catalog.families[sub.family]?.length ?? 1) - 1;
    // Each movement has its own band of the day's roll (per subscriber and day): about 2.4% cancel a month,
    // 3% have a card stop working (one transfer payer in a hundred stops paying), 1.8% upgrade, some add
    // seats or support, fewer downgrade, take the second family's pipelines or pause.
    if (roll < 0.0008) {
      // Cancels: mostly at the end of the term already paid, some at once (the unused days credited).
      const atTermEnd = random() < 0.7;
      await services.subscriptions.cancel(claims, undefined, sub.id, { atTermEnd }, undefined);
      outcome.cancellations += 1;
      if (atTermEnd) sub.state = "ending";
      else await ended(subscriber, sub);
    } else if (roll < 0.0019) {
      if (subscriber.pays === "card") {
        // The card on file stops working (replaced by the bank, over its limit): the next charge fails.
        subscriber.fixedAfter = random() < 0.8 ? between(1, 4) : null;
        await newCard(subscriber, FAILING_CARD);
      } else if (random() < 0.4) {
        subscriber.stoppedOn = today;
      }
    } else if (roll < 0.0025) {
      if (sub.plan < top && !sub.yearly) {
        await change(subscriber, sub, { plan: sub.plan + 1 });
        outcome.upgrades += 1;
      }
    } else if (roll < 0.0031) {
      // More of the team uses it: seats added (or the first ones), now and then priority support.
      if (sub.family === 0 && sub.plan === top) {
        if (sub.support || (sub.seats > 0 && random() < 0.75)) {
          await change(subscriber, sub, { seats: sub.seats + between(1, 4) });
        } else await change(subscriber, sub, { support: true });
        outcome.addonChanges += 1;
      }
    } else if (roll < 0.0034) {
      if (sub.plan > 0 && !sub.yearly) {
        await change(subscriber, sub, { plan: sub.plan - 1, seats: 0, support: false });
        outcome.downgrades += 1;
      }
    } else if (roll < 0.0036) {
      // An analytics customer adds the second family's pipelines: a second subscription, an expansion.
      if (catalog.families.length > 1 && subscriber.subs.every((one) => one.family === 0)) {
        await subscribe(subscriber, { family: 1, plan: 0, yearly: false, seats: 0, support: false });
        await expectTransfers(subscriber);
      }
    } else if (roll < 0.00375) {
      // A seasonal business pauses for a month or two; the billing run resumes it on the day it gave.
      await services.subscriptions.pause(
        claims,
        undefined,
        sub.id,
        { resumeDate: addDays(today, between(30, 60)) },
        undefined,
      );
      sub.state = "paused";
      outcome.pauses += 1;
    }
  };

  /** What the first customers do, on the days their stories say. */
  const script = async (subscriber: Subscriber, story: FirstCustomer, index: number) => {
    if (story.cardFails?.on === index) {
      subscriber.fixedAfter = story.cardFails.fixedAfter;
      await newCard(subscriber, FAILING_CARD);
    }
    const sub = live(subscriber)[0];
    if (story.leaves?.on === index && sub?.state === "active") {
      await services.subscriptions.cancel(claims, undefined, sub.id, { atTermEnd: true }, undefined);
      sub.state = "ending";
      outcome.cancellations += 1;
    }
  };

  /** What the day's billing run did, as the business and its customers learn of it. */
  const follow = async (steps: readonly Step[]) => {
    for (const step of steps) {
      const subscriber =
        (step.subscriptionId ? bySubscription.get(step.subscriptionId) : undefined) ??
        (step.invoiceId ? oneOff.get(step.invoiceId) : undefined);
      if (!subscriber) continue;
      const sub = subscriber.subs.find((one) => one.id === step.subscriptionId);
      // An invoice of a bank-transfer customer (issued by the run: a renewal, a resume) is paid in due time.
      if (step.invoiceId) awaitTransfer(step.invoiceId, subscriber, step.on);
      if (step.invoiceId && step.action.startsWith("Payment of") && step.action.includes(" failed")) {
        const failed = (failures.get(step.invoiceId) ?? 0) + 1;
        failures.set(step.invoiceId, failed);
        outcome.failedPayments += 1;
        // The failed-payment email reaches the customer: it replaces the card some days later, or never.
        if (subscriber.card === "failing" && subscriber.fixOn === null && subscriber.fixedAfter !== null) {
          subscriber.fixOn = addDays(today, subscriber.fixedAfter);
        }
        if (failed >= attempts) {
          outcome.dunningEnded += 1;
          if (afterFinalFailure === "cancel" && sub && sub.state !== "ended") {
            await ended(
              subscriber,
              sub,
              `The card was declined ${failed} times; dunning ended and cancelled the subscription. Its last invoice is unpaid.`,
            );
          }
        }
      } else if (
        step.invoiceId &&
        step.action.startsWith("Payment of") &&
        step.action.includes(" collected")
      ) {
        if (failures.has(step.invoiceId)) outcome.recovered += 1;
        failures.delete(step.invoiceId);
        overdue.delete(step.invoiceId);
      } else if (step.invoiceId && step.action.endsWith(" is overdue")) {
        overdue.set(step.invoiceId, { subscriber, since: step.on });
      } else if (sub && step.action.startsWith("Cancelled at the end of")) {
        await ended(subscriber, sub);
      } else if (sub && step.action === "Resumed") {
        sub.state = "active";
      }
    }
  };

  /** The bank transfers that arrive today: each recorded as Record Payment records it. */
  const transfersOf = async () => {
    for (const [id, transfer] of expected) {
      if (transfer.payOn > today) continue;
      expected.delete(id);
      const invoice = await services.invoices.get(claims, undefined, id);
      if (!["open", "overdue", "partially_paid"].includes(invoice.status)) continue;
      await services.invoices.recordPayment(
        claims,
        undefined,
        id,
        {
          amount: invoice.amountDue,
          paymentMethod: "offline",
          reference: `Bank transfer ${invoice.number ?? ""}`.trim(),
        },
        undefined,
      );
      outcome.transfers += 1;
      if (invoice.dueDate && invoice.dueDate < today) outcome.latePayments += 1;
      overdue.delete(id);
    }
  };

  /**
   * The business's weekly look at what is overdue: a customer with an invoice three weeks past due (a bank
   * transfer that never came, a card dunning gave up on while the subscription was kept) has its
   * subscriptions cancelled, and is suspended.
   */
  const review = async () => {
    for (const [id, invoice] of overdue) {
      if (addDays(invoice.since, 21) > today) continue;
      overdue.delete(id);
      const subscriber = invoice.subscriber;
      const open = live(subscriber);
      if (open.length === 0) continue;
      for (const sub of open) {
        await services.subscriptions.cancel(claims, undefined, sub.id, { atTermEnd: false }, undefined);
        outcome.cancelledForNonPayment += 1;
        await ended(
          subscriber,
          sub,
          "Cancelled for non-payment: an invoice was three weeks overdue and reminders went unanswered.",
        );
      }
    }
  };

  for (let index = 0; index <= days; index += 1) {
    today = addDays(first, index);
    const at = new Date(`${today}T09:00:00Z`);
    clock.set(at);
    if (index === 0) {
      catalog = await setUpCatalog();
      for (const story of (await options.onFirstDay?.(catalog)) ?? []) {
        const subscriber: Subscriber = {
          customerId: story.customerId,
          subs: [],
          pays: story.pays,
          lag: 14,
          stoppedOn: null,
          card: "working",
          fixedAfter: null,
          fixOn: null,
          status: "active",
          leavesAs: story.leaves?.status ?? "cancelled",
          scripted: true,
        };
        if (story.subscriptionId) {
          subscriber.subs.push({
            id: story.subscriptionId,
            family: 0,
            plan: 0,
            yearly: false,
            state: "active",
            seats: 0,
            support: false,
          });
          bySubscription.set(story.subscriptionId, subscriber);
        }
        stories.set(subscriber, story);
        subscribers.push(subscriber);
        await expectTransfers(subscriber);
      }
    }
    if (index === launchOn && catalog) {
      await launch();
      outcome.launchedOn = index;
    }
    // Sign-ups: spread over the period, a few more as the business grows.
    const due = Math.round(options.customers * ((index + 1) / (days + 1)) ** 1.15);
    while (outcome.customers < due) await signUp();

    for (const subscriber of subscribers) {
      const story = stories.get(subscriber);
      if (story) await script(subscriber, story, index);
      else await act(subscriber);
      if (subscriber.fixOn !== null && subscriber.fixOn <= today) {
        // The customer puts in a working card: the next dunning retry collects.
        subscriber.fixOn = null;
        subscriber.fixedAfter = null;
        await newCard(subscriber, WORKING_CARD);
      }
    }
    await transfersOf();
    if (index % 7 === 6) await review();

    // The day's billing run: renewals, scheduled cancels, resumes, dunning retries, overdue marking.
    await follow(await runDue(deps, { testClockId: null, accountId }, today, at));
  }
  clock.set(options.today);
  return outcome;
}
