import { addDays, changeRatio, dayOf } from "@round/billing";
import type { InvoiceResponse, MetricsSummaryResponse, MrrMonthResponse } from "@round/forms/schemas";
import {
  Button,
  type DataTableColumn,
  EmptyState,
  formatMoney,
  Inline,
  Money,
  MovementsChart,
  type MovementsChartSeries,
  PageHeader,
  PageState,
  Select,
  StatCard,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { invoiceMessages } from "../../api/invoices";
import { metricsMessages } from "../../api/metrics";
import { useInvoices } from "../../hooks/invoices";
import { useMetricsSummary, useMrrHistory } from "../../hooks/metrics";
import { useAccountCurrency } from "../../hooks/useAccount";
import { NotAllowed, useCan } from "../../hooks/useCan";
import * as layout from "../../layouts/layout.css";
import { CreateInvoice, InvoiceDialog } from "../Invoices/dialogs";
import { day, INVOICE_STATUS_BADGE, invoiceNumber } from "../Invoices/invoiceFormat";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import * as styles from "./Billing.css";
import { collectionDays, monthLabel, percentOf, signedPercent } from "./billingFormat";

/** The range picker's choices, in months; 12 by default. */
export const RANGES = [3, 6, 12, 24] as const;
const DEFAULT_RANGE = 12;

const SERIES: MovementsChartSeries[] = [
  { key: "new", label: "New", tone: "series1" },
  { key: "expansion", label: "Expansion", tone: "series2" },
  { key: "reactivation", label: "Reactivation", tone: "series3" },
  { key: "contraction", label: "Contraction", tone: "series4" },
  { key: "churned", label: "Churn", tone: "series5" },
];

function rangeOf(value: string | null): number {
  const months = Number(value);
  return (RANGES as readonly number[]).includes(months) ? months : DEFAULT_RANGE;
}

/**
 * `/billing`: the account's revenue at a glance (MRR, active subscriptions, payment success rate and average
 * collection time, each against 30 days before), the MRR of the last months with its movements, and the five
 * newest invoices, with Create Invoice. Every figure comes from `/api/metrics` and `/api/invoices`.
 */
export default function BillingScreen() {
  const [params, setParams] = useSearchParams();
  const months = rangeOf(params.get("months"));
  const summary = useMetricsSummary();
  // The change beside each figure: against the same figures 30 days before the server's day.
  const previousDay = summary.data ? addDays(summary.data.asOf, -30) : undefined;
  const previous = useMetricsSummary(previousDay);
  const history = useMrrHistory(months);
  const accountCurrency = useAccountCurrency();
  const recent = useInvoices({ pageSize: 5, orderBy: "createdAt", isAscending: false });
  const can = useCan("manageBilling");
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  const setRange = (value: number) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULT_RANGE) next.delete("months");
    else next.set("months", String(value));
    setParams(next, { replace: true });
  };

  return (
    <div className={layout.page}>
      <PageHeader
        title="Billing"
        subtitle="Your revenue, how it moved and how it is collected, worked out from your subscriptions, invoices and payments."
        actions={
          <Button
            onClick={() => setCreating(true)}
            disabled={!can.allowed}
            title={can.reason ?? undefined}
            {...preloadOn(CreateInvoice, InvoiceDialog)}
          >
            Create Invoice
          </Button>
        }
      />
      <NotAllowed action="manageBilling" />
      <SummaryCards summary={summary} previous={previous.data} accountCurrency={accountCurrency} />
      <section aria-labelledby="billing-mrr" className={styles.panel}>
        <Inline justify="between" align="end" gap="md">
          <h2 id="billing-mrr" className={styles.heading}>
            MRR movements
          </h2>
          <Select
            label="Range"
            value={String(months)}
            onValueChange={(value) => setRange(Number(value))}
            options={RANGES.map((value) => ({ value: String(value), label: `Last ${value} months` }))}
            className={styles.range}
          />
        </Inline>
        <MrrChart history={history} currency={summary.data?.currency ?? accountCurrency} months={months} />
      </section>
      <div className={styles.panel}>
        <Inline justify="between" align="center" gap="md">
          <h2 className={styles.heading}>Recent invoices</h2>
          <UiLink href="/invoices" as={Link}>
            View all invoices
          </UiLink>
        </Inline>
        <RecentInvoices query={recent} onCreate={can.allowed ? () => setCreating(true) : undefined} />
      </div>
      <CreateInvoice
        open={creating}
        onOpenChange={setCreating}
        onCreated={(invoice) => navigate(`/invoices/${invoice.id}`)}
      />
    </div>
  );
}

function SummaryCards({
  summary,
  previous,
  accountCurrency,
}: {
  summary: ReturnType<typeof useMetricsSummary>;
  previous: MetricsSummaryResponse | undefined;
  /** Until the figures arrive, their currency. */
  accountCurrency: string;
}) {
  if (summary.isError) {
    return (
      <PageState
        status="error"
        title={metricsMessages.loadSummaryFailed}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const now = summary.data;
  const loading = summary.isPending;
  const currency = now?.currency ?? accountCurrency;
  const vs = "vs 30 days ago";
  const change = (current: number | null | undefined, before: number | null | undefined) => {
    if (current === null || current === undefined || before === null || before === undefined)
      return undefined;
    const ratio = changeRatio(String(current), String(before));
    return ratio === null ? undefined : signedPercent(Number(ratio));
  };
  const days = now?.averageCollectionDays ?? null;
  const collectionChange = change(days, previous?.averageCollectionDays);
  return (
    <>
      <section aria-label="Revenue summary" className={layout.fourStats}>
        <StatCard
          label="Monthly Revenue"
          value={<Money amount={now?.mrr ?? 0} currency={currency} />}
          change={change(now?.mrr, previous?.mrr)}
          changeLabel={vs}
          note={now && now.mrr === 0 ? "No paying subscriptions yet" : undefined}
          loading={loading}
        />
        <StatCard
          label="Active Subscriptions"
          value={now?.activeSubscriptions ?? 0}
          change={change(now?.activeSubscriptions, previous?.activeSubscriptions)}
          changeLabel={vs}
          note={now && now.activeSubscriptions === 0 ? "Subscribe a customer to a plan to start" : undefined}
          loading={loading}
        />
        <StatCard
          label="Payment Success Rate"
          value={now?.paymentSuccessRate == null ? "—" : percentOf(now.paymentSuccessRate)}
          change={change(now?.paymentSuccessRate, previous?.paymentSuccessRate)}
          changeLabel={vs}
          note={now?.paymentSuccessRate == null ? "No card payments in the last 30 days" : undefined}
          loading={loading}
        />
        <StatCard
          label="Avg Collection Time"
          value={days === null ? "—" : collectionDays(days)}
          change={collectionChange}
          changeLabel={vs}
          // Faster collection is the good news.
          changeTone={
            collectionChange === undefined
              ? undefined
              : collectionChange.startsWith("-")
                ? "positive"
                : collectionChange.startsWith("+")
                  ? "negative"
                  : "neutral"
          }
          note={days === null ? "No invoices paid in the last 30 days" : undefined}
          loading={loading}
        />
      </section>
      {now && now.otherCurrencies.length > 0 ? (
        <section aria-label="Other currencies" className={styles.others}>
          <p className={styles.muted}>
            Revenue in other currencies, kept apart (never converted):{" "}
            {now.otherCurrencies
              .map((other) => `${formatMoney(other.mrr, other.currency)} MRR in ${other.currency}`)
              .join(", ")}
          </p>
        </section>
      ) : null}
    </>
  );
}

function MrrChart({
  history,
  currency,
  months,
}: {
  history: ReturnType<typeof useMrrHistory>;
  currency: string;
  months: number;
}) {
  if (history.isError) {
    return (
      <PageState
        status="error"
        title={metricsMessages.loadMrrFailed}
        message={history.error.message}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
        headingLevel={3}
      />
    );
  }
  if (history.isPending)
    return <PageState status="loading" label="Loading the MRR history" skeletonLines={4} />;
  const items: MrrMonthResponse[] = history.data.items;
  const empty = items.every((month) => month.mrr === 0 && month.startMrr === 0 && month.churned === 0);
  const money = (value: number) => formatMoney(value, history.data.currency ?? currency);
  return (
    <MovementsChart
      title={`MRR over the last ${months} months`}
      description="Bars: what new, expansion and reactivation added and contraction and churn took each month. Line: MRR at each month's end."
      headingLevel={3}
      data={
        empty
          ? []
          : items.map((month) => ({
              label: monthLabel(month.month),
              segments: {
                new: month.new,
                expansion: month.expansion,
                reactivation: month.reactivation,
                contraction: month.contraction,
                churned: month.churned,
              },
              line: month.mrr,
            }))
      }
      series={SERIES}
      lineLabel="MRR"
      formatValue={money}
      formatTick={(value) => formatMoney(value, history.data.currency ?? currency, { compact: true })}
      emptyText="No MRR yet: the chart fills in as customers subscribe to your plans."
    />
  );
}

function RecentInvoices({
  query,
  onCreate,
}: {
  query: ReturnType<typeof useInvoices>;
  onCreate: (() => void) | undefined;
}) {
  if (query.isError) {
    return (
      <PageState
        status="error"
        title={invoiceMessages.loadInvoicesFailed}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={3}
      />
    );
  }
  const items = query.data?.items ?? [];
  if (!query.isPending && items.length === 0) {
    return (
      <EmptyState
        title="No invoices yet"
        headingLevel={3}
        description="Invoices appear here as subscriptions renew, or when you create one."
        action={onCreate ? <Button onClick={onCreate}>Create Invoice</Button> : undefined}
      />
    );
  }
  const columns: DataTableColumn<InvoiceResponse>[] = [
    {
      key: "number",
      header: "Invoice",
      cell: (invoice) => (
        <UiLink href={`/invoices/${invoice.id}`} as={Link}>
          {invoiceNumber(invoice)}
        </UiLink>
      ),
      width: 130,
    },
    {
      key: "customer",
      header: "Customer",
      cell: (invoice) => <span className={styles.name}>{invoice.customerName}</span>,
    },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      cell: (invoice) => <Money amount={invoice.amount} currency={invoice.currency} />,
      width: 110,
    },
    {
      key: "status",
      header: "Status",
      cell: (invoice) => <StatusBadge {...INVOICE_STATUS_BADGE[invoice.status]} />,
      width: 130,
    },
    {
      key: "date",
      header: "Date",
      // A draft has no issue date yet: the day it was written.
      cell: (invoice) => day(invoice.issueDate ?? dayOf(new Date(invoice.createdAt))),
      // The widest date ("Nov 26, 2026") on one line: at 120 px some days wrapped and others did not.
      width: 140,
    },
  ];
  return (
    <DataTable
      aria-label="Recent invoices"
      columns={columns}
      rows={items}
      getRowId={(invoice) => invoice.id}
      loading={query.isPending}
      loadingLabel="Loading invoices"
      // The fixed columns take 510 px: below this the table scrolls sideways rather than squeezing names.
      minWidth={680}
    />
  );
}
