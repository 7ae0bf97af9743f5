import * as v from "valibot";
import { listQuery } from "../../http/paging.ts";

export const MEMBER_ORDER_FIELDS = ["joinedDate", "name", "email", "role"] as const;

/** `GET /api/members`: the account's members, searched by name or email. */
export const memberListQuery = listQuery(
  {},
  { orderFields: MEMBER_ORDER_FIELDS, defaultOrderBy: "joinedDate", defaultAscending: true },
);
export type MemberListQuery = v.InferOutput<typeof memberListQuery>;

/** `PUT` and `DELETE /api/members/{userId}`: the account the member belongs to (the caller's first by default). */
export const memberTenantQuery = v.object({ roundAccountId: v.optional(v.string()) });
