// The addresses module's door. It owns the addresses table: organizations add, change, list and delete
// their addresses through what is exported here.
export {
  addressesOfOrganization,
  deleteAddress,
  deleteAddressesOfOrganization,
  findAddressOfOrganization,
} from "./queries.ts";
export { addressRoutes } from "./routes.ts";
export { deleteAllQuery } from "./schemas.ts";
export { addAddress, changeAddress } from "./service.ts";
export { addressLines, addressView } from "./views.ts";
