/** Records, reference lists and helpers shared by the customer dialog stories. */
import type { CustomerResponse } from "@round/forms/schemas";
import { expect, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../../interactions";

/** Countries as the reference data answers them: ISO 3166 alpha-2 codes. */
export const COUNTRIES = [
  { value: "CA", label: "Canada" },
  { value: "FR", label: "France" },
  { value: "DE", label: "Germany" },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
];

/** Answers after a short fixed delay, like the reference-data call. */
export const loadCountries = () =>
  new Promise<typeof COUNTRIES>((resolve) => setTimeout(() => resolve(COUNTRIES), 20));

/** A reference-data call that fails. */
export const failingCountries = () =>
  new Promise<typeof COUNTRIES>((_, reject) => setTimeout(() => reject(new Error("Network error")), 20));

/** A promise that never settles: keeps a dialog in its submitting state. */
export const never = () => new Promise<never>(() => {});

const CREATED = "2026-01-05T10:00:00.000Z";

/** A customer with every field filled, as the API answers it. */
export const CUSTOMER: CustomerResponse = {
  id: "cus_01HZX3",
  email: "ada@lovelace.example",
  firstName: "Ada",
  lastName: "Lovelace",
  displayName: "Ada Lovelace",
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0958",
  taxNumber: "GB123456789",
  taxIds: [],
  taxExempt: "none",
  locale: "en-GB",
  timezone: "Europe/London",
  status: "active",
  billingAddress: {
    line1: "12 St James's Square",
    line2: "Floor 3",
    city: "London",
    state: "Greater London",
    zip: "SW1Y 4JH",
    country: "GB",
  },
  shippingAddress: {
    line1: "1 Dock Road",
    line2: "",
    city: "Manchester",
    state: "Greater Manchester",
    zip: "M1 1AA",
    country: "GB",
  },
  paymentMethod: null,
  currency: "GBP",
  totalMRR: 490,
  totalLTV: 5880,
  accountBalance: 12,
  creditBalance: 12,
  unbilledCharges: 0,
  activeSubscriptions: 2,
  churnRisk: "low",
  churnSignals: [],
  signupDate: CREATED,
  trialEndDate: null,
  lastActivityDate: CREATED,
  emailPreferences: {
    invoices: true,
    subscriptionUpdates: true,
    marketingEmails: true,
    paymentFailures: true,
    trialReminders: false,
  },
  portalAccess: true,
  autoCollection: true,
  tags: ["enterprise", "early-adopter"],
  customFields: { "Account manager": "Grace Hopper", Contract: "C-2026-014" },
  createdAt: CREATED,
  updatedAt: CREATED,
};

/** Text without a break, longer than any field is wide. */
export const UNBROKEN =
  "Enterprise-Professional-Services-Implementation-And-Onboarding-Package-For-Large-Accounts";

type Canvas = ReturnType<typeof within>;

/**
 * Opens a dialog with its trigger in the story and waits until it is shown (the opening is part of what the
 * story tests). Returns the dialog and queries scoped to it.
 */
export async function openDialog(canvasElement: HTMLElement, trigger: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: trigger }));
  const element = await screen.findByRole("dialog", { name: title });
  const dialog: Canvas = within(element);
  await waitFor(() => expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible());
  return { element, dialog };
}

/** Types into a text field found by its label's start, then leaves it (a blur checks it). */
export async function typeAndLeave(scope: Canvas, label: string | RegExp, text: string) {
  const field = scope.getByRole("textbox", {
    name: typeof label === "string" ? new RegExp(`^${label}`) : label,
  });
  await userEvent.click(field);
  if (text) await userEvent.paste(text);
  await userEvent.tab();
  return field;
}

/** Nothing in the dialog is wider than the dialog itself. */
export async function expectNoOverflow(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The account's test clocks, as the customer dialog's picker offers them. */
const TEST_CLOCKS = [
  { value: "clk-renewals", label: "Renewal rehearsal · Apr 1, 2027, 09:30 UTC" },
  { value: "clk-trials", label: "Trial ends · Jan 15, 2027, 00:00 UTC" },
];

/** Answers the test clocks after a short delay, like `GET /api/test-clocks`. */
export const loadTestClocks = () =>
  new Promise<typeof TEST_CLOCKS>((resolve) => setTimeout(() => resolve(TEST_CLOCKS), 20));

/** A test clocks call that fails. */
export const failingTestClocks = () =>
  new Promise<typeof TEST_CLOCKS>((_, reject) => setTimeout(() => reject(new Error("Network error")), 20));
