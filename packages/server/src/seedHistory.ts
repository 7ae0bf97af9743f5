import { addDays, type Day, dayOf } from "@round/billing";
import { customerSchema } from "@round/forms/schemas";
import type { AccessClaims } from "./auth/tokens.ts";
import type { Deps } from "./deps.ts";
import { parseWith } from "./http/input.ts";
import { runDue } from "./modules/billing/run.ts";
import type { paymentMethodService } from "./modules/customers/payment-methods/service.ts";
import type { customerService } from "./modules/customers/service.ts";
import { invoiceListQuery } from "./modules/invoices/schemas.ts";
import type { invoiceService } from "./modules/invoices/service.ts";
import type { subscriptionService } from "./modules/subscriptions/service.ts";

// The demo business's history: a year (by default) of customers signing up, subscribing, upgrading,
// downgrading, pausing, cancelling and coming back, and of invoices paid by card, paid late by bank transfer
// or failing, all through the real services and the real billing run, the clock moved a day at a time. Every
// figure of the billing page then comes from these records. Seeded randomness: the same history every run.

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

/** How the history's customers pay: most by card, some by bank transfer, a few with a card that fails. */
const VISA = "4242424242424242";
const NO_FUNDS = "4000000000009995";

export interface HistoryServices {
  customers: ReturnType<typeof customerService>;
  paymentMethods: ReturnType<typeof paymentMethodService>;
  subscriptions: ReturnType<typeof subscriptionService>;
  invoices: ReturnType<typeof invoiceService>;
}

export interface HistoryOutcome {
  days: number;
  customers: number;
  subscriptions: number;
  invoices: number;
  upgrades: number;
  downgrades: number;
  pauses: number;
  cancellations: number;
  comebacks: number;
  latePayments: number;
}

interface Subscriber {
  customerId: string;
  subscriptionId: string | null;
  plan: number;
  status: "active" | "paused" | "cancelled";
  pays: "card" | "transfer" | "failing";
  /** A bank transfer's delay after the invoice is issued, in days. */
  delay: number;
}

/**
 * `days` days up to `today`, day by day: new customers (`customers` over the period), each subscribing to one
 * of `planPoints` (cheapest first), then each day's upgrades, downgrades, pauses, resumes, cancellations and
 * comebacks, the bank transfers of invoices waiting for one, and the billing run of the day.
 */
export async function seedHistory(options: {
  deps: Deps;
  clock: MovableClock;
  claims: AccessClaims;
  services: HistoryServices;
  planPoints: readonly string[];
  today: Date;
  days: number;
  customers: number;
  /** Runs once on the history's first day (the business's first customers, added by hand). */
  onFirstDay?: () => Promise<void>;
}): Promise<HistoryOutcome> {
  const { deps, clock, claims, services, planPoints, days } = options;
  const random = generator(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const outcome: HistoryOutcome = {
    days,
    customers: 0,
    subscriptions: 0,
    invoices: 0,
    upgrades: 0,
    downgrades: 0,
    pauses: 0,
    cancellations: 0,
    comebacks: 0,
    latePayments: 0,
  };
  const subscribers: Subscriber[] = [];
  const accountId = claims.roundAccountId ?? "";
  const first: Day = addDays(dayOf(options.today), -days);
  const top = planPoints.length - 1;

  const subscribe = async (subscriber: Subscriber) => {
    const created = await services.subscriptions.create(
      claims,
      undefined,
      { customerId: subscriber.customerId, planPricePointId: planPoints[subscriber.plan] },
      undefined,
    );
    subscriber.subscriptionId = (created.body as { id: string }).id;
    subscriber.status = "active";
    outcome.subscriptions += 1;
  };

  for (let index = 0; index <= days; index += 1) {
    const day = addDays(first, index);
    const at = new Date(`${day}T09:00:00Z`);
    clock.set(at);
    if (index === 0) await options.onFirstDay?.();

    // Sign-ups: spread over the period, a few more as the business grows.
    const due = Math.round(options.customers * ((index + 1) / (days + 1)) ** 1.15);
    while (outcome.customers < due) {
      const n = outcome.customers;
      const firstName = pick(FIRST_NAMES);
      const lastName = pick(LAST_NAMES);
      const company = `${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)}`;
      const roll = random();
      const pays: Subscriber["pays"] = roll < 0.75 ? "card" : roll < 0.97 ? "transfer" : "failing";
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
          autoCollection: pays !== "transfer",
        }),
      );
      if (pays !== "transfer") {
        await services.paymentMethods.add(claims, undefined, customer.id, {
          type: "card",
          cardNumber: pays === "failing" ? NO_FUNDS : VISA,
          expiryMonth: 12,
          expiryYear: at.getUTCFullYear() + 4,
          cvc: "123",
        });
      }
      outcome.customers += 1;
      const subscriber: Subscriber = {
        customerId: customer.id,
        subscriptionId: null,
        plan: random() < 0.7 ? 0 : top,
        status: "active",
        pays,
        delay: 2 + Math.floor(random() * 40),
      };
      subscribers.push(subscriber);
      await subscribe(subscriber);
    }

    // What customers do on a day: rarely anything, but over a year every movement happens.
    for (const subscriber of subscribers) {
      const id = subscriber.subscriptionId;
      if (!id || subscriber.pays === "failing") continue;
      const roll = random();
      try {
        if (subscriber.status === "active") {
          if (roll < 0.0011) {
            await services.subscriptions.cancel(
              claims,
              undefined,
              id,
              { atTermEnd: roll < 0.0007 },
              undefined,
            );
            subscriber.status = "cancelled";
            outcome.cancellations += 1;
          } else if (roll < 0.0026 && subscriber.plan < top) {
            subscriber.plan += 1;
            await services.subscriptions.change(
              claims,
              undefined,
              id,
              { planPricePointId: planPoints[subscriber.plan] },
              undefined,
            );
            outcome.upgrades += 1;
          } else if (roll < 0.0033 && subscriber.plan > 0) {
            subscriber.plan -= 1;
            await services.subscriptions.change(
              claims,
              undefined,
              id,
              { planPricePointId: planPoints[subscriber.plan] },
              undefined,
            );
            outcome.downgrades += 1;
          } else if (roll < 0.0036) {
            await services.subscriptions.pause(claims, undefined, id, {}, undefined);
            subscriber.status = "paused";
            outcome.pauses += 1;
          }
        } else if (subscriber.status === "paused" && roll < 0.04) {
          await services.subscriptions.resume(claims, undefined, id, {}, undefined);
          subscriber.status = "active";
        } else if (subscriber.status === "cancelled" && roll < 0.003) {
          // A former customer comes back: a new subscription, the reactivation of its MRR.
          await subscribe(subscriber);
          outcome.comebacks += 1;
        }
      } catch {
        // A step the subscription's state refuses (a cancel at term end already ended it…) changes nothing.
      }
    }

    // Bank transfers: each customer paying by transfer settles an invoice some days after it was issued.
    const waiting = await services.invoices.list(
      claims,
      parseWith(invoiceListQuery, {
        status: "pending",
        orderBy: "createdAt",
        isAscending: "true",
        pageSize: "100",
      }),
    );
    for (const invoice of waiting.items) {
      const subscriber = subscribers.find((one) => one.customerId === invoice.customerId);
      if (subscriber?.pays !== "transfer" || !invoice.issueDate) continue;
      if (addDays(invoice.issueDate, subscriber.delay) > day) continue;
      await services.invoices.recordPayment(
        claims,
        undefined,
        invoice.id,
        {
          amount: invoice.amountDue,
          paymentMethod: "offline",
          reference: `Bank transfer ${invoice.number ?? ""}`.trim(),
        },
        undefined,
      );
      if (subscriber.delay > 30) outcome.latePayments += 1;
    }

    // The day's billing run: renewals, scheduled cancels, resumes, dunning retries, overdue marking.
    await runDue(deps, { testClockId: null, accountId }, day, at);
  }
  clock.set(options.today);
  const invoices = await services.invoices.list(claims, parseWith(invoiceListQuery, { pageSize: "1" }));
  outcome.invoices = invoices.totalCount;
  return outcome;
}
