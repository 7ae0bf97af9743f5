/**
 * The revenue metrics API in memory (`/api/metrics/summary`, `/api/metrics/mrr`), answering from a history of
 * monthly movements the story gives: the summary on a day and 30 days before, and the MRR months, worked out
 * by @round/billing's own `monthsOf` (start plus movements is the end), as the server does.
 */
import { lastMonths, monthsOf } from "@round/billing";
import type { MetricsSummaryResponse, MrrMonthResponse } from "@round/forms/schemas";
import { HttpResponse, http } from "msw";
import type { RequestSpy } from "./handlers";

/** One month of movements (positive new, expansion, reactivation; negative contraction, churned). */
interface MonthSeed {
  month: string;
  new?: number;
  expansion?: number;
  contraction?: number;
  churned?: number;
  reactivation?: number;
}

export type SummarySeed = Omit<MetricsSummaryResponse, "asOf" | "testClockId" | "otherCurrencies"> & {
  otherCurrencies?: MetricsSummaryResponse["otherCurrencies"];
};

export interface MetricsBackendOptions {
  /** The day the server is on (the summary's `asOf`). */
  today?: string;
  /** The figures today, and 30 days before (`previous`). */
  summary?: SummarySeed;
  previous?: SummarySeed;
  /** The movements month by month, oldest first. */
  months?: MonthSeed[];
  currency?: string;
  spy?: RequestSpy;
}

const METRICS_TODAY = "2026-03-02";

/** No data yet: nothing paying, no attempts, no paid invoices. */
export function emptySummary(currency = "USD"): SummarySeed {
  return {
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
}

export function metricsBackend(options: MetricsBackendOptions = {}) {
  const today = options.today ?? METRICS_TODAY;
  const currency = options.currency ?? options.summary?.currency ?? "USD";
  const summary = options.summary ?? emptySummary(currency);
  const previous = options.previous ?? summary;
  const seen = (request: Request) => {
    const url = new URL(request.url);
    options.spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: null,
    });
    return url;
  };
  return [
    http.get("/api/metrics/summary", ({ request }) => {
      const url = seen(request);
      const asOf = url.searchParams.get("asOf");
      const figures = asOf && asOf < today ? previous : summary;
      return HttpResponse.json({
        ...figures,
        otherCurrencies: figures.otherCurrencies ?? [],
        asOf: asOf ?? today,
        testClockId: null,
      } satisfies MetricsSummaryResponse);
    }),
    http.get("/api/metrics/mrr", ({ request }) => {
      const url = seen(request);
      const count = Number(url.searchParams.get("months") ?? 12);
      const days = (options.months ?? []).flatMap((month) =>
        (["new", "expansion", "contraction", "churned", "reactivation"] as const).map((kind) => ({
          on: `${month.month}-01`,
          kind,
          amount: String(month[kind] ?? 0),
        })),
      );
      const items: MrrMonthResponse[] = monthsOf(days, lastMonths(today, count)).map((month) => ({
        month: month.month,
        startMrr: Number(month.startMrr),
        mrr: Number(month.mrr),
        new: Number(month.new),
        expansion: Number(month.expansion),
        contraction: Number(month.contraction),
        churned: Number(month.churned),
        reactivation: Number(month.reactivation),
      }));
      return HttpResponse.json({ currency, testClockId: null, items });
    }),
  ];
}

/**
 * A growing year to `METRICS_TODAY`: each month's new business, expansion and reactivation ahead of its
 * contraction and churn. Fixed numbers, so pictures are stable.
 */
export function growingYear(): MonthSeed[] {
  return lastMonths(METRICS_TODAY, 12).map((month, index) => ({
    month,
    new: 1_200 + index * 150,
    expansion: 300 + (index % 4) * 60,
    reactivation: index % 3 === 0 ? 90 : 0,
    contraction: -(120 + (index % 5) * 30),
    churned: -(200 + (index % 3) * 70),
  }));
}
