import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { blankToNull } from "../../http/values.ts";
import {
  addAddress,
  addressesOfOrganization,
  addressLines,
  addressView,
  changeAddress,
  deleteAddress,
  deleteAddressesOfOrganization,
  findAddressOfOrganization,
} from "../addresses/index.ts";
import { type Changes, createdChanges, deletedChanges, differences, recordAudit } from "../audit/index.ts";
import {
  accountFor,
  accountName,
  accountsAllowed,
  accountsOfUser,
  loadPrincipal,
  type Principal,
  requireMembership,
} from "../identities/index.ts";
import {
  deleteOrganization,
  findOrganization,
  firstOrganizationOf,
  insertOrganization,
  listOrganizations,
  type OrganizationRow,
  updateOrganization,
} from "./queries.ts";
import type {
  addressBodySchema,
  organizationBodySchema,
  organizationListQuery,
  organizationUpdateSchema,
} from "./schemas.ts";

type OrganizationBody = v.InferOutput<typeof organizationBodySchema>;
type OrganizationUpdate = v.InferOutput<typeof organizationUpdateSchema>;
export type AddressBody = v.InferOutput<typeof addressBodySchema>;

/** Company and billing details kept from a business sign-up until the email is confirmed. */
export interface PendingBusiness {
  organization: {
    name: string;
    registrationNumber: string;
    taxId: string;
    currency: string;
    category: string;
    type: string;
    website: string;
    size: string;
    description: string;
    country: string;
  };
  address: {
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  } | null;
}

export function organizationView(row: OrganizationRow) {
  return {
    id: row.id,
    organizationId: row.id,
    roundAccountId: row.roundAccountId,
    name: row.name,
    description: row.description,
    website: row.website,
    size: row.size,
    revenue: row.revenue,
    category: row.category,
    type: row.type,
    registrationNumber: row.registrationNumber,
    taxId: row.taxId,
    currency: row.currency,
    timeZone: row.timeZone,
    country: row.country,
    fiscalYearStart: row.fiscalYearStart,
    logoUrl: row.logoUrl,
    brandColor: row.brandColor,
    createdBy: row.createdBy,
    createdDate: row.createdDate,
    modifiedDate: row.modifiedDate,
  };
}

/** Every column of a new organization: the create schema fills in a default for each missing field. */
function organizationValues(body: OrganizationBody) {
  return organizationChanges(body) as Required<ReturnType<typeof organizationChanges>>;
}

/** The columns of the fields `body` carries; a field left out is not there (its stored value stays). */
function organizationChanges(body: OrganizationUpdate) {
  const all = {
    name: body.name,
    description: blankToNull(body.description),
    website: blankToNull(body.website),
    size: blankToNull(body.size),
    revenue: body.revenue,
    category: body.category,
    type: body.type,
    registrationNumber: blankToNull(body.registrationNumber),
    taxId: blankToNull(body.taxId),
    currency: body.currency,
    timeZone: body.timeZone,
    country: blankToNull(body.country),
    fiscalYearStart: body.fiscalYearStart,
    logoUrl: body.logoUrl,
    brandColor: body.brandColor,
  };
  const sent = Object.entries(all).filter(([key]) => body[key as keyof OrganizationUpdate] !== undefined);
  return Object.fromEntries(sent) as Partial<typeof all>;
}

/** The organization (and billing address) of a business sign-up, created in the confirmation's transaction. */
export async function createOrganizationFromSignup(
  tx: Executor,
  roundAccountId: string,
  userId: string,
  pending: PendingBusiness,
) {
  const org = pending.organization;
  const created = await insertOrganization(tx, {
    roundAccountId,
    createdBy: userId,
    name: org.name,
    registrationNumber: blankToNull(org.registrationNumber),
    taxId: blankToNull(org.taxId),
    currency: org.currency,
    category: org.category || "business",
    type: org.type || "corporation",
    website: blankToNull(org.website),
    size: blankToNull(org.size),
    description: blankToNull(org.description),
    country: blankToNull(org.country),
    revenue: 0,
    timeZone: "UTC",
    fiscalYearStart: "January",
  });
  if (pending.address) {
    await addAddress(tx, created, {
      name: "Business Address",
      addressLine1: pending.address.addressLine1,
      addressLine2: pending.address.addressLine2 ?? "",
      number: "",
      city: pending.address.city,
      state: pending.address.state,
      zipCode: pending.address.zipCode,
      country: pending.address.country,
      addressType: "billing",
      isPrimary: true,
    });
  }
  return created;
}

/** The seller as its invoices show it: the organization's name, address lines and identifiers. */
export interface Seller {
  name: string;
  /** The primary address (else the first), one line per part; empty without an address. */
  address: string[];
  registrationNumber: string | null;
  taxId: string | null;
}

const filled = (part: string | null | undefined): part is string => Boolean(part?.trim());

/**
 * The account's seller details (its first organization, entered at sign-up or onboarding, with its primary
 * address); undefined for an account without an organization (a personal one).
 */
export async function sellerOf(ex: Executor, accountId: string): Promise<Seller | undefined> {
  const organization = await firstOrganizationOf(ex, accountId);
  if (!organization) return undefined;
  const [address] = await addressesOfOrganization(ex, organization.id);
  return {
    name: organization.name,
    address: address ? addressLines(address) : [],
    registrationNumber: filled(organization.registrationNumber) ? organization.registrationNumber : null,
    taxId: filled(organization.taxId) ? organization.taxId : null,
  };
}

/**
 * The name an account's customers know it by (its invoices, receipts and notices): its first
 * organization's, else the account's own; "Round" for an account that does not exist.
 */
export async function accountDisplayName(ex: Executor, accountId: string): Promise<string> {
  const organization = await firstOrganizationOf(ex, accountId);
  if (organization?.name) return organization.name;
  return (await accountName(ex, accountId)) ?? "Round";
}

/** The business as its customer's pages show it: its name, logo and accent colour. */
export async function accountBrand(
  ex: Executor,
  accountId: string,
): Promise<{ name: string; logoUrl: string | null; brandColor: string | null }> {
  const organization = await firstOrganizationOf(ex, accountId);
  return {
    name: organization?.name || (await accountName(ex, accountId)) || "Round",
    logoUrl: organization?.logoUrl ?? null,
    brandColor: organization?.brandColor ?? null,
  };
}

/** Organizations and their addresses, within the caller's accounts. */
export function organizationService(deps: Deps) {
  const { db, clock } = deps;

  /** The organization if the caller belongs to its account (else 404), and their role allows `action` (else 403). */
  async function organizationFor(principal: Principal, id: string, action: "read" | "editOrganization") {
    if (!isUuid(id)) throw notFound("Organization not found.");
    const accountIds = principal.memberships.map((membership) => membership.roundAccountId);
    const row = await findOrganization(db, id, accountIds);
    if (!row) throw notFound("Organization not found.");
    requireMembership(principal, row.roundAccountId, action);
    return row;
  }

  async function addressOf(organizationId: string, addressId: string | null | undefined) {
    if (!isUuid(addressId)) throw notFound("Address not found.");
    const row = await findAddressOfOrganization(db, organizationId, addressId);
    if (!row) throw notFound("Address not found.");
    return row;
  }

  /** Records a write on an organization (or its addresses) in `tx`, as the request's caller. */
  function audit(tx: Executor, row: OrganizationRow, action: string, changes: Changes) {
    return recordAudit(tx, [
      {
        accountId: row.roundAccountId,
        action,
        resourceType: "organization",
        resourceId: row.id,
        changes,
        at: clock.date(),
      },
    ]);
  }

  return {
    organizationFor,

    async list(claims: AccessClaims, query: v.InferOutput<typeof organizationListQuery>) {
      const principal = await loadPrincipal(db, claims);
      let accountIds =
        query.roundAccountId !== undefined
          ? [requireMembership(principal, query.roundAccountId, "read").roundAccountId]
          : accountsAllowed(principal, "read");
      if (query.userId !== undefined && query.userId !== principal.userId) {
        // Someone else's organizations: only those of accounts the caller shares with them.
        accountIds = isUuid(query.userId) ? await accountsOfUser(db, query.userId, accountIds) : [];
      }
      const { items, total } = await listOrganizations(db, accountIds, query);
      return pageResult(items.map(organizationView), total, query);
    },

    async create(claims: AccessClaims, body: OrganizationBody) {
      const principal = await loadPrincipal(db, claims);
      // A blank roundAccountId means none, as it always has.
      const membership = accountFor(principal, body.roundAccountId || undefined, "editOrganization");
      if (body.userId !== undefined && String(body.userId) !== principal.userId) {
        throw badRequest("userId must be your own user id.", "INVALID_USER", "userId");
      }
      const { organization, address } = await db.transaction(async (tx) => {
        const organization = await insertOrganization(tx, {
          ...organizationValues(body),
          roundAccountId: membership.roundAccountId,
          createdBy: principal.userId,
        });
        const address = body.address ? await addAddress(tx, organization, body.address) : null;
        await recordAudit(tx, [
          {
            accountId: organization.roundAccountId,
            action: "organization.create",
            resourceType: "organization",
            resourceId: organization.id,
            changes: createdChanges({
              ...organizationView(organization),
              address: address ? addressView(address) : null,
            }),
            at: clock.date(),
          },
        ]);
        return { organization, address };
      });
      return {
        ...organizationView(organization),
        addressId: address?.id ?? null,
        address: address ? addressView(address) : null,
        message: "Organization created successfully",
      };
    },

    async get(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "read");
      const list = await addressesOfOrganization(db, row.id);
      return { ...organizationView(row), addresses: list.map(addressView) };
    },

    /** Changes the fields sent; the others keep their stored values. */
    async update(claims: AccessClaims, id: string, body: OrganizationUpdate) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "editOrganization");
      return db.transaction(async (tx) => {
        const after = organizationView(
          await updateOrganization(tx, row.id, organizationChanges(body), clock.date()),
        );
        await audit(tx, row, "organization.update", differences(organizationView(row), after));
        return after;
      });
    },

    async remove(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "editOrganization");
      // Its addresses go with it (foreign key cascade), in the same statement.
      await db.transaction(async (tx) => {
        await deleteOrganization(tx, row.id);
        await audit(tx, row, "organization.delete", deletedChanges(organizationView(row)));
      });
      return { message: "Organization deleted successfully", id: row.id };
    },

    async listAddresses(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "read");
      const list = await addressesOfOrganization(db, row.id);
      return { items: list.map(addressView), totalCount: list.length };
    },

    async addAddress(claims: AccessClaims, id: string, body: AddressBody) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "editOrganization");
      const address = await db.transaction(async (tx) => {
        const added = await addAddress(tx, row, body);
        await audit(tx, row, "organization.address_add", { address: [null, addressView(added)] });
        return added;
      });
      return { ...addressView(address), message: "Address created successfully" };
    },

    async updateAddress(
      claims: AccessClaims,
      id: string,
      addressId: string | null | undefined,
      body: AddressBody,
    ) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "editOrganization");
      if (!addressId)
        throw badRequest("addressId is required to update an address.", "REQUIRED", "addressId");
      const address = await addressOf(row.id, addressId);
      return db.transaction(async (tx) => {
        const after = addressView(await changeAddress(tx, address, body, clock.date()));
        const changes = differences(addressView(address), after);
        await audit(tx, row, "organization.address_update", {
          ...changes,
          addressId: [address.id, address.id],
        });
        return after;
      });
    },

    async removeAddresses(claims: AccessClaims, id: string, addressId: string | undefined) {
      const principal = await loadPrincipal(db, claims);
      const row = await organizationFor(principal, id, "editOrganization");
      if (addressId !== undefined) {
        const address = await addressOf(row.id, addressId);
        await db.transaction(async (tx) => {
          await deleteAddress(tx, address.id);
          await audit(tx, row, "organization.address_remove", { address: [addressView(address), null] });
        });
        return { deletedCount: 1 };
      }
      return db.transaction(async (tx) => {
        const deleted = await deleteAddressesOfOrganization(tx, row.id);
        await audit(tx, row, "organization.address_remove", { addresses: [deleted.map(addressView), null] });
        return { deletedCount: deleted.length };
      });
    },
  };
}
