// The organizations module's door. It owns the organizations table; an organization's addresses are the
// addresses module's.
export { newestOrganizationName } from "./queries.ts";
export { organizationRoutes } from "./routes.ts";
export {
  addressBodySchema,
  organizationListQuery,
  organizationUpdateSchema,
} from "./schemas.ts";
export {
  type AddressBody,
  accountBrand,
  accountDisplayName,
  createOrganizationFromSignup,
  organizationService,
  type PendingBusiness,
  sellerOf,
} from "./service.ts";
