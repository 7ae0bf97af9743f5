/**
 * Customers for the customer screens' stories, as the in-memory customers server (./customersBackend) takes
 * them: a small account of six with every status, churn risk and country the filters offer, one customer
 * with every field filled (its notes, payment methods and credits too), sixty for paging, unbroken names,
 * and the CSV files of an import. Every date is fixed.
 */
import type { CreditResponse, NoteResponse, PaymentMethodResponse } from "@round/forms/schemas";
import type { CustomerSeed } from "./customersBackend";

const address = (line1: string, city: string, state: string, zip: string, country: string) => ({
  line1,
  line2: "",
  city,
  state,
  zip,
  country,
});

/** Each a day apart, the newest first in the default order (newest created first). */
const created = (day: number) => `2026-02-${String(day).padStart(2, "0")}T10:00:00.000Z`;

/** The customer with every field filled: the detail page's subject. */
export const ada: CustomerSeed = {
  id: "cus-ada",
  email: "ada@lovelace.example",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0958",
  taxNumber: "GB123456789",
  locale: "en-GB",
  timezone: "Europe/London",
  status: "active",
  churnRisk: "low",
  currency: "USD",
  billingAddress: {
    line1: "12 St James's Square",
    line2: "Floor 3",
    city: "London",
    state: "Greater London",
    zip: "SW1Y 4JH",
    country: "GB",
  },
  shippingAddress: address("1 Dock Road", "Manchester", "Greater Manchester", "M1 1AA", "GB"),
  totalMRR: 490,
  totalLTV: 5880,
  accountBalance: 120,
  creditBalance: 20,
  unbilledCharges: 35.5,
  activeSubscriptions: 2,
  signupDate: "2025-06-02T12:00:00.000Z",
  lastActivityDate: "2026-02-27T12:00:00.000Z",
  portalAccess: true,
  autoCollection: true,
  tags: ["enterprise", "early-adopter"],
  customFields: { "Account manager": "Grace Hopper", Contract: "C-2026-014" },
  createdAt: created(6),
};

/** Six customers: every status, every churn risk, four countries; MRR and LTV all different. */
export const sampleCustomers: CustomerSeed[] = [
  ada,
  {
    id: "cus-globex",
    email: "hank@globex.example",
    firstName: "Hank",
    lastName: "Scorpio",
    company: "Globex Corporation",
    displayName: "Globex Corporation",
    status: "active",
    churnRisk: "medium",
    billingAddress: address("1 Cypress Creek", "Springfield", "OR", "97403", "US"),
    totalMRR: 1200,
    totalLTV: 28_800,
    createdAt: created(5),
  },
  {
    id: "cus-initech",
    email: "peter@initech.example",
    firstName: "Peter",
    lastName: "Gibbons",
    company: "Initech",
    status: "suspended",
    churnRisk: "high",
    churnSignals: ["failed_payment", "overdue_invoice"],
    billingAddress: address("4120 Freidrich Lane", "Austin", "TX", "78744", "US"),
    totalMRR: 75,
    totalLTV: 900,
    accountBalance: -45,
    createdAt: created(4),
  },
  {
    id: "cus-margaret",
    email: "margaret@hamilton.example",
    firstName: "Margaret",
    lastName: "Hamilton",
    status: "inactive",
    churnRisk: "medium",
    portalAccess: false,
    billingAddress: address("77 Massachusetts Ave", "Toronto", "ON", "M5V 2T6", "CA"),
    totalMRR: 0,
    totalLTV: 1500,
    createdAt: created(3),
  },
  {
    id: "cus-sophie",
    email: "sophie@germain.example",
    firstName: "Sophie",
    lastName: "Germain",
    status: "cancelled",
    churnRisk: "high",
    billingAddress: address("3 Rue de la Paix", "Paris", "Île-de-France", "75002", "FR"),
    totalMRR: 0,
    totalLTV: 600,
    createdAt: created(2),
  },
  {
    id: "cus-emmy",
    email: "emmy@noether.example",
    firstName: "Emmy",
    lastName: "Noether",
    status: "active",
    churnRisk: "low",
    billingAddress: address("Bunsenstraße 3", "Göttingen", "Niedersachsen", "37073", "DE"),
    totalMRR: 250,
    totalLTV: 3000,
    createdAt: created(1),
  },
];

/** `count` customers, 'Customer 01' the newest, with MRR growing by $10 from the oldest. */
export function manyCustomers(count: number): CustomerSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, "0");
    return {
      id: `cus-many-${number}`,
      email: `customer${number}@many.example`,
      displayName: `Customer ${number}`,
      totalMRR: (count - index) * 10,
      totalLTV: (count - index) * 120,
      createdAt: new Date(Date.UTC(2026, 0, 1) + (count - index) * 3_600_000).toISOString(),
    };
  });
}

/** Text without a place to break, longer than any column is wide. */
export const UNBROKEN_NAME =
  "Intercontinental-Professional-Services-Implementation-And-Onboarding-Holdings-Incorporated";
export const UNBROKEN_EMAIL =
  "accounts-payable-department-for-all-subsidiaries-worldwide@intercontinental-holdings.example";

export const longNamedCustomer: CustomerSeed = {
  id: "cus-long",
  email: UNBROKEN_EMAIL,
  displayName: UNBROKEN_NAME,
  company: UNBROKEN_NAME,
  tags: ["a-tag-without-any-place-to-break-that-goes-on-and-on"],
  totalMRR: 99_999.99,
  totalLTV: 1_234_567.89,
  createdAt: created(7),
};

/** Ada's notes: an internal one and one the customer may see. */
export const adaNotes: Record<string, Partial<NoteResponse>[]> = {
  "cus-ada": [
    {
      content: "Asked about annual billing for the analytics add-on; follow up in March.",
      author: "Grace Hopper",
      isInternal: true,
      createdAt: "2026-02-20T15:30:00.000Z",
    },
    {
      content: "Welcome call done: the team is set up.",
      author: "Demo Owner",
      isInternal: false,
      createdAt: "2026-01-10T09:00:00.000Z",
    },
  ],
};

/** Ada's cards: a Visa (the default) and a Mastercard. */
export const adaMethods: Record<string, Partial<PaymentMethodResponse>[]> = {
  "cus-ada": [
    { cardType: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2030 },
    { cardType: "Mastercard", last4: "4444", expiryMonth: 6, expiryYear: 2028 },
  ],
};

export const adaCredits: Record<string, Partial<CreditResponse>[]> = {
  "cus-ada": [
    // Newest first: $5.00 of it used on an invoice, after $25.00 given for an outage.
    {
      amount: -5,
      reason: "Applied to invoice INV-000004",
      creditBalance: 20,
      createdAt: "2026-02-10T10:00:00Z",
    },
    { amount: 25, reason: "Outage on Feb 3", creditBalance: 25, createdAt: "2026-02-04T10:00:00Z" },
  ],
};

/** A CSV whose rows 3 and 4 are refused (a bad email, an email already in the account): nothing imported. */
export const BAD_IMPORT_CSV = [
  "email,firstName,lastName,company",
  "barbara@liskov.example,Barbara,Liskov,",
  "not-an-email,Alan,Turing,",
  "ada@lovelace.example,Ada,Lovelace,",
].join("\n");

/** Two new customers. */
export const GOOD_IMPORT_CSV = [
  "email,firstName,lastName,company",
  "barbara@liskov.example,Barbara,Liskov,",
  "alan@turing.example,Alan,Turing,Bletchley Park",
].join("\n");

export const csvFile = (content: string, name = "customers.csv") =>
  new File([content], name, { type: "text/csv" });
