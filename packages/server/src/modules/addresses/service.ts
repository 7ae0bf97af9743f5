import { and, eq, inArray } from "drizzle-orm";
import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import { addresses } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { pageResult } from "../../http/paging.ts";
import { isUuid } from "../../http/validation.ts";
import {
  accountsAllowed,
  loadPrincipal,
  type Principal,
  requireMembership,
  requireRole,
} from "../identities/index.ts";
import type { addressListQuery } from "../organizations/index.ts";
import { type AddressBody, addressView, updateAddress } from "../organizations/index.ts";
import { findAddress, pageOfAddresses } from "./queries.ts";

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
    requireRole(
      principal.memberships.find((membership) => membership.roundAccountId === row.roundAccountId)!,
      action,
    );
    return row;
  }

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
      return addressView(await db.transaction((tx) => updateAddress(tx, row, body, clock.date())));
    },

    async remove(claims: AccessClaims, id: string) {
      const principal = await loadPrincipal(db, claims);
      const row = await addressFor(principal, id, "editOrganization");
      await db.delete(addresses).where(eq(addresses.id, row.id));
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
      const deleted = await db
        .delete(addresses)
        .where(inArray(addresses.roundAccountId, accountIds))
        .returning({ id: addresses.id });
      return { deletedCount: deleted.length };
    },

    /** All or nothing: one id that is not the caller's to delete answers 404 (or 403) and deletes none. */
    async removeMany(claims: AccessClaims, ids: string[]) {
      const principal = await loadPrincipal(db, claims);
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      if (!unique.every(isUuid)) throw notFound("Address not found.");
      const memberOf = principal.memberships.map((membership) => membership.roundAccountId);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: addresses.id, roundAccountId: addresses.roundAccountId })
          .from(addresses)
          .where(and(inArray(addresses.id, unique), inArray(addresses.roundAccountId, memberOf)))
          .for("update");
        if (rows.length !== unique.length) throw notFound("Address not found.");
        for (const row of rows) {
          requireRole(
            principal.memberships.find((membership) => membership.roundAccountId === row.roundAccountId)!,
            "editOrganization",
          );
        }
        await tx.delete(addresses).where(inArray(addresses.id, unique));
        return { deletedCount: rows.length };
      });
    },
  };
}
