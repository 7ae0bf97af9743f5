import type { ChargeResponse } from "@round/forms/schemas";
import { Money } from "@round/ui";
import { pricePeriod } from "./catalogFormat";

/** A charge's first price: a percentage ('1.5%'), or an amount in its currency with its suffix. */
export function FirstPrice({ charge }: { charge: ChargeResponse }) {
  const first = charge.pricePoints[0];
  if (!first) return <span>—</span>;
  if (first.pricingModel === "percentage") return <span>{`${first.percentage ?? 0}%`}</span>;
  const amount = first.price ?? first.unitPrice ?? first.tiers[0]?.price;
  if (amount === undefined || amount === null) return <span>—</span>;
  return (
    <Money
      amount={amount}
      currency={first.currency}
      period={pricePeriod(first.billingFrequency, first.pricingModel)}
    />
  );
}
