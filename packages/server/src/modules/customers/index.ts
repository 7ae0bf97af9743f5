export { creditRoutes } from "./credits/routes.ts";
export { creditService } from "./credits/service.ts";
export { noteRoutes } from "./notes/routes.ts";
export { noteService } from "./notes/service.ts";
export { CUSTOMER_IMPORT_PATH } from "./paths.ts";
export { paymentMethodRoutes } from "./payment-methods/routes.ts";
export { paymentMethodService } from "./payment-methods/service.ts";
export {
  addCredit,
  type CustomerRow,
  customerByEmail,
  customerCountsOnClocks,
  customerNames,
  customerRow,
  customersMatching,
  customersMatchingSql,
  defaultMethodOf,
  defaultMethods,
  deleteCustomersOnClock,
  lockCustomersById,
  methodLabels,
  paymentMethodRow,
  setCreditReason,
  termCredits,
} from "./queries.ts";
export { customerRoutes } from "./routes.ts";
export { customerCreateBody, customerUpdateBody } from "./schemas.ts";
export { customerService } from "./service.ts";
