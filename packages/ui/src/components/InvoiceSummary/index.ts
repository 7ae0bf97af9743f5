export {
  InvoiceSummary,
  type InvoiceSummaryLabels,
  type InvoiceSummaryLine,
  type InvoiceSummaryProps,
} from "./InvoiceSummary";
