/** Shapes of the server's answers, as the spec's section 3 and 7 describe them. */

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
  address?: Partial<Address>;
  products?: OnboardingProduct[];
  team?: { invitations?: OnboardingInvitation[] };
  billing?: { isConnected: boolean; provider?: string | null };
  currentStep?: string;
  completedSteps?: string[];
}

/** The current user as the server sends it (`GET /identities/me`). */
export interface MeResponse {
  userId?: string;
  id?: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phoneNumber?: string;
  phone?: string;
  companyName?: string | null;
  registrationNumber?: string | null;
  createdDate?: string;
  modifiedDate?: string;
  accountType?: "personal" | "business";
  roundAccountUsers?: Array<{ roundAccountId: string; role?: number }>;
  roundAccountId?: string;
  onboardingCompleted?: boolean;
  onboardingData?: OnboardingData | null;
}

/** The current user as the app uses it (the spec's client mapping). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: "admin";
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
  currency?: string;
  timeZone?: string;
  country?: string;
  fiscalYearStart?: string;
  userId?: string;
}

export interface Organization extends OrganizationPayload {
  id: string;
  organizationId?: string;
  roundAccountId?: string;
  createdDate: string;
}

export interface Address {
  addressId?: string;
  id?: string;
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

export interface CreateOrganizationResult {
  organizationId: string;
  addressId?: string;
  address?: Address;
}

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
