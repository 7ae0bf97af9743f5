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
  addonsById,
  addonsOf,
  aggregateUsage,
  chargesById,
  clockRow,
  couponsOf,
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
  nextDueOnClock,
  type PaymentRow,
  paymentsOfInvoice,
  plansById,
  pointsById,
  redemptionCount,
  replaceAddons,
  type SubscriptionRow,
  subscriptionRow,
  type TestClockRow,
  updateInvoice,
  updateSubscription,
  usageByKey,
} from "./queries.ts";
export { type RunFailure, runDue, runToday, startBillingScheduler } from "./run.ts";
export { billingWrite, nowFor } from "./transaction.ts";
