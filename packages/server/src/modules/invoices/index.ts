export { type CreditNoteDocument, renderCreditNotePdf } from "./creditNotePdf.ts";
export { buyerOf } from "./documents.ts";
export { rateOnInvoices } from "./find.ts";
export { formatDay } from "./pdf.ts";
export { invoiceRoutes } from "./routes.ts";
export {
  type InvoiceExportQuery,
  type InvoiceListQuery,
  invoiceListQuery,
  type PaymentListQuery,
  paymentListQuery,
} from "./schemas.ts";
export { invoiceService } from "./service.ts";
export { invoiceDetailView, type MethodInfo, paymentView } from "./views.ts";
