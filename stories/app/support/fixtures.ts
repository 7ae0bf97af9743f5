/**
 * Fixed data for the app stories: users as `GET /identities/me` sends them, an organization, invitations and
 * the reference lists. Every date is fixed, so what a story shows never depends on the day it runs.
 */
import { permissionsOf, roleLabel, roleName } from "@round/forms/schemas";
import type { Invitation } from "../../../packages/app/src/api/invitations";
import type { Member } from "../../../packages/app/src/api/members";
import type { Session } from "../../../packages/app/src/api/sessions";
import type {
  Address,
  AddressType,
  CompanySize,
  Country,
  Currency,
  Industry,
  MeResponse,
  Organization,
} from "../../../packages/app/src/api/types";
import type { FamilySeed, PlanSeed } from "./catalogFixtures";

/** The role fields of `GET /identities/me` for `role` (what the server answers: its name, label and permissions). */
function roleFields(role: number | null) {
  return {
    role,
    roleName: role === null ? null : roleName(role),
    roleLabel: role === null ? null : roleLabel(role),
    permissions: permissionsOf(role),
  };
}

/** `user` with `role` in its account: the membership and the role fields agree. */
export function withRole(user: MeResponse, role: number): MeResponse {
  return {
    ...user,
    ...roleFields(role),
    roundAccountUsers: user.roundAccountUsers.map((membership, index) =>
      index === 0 ? { ...membership, role } : membership,
    ),
  };
}

/** A sign-in before the current session ('Welcome back'). */
const PREVIOUS_SIGN_IN = "2025-03-20T09:30:00Z";

/** Noon UTC, so 'Member Since' reads the same day in every time zone: Mar 14, 2025. */
export const CREATED_DATE = "2025-03-14T12:00:00Z";
export const MEMBER_SINCE = "Mar 14, 2025";

export const PASSWORD = "Secret#123";

/** A personal account that has not finished Get Started. */
export const personalUser: MeResponse = {
  userId: "user-ada",
  id: "user-ada",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 (555) 010-0001",
  phone: "+1 (555) 010-0001",
  emailConfirmed: true,
  companyName: null,
  registrationNumber: null,
  createdDate: CREATED_DATE,
  modifiedDate: CREATED_DATE,
  accountType: "personal",
  roundAccountId: "account-ada",
  roundAccountUsers: [
    { roundAccountId: "account-ada", role: 1, accountName: "Ada Lovelace", accountType: "personal" },
  ],
  onboardingCompleted: false,
  onboardingData: {},
  ...roleFields(1),
  previousSignInAt: PREVIOUS_SIGN_IN,
};

/** The same person once Get Started is done. */
export const completedPersonalUser: MeResponse = { ...personalUser, onboardingCompleted: true };

/** A business owner whose onboarding saved an organization, settings and two products. */
export const businessUser: MeResponse = {
  userId: "user-grace",
  id: "user-grace",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@acme.example",
  phoneNumber: "+1 (555) 010-0002",
  phone: "+1 (555) 010-0002",
  emailConfirmed: true,
  companyName: "Acme Analytics",
  registrationNumber: "REG-2025-0042",
  createdDate: CREATED_DATE,
  modifiedDate: CREATED_DATE,
  accountType: "business",
  roundAccountId: "account-acme",
  roundAccountUsers: [
    { roundAccountId: "account-acme", role: 1, accountName: "Acme Analytics", accountType: "business" },
  ],
  ...roleFields(1),
  previousSignInAt: PREVIOUS_SIGN_IN,
  onboardingCompleted: true,
  onboardingData: {
    organization: {
      organizationId: "org-acme",
      name: "Acme Analytics",
      category: "software",
      size: "11-50",
      country: "US",
      website: "https://acme.example",
    },
    businessSettings: { currency: "USD", timezone: "America/New_York", fiscalYearStart: "April" },
    products: [
      { id: "product-starter", name: "Starter Plan", description: "Dashboards for small teams", price: 29 },
      { id: "product-growth", name: "Growth Plan", description: "Forecasts and exports", price: 99.5 },
    ],
    billing: { isConnected: true, provider: "stripe" },
    completedSteps: ["organization", "businessSettings", "address", "team", "products", "billing"],
  },
};

/** A business owner with the organization but no products yet. */
export const businessUserWithoutProducts: MeResponse = {
  ...businessUser,
  onboardingData: { ...businessUser.onboardingData, products: [] },
};

/** A business owner part-way through Get Started: the organization exists, nothing else yet. */
export const onboardingBusinessUser: MeResponse = {
  ...businessUser,
  onboardingCompleted: false,
  onboardingData: { currentStep: "businessSettings", completedSteps: ["organization", "businessSettings"] },
};

/** The organization `GET /organizations?userId=` returns for the business user (with an older one). */
export const organization: Organization = {
  id: "org-acme",
  organizationId: "org-acme",
  roundAccountId: "account-acme",
  name: "Acme Analytics",
  description: "Product analytics for subscription businesses",
  website: "https://acme.example",
  size: "11-50",
  revenue: 1200000,
  category: "software",
  type: "corporation",
  registrationNumber: "REG-2025-0042",
  currency: "USD",
  timeZone: "America/New_York",
  country: "US",
  fiscalYearStart: "April",
  taxId: null,
  createdBy: "user-grace",
  createdDate: "2025-03-15T09:00:00Z",
  modifiedDate: "2025-03-15T09:00:00Z",
};

/** The organization's primary address. */
export const acmeAddress: Address = {
  id: "address-acme",
  addressId: "address-acme",
  organizationId: "org-acme",
  roundAccountId: "account-acme",
  name: "Head Office",
  addressLine1: "500 Market Street",
  // Entered at business sign-up; the address step does not show it, and its saves keep it.
  addressLine2: "Floor 4",
  number: "12",
  city: "San Francisco",
  state: "CA",
  zipCode: "94105",
  country: "US",
  addressType: "headquarters",
  isPrimary: true,
  createdDate: "2025-03-15T09:00:00Z",
  modifiedDate: "2025-03-15T09:00:00Z",
};

export const olderOrganization: Organization = {
  ...organization,
  id: "org-old",
  organizationId: "org-old",
  name: "Acme Draft",
  createdDate: "2025-03-14T13:00:00Z",
  modifiedDate: "2025-03-14T13:00:00Z",
};

/** What `GET /identities/invitations/lookup` tells the invitation page (the server's shape). */
export const invitationLookup = {
  email: "linus@acme.example",
  roundAccountId: "account-acme",
  accountName: "Acme",
  organizationName: "Acme Analytics",
  role: "TeamMember",
  roleId: 4,
  invitedBy: "Grace Hopper",
  expiresAt: "2025-03-21T12:00:00Z",
  emailInUse: false,
};

/** The invited colleague once the account exists. */
export const invitedUser: MeResponse = {
  userId: "user-linus",
  id: "user-linus",
  firstName: "Linus",
  lastName: "Torvalds",
  email: "linus@acme.example",
  phoneNumber: "+1 (555) 010-0004",
  phone: "+1 (555) 010-0004",
  emailConfirmed: true,
  companyName: null,
  registrationNumber: null,
  createdDate: CREATED_DATE,
  modifiedDate: CREATED_DATE,
  accountType: "personal",
  roundAccountId: "account-acme",
  roundAccountUsers: [
    { roundAccountId: "account-acme", role: 4, accountName: "Acme Analytics", accountType: "personal" },
  ],
  onboardingCompleted: true,
  onboardingData: {},
  ...roleFields(4),
  previousSignInAt: null,
};

const invitationOf = (
  id: string,
  email: string,
  role: number,
  roleName: string,
  roleLabel: string,
  status: Invitation["status"],
): Invitation => ({
  id,
  email,
  role,
  roleName,
  roleLabel,
  status,
  roundAccountId: "account-acme",
  expiresAt: "2025-03-21T12:00:00Z",
  createdDate: CREATED_DATE,
});

export const invitations: Invitation[] = [
  invitationOf("inv-1", "linus@acme.example", 4, "TeamMember", "Team Member", "pending"),
  invitationOf("inv-2", "barbara@acme.example", 12, "Developer", "Developer", "accepted"),
];

// ---- Reference lists (as the server sends them; the client sorts and filters) ------------------------

export const countries: Country[] = [
  { countryName: "United States", countryCodeAlpha2: "US", currencyCodeAlpha: "USD" },
  { countryName: "Canada", countryCodeAlpha2: "CA", currencyCodeAlpha: "CAD" },
  { countryName: "France", countryCodeAlpha2: "FR", currencyCodeAlpha: "EUR" },
  { countryName: "Germany", countryCodeAlpha2: "DE", currencyCodeAlpha: "EUR" },
  { countryName: "United Kingdom", countryCodeAlpha2: "GB", currencyCodeAlpha: "GBP" },
  // A duplicate code, dropped by the client.
  { countryName: "United States of America", countryCodeAlpha2: "US", currencyCodeAlpha: "USD" },
];

export const currencies: Currency[] = [
  { currencyCodeAlpha: "USD", currencyName: "US Dollar", countries: [{ countryName: "United States" }] },
  {
    currencyCodeAlpha: "EUR",
    currencyName: "Euro",
    countries: [{ countryName: "France" }, { countryName: "Germany" }],
  },
  { currencyCodeAlpha: "GBP", currencyName: "British Pound", countries: [{ countryName: "United Kingdom" }] },
  { currencyCodeAlpha: "CAD", currencyName: "Canadian Dollar", countries: [{ countryName: "Canada" }] },
];

export const industries: Industry[] = [
  { code: "software", name: "Software", description: "Software and SaaS" },
  { code: "finance", name: "Financial Services" },
  { code: "healthcare", name: "Healthcare" },
  { code: "retail", name: "Retail" },
];

export const companySizes: CompanySize[] = [
  { code: "1", name: "Solo", minEmployees: 1, maxEmployees: 1 },
  { code: "2-10", name: "Small", minEmployees: 2, maxEmployees: 10 },
  { code: "11-50", name: "Medium", minEmployees: 11, maxEmployees: 50 },
  { code: "51-200", name: "Large", minEmployees: 51, maxEmployees: 200 },
  { code: "201", name: "Enterprise", minEmployees: 201, maxEmployees: null },
];

export const addressTypes: AddressType[] = [
  { code: "billing", name: "Billing", isActive: true },
  { code: "shipping", name: "Shipping", isActive: true },
  { code: "headquarters", name: "Headquarters", isActive: true },
  { code: "legacy", name: "Legacy", isActive: false },
];

// ---- Team, sessions and the account's first plans -------------------------------------------------------

/** A member of the Acme account as `GET /api/members` lists it (`isYou` is set by the backend). */
export const memberOf = (
  userId: string,
  firstName: string,
  lastName: string,
  email: string,
  role: number,
  joinedDate: string,
): Member => ({
  userId,
  roundAccountId: "account-acme",
  firstName,
  lastName,
  email,
  role,
  roleName: roleName(role),
  roleLabel: roleLabel(role),
  joinedDate,
  lastSignInAt: PREVIOUS_SIGN_IN,
  isYou: false,
});

/** The owner (the business user), a Developer and a Billing Specialist. */
export const acmeMembers: Member[] = [
  memberOf("user-grace", "Grace", "Hopper", "grace@acme.example", 2, CREATED_DATE),
  memberOf("user-jordan", "Jordan", "Lee", "jordan@acme.example", 12, "2025-03-16T10:00:00Z"),
  memberOf("user-barbara", "Barbara", "Liskov", "barbara@acme.example", 16, "2025-03-17T10:00:00Z"),
];

/** The business user's signed-in sessions: this laptop and a phone. */
export const graceSessions: Session[] = [
  {
    id: "session-laptop",
    createdDate: "2025-03-20T09:30:00Z",
    lastUsedAt: "2025-03-21T08:15:00Z",
    userAgent: "Mozilla/5.0 (Macintosh) Chrome/131.0.0.0 Safari/537.36",
    browser: "Chrome 131",
    os: "macOS",
    device: "desktop",
    ipAddress: "203.0.113.7",
    current: true,
  },
  {
    id: "session-phone",
    createdDate: "2025-03-18T18:05:00Z",
    lastUsedAt: "2025-03-19T07:40:00Z",
    userAgent: "Mozilla/5.0 (iPhone) Version/18.1 Mobile Safari/604.1",
    browser: "Safari 18",
    os: "iOS",
    device: "mobile",
    ipAddress: "198.51.100.23",
    current: false,
  },
];

/** The family the onboarding products became plans of, and those plans (the server does it at completion). */
export const productsFamily: FamilySeed = {
  id: "fam-products",
  name: "Products",
  description: "The products added in Get Started. Rename or reorganise them as you like.",
  category: "SaaS Platform",
};

export const onboardingPlans: PlanSeed[] = [
  {
    id: "plan-starter-onboarding",
    name: "Starter Plan",
    description: "Dashboards for small teams",
    productFamilyId: "fam-products",
    pricePoints: [{ pricingModel: "flat_fee", price: 29, billingFrequency: "monthly" }],
  },
  {
    id: "plan-growth-onboarding",
    name: "Growth Plan",
    description: "Forecasts and exports",
    productFamilyId: "fam-products",
    pricePoints: [{ pricingModel: "flat_fee", price: 99.5, billingFrequency: "monthly" }],
  },
];
