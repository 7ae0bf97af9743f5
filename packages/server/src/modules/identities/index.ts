// The identities module's door: people, their accounts and memberships, sessions and sign-up. It owns the
// tables users, round_accounts, round_account_users, sessions, refresh_tokens, one_time_tokens and
// pending_business_data; other modules read and change them only through what is exported here.
export {
  accountFor,
  accountsAllowed,
  loadPrincipal,
  loadTenant,
  nameCaller,
  type Principal,
  requireMembership,
  requireRole,
} from "./access.ts";
export { accountName, accountsOfUser } from "./queries/accounts.ts";
export {
  deleteMember,
  findMember,
  hasMemberWithEmail,
  lockedCountWithRole,
  type MemberRow,
  ownerEmails,
  pageOfMembers,
  setMemberRole,
} from "./queries/members.ts";
export { sweepEndedSessions } from "./queries/sessions.ts";
export { emailTaken, findUserByEmail, nameOfUser } from "./queries/users.ts";
export { addInvitedMember, EMAIL_IN_USE } from "./registration.ts";
export { identityRoutes } from "./routes.ts";
export { identityService } from "./service.ts";
