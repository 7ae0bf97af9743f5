export { formatDay } from "./pdf.ts";
export { foldInvoiceCounts } from "./queries.ts";
export { invoiceRoutes } from "./routes.ts";
export { invoiceListQuery, paymentListQuery } from "./schemas.ts";
export { invoiceService } from "./service.ts";
