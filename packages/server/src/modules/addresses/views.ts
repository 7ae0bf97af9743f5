import type { AddressRow } from "./queries.ts";

export function addressView(row: AddressRow) {
  return {
    id: row.id,
    addressId: row.id,
    organizationId: row.organizationId,
    roundAccountId: row.roundAccountId,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    number: row.number,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    addressType: row.addressType,
    isPrimary: row.isPrimary,
    createdDate: row.createdDate,
    modifiedDate: row.modifiedDate,
  };
}

const filled = (part: string | null | undefined): part is string => Boolean(part?.trim());

/** An address as printed: the street with its unit, the second line, "city, state, zip", the country. */
export function addressLines(address: AddressRow): string[] {
  return [
    [address.addressLine1, address.number].filter(filled).join(", "),
    address.addressLine2,
    [address.city, address.state, address.zipCode].filter(filled).join(", "),
    address.country,
  ].filter(filled);
}
