/**
 * The customer body's values: empty for a new customer, read from the API's answer, and the schema's input
 * (the shipping address when it is the billing one, custom fields from rows to a record). Pure.
 */
import {
  CUSTOMER_ADDRESS_FIELDS,
  CUSTOMER_LIMITS,
  type CustomerAddressResponse,
  type CustomerResponse,
  type CustomerStatus,
  EMAIL_PREFERENCE_DEFAULTS,
  type EmailPreferences,
  MESSAGES,
  PLAN_CURRENCIES,
  type TaxExemptStatus,
  type TaxIdType,
} from "../../../schemas/index.ts";
import type { FieldErrors } from "../../catalog/useCatalogForm.ts";

/** One row of the custom fields editor (the KeyValueEditor's pair). */
export interface CustomFieldRow {
  key: string;
  value: string;
}

/** One row of the tax IDs list: its type and the number as typed. */
export interface TaxIdRow {
  type: TaxIdType;
  value: string;
}

export type CustomerAddressValues = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  /** An ISO 3166 alpha-2 code, or '' for none. */
  country: string;
};

/** The values the customer body edits. */
export type CustomerFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  company: string;
  phone: string;
  taxNumber: string;
  /** How the customer is taxed: normally ('none'), not at all, or by reverse charge. */
  taxExempt: TaxExemptStatus;
  taxIds: TaxIdRow[];
  billingAddress: CustomerAddressValues;
  shippingAddress: CustomerAddressValues;
  /** Checked, the billing address is sent as the shipping address too. */
  sameAsBilling: boolean;
  status: CustomerStatus;
  /** A three-letter code, or '' for the account's default currency. */
  currency: string;
  locale: string;
  timezone: string;
  portalAccess: boolean;
  autoCollection: boolean;
  emailPreferences: EmailPreferences;
  tags: string[];
  customFields: CustomFieldRow[];
  /** The test clock the customer lives on, or '' for none (a live customer). */
  testClockId: string;
};

/** A customer as the API answers it (`customerResponse`), or any part of it: what is left out is empty. */
export type CustomerRecord = Partial<
  Omit<CustomerResponse, "billingAddress" | "shippingAddress" | "emailPreferences">
> & {
  billingAddress?: CustomerAddressResponse | null;
  shippingAddress?: CustomerAddressResponse | null;
  emailPreferences?: Partial<EmailPreferences>;
};

/** The currencies the body offers before the record's own. */
const CUSTOMER_CURRENCIES = PLAN_CURRENCIES;

const emptyAddressValues = (): CustomerAddressValues => ({
  line1: "",
  line2: "",
  city: "",
  state: "",
  zip: "",
  country: "",
});

export const emptyCustomerValues = (): CustomerFormValues => ({
  email: "",
  firstName: "",
  lastName: "",
  displayName: "",
  company: "",
  phone: "",
  taxNumber: "",
  taxExempt: "none",
  taxIds: [],
  billingAddress: emptyAddressValues(),
  shippingAddress: emptyAddressValues(),
  sameAsBilling: true,
  status: "active",
  currency: "",
  locale: "",
  timezone: "",
  portalAccess: true,
  autoCollection: false,
  emailPreferences: { ...EMAIL_PREFERENCE_DEFAULTS },
  tags: [],
  customFields: [],
  testClockId: "",
});

function addressValues(address: CustomerAddressResponse | null | undefined): CustomerAddressValues {
  const values = emptyAddressValues();
  if (!address) return values;
  for (const field of CUSTOMER_ADDRESS_FIELDS) values[field] = address[field] ?? "";
  return values;
}

/** Whether two addresses say the same thing, blanks around the words aside. */
export function sameAddress(a: CustomerAddressValues, b: CustomerAddressValues): boolean {
  return CUSTOMER_ADDRESS_FIELDS.every((field) => a[field].trim() === b[field].trim());
}

/** A record's custom fields as the editor's rows, in the record's order. */
export function customFieldRows(
  fields: Readonly<Record<string, string>> | null | undefined,
): CustomFieldRow[] {
  return Object.entries(fields ?? {}).map(([key, value]) => ({ key, value }));
}

/** Whether a row holds nothing at all (an added row left empty is not sent). */
export function isEmptyRow(row: CustomFieldRow): boolean {
  return row.key.trim() === "" && row.value.trim() === "";
}

/**
 * The rows as the API takes them: a record by name (names trimmed), empty rows left out. Duplicate names
 * are refused by `customFieldErrors` before this is sent; here the last one would win.
 */
export function customFieldsRecord(rows: readonly CustomFieldRow[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const row of rows) if (!isEmptyRow(row)) record[row.key.trim()] = row.value;
  return record;
}

/** The path of a row's cell: 'customFields.2.key'. */
export const rowPath = (index: number, cell: "key" | "value") => `customFields.${index}.${cell}`;

/**
 * The messages of the rows the schema cannot give, since it sees a record: a name left blank, a name used
 * twice (the later rows), a name or value too long. By row path.
 */
export function customFieldErrors(rows: readonly CustomFieldRow[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isEmptyRow(row)) return;
    const key = row.key.trim();
    if (key === "") errors[rowPath(index, "key")] = MESSAGES.customer.fieldKeyRequired;
    else if (key.length > CUSTOMER_LIMITS.customFieldLength)
      errors[rowPath(index, "key")] = MESSAGES.customer.fieldKeyTooLong;
    else if (seen.has(key)) errors[rowPath(index, "key")] = MESSAGES.customer.fieldKeyDuplicate;
    seen.add(key);
    if (row.value.length > CUSTOMER_LIMITS.customFieldLength)
      errors[rowPath(index, "value")] = MESSAGES.customer.fieldValueTooLong;
  });
  return errors;
}

const KEY_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.customer.fieldKeyRequired,
  MESSAGES.customer.fieldKeyTooLong,
  MESSAGES.customer.fieldKeyDuplicate,
]);

/**
 * The messages under each row, as the editor takes them: the row's own (by index), else one the schema or
 * the server gave for its name ('customFields.plan'), under the name when it is about the name, else under
 * the value.
 */
export function customFieldRowErrors(
  rows: readonly CustomFieldRow[],
  errors: Readonly<FieldErrors>,
): Record<number, { key?: string; value?: string }> {
  const byRow: Record<number, { key?: string; value?: string }> = {};
  rows.forEach((row, index) => {
    const byName = row.key.trim() === "" ? undefined : errors[`customFields.${row.key.trim()}`];
    const key =
      errors[rowPath(index, "key")] ??
      (byName !== undefined && KEY_MESSAGES.has(byName) ? byName : undefined);
    const value =
      errors[rowPath(index, "value")] ??
      (byName !== undefined && !KEY_MESSAGES.has(byName) ? byName : undefined);
    if (key !== undefined || value !== undefined)
      byRow[index] = { ...(key !== undefined ? { key } : {}), ...(value !== undefined ? { value } : {}) };
  });
  return byRow;
}

/**
 * The paths whose messages an edit of the rows clears: each changed row's and its names' (before and
 * after); when rows were added or removed, every row's.
 */
export function touchedRowPaths(before: readonly CustomFieldRow[], after: readonly CustomFieldRow[]) {
  if (before.length !== after.length) return ["customFields"];
  const paths: string[] = [];
  after.forEach((row, index) => {
    const old = before[index]!;
    if (old.key === row.key && old.value === row.value) return;
    paths.push(`customFields.${index}`);
    for (const name of [old.key.trim(), row.key.trim()]) if (name !== "") paths.push(`customFields.${name}`);
  });
  return paths;
}

/** The tax id types of countries outside the EU; any other country starts on an EU VAT number. */
const TAX_ID_TYPE_BY_COUNTRY: Readonly<Record<string, TaxIdType>> = {
  GB: "gb_vat",
  AU: "au_abn",
  CA: "ca_gst_hst",
  US: "us_ein",
};

/** A new row of the tax IDs list, of the type the billing country most likely uses. */
export function newTaxIdRow(billingCountry: string): TaxIdRow {
  return { type: TAX_ID_TYPE_BY_COUNTRY[billingCountry.toUpperCase()] ?? "eu_vat", value: "" };
}

/** The body's initial values for a customer the API answered. */
export function customerValuesFromResponse(record: CustomerRecord): CustomerFormValues {
  const empty = emptyCustomerValues();
  const billingAddress = addressValues(record.billingAddress);
  const shippingAddress = addressValues(record.shippingAddress);
  return {
    email: record.email ?? "",
    firstName: record.firstName ?? "",
    lastName: record.lastName ?? "",
    displayName: record.displayName ?? "",
    company: record.company ?? "",
    phone: record.phone ?? "",
    taxNumber: record.taxNumber ?? "",
    taxExempt: record.taxExempt ?? empty.taxExempt,
    taxIds: (record.taxIds ?? []).map(({ type, value }) => ({ type, value })),
    billingAddress,
    // Checked when both are missing or they are the same address; a billing address alone is not shipped to.
    sameAsBilling: !record.shippingAddress
      ? !record.billingAddress
      : Boolean(record.billingAddress) && sameAddress(billingAddress, shippingAddress),
    shippingAddress,
    status: record.status ?? empty.status,
    currency: (record.currency ?? "").toUpperCase(),
    locale: record.locale ?? "",
    timezone: record.timezone ?? "",
    portalAccess: record.portalAccess ?? empty.portalAccess,
    autoCollection: record.autoCollection ?? empty.autoCollection,
    emailPreferences: { ...empty.emailPreferences, ...record.emailPreferences },
    tags: [...(record.tags ?? [])],
    customFields: customFieldRows(record.customFields),
    testClockId: record.testClockId ?? "",
  };
}

/** The shipping address sent: the billing address when 'Same as billing address' is checked. */
export function shippingAddressFor(
  values: Pick<CustomerFormValues, "sameAsBilling" | "billingAddress" | "shippingAddress">,
) {
  return values.sameAsBilling ? values.billingAddress : values.shippingAddress;
}

/** The schema's input for the values (`customerSchema` turns empty addresses into null). */
export function customerInput(values: CustomerFormValues) {
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    displayName: values.displayName,
    company: values.company,
    phone: values.phone,
    taxNumber: values.taxNumber,
    taxIds: values.taxIds,
    taxExempt: values.taxExempt,
    locale: values.locale,
    timezone: values.timezone,
    status: values.status,
    currency: values.currency,
    billingAddress: values.billingAddress,
    shippingAddress: shippingAddressFor(values),
    emailPreferences: values.emailPreferences,
    portalAccess: values.portalAccess,
    autoCollection: values.autoCollection,
    tags: values.tags,
    customFields: customFieldsRecord(values.customFields),
  };
}

/**
 * The test clock sent: only a change of it (a new customer's clock when one is chosen; an edited customer's
 * when it differs from the record's, null to move it off), so that saving other fields never moves it.
 */
export function testClockInput(chosen: string, recorded: string | null | undefined) {
  const was = recorded ?? "";
  return chosen === was ? {} : { testClockId: chosen === "" ? null : chosen };
}

/** The currencies offered: the common ones, and the record's own when it is another. */
export function currencyChoices(current: string): string[] {
  const code = current.trim().toUpperCase();
  const common: string[] = [...CUSTOMER_CURRENCIES];
  return code === "" || common.includes(code) ? common : [...common, code];
}
