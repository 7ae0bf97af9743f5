import {
  addAmounts,
  addDays,
  CHURN_WINDOW_DAYS,
  dayOf,
  lastMonths,
  MOVEMENT_KINDS,
  meanDays,
  minorUnits,
  monthsOf,
  paymentSuccessRate,
  roundMoney,
  summaryFigures,
} from "@round/billing";
import type { MetricsSummaryResponse, MrrResponse } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import { LIVE_SCOPE } from "../../db/schema/billing.ts";
import type { Deps } from "../../deps.ts";
import { clockRow } from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { catalogSettingsService } from "../catalog/index.ts";
import { loadTenant } from "../identities/index.ts";
import { daySums, type MonthRow, monthsUpTo, type Scope } from "./queries.ts";
import type { MrrQuery, SummaryQuery } from "./schemas.ts";

export const TEST_CLOCK_NOT_FOUND = "Test clock not found.";

/** A kept month's movements as customer days of its first day (what `monthsOf` sums). */
function monthDays(row: MonthRow) {
  return MOVEMENT_KINDS.map((kind) => ({ on: `${row.month}-01`, kind, amount: row[kind] }));
}

/**
 * Revenue metrics (COMMERCE.md, "Metrics") from the kept months and days: a few rows per request, however
 * many customers and invoices the account has.
 */
export function metricsService(deps: Deps) {
  const { db } = deps;
  const settings = catalogSettingsService(deps);

  /** Whose figures and on which day: the account's, or a test clock's own (its frozen day by default). */
  async function scopeOf(
    claims: AccessClaims,
    query: {
      roundAccountId?: string | undefined;
      testClockId?: string | undefined;
      asOf?: string | undefined;
    },
  ) {
    const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
    let scope: Scope = { accountId: tenant.accountId, scope: LIVE_SCOPE };
    let today = dayOf(deps.clock.date());
    if (query.testClockId !== undefined && query.testClockId !== "") {
      if (!isUuid(query.testClockId)) throw notFound(TEST_CLOCK_NOT_FOUND);
      const clock = await clockRow(db, tenant.accountId, query.testClockId.toLowerCase());
      if (!clock) throw notFound(TEST_CLOCK_NOT_FOUND);
      scope = { accountId: tenant.accountId, scope: clock.id };
      today = dayOf(clock.frozenTime);
    }
    const currency = (await settings.settingsOf(claims, tenant.accountId)).defaultCurrency;
    return { scope, asOf: query.asOf ?? today, today, currency };
  }

  /**
   * Per currency on `day`: MRR, paying customers and the churn window's counts (whole months before the
   * window's month from the kept months, the days after from the kept days), the subscriptions bringing MRR,
   * and the 30 days' card attempts and paid invoices.
   */
  async function figures(ex: Executor, scope: Scope, day: string) {
    const windowStart = addDays(day, -CHURN_WINDOW_DAYS);
    const firstRecentMonth = windowStart.slice(0, 7);
    const [months, days] = await Promise.all([
      monthsUpTo(ex, scope, day.slice(0, 7)),
      daySums(ex, scope, `${firstRecentMonth}-01`, windowStart, day),
    ]);
    const bases = new Map<string, { mrr: string; paying: number; payingAtWindowStart: number }>();
    for (const row of months) {
      if (row.month >= firstRecentMonth) continue;
      const entry = bases.get(row.currency) ?? { mrr: "0", paying: 0, payingAtWindowStart: 0 };
      const step = row.newCount + row.reactivationCount - row.churnedCount;
      entry.paying += step;
      entry.payingAtWindowStart += step;
      entry.mrr = addAmounts(entry.mrr, ...MOVEMENT_KINDS.map((kind) => row[kind]));
      bases.set(row.currency, entry);
    }
    const currencies = new Set([...bases.keys(), ...days.map((row) => row.currency)]);
    const answer = new Map<
      string,
      Omit<MetricsSummaryResponse, "asOf" | "testClockId" | "otherCurrencies">
    >();
    for (const currency of currencies) {
      const basis = bases.get(currency) ?? { mrr: "0", paying: 0, payingAtWindowStart: 0 };
      const recent = days.find((row) => row.currency === currency);
      const kept = summaryFigures(
        {
          mrr: addAmounts(basis.mrr, recent?.amount ?? "0"),
          payingCustomers: basis.paying + (recent?.payingChange ?? 0),
          payingAtWindowStart: basis.payingAtWindowStart + (recent?.payingChangeToWindow ?? 0),
          churnedInWindow: recent?.churnedInWindow ?? 0,
        },
        minorUnits(currency),
      );
      const collected = meanDays(recent?.paidDays ?? 0, recent?.paidInvoices ?? 0);
      const successRate = paymentSuccessRate(recent?.succeeded ?? 0, recent?.attempts ?? 0);
      const money = (value: string | null) => (value === null ? null : Number(roundMoney(value, currency)));
      answer.set(currency, {
        currency,
        mrr: Number(roundMoney(kept.mrr, currency)),
        arr: Number(roundMoney(kept.arr, currency)),
        activeSubscriptions: recent?.activeSubscriptions ?? 0,
        activeCustomers: kept.payingCustomers,
        customerChurnRate: kept.customerChurnRate === null ? null : Number(kept.customerChurnRate),
        arpa: money(kept.arpa),
        ltv: money(kept.ltv),
        paymentSuccessRate: successRate === null ? null : Number(successRate),
        averageCollectionDays: collected === null ? null : Number(collected),
      });
    }
    return answer;
  }

  return {
    async summary(claims: AccessClaims, query: SummaryQuery): Promise<MetricsSummaryResponse> {
      const { scope, asOf, currency } = await scopeOf(claims, query);
      const byCurrency = await figures(db, scope, asOf);
      const main = byCurrency.get(currency) ?? {
        currency,
        mrr: 0,
        arr: 0,
        activeSubscriptions: 0,
        activeCustomers: 0,
        customerChurnRate: null,
        arpa: null,
        ltv: null,
        paymentSuccessRate: null,
        averageCollectionDays: null,
      };
      return {
        ...main,
        asOf,
        testClockId: scope.scope === LIVE_SCOPE ? null : scope.scope,
        otherCurrencies: [...byCurrency.values()]
          .filter((figures) => figures.currency !== currency)
          .sort((a, b) => a.currency.localeCompare(b.currency)),
      };
    },

    async mrr(claims: AccessClaims, query: MrrQuery): Promise<MrrResponse> {
      const { scope, asOf, currency } = await scopeOf(claims, query);
      const months = lastMonths(asOf, query.months);
      const rows = (await monthsUpTo(db, scope, asOf.slice(0, 7))).filter((row) => row.currency === currency);
      const items = monthsOf(rows.flatMap(monthDays), months).map((month) => ({
        month: month.month,
        startMrr: Number(roundMoney(month.startMrr, currency)),
        mrr: Number(roundMoney(month.mrr, currency)),
        new: Number(roundMoney(month.new, currency)),
        expansion: Number(roundMoney(month.expansion, currency)),
        contraction: Number(roundMoney(month.contraction, currency)),
        churned: Number(roundMoney(month.churned, currency)),
        reactivation: Number(roundMoney(month.reactivation, currency)),
      }));
      return { currency, testClockId: scope.scope === LIVE_SCOPE ? null : scope.scope, items };
    },
  };
}
