import { Money } from "@round/ui";
import { pricePeriod } from "./catalogFormat";

export interface StartingPriceProps {
  price: {
    amount: number;
    currency: string;
    billingFrequency: string | null;
    pricingModel: string;
  } | null;
  /** Shown when there is no price to start from ('Custom / Contact for pricing', 'Contact Sales'). */
  custom: string;
}

/** An item's starting price in its currency with the spec's suffix ('/mo', '/yr', '/unit'), or the custom text. */
export function StartingPrice({ price, custom }: StartingPriceProps) {
  if (!price) return <span>{custom}</span>;
  return (
    <Money
      amount={price.amount}
      currency={price.currency}
      period={pricePeriod(price.billingFrequency, price.pricingModel)}
    />
  );
}
