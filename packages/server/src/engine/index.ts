export { applyPayment, collectInvoice, savePayment } from "./collection.ts";
export { effective, flushFigures, openRun, type Run, refuse, type Step, writeShared } from "./context.ts";
export { finalizeInvoice, raiseInvoice } from "./invoicing.ts";
export { setStatus, startTerm, stepSubscription, unusedCredit } from "./lifecycle.ts";
export { fixedAmount, formatMoney, pdfToken } from "./notices.ts";
export { invoiceNumber } from "./numbers.ts";
export {
  applicableCoupons,
  type Items,
  type Pricing,
  pricingOf,
  pricingOfItems,
  pricingOfSubscription,
  refuseUnsellable,
  termAmount,
} from "./pricing.ts";
export {
  accountNameOf,
  addCredit,
  addonsById,
  addonsOf,
  aggregateUsage,
  chargesById,
  clockRow,
  couponsOf,
  customerNames,
  customerRow,
  defaultMethodOf,
  deleteInvoice,
  hasHistory,
  type InvoiceLineRow,
  type InvoiceRow,
  insertRedemption,
  insertSubscription,
  insertUsage,
  invoiceRow,
  lastInvoiceNumber,
  linesOf,
  lockCouponsByCode,
  nextDueOnClock,
  type PaymentRow,
  paymentMethodRow,
  paymentsOfInvoice,
  plansById,
  pointsById,
  redemptionCount,
  replaceAddons,
  type SubscriptionRow,
  settingsRow,
  subscriptionRow,
  type TestClockRow,
  updateInvoice,
  updateSubscription,
  upsertSettings,
  usageByKey,
  usageMetricsOf,
} from "./queries.ts";
export { type RunFailure, runDue, runToday, startBillingScheduler } from "./run.ts";
export { billingWrite, nowFor } from "./transaction.ts";
