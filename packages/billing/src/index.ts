/**
 * @round/billing: the pure maths of money (exact amounts, currencies, pricing models, billing terms,
 * proration, coupons and invoice totals). No I/O, no React.
 */
export { applicableCoupons, type RedeemedCoupon } from "./coupons.ts";
export {
  decreaseCredit,
  type GivenCredit,
  type PaidInvoice,
  type PaidLine,
  unusedCredit,
} from "./credit.ts";
export { minorUnits } from "./currencies.ts";
export { CURRENCY_SYMBOLS, fixedAmount, formatMoney } from "./format.ts";
export {
  type CouponLike,
  couponApplies,
  creditToApply,
  discountOf,
  estimateDiscount,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
  invoiceTotals,
  type LineKind,
  paymentOn,
} from "./invoice.ts";
export {
  firstInvoiceLines,
  LinePricingError,
  mrrOf,
  recurringLines,
  type SubscriptionAddon,
  type SubscriptionItem,
  type SubscriptionItems,
  termAmount,
  usageCharge,
} from "./lines.ts";
export {
  averageCollectionDays,
  CHURN_WINDOW_DAYS,
  type CustomerDay,
  changeRatio,
  classifyMovement,
  customerDays,
  customerMrrOn,
  lastMonths,
  MOVEMENT_KINDS,
  type MonthMovements,
  type MovementKind,
  type MrrChange,
  meanDays,
  monthsBetween,
  monthsOf,
  mrrMovements,
  paymentSuccessRate,
  ratio,
  type SummaryBasis,
  type SummaryFigures,
  summaryBasis,
  summaryFigures,
} from "./metrics.ts";
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
export { type ChangeProration, daysLeft, prorate, prorateChange } from "./proration.ts";
export {
  addDays,
  addMonths,
  compareDays,
  type Day,
  dayOf,
  daysBetween,
  daysInMonth,
  type Term,
  termAt,
  termContaining,
  termIndexOn,
  termLength,
  termStart,
  toDay,
  wholeMonthsBetween,
} from "./terms.ts";
