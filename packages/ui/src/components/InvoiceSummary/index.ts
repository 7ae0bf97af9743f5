export {
  InvoiceSummary,
  type InvoiceSummaryLabels,
  type InvoiceSummaryLine,
  type InvoiceSummaryProps,
  type InvoiceSummaryTax,
} from "./InvoiceSummary";
