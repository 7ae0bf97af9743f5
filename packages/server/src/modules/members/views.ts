import { roleLabel, roleName } from "../../auth/permissions.ts";
import type { MemberRow } from "../identities/index.ts";

/** A member as `memberResponse` (@round/forms/schemas) describes it; `callerId` marks the caller. */
export function memberView(row: MemberRow, callerId: string) {
  return {
    userId: row.userId,
    roundAccountId: row.roundAccountId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    roleName: roleName(row.role),
    roleLabel: roleLabel(row.role),
    joinedDate: row.joinedDate,
    lastSignInAt: row.lastSignInAt,
    isYou: row.userId === callerId,
  };
}
