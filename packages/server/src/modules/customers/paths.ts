export const CUSTOMERS_PATH = "/api/customers";
/** The import takes larger bodies than the rest of the API (see app.ts). */
export const CUSTOMER_IMPORT_PATH = `${CUSTOMERS_PATH}/import`;
