import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import { blankToNull } from "../../http/values.ts";
import { type Changes, differences, recordAudit } from "../audit/index.ts";
import {
  accountsAllowed,
  loadPrincipal,
  nameCaller,
  type Principal,
  requireMembership,
} from "../identities/index.ts";
import type { AddressBody } from "../organizations/index.ts";
import {
  type AddressRow,
  clearPrimaryAddress,
  deleteAddress,
  deleteAddresses,
  deleteAddressesOfAccounts,
  findAddress,
  hasPrimaryAddress,
  insertAddress,
  lockAddresses,
  pageOfAddresses,
  updateAddressRow,
} from "./queries.ts";
import type { addressListQuery } from "./schemas.ts";
import { addressView } from "./views.ts";

function addressValues(body: AddressBody) {
  return {
    name: body.name,
    addressLine1: body.addressLine1,
    addressLine2: blankToNull(body.addressLine2),
    number: blankToNull(body.number),
    city: body.city,
    state: blankToNull(body.state),
    zipCode: blankToNull(body.zipCode),
    country: body.country,
    addressType: body.addressType,
  };
}

/**
 * Adds an address to an organization in `tx`. Unless told, the first address becomes the primary one;
 * making an address primary makes the others not.
 */
export async function addAddress(
  tx: Executor,
  organization: { id: string; roundAccountId: string },
  body: AddressBody,
): Promise<AddressRow> {
  const isPrimary = body.isPrimary ?? !(await hasPrimaryAddress(tx, organization.id));
  if (isPrimary) await clearPrimaryAddress(tx, organization.id);
  return insertAddress(tx, organization, addressValues(body), isPrimary);
}

/** Changes an address in `tx`; `now` is its modified date. Making it primary makes the others not. */
export async function changeAddress(
  tx: Executor,
  address: AddressRow,
  body: AddressBody,
  now: Date,
): Promise<AddressRow> {
  const isPrimary = body.isPrimary ?? address.isPrimary;
  if (isPrimary && !address.isPrimary) await clearPrimaryAddress(tx, address.organizationId, address.id);
  return updateAddressRow(tx, address.id, addressValues(body), isPrimary, now);
}

/** /addresses: every address of the caller's accounts, read and changed one by one or in bulk. */
export function addressService(deps: Deps) {
  const { db, clock } = deps;

  async function addressFor(principal: Principal, id: string, action: "read" | "editOrganization") {
    if (!isUuid(id)) throw notFound("Address not found.");
    const row = await findAddress(
      db,
      id,
      principal.memberships.map((membership) => membership.roundAccountId),
    );
    if (!row) throw notFound("Address not found.");
    requireMembership(principal, row.roundAccountId, action);
    return row;
  }

  /**
   * Records changes to addresses in `tx` as changes of their organizations (each in its own account), as the
   * request's caller: the same entries the organization's own address routes record.
   */
  function audit(tx: Executor, action: "update" | "remove", rows: { row: AddressRow; changes: Changes }[]) {
    return recordAudit(
      tx,
      rows.map(({ row, changes }) => ({
        accountId: row.roundAccountId,
        action: `organization.address_${action}`,
        resourceType: "organization",
        resourceId: row.organizationId,
        changes,
        at: clock.date(),
      })),
    );
  }

  const removed = (rows: AddressRow[]) =>
    rows.map((row) => ({ row, changes: { address: [addressView(row), null] } as Changes }));

  return {
    async list(claims: AccessClaims, query: v.InferOutput<typeof addressListQuery>) {
      const principal = await loadPrincipal(db, claims);
      const accountIds =
        query.roundAccountId !== undefined
          ? [requireMembership(principal, query.roundAccountId, "read").roundAccountId]
          : accountsAllowed(principal, "read");
      if (
        query.filterBy === "organizationId" &&
        query.filterValue !== undefined &&
        !isUuid(query.filterValue)
      ) {
        return pageResult([], 0, query);
      }
      const { items, total } = await pageOfAddresses(db, { ...query, accountIds });
      return pageResult(items.map(addressView), total, query);
    },

    async get(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      return addressView(await addressFor(principal, id, "read"));
    },

    async update(claims: AccessClaims, id: string, body: AddressBody) {
      const principal = await loadPrincipal(db, claims);
      const row = await addressFor(principal, id, "editOrganization");
      return db.transaction(async (tx) => {
        const after = addressView(await changeAddress(tx, row, body, clock.date()));
        await audit(tx, "update", [
          { row, changes: { ...differences(addressView(row), after), addressId: [row.id, row.id] } },
        ]);
        return after;
      });
    },

    async remove(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      const row = await addressFor(principal, id, "editOrganization");
      await db.transaction(async (tx) => {
        await deleteAddress(tx, row.id);
        await audit(tx, "remove", removed([row]));
      });
      return { deletedCount: 1 };
    },

    /** Every address of the accounts where the caller may edit organizations (or of one such account). */
    async removeAll(claims: AccessClaims, roundAccountId: string | undefined) {
      const principal = await loadPrincipal(db, claims);
      const accountIds =
        roundAccountId !== undefined
          ? [requireMembership(principal, roundAccountId, "editOrganization").roundAccountId]
          : accountsAllowed(principal, "editOrganization");
      if (accountIds.length === 0) return { deletedCount: 0 };
      nameCaller(principal);
      return db.transaction(async (tx) => {
        const rows = await deleteAddressesOfAccounts(tx, accountIds);
        await audit(tx, "remove", removed(rows));
        return { deletedCount: rows.length };
      });
    },

    /** All or nothing: one id that is not the caller's to delete answers 404 (or 403) and deletes none. */
    async removeMany(claims: AccessClaims, ids: string[]) {
      const principal = await loadPrincipal(db, claims);
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      if (!unique.every(isUuid)) throw notFound("Address not found.");
      const memberOf = principal.memberships.map((membership) => membership.roundAccountId);
      return db.transaction(async (tx) => {
        const rows = await lockAddresses(tx, unique, memberOf);
        if (rows.length !== unique.length) throw notFound("Address not found.");
        for (const row of rows) requireMembership(principal, row.roundAccountId, "editOrganization");
        const deleted = await deleteAddresses(tx, unique);
        await audit(tx, "remove", removed(deleted));
        return { deletedCount: deleted.length };
      });
    },
  };
}
