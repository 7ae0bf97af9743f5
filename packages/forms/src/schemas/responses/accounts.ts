/**
 * What the accounts API answers (identities, organizations, addresses, invitations, reference data), written
 * once: the server's routes describe their answers with these schemas, the API tests check every answer
 * against them, and the app's types are inferred from them. Dates are ISO 8601 timestamps in UTC.
 */
import * as v from "valibot";
import { ACTIONS } from "../permissions.ts";
import { pageOf } from "./catalog.ts";

const timestamp = v.pipe(v.string(), v.isoTimestamp());
const accountType = v.picklist(["personal", "business"]);

// ---- Identities -----------------------------------------------------------------------------------------

export const messageResponse = v.object({ message: v.string() });

const identityErrors = v.array(v.object({ code: v.string(), description: v.string() }));

export const loginResultResponse = v.object({
  succeeded: v.boolean(),
  token: v.pipe(
    v.string(),
    v.description("Access token (JWT, HS256, 15 minutes); claims sub/userId, roundAccountId, sid"),
  ),
  refreshToken: v.pipe(v.string(), v.description("Single use: every refresh returns a new one")),
  expiresIn: v.pipe(v.number(), v.description("Seconds until the access token expires")),
  userId: v.string(),
  roundAccountId: v.nullable(v.string()),
  errors: identityErrors,
  message: v.string(),
});

export const logoutResultResponse = v.object({ succeeded: v.literal(true), message: v.string() });

export const refreshResultResponse = v.object({
  succeeded: v.boolean(),
  token: v.string(),
  refreshToken: v.string(),
  expiresIn: v.number(),
  errors: identityErrors,
});

/** `GET /identities/me` and `PUT /identities/me`. */
export const userResponse = v.object({
  userId: v.string(),
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  phone: v.string(),
  emailConfirmed: v.boolean(),
  companyName: v.nullable(v.string()),
  registrationNumber: v.nullable(v.string()),
  createdDate: timestamp,
  modifiedDate: timestamp,
  accountType,
  roundAccountId: v.nullable(v.string()),
  roundAccountUsers: v.array(
    v.object({
      roundAccountId: v.string(),
      role: v.pipe(v.number(), v.description("0 SuperAdmin … 18 Guest (see PERMISSIONS.md)")),
      accountName: v.string(),
      accountType,
    }),
  ),
  onboardingCompleted: v.boolean(),
  onboardingData: v.nullable(v.record(v.string(), v.unknown())),
  role: v.pipe(
    v.nullable(v.number()),
    v.description("The caller's role in the account they work in (roundAccountId); null without one"),
  ),
  roleName: v.pipe(v.nullable(v.string()), v.description("e.g. Developer")),
  roleLabel: v.pipe(v.nullable(v.string()), v.description("e.g. Team Owner")),
  permissions: v.pipe(
    v.array(v.picklist(ACTIONS)),
    v.description("What the role may do in that account (PERMISSIONS.md), e.g. ['read', 'manageCatalog']"),
  ),
  previousSignInAt: v.pipe(
    v.nullable(timestamp),
    v.description("When the user signed in before the current session; null on their first session"),
  ),
});

// ---- Organizations and addresses ------------------------------------------------------------------------

export const addressResponse = v.object({
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

export const organizationResponse = v.object({
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
  /** The logo and accent color (`#rrggbb`) on the customer's pages. */
  logoUrl: v.optional(v.nullable(v.string())),
  brandColor: v.optional(v.nullable(v.string())),
  createdBy: v.nullable(v.string()),
  createdDate: timestamp,
  modifiedDate: timestamp,
});

/** `POST /organizations`: the organization, the address made with it (if any) and a message. */
export const createdOrganizationResponse = v.object({
  ...organizationResponse.entries,
  addressId: v.nullable(v.string()),
  address: v.nullable(addressResponse),
  message: v.string(),
});

/** `GET /organizations/:id`: the organization with its addresses. */
export const organizationWithAddressesResponse = v.object({
  ...organizationResponse.entries,
  addresses: v.array(addressResponse),
});

export const deletedResponse = v.object({ deletedCount: v.number() });

// ---- Invitations ----------------------------------------------------------------------------------------

export const invitationResponse = v.object({
  id: v.string(),
  email: v.string(),
  role: v.pipe(v.number(), v.description("The role's number, 1 Admin … 17 Viewer")),
  roleName: v.pipe(v.string(), v.description("e.g. TeamMember")),
  roleLabel: v.pipe(v.string(), v.description("e.g. Team Member")),
  status: v.picklist(["pending", "accepted", "revoked", "expired"]),
  roundAccountId: v.string(),
  expiresAt: timestamp,
  createdDate: timestamp,
});

/** `POST /identities/invite-user` and `DELETE /identities/invitations/:id`. */
export const invitationChangeResponse = v.object({ ...invitationResponse.entries, message: v.string() });

/** `GET /identities/invitations`. */
export const invitationListResponse = v.object({
  items: v.array(invitationResponse),
  totalCount: v.number(),
});

/** `GET /identities/invitations/lookup`: what an invitation link is for (the accept page). */
export const invitationLookupResponse = v.object({
  email: v.string(),
  roundAccountId: v.string(),
  accountName: v.nullable(v.string()),
  organizationName: v.nullable(v.string()),
  role: v.number(),
  roleName: v.string(),
  roleLabel: v.string(),
  invitedBy: v.nullable(v.string()),
  expiresAt: timestamp,
  emailInUse: v.boolean(),
});

// ---- Members and sessions -------------------------------------------------------------------------------

/** A member of an account (`GET /api/members`, `PUT /api/members/{userId}`). */
export const memberResponse = v.object({
  userId: v.string(),
  roundAccountId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.pipe(v.number(), v.description("0 SuperAdmin … 18 Guest (see PERMISSIONS.md)")),
  roleName: v.string(),
  roleLabel: v.string(),
  joinedDate: v.pipe(timestamp, v.description("When they became a member")),
  lastSignInAt: v.nullable(timestamp),
  isYou: v.boolean(),
});

export const memberListResponse = pageOf(memberResponse);

/** `PUT /api/members/{userId}` and `DELETE /api/members/{userId}`. */
export const memberChangeResponse = v.object({ ...memberResponse.entries, message: v.string() });

/** One signed-in session of the caller (`GET /identities/me/sessions`). */
export const sessionResponse = v.object({
  id: v.string(),
  createdDate: v.pipe(timestamp, v.description("When the person signed in")),
  lastUsedAt: v.pipe(timestamp, v.description("The session's last sign-in or token refresh")),
  userAgent: v.nullable(v.string()),
  browser: v.pipe(v.nullable(v.string()), v.description("e.g. Chrome 131, read from the User-Agent")),
  os: v.pipe(v.nullable(v.string()), v.description("e.g. macOS, read from the User-Agent")),
  device: v.pipe(
    v.picklist(["desktop", "mobile", "tablet", "unknown"]),
    v.description("From the User-Agent"),
  ),
  ipAddress: v.nullable(v.string()),
  current: v.pipe(v.boolean(), v.description("The session of the access token that asked")),
});

export const sessionListResponse = v.object({ items: v.array(sessionResponse), totalCount: v.number() });

// ---- Reference data -------------------------------------------------------------------------------------

export const countryResponse = v.object({
  countryName: v.string(),
  countryCodeAlpha2: v.pipe(v.string(), v.length(2)),
  currencyCodeAlpha: v.nullable(v.pipe(v.string(), v.length(3))),
});

export const currencyResponse = v.object({
  currencyCodeAlpha: v.pipe(v.string(), v.length(3)),
  currencyName: v.string(),
  decimalDigits: v.nullable(v.number()),
  countries: v.array(v.object({ countryName: v.string(), countryCodeAlpha2: v.string() })),
});

export const industryResponse = v.object({ code: v.string(), name: v.string(), description: v.string() });

export const companySizeResponse = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  minEmployees: v.number(),
  maxEmployees: v.pipe(v.nullable(v.number()), v.description("null: open-ended top range")),
});

export const addressTypeResponse = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  isActive: v.boolean(),
});

export type MessageResponse = v.InferOutput<typeof messageResponse>;
export type LoginResultResponse = v.InferOutput<typeof loginResultResponse>;
export type RefreshResultResponse = v.InferOutput<typeof refreshResultResponse>;
export type UserResponse = v.InferOutput<typeof userResponse>;
export type AddressResponse = v.InferOutput<typeof addressResponse>;
export type OrganizationResponse = v.InferOutput<typeof organizationResponse>;
export type CreatedOrganizationResponse = v.InferOutput<typeof createdOrganizationResponse>;
export type OrganizationWithAddressesResponse = v.InferOutput<typeof organizationWithAddressesResponse>;
export type InvitationResponse = v.InferOutput<typeof invitationResponse>;
export type InvitationLookupResponse = v.InferOutput<typeof invitationLookupResponse>;
export type CountryResponse = v.InferOutput<typeof countryResponse>;
export type CurrencyResponse = v.InferOutput<typeof currencyResponse>;
export type IndustryResponse = v.InferOutput<typeof industryResponse>;
export type CompanySizeResponse = v.InferOutput<typeof companySizeResponse>;
export type AddressTypeResponse = v.InferOutput<typeof addressTypeResponse>;
export type MemberResponse = v.InferOutput<typeof memberResponse>;
export type SessionResponse = v.InferOutput<typeof sessionResponse>;
