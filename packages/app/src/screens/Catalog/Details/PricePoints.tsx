import type { PricePointResponse } from "@round/forms/schemas";
import {
  Banner,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  formatDate,
  formatMoney,
  Money,
  Stack,
} from "@round/ui";
import * as layout from "../../../layouts/layout.css";
import { CheckoutLinks } from "./CheckoutLinks";
import { extraSuffix, frequencyLabel, modelLabel, periodOf, yesNo } from "./labels";
import { describeBreakdown, type Quote, quotesFor, type UsageMetricLike } from "./pricing";

const TIER_MODELS = new Set(["tiered", "volume", "stairstep"]);

/** Up to six decimals for unit prices (usage goes down to fractions of a cent), the currency's own at least. */
const unitMoney = (amount: number, currency: string) =>
  formatMoney(amount, currency, { maximumFractionDigits: 6 });

/** The price as a person reads it first: '$49.00/mo', '$0.50/unit', '$100.00 per 10 units', '2.5%'. */
function PointPrice({ point }: { point: PricePointResponse }) {
  const period = periodOf(point.billingFrequency);
  const extra = extraSuffix(point.billingFrequency);
  const { currency } = point;
  if (TIER_MODELS.has(point.pricingModel) || (point.pricingModel === "metered" && point.tiers.length > 0)) {
    const first = point.tiers[0];
    const count = point.tiers.length;
    return (
      <span>
        {count} {count === 1 ? "tier" : "tiers"}
        {first ? (
          <>
            {" from "}
            <Money amount={first.price} currency={currency} period="unit" maximumFractionDigits={6} />
          </>
        ) : null}
      </span>
    );
  }
  switch (point.pricingModel) {
    case "percentage":
      return <span>{point.percentage ?? "—"}%</span>;
    case "per_unit":
    case "metered":
      return (
        <Money
          amount={point.unitPrice ?? point.price ?? 0}
          currency={currency}
          period="unit"
          maximumFractionDigits={6}
        />
      );
    case "package":
      return (
        <span>
          <Money amount={point.price ?? 0} currency={currency} period={period} />
          {extra} per {point.packageSize ?? "—"} units
        </span>
      );
    default:
      return (
        <span>
          <Money amount={point.price ?? 0} currency={currency} period={period} />
          {extra}
        </span>
      );
  }
}

function unitsText(tier: { startingUnit: number; endingUnit: number | null }) {
  return tier.endingUnit === null
    ? `${tier.startingUnit} and above`
    : `${tier.startingUnit} – ${tier.endingUnit}`;
}

type Tier = PricePointResponse["tiers"][number];

/** A point's name for the tables' accessible names: several points each have a Tiers table. */
const pointTitle = (point: PricePointResponse) =>
  `${point.currency} · ${frequencyLabel(point.billingFrequency)} · ${modelLabel(point.pricingModel)}`;

function TiersTable({ point }: { point: PricePointResponse }) {
  const flat = point.pricingModel === "stairstep";
  const columns: DataTableColumn<Tier>[] = [
    { key: "units", header: "Units", cell: unitsText },
    {
      key: "price",
      header: flat ? "Price for the step" : "Price per unit",
      align: "end",
      cell: (tier) => unitMoney(tier.price, point.currency),
    },
  ];
  return (
    <DataTable
      aria-label={`Tiers, ${pointTitle(point)}`}
      // Two short columns: they fit a phone without scrolling sideways.
      minWidth={320}
      columns={columns}
      rows={point.tiers}
      getRowId={(tier) => String(tier.startingUnit)}
    />
  );
}

function QuotesTable({ point, metric }: { point: PricePointResponse; metric?: UsageMetricLike | null }) {
  const quotes = quotesFor(point, metric);
  if ("error" in quotes)
    return <Banner tone="warning">This price point cannot be priced: {quotes.error}</Banner>;
  const period = periodOf(point.billingFrequency);
  const extra = extraSuffix(point.billingFrequency);
  const percentage = point.pricingModel === "percentage";
  const columns: DataTableColumn<Quote>[] = [
    percentage
      ? {
          key: "base",
          header: "Of an amount of",
          width: "10rem",
          cell: (quote) => formatMoney(quote.baseAmount ?? 0, point.currency),
        }
      : {
          key: "quantity",
          header: point.pricingModel === "metered" ? "Usage" : "Quantity",
          width: "8rem",
          cell: (quote) =>
            `${quote.quantity.toLocaleString("en-US")} ${quote.quantity === 1 ? "unit" : "units"}`,
        },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      width: "10rem",
      cell: (quote) => (
        <span>
          <Money amount={quote.amount} currency={quote.currency} period={period} />
          {extra}
        </span>
      ),
    },
    {
      key: "how",
      header: "How it adds up",
      cell: (quote) =>
        describeBreakdown(quote.breakdown, (amount) => unitMoney(amount, quote.currency)) || "—",
    },
  ];
  return (
    <DataTable
      aria-label={`What it costs, ${pointTitle(point)}`}
      minWidth={480}
      columns={columns}
      rows={quotes}
      getRowId={(quote) => String(quote.baseAmount ?? quote.quantity)}
    />
  );
}

/** One price point: its price, every field, its tiers and what it costs at a few quantities. */
function PricePointCard({
  point,
  metric,
  checkoutLinks = false,
}: {
  point: PricePointResponse;
  metric?: UsageMetricLike | null;
  checkoutLinks?: boolean;
}) {
  const title = pointTitle(point);
  return (
    <Card title={title} headingLevel={3}>
      <Stack gap="lg">
        {point.description ? <p className={layout.muted}>{point.description}</p> : null}
        <DescriptionList
          columns={2}
          items={[
            { term: "Price", detail: <PointPrice point={point} /> },
            { term: "Pricing model", detail: modelLabel(point.pricingModel) },
            { term: "Currency", detail: point.currency },
            { term: "Billing frequency", detail: frequencyLabel(point.billingFrequency) },
            {
              term: "Setup fee",
              detail: point.setupFee ? (
                <span>
                  <Money amount={point.setupFee} currency={point.currency} /> (first invoice only)
                </span>
              ) : (
                "None"
              ),
            },
            { term: "Free quantity", detail: point.freeQuantity ? `${point.freeQuantity} units` : "None" },
            ...(point.pricingModel === "package"
              ? [{ term: "Package size", detail: `${point.packageSize ?? "—"} units` }]
              : []),
            ...(point.trialPeriod ? [{ term: "Trial", detail: `${point.trialPeriod} days` }] : []),
            { term: "Show in checkout", detail: yesNo(point.showInCheckout) },
            { term: "Show in portal", detail: yesNo(point.showInPortal) },
            {
              term: "Version",
              detail: `${point.version}${point.version > 1 ? ` (since ${formatDate(point.createdAt)})` : ""}`,
            },
            { term: "Price point ID", detail: point.id },
          ]}
        />
        {point.tiers.length > 0 ? (
          <>
            <h4 className={layout.subheading}>Tiers</h4>
            <TiersTable point={point} />
          </>
        ) : null}
        <h4 className={layout.subheading}>What it costs</h4>
        <QuotesTable point={point} metric={metric} />
        {checkoutLinks ? <CheckoutLinks point={point} title={title} /> : null}
      </Stack>
    </Card>
  );
}

/** Every price point of a plan, add-on or charge; a plan's with their checkout links (`checkoutLinks`). */
export function PricePoints({
  points,
  metric,
  checkoutLinks = false,
}: {
  points: readonly PricePointResponse[];
  metric?: UsageMetricLike | null;
  checkoutLinks?: boolean;
}) {
  return (
    <Stack as="section" aria-labelledby="price-points" gap="lg">
      <h2 id="price-points" className={layout.subheading}>
        Price points ({points.length})
      </h2>
      {points.length === 0 ? (
        <EmptyState title="No price points" description="Custom / Contact Sales" headingLevel={3} />
      ) : (
        points.map((point) => (
          <PricePointCard key={point.id} point={point} metric={metric} checkoutLinks={checkoutLinks} />
        ))
      )}
    </Stack>
  );
}
