export { organizationRoutes } from "./routes.ts";
export {
  ADDRESS_FILTER_FIELDS,
  ADDRESS_ORDER_FIELDS,
  addressBodySchema,
  addressListQuery,
  bulkDeleteSchema,
  deleteAllQuery,
  organizationListQuery,
  organizationUpdateSchema,
} from "./schemas.ts";
export {
  type AddressBody,
  addressView,
  createOrganizationFromSignup,
  organizationService,
  type PendingBusiness,
  sellerOf,
  updateAddress,
} from "./service.ts";
