/**
 * Shapes of the server's answers, as the spec's section 3 and 7 describe them. Those the server describes
 * with a shared schema are inferred from it (@round/forms/schemas), so app and server cannot drift.
 */
import type {
  Action,
  AddressResponse,
  CreatedOrganizationResponse,
  InvitationResponse,
  OrganizationResponse,
  UserResponse,
} from "@round/forms/schemas";

export interface LoginResult {
  succeeded: boolean;
  token?: string;
  refreshToken?: string;
  errors?: Array<{ code?: string; description: string }>;
}

export interface MessageResult {
  message: string;
}

export interface OnboardingProduct {
  id: string;
  name: string;
  description: string;
  price: number;
}

export interface OnboardingInvitation {
  id: string;
  email: string;
  role: string;
  status: string;
}

export interface OnboardingData {
  userInfo?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  organization?: Partial<OrganizationPayload> & { organizationId?: string; addressId?: string };
  businessSettings?: { currency?: string; timezone?: string; fiscalYearStart?: string };
  address?: Partial<AddressInput>;
  products?: OnboardingProduct[];
  team?: { invitations?: OnboardingInvitation[] };
  billing?: { isConnected: boolean; provider?: string | null };
  currentStep?: string;
  completedSteps?: string[];
}

/**
 * The current user as the server sends it (`GET /identities/me`): the shared answer schema, with the
 * onboarding progress read as the wizard writes it.
 */
export type MeResponse = Omit<UserResponse, "onboardingData"> & { onboardingData: OnboardingData | null };

/**
 * The current user as the app uses it: the spec's client mapping, except that the role is the server's (the
 * spec's client calls everyone 'admin'), with what that role may do in the account.
 */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The role's number in the account (0 SuperAdmin … 18 Guest); null without an account. */
  role: number | null;
  /** e.g. 'Team Owner'. */
  roleLabel: string | null;
  /** What the role may do in the account (PERMISSIONS.md). */
  permissions: readonly Action[];
  /** When they signed in before this session; null on their first ('Welcome' rather than 'Welcome back'). */
  previousSignInAt: string | null;
  accountType: "personal" | "business";
  roundAccountId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  onboardingCompleted: boolean;
  onboardingData: OnboardingData;
  companyName: string | null;
  registrationNumber: string | null;
}

export interface OrganizationPayload {
  name: string;
  description?: string;
  website?: string;
  size?: string;
  revenue?: number;
  category?: string;
  type?: string;
  registrationNumber?: string;
  /** The seller's tax id invoices print; empty clears it. */
  taxId?: string;
  currency?: string;
  timeZone?: string;
  country?: string;
  fiscalYearStart?: string;
  userId?: string;
  /** The logo (an https image address) and accent color (`#rrggbb`) on the customer's pages; null clears. */
  logoUrl?: string | null;
  brandColor?: string | null;
}

/** An organization as the server answers it (`GET /organizations`, `PUT /organizations/:id`). */
export type Organization = OrganizationResponse;

/** An address as the server answers it. */
export type Address = AddressResponse;

/** The body that creates or updates an address. */
export interface AddressInput {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  number?: string;
  city: string;
  state?: string;
  country: string;
  zipCode?: string;
  addressType?: string;
  isPrimary?: boolean;
}

/** `POST /organizations`: the organization, with the address made with it. */
export type CreateOrganizationResult = CreatedOrganizationResponse;

/** A pending (or accepted, revoked, expired) invitation of an account. */
export type Invitation = InvitationResponse;

export interface Country {
  countryName: string;
  countryCodeAlpha2: string;
  currencyCodeAlpha: string;
}
export interface Currency {
  currencyCodeAlpha: string;
  currencyName: string;
  countries: Array<{ countryName: string }>;
}
export interface Industry {
  code: string;
  name: string;
  description?: string;
}
export interface CompanySize {
  code: string;
  name: string;
  description?: string;
  minEmployees: number;
  maxEmployees: number | null;
}
export interface AddressType {
  code: string;
  name: string;
  description?: string;
  isActive: boolean;
}
