"use client";
// The public door of @round/ui. Each group file lists its exports by name; nothing else is reachable.
import "./fonts.css";
import "./theme/global.css";

// The pages a business's customer opens (billing portal, pay page, checkout). Explicit named exports only.
export { BrandedPage, type BrandedPageProps, isBrandColor } from "./components/BrandedPage";
export {
  InvoiceSummary,
  type InvoiceSummaryLabels,
  type InvoiceSummaryLine,
  type InvoiceSummaryProps,
  type InvoiceSummaryTax,
} from "./components/InvoiceSummary";
export { Receipt, type ReceiptProps } from "./components/Receipt";
export * from "./public/controls";
export * from "./public/feedback";
export * from "./public/foundation";
export * from "./public/layout";
