/**
 * @round/billing: the pure maths of money (exact amounts, currencies, pricing models). No I/O, no React.
 */
export { minorUnits } from "./currencies.ts";
export {
  type Amount,
  type AmountInput,
  addAmounts,
  type BillingFrequency,
  compareAmounts,
  divideAmount,
  meanAmount,
  monthlyValue,
  multiplyAmount,
  roundMoney,
  subtractAmounts,
  toAmount,
} from "./money.ts";
export {
  type PriceBreakdownLine,
  type PriceOptions,
  type PricePointLike,
  type PriceResult,
  type PriceTier,
  type PricingModel,
  priceFor,
  startingPrice,
} from "./pricing.ts";
