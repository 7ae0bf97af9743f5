import * as v from "valibot";

// Shapes of organization and address answers, for the OpenAPI document.

const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const addressSchema = v.object({
  id: v.string(),
  addressId: v.string(),
  organizationId: v.string(),
  roundAccountId: v.string(),
  name: v.string(),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  number: v.nullable(v.string()),
  city: v.string(),
  state: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  country: v.string(),
  addressType: v.string(),
  isPrimary: v.boolean(),
  createdDate: timestamp,
  modifiedDate: timestamp,
});

export const organizationSchema = v.object({
  id: v.string(),
  organizationId: v.string(),
  roundAccountId: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  website: v.nullable(v.string()),
  size: v.nullable(v.string()),
  revenue: v.nullable(v.number()),
  category: v.nullable(v.string()),
  type: v.nullable(v.string()),
  registrationNumber: v.nullable(v.string()),
  taxId: v.nullable(v.string()),
  currency: v.nullable(v.string()),
  timeZone: v.nullable(v.string()),
  country: v.nullable(v.string()),
  fiscalYearStart: v.nullable(v.string()),
  createdBy: v.nullable(v.string()),
  createdDate: timestamp,
  modifiedDate: timestamp,
});

export const createdOrganizationSchema = v.object({
  ...organizationSchema.entries,
  addressId: v.nullable(v.string()),
  address: v.nullable(addressSchema),
  message: v.string(),
});

export const deletedSchema = v.object({ deletedCount: v.number() });
