import type { Day } from "@round/billing";
import { BILLING_SETTINGS_DEFAULTS } from "@round/forms/schemas";
import type { Executor } from "../db/client.ts";
import { refreshCustomerFigures } from "../db/sql/customer-figures.ts";
import type { Deps } from "../deps.ts";
import { validationFailed } from "../http/errors.ts";
import { trailOn } from "../modules/audit/index.ts";
import { type SettingsRow, settingsRow } from "../modules/billing/index.ts";
import { recordEvents } from "../modules/events/index.ts";
import { PendingSums } from "../modules/metrics/index.ts";
import type { TaxRateRow } from "../modules/tax/index.ts";
import { PendingEvents } from "./events.ts";
import { PendingNumbers } from "./numbers.ts";
import type { Pricing } from "./pricing.ts";

// What one run of engine work carries: its transaction, account, settings and time, the steps it took,
// and the account's shared rows it writes last (COMMERCE.md, "Invoices, payments and billing").

export const refuse = (field: string, message: string, code = "INVALID_FORMAT") =>
  validationFailed([{ code, description: message, field }]);

export interface EffectiveSettings {
  netTermDays: number;
  invoicePrefix: string;
  dunningDays: number[];
  afterFinalFailure: "stay_active" | "cancel";
  gateway: "test" | "stripe";
  stripeSecretLast4: string | null;
}

export function effective(row: SettingsRow | undefined): EffectiveSettings {
  return {
    netTermDays: row?.netTermDays ?? BILLING_SETTINGS_DEFAULTS.netTermDays,
    invoicePrefix: row?.invoicePrefix ?? BILLING_SETTINGS_DEFAULTS.invoicePrefix,
    dunningDays: row?.dunningDays ?? [...BILLING_SETTINGS_DEFAULTS.dunningDays],
    afterFinalFailure: row?.afterFinalFailure ?? BILLING_SETTINGS_DEFAULTS.afterFinalFailure,
    gateway: row?.gateway ?? BILLING_SETTINGS_DEFAULTS.gateway,
    stripeSecretLast4: row?.stripeSecretLast4 ?? null,
  };
}

/** A step the engine took (or, in a preview, would take). */
export interface Step {
  on: Day;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerName: string;
  action: string;
}

/** One run of engine work: the transaction, the account, its settings and the day it is for the records. */
export interface Run {
  deps: Deps;
  tx: Executor;
  accountId: string;
  settings: EffectiveSettings;
  /** The moment written on records (the test clock's frozen time for customers on a clock). */
  now: Date;
  /** Nothing leaves the process: no gateway call (a preview runs the same code and rolls back). */
  preview: boolean;
  steps: Step[];
  /** Customers whose kept figures must be worked out again before the transaction ends (`flushFigures`). */
  touched: Set<string>;
  /** Catalog reads of this run, by price points (versions never change in place, so a run may keep them). */
  pricings: Map<string, Pricing>;
  /** The account's revenue sums this run moved, written by `flushFigures` just before it commits. */
  sums: PendingSums;
  /** The invoices it finalized, numbered after the sums (`PendingNumbers`). */
  numbers: PendingNumbers;
  /** The changes it made, written as events when its transaction ends (`PendingEvents`, `writeShared`). */
  events: PendingEvents;
  /** What the run has read once and may keep (shared by the copies a step makes of its run). */
  kept: {
    accountName?: string;
    /**
     * Subscriptions this run has just written with no add-ons and no coupons: their steps in this run need
     * not read either (a new subscription's first term, `POST /api/subscriptions`).
     */
    bare?: ReadonlySet<string>;
    /** The account's active tax rates (`taxOf`). */
    taxRates?: readonly TaxRateRow[];
    /** The rate each customer the run asked about pays (`mrrWithoutTax`, `withTaxPaid`). */
    customerRates?: Map<string, TaxRateRow | null>;
  };
}

export async function openRun(
  deps: Deps,
  tx: Executor,
  accountId: string,
  now: Date,
  preview = false,
): Promise<Run> {
  return {
    deps,
    tx,
    accountId,
    settings: effective(await settingsRow(tx, accountId)),
    now,
    preview,
    steps: [],
    touched: new Set(),
    pricings: new Map(),
    sums: new PendingSums(),
    numbers: new PendingNumbers(),
    events: new PendingEvents(),
    kept: {},
  };
}

/**
 * Works out the kept figures of every customer the run changed (once each, however many steps), then makes
 * the transaction's last writes (`writeShared`; `shared: false` leaves them for later).
 */
export async function flushFigures(run: Run, options: { shared?: boolean } = {}): Promise<void> {
  await refreshCustomerFigures(run.tx, run.accountId, [...run.touched], run.now);
  run.touched.clear();
  if (options.shared ?? true) await writeShared(run);
}

/**
 * The transaction's last writes, to the account's rows that every other write of the account waits for until
 * this one commits: its revenue sums and its invoice numbers in one statement, then what names the numbers
 * (`PendingNumbers.whenNumbered`: credits' reasons, mails, the steps' texts) and the events of its changes
 * (read for before the shared rows are taken, written in one statement once the invoices have their
 * numbers). A preview, rolled back, writes none.
 */
export async function writeShared(run: Run): Promise<void> {
  const events = run.preview || !trailOn() ? null : await run.events.build(run);
  await run.numbers.write(run.tx, run.accountId, run.settings.invoicePrefix, run.sums.take(run.tx));
  if (events) await recordEvents(run.tx, events(run.numbers));
}
