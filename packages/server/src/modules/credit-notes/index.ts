// The door of the credit notes module (COMMERCE.md, "Correcting and taxing invoices"). It owns
// `credit_notes` and `refunds`.
export { creditNoteRoutes } from "./routes.ts";
export { creditNoteService } from "./service.ts";
