/**
 * What the customers API answers (COMMERCE.md, "Customers and subscriptions"), written once: the server's
 * views satisfy these schemas, the API tests check every answer against them, and the app infers its types.
 * Money is a JSON number in major units; dates are ISO 8601 timestamps in UTC.
 */
import * as v from "valibot";
import {
  CHURN_RISKS,
  CHURN_SIGNAL_CODES,
  CUSTOMER_STATUSES,
  OFFLINE_PAYMENT_METHODS,
} from "../customerConstants.ts";
import { taxExemptResponse, taxIdResponse } from "./tax.ts";

const timestamp = v.string();
const money = v.number();

export const customerAddressResponse = v.object({
  line1: v.string(),
  line2: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  country: v.string(),
});

export const paymentMethodResponse = v.object({
  id: v.string(),
  type: v.picklist(["card", "offline"]),
  /** `test` (the built-in test gateway), `stripe`, or `offline`. */
  gateway: v.string(),
  /** `valid`, or `expired` once the card's month has passed. */
  status: v.picklist(["valid", "expired"]),
  /** The card's brand (Visa, Mastercard, …); null for offline methods. */
  cardType: v.nullable(v.string()),
  last4: v.nullable(v.string()),
  expiryMonth: v.nullable(v.number()),
  expiryYear: v.nullable(v.number()),
  offlineMethod: v.nullable(v.picklist(OFFLINE_PAYMENT_METHODS)),
  reference: v.nullable(v.string()),
  isDefault: v.boolean(),
  createdAt: timestamp,
});

export const emailPreferencesResponse = v.object({
  invoices: v.boolean(),
  subscriptionUpdates: v.boolean(),
  marketingEmails: v.boolean(),
  paymentFailures: v.boolean(),
  trialReminders: v.boolean(),
});

/** A customer as lists and the detail page show it: its record and its computed figures. */
export const customerResponse = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  displayName: v.string(),
  company: v.string(),
  phone: v.string(),
  taxNumber: v.string(),
  /** Tax ids, checked per type (COMMERCE.md, "Correcting and taxing invoices"). */
  taxIds: v.array(taxIdResponse),
  /** `none` (taxed), `exempt` (no tax), `reverse` (no tax, 'Reverse charge' on the invoice). */
  taxExempt: taxExemptResponse,
  locale: v.string(),
  timezone: v.string(),
  status: v.picklist(CUSTOMER_STATUSES),
  billingAddress: v.nullable(customerAddressResponse),
  shippingAddress: v.nullable(customerAddressResponse),
  /** The default payment method, if any. */
  paymentMethod: v.nullable(paymentMethodResponse),
  currency: v.string(),
  /** Monthly recurring revenue of the customer's active subscriptions. */
  totalMRR: money,
  /** What the customer has paid so far. */
  totalLTV: money,
  /** Credit balance minus what the customer owes (negative: they owe money). */
  accountBalance: money,
  creditBalance: money,
  unbilledCharges: money,
  activeSubscriptions: v.number(),
  churnRisk: v.picklist(CHURN_RISKS),
  /** Why the risk is what it is: the signals seen (CHURN_SIGNALS), none for a low risk. */
  churnSignals: v.array(v.picklist(CHURN_SIGNAL_CODES)),
  signupDate: timestamp,
  trialEndDate: v.nullable(timestamp),
  lastActivityDate: timestamp,
  /** The test clock the customer lives on (its billing a rehearsal, out of the figures); null for real ones. */
  testClockId: v.optional(v.nullable(v.string())),
  /**
   * Whether the customer may still move onto or off a test clock: only while it has no subscriptions and no
   * invoices (its clock is fixed once its billing begins, as Stripe fixes it when the customer is created).
   * Answered for one customer (GET, POST, PUT), left out of lists.
   */
  testClockChangeable: v.optional(v.boolean()),
  emailPreferences: emailPreferencesResponse,
  portalAccess: v.boolean(),
  autoCollection: v.boolean(),
  tags: v.array(v.string()),
  customFields: v.record(v.string(), v.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The customers screen's stat cards, computed from the records. */
export const customerSummaryResponse = v.object({
  totalCustomers: v.number(),
  activeCustomers: v.number(),
  /** Mean MRR of the customers who pay (MRR above 0); 0 when none does. */
  avgMRR: money,
  /** Mean lifetime value of the customers who have paid; 0 when none has. */
  avgLTV: money,
  /** Customer churn rate of the last 30 days, in percent. */
  churnRate: v.number(),
  currency: v.string(),
});

export const noteResponse = v.object({
  id: v.string(),
  content: v.string(),
  /** The name of the team member who wrote it. */
  author: v.string(),
  isInternal: v.boolean(),
  createdAt: timestamp,
});

export const creditResponse = v.object({
  id: v.string(),
  amount: money,
  currency: v.string(),
  reason: v.string(),
  /** The name of the team member who gave it. */
  createdBy: v.string(),
  createdAt: timestamp,
  /** The customer's credit balance after this credit. */
  creditBalance: money,
});

export const customerImportResponse = v.object({ imported: v.number() });

export const customerEmailResponse = v.object({ queued: v.boolean(), to: v.string() });

export type CustomerResponse = v.InferOutput<typeof customerResponse>;
export type CustomerAddressResponse = v.InferOutput<typeof customerAddressResponse>;
export type PaymentMethodResponse = v.InferOutput<typeof paymentMethodResponse>;
export type CustomerSummaryResponse = v.InferOutput<typeof customerSummaryResponse>;
export type NoteResponse = v.InferOutput<typeof noteResponse>;
export type CreditResponse = v.InferOutput<typeof creditResponse>;
export type CustomerImportResponse = v.InferOutput<typeof customerImportResponse>;

/** GET /api/customers/{id}/export: everything Round holds about one customer (a privacy request). */
export const customerDataExportResponse = v.object({
  exportedAt: timestamp,
  customer: customerResponse,
  notes: v.array(
    v.object({
      id: v.string(),
      content: v.string(),
      isInternal: v.boolean(),
      author: v.string(),
      createdAt: timestamp,
    }),
  ),
  paymentMethods: v.array(paymentMethodResponse),
  credits: v.array(
    v.object({
      id: v.string(),
      amount: money,
      currency: v.string(),
      reason: v.string(),
      createdAt: timestamp,
    }),
  ),
});
export type CustomerDataExportResponse = v.InferOutput<typeof customerDataExportResponse>;
