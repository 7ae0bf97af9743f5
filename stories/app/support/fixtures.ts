/**
 * Fixed data for the app stories: users as `GET /identities/me` sends them, an organization, invitations and
 * the reference lists. Every date is fixed, so what a story shows never depends on the day it runs.
 */
import type { Invitation } from "../../../packages/app/src/api/invitations";
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
