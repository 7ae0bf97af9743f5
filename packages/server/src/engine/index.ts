export { advanceClock, checkTarget, previewAdvance, resumeStoppedAdvances } from "./advance.ts";
export { applyPayment, collectInvoice, saveCardPayment, savePayment } from "./collection.ts";
export { effective, flushFigures, openRun, type Run, refuse, type Step, writeShared } from "./context.ts";
export { finalizeInvoice, raiseInvoice, withTaxPaid } from "./invoicing.ts";
export {
  setStatus,
  startTerm,
  stepSubscription,
  trialDue,
  trialNoticeDay,
  unusedCredit,
} from "./lifecycle.ts";
export { hostedInvoiceUrl, PAYABLE_STATUSES, payToken, pdfLink, pdfToken, readPayToken } from "./notices.ts";
export { invoiceNumber } from "./numbers.ts";
export {
  type HeldCoupon,
  type Items,
  type Pricing,
  pricingOf,
  pricingOfItems,
  pricingOfSubscription,
  redeemed,
  refuseUnsellable,
  termAmount,
} from "./pricing.ts";
export { type CouponRedemptions, referencedIds, subscriptionRedemptions } from "./queries/catalog-uses.ts";
export { clockContents, deleteClock, insertClock, listClocks } from "./queries/clock-admin.ts";
export { clockRow, nextDueOnClock } from "./queries/clocks.ts";
export {
  exportBatches,
  foldInvoiceCounts,
  invoiceNumbers,
  listInvoices,
  listPayments,
} from "./queries/invoice-lists.ts";
export {
  anyLineTaxedAt,
  deleteInvoice,
  invoiceRow,
  lastInvoiceNumber,
  linesOf,
  paymentsOfInvoice,
  updateInvoice,
} from "./queries/invoices.ts";
export {
  addonsById,
  chargesById,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
  plansById,
  pointsById,
  type SubscriptionRow,
  type TestClockRow,
} from "./queries/reads.ts";
export { listSubscriptions } from "./queries/subscription-lists.ts";
export {
  addonsOf,
  couponsOf,
  hasHistory,
  insertRedemption,
  insertSubscription,
  liveSubscriptionCount,
  redemptionCount,
  replaceAddons,
  subscribesToPlan,
  subscriptionRow,
  updateSubscription,
} from "./queries/subscriptions.ts";
export {
  aggregateUsage,
  insertUsage,
  insertUsageRows,
  type UsageBatchRow,
  type UsageTarget,
  usageByKey,
  usageTargets,
} from "./queries/usage.ts";
export { type RunFailure, runDue, runToday, startBillingScheduler } from "./run.ts";
export { billingWrite, nowFor } from "./transaction.ts";
