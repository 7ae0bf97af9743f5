/**
 * What the customer's pages show in the stories (the portal, the pay page, checkout), as the API answers it:
 * shared by the forms' stories here and the pages' stories (stories/app/Portal*, Pay*, Checkout*). The
 * stories' today is Mar 2, 2026.
 */
import type {
  BillingPreviewResponse,
  CheckoutPage,
  PayPage,
  PortalOverview,
  PortalSubscription,
} from "@round/forms/schemas";

/** A logo drawn with shapes only (no text), so pictures never depend on the fonts a machine has. */
export const LOGO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="10" fill="#0f766e"/><path d="M12 30 20 10l8 20h-5l-3-8-3 8z" fill="#fff"/><rect x="50" y="12" width="96" height="7" rx="3.5" fill="#0f766e"/><rect x="50" y="24" width="64" height="5" rx="2.5" fill="#5eead4"/></svg>',
)}`;

export const BRAND = { name: "Acme Analytics", logoUrl: LOGO_URL, brandColor: "#0f766e" };

const CREATED = "2026-01-15T10:00:00.000Z";

export const PRO: PortalSubscription = {
  id: "sub_pro",
  customerId: "cus_ada",
  customerName: "Ada Lovelace",
  planId: "plan_pro",
  planName: "Pro",
  planPricePointId: "pp_pro_m",
  quantity: 1,
  status: "active",
  currency: "USD",
  billingFrequency: "monthly",
  billingPeriod: "monthly",
  startDate: "2026-01-15",
  trialEnd: null,
  currentTermStart: "2026-02-15",
  currentTermEnd: "2026-03-15",
  nextBillingDate: "2026-03-15",
  cancelAt: null,
  cancelledAt: null,
  pausedAt: null,
  resumeDate: null,
  billingCycles: null,
  termsBilled: 2,
  amount: 49,
  mrr: 49,
  addons: [
    {
      id: "sa_seats",
      addonId: "addon_seats",
      name: "Extra seats",
      addonName: "Extra seats",
      pricePointId: "pp_seats_m",
      quantity: 2,
      unitPrice: 10,
      amount: 20,
    },
  ],
  coupons: [],
  autoCollection: null,
  pendingChange: null,
  testClockId: null,
  createdAt: CREATED,
  updatedAt: CREATED,
  canCancel: true,
  changeOptions: [
    {
      pricePointId: "pp_business_m",
      planId: "plan_business",
      planName: "Business",
      pricePointName: "Monthly",
      currency: "USD",
      price: 99,
      billingPeriod: "monthly",
      direction: "upgrade",
    },
    {
      pricePointId: "pp_starter_m",
      planId: "plan_starter",
      planName: "Starter",
      pricePointName: "Monthly",
      currency: "USD",
      price: 19,
      billingPeriod: "monthly",
      direction: "downgrade",
    },
  ],
  addonOptions: [
    {
      pricePointId: "pp_seats_m",
      name: "Extra seats",
      price: 10,
      quantity: 2,
      canAdd: true,
      canRemove: true,
    },
    {
      pricePointId: "pp_sso_m",
      name: "Single sign-on",
      price: 25,
      quantity: 0,
      canAdd: true,
      canRemove: false,
    },
  ],
};

const card = (
  id: string,
  cardType: string,
  last4: string,
  isDefault: boolean,
  expiry: [number, number] = [12, 2030],
): PortalOverview["paymentMethods"][number] => ({
  id,
  type: "card",
  gateway: "test",
  status: "valid",
  cardType,
  last4,
  expiryMonth: expiry[0],
  expiryYear: expiry[1],
  offlineMethod: null,
  reference: null,
  isDefault,
  createdAt: CREATED,
});

export const VISA = card("pm_visa", "Visa", "4242", true);
export const MASTERCARD = card("pm_mc", "Mastercard", "4444", false, [4, 2027]);

/** Ada's portal: Pro with two extra seats, an open invoice and a paid one, two cards. */
export const OVERVIEW: PortalOverview = {
  account: BRAND,
  returnUrl: "https://acme.example/account",
  flow: null,
  subscriptionId: null,
  invoiceId: null,
  expiresAt: "2026-03-02T10:00:00.000Z",
  customer: {
    id: "cus_ada",
    email: "ada@lovelace.example",
    displayName: "Ada Lovelace",
    company: "Analytical Engines Ltd",
    phone: "",
    taxNumber: "GB123456789",
    currency: "USD",
    billingAddress: {
      line1: "12 St James's Square",
      line2: "",
      city: "London",
      state: "Greater London",
      zip: "SW1Y 4JH",
      country: "United Kingdom",
    },
  },
  subscriptions: [PRO],
  invoices: [
    {
      id: "inv_2",
      number: "INV-000012",
      status: "open",
      currency: "USD",
      issueDate: "2026-02-15",
      dueDate: "2026-03-17",
      description: "Pro, Feb 15, 2026 to Mar 14, 2026",
      total: 69,
      amountPaid: 0,
      amountDue: 69,
      pdfUrl: "/api/portal/ptok_ada/invoices/inv_2/pdf",
      hostedInvoiceUrl: "/pay/paytok_12",
    },
    {
      id: "inv_1",
      number: "INV-000007",
      status: "paid",
      currency: "USD",
      issueDate: "2026-01-15",
      dueDate: "2026-02-14",
      description: "Pro, Jan 15, 2026 to Feb 14, 2026",
      total: 69,
      amountPaid: 69,
      amountDue: 0,
      pdfUrl: "/api/portal/ptok_ada/invoices/inv_1/pdf",
      hostedInvoiceUrl: null,
    },
  ],
  paymentMethods: [VISA, MASTERCARD],
  nextBill: { date: "2026-03-15", amount: 69, currency: "USD" },
  cardRequired: true,
};

/** The preview of moving Pro to Business today: the difference for the rest of the term, charged now. */
export function upgradePreview(subscription: PortalSubscription = PRO): BillingPreviewResponse {
  return {
    preview: true,
    subscription,
    invoice: {
      currency: "USD",
      lines: [
        {
          kind: "proration",
          description: "Business (remaining time)",
          quantity: 1,
          amount: 45.86,
          taxAmount: 0,
          taxRateId: null,
          periodStart: "2026-03-02",
          periodEnd: "2026-03-14",
        },
        {
          kind: "proration",
          description: "Unused time on Pro",
          quantity: 1,
          amount: -22.7,
          taxAmount: 0,
          taxRateId: null,
          periodStart: "2026-03-02",
          periodEnd: "2026-03-14",
        },
      ],
      subtotal: 23.16,
      discount: 0,
      tax: 0,
      total: 23.16,
      creditApplied: 0,
      amountDue: 0,
    },
    credit: 0,
  };
}

/** The same upgrade for a customer taxed at 20%: $4.63 of tax on the difference, $27.79 charged now. */
export function taxedUpgradePreview(subscription: PortalSubscription = PRO): BillingPreviewResponse {
  const untaxed = upgradePreview(subscription);
  const invoice = untaxed.invoice as NonNullable<BillingPreviewResponse["invoice"]>;
  return {
    ...untaxed,
    invoice: {
      ...invoice,
      lines: invoice.lines.map((line) => ({
        ...line,
        taxAmount: line.amount > 0 ? 9.17 : -4.54,
        taxRateId: "txr_gb_vat",
      })),
      tax: 4.63,
      total: 27.79,
    },
  };
}

/** Cancelling at the end of the term: nothing invoiced, nothing credited. */
export const TERM_END_PREVIEW: BillingPreviewResponse = {
  preview: true,
  subscription: { ...PRO, cancelAt: "2026-03-15" },
  invoice: null,
  credit: 0,
};

/** Adding single sign-on: its price for the rest of the term, charged now. */
export const ADDON_PREVIEW: BillingPreviewResponse = {
  preview: true,
  subscription: PRO,
  invoice: {
    currency: "USD",
    lines: [
      {
        kind: "proration",
        description: "Single sign-on (remaining time)",
        quantity: 1,
        amount: 11.61,
        taxAmount: 0,
        taxRateId: null,
        periodStart: "2026-03-02",
        periodEnd: "2026-03-14",
      },
    ],
    subtotal: 11.61,
    discount: 0,
    tax: 0,
    total: 11.61,
    creditApplied: 0,
    amountDue: 0,
  },
  credit: 0,
};

/** INV-000012 as its pay page shows it: open, $69.00 due. */
export const PAY_OPEN: PayPage = {
  account: BRAND,
  invoice: {
    id: "inv_2",
    number: "INV-000012",
    status: "open",
    currency: "USD",
    issueDate: "2026-02-15",
    dueDate: "2026-03-17",
    periodStart: "2026-02-15",
    periodEnd: "2026-03-14",
    lines: [
      {
        id: "line_1",
        kind: "plan",
        description: "Pro",
        quantity: 1,
        amount: 49,
        taxAmount: 0,
        taxRateId: null,
        periodStart: "2026-02-15",
        periodEnd: "2026-03-14",
      },
      {
        id: "line_2",
        kind: "addon",
        description: "Extra seats",
        quantity: 2,
        amount: 20,
        taxAmount: 0,
        taxRateId: null,
        periodStart: "2026-02-15",
        periodEnd: "2026-03-14",
      },
    ],
    subtotal: 69,
    discount: 0,
    tax: 0,
    taxLines: [],
    reverseCharge: false,
    total: 69,
    creditApplied: 0,
    amountPaid: 0,
    amountDue: 69,
    paidAt: null,
  },
  customer: { displayName: "Ada Lovelace", email: "ada@lovelace.example" },
  pdfUrl: "/api/pay/paytok_12/pdf",
  savedCard: null,
  payments: [],
};

/** INV-000012 for a customer in the UK: VAT at 20% on each line, $82.80 due. */
export const PAY_TAXED: PayPage = {
  ...PAY_OPEN,
  invoice: {
    ...PAY_OPEN.invoice,
    lines: PAY_OPEN.invoice.lines.map((line) => ({
      ...line,
      taxAmount: line.amount === 49 ? 9.8 : 4,
      taxRateId: "txr_gb_vat",
    })),
    tax: 13.8,
    taxLines: [
      {
        taxRateId: "txr_gb_vat",
        name: "VAT",
        percentage: 20,
        inclusive: false,
        country: "GB",
        region: null,
        taxableAmount: 69,
        amount: 13.8,
      },
    ],
    total: 82.8,
    amountDue: 82.8,
  },
};

/** INV-000012 for a business in another EU country with a VAT number: no tax, and 'Reverse charge'. */
export const PAY_REVERSE_CHARGE: PayPage = {
  ...PAY_OPEN,
  invoice: { ...PAY_OPEN.invoice, reverseCharge: true },
};

/** The same invoice once paid by card: the receipt. */
export const PAY_PAID: PayPage = {
  ...PAY_OPEN,
  invoice: {
    ...PAY_OPEN.invoice,
    status: "paid",
    amountPaid: 69,
    amountDue: 0,
    paidAt: "2026-03-02T09:00:00.000Z",
  },
  payments: [
    {
      id: "pay_1",
      invoiceId: "inv_2",
      invoiceNumber: "INV-000012",
      customerId: "cus_ada",
      customerName: "Ada Lovelace",
      amount: 69,
      currency: "USD",
      status: "succeeded",
      method: "card",
      methodLabel: "Visa •••• 4242",
      paymentMethod: "Visa •••• 4242",
      processedAt: "2026-03-02T09:00:00.000Z",
      gatewayTransactionId: "ch_test_1",
      reference: null,
      failureMessage: null,
      attempt: 1,
      paidAt: "2026-03-02T09:00:00.000Z",
      createdAt: "2026-03-02T09:00:00.000Z",
    },
  ],
};

/** What the Pro Monthly checkout link sells: Pro with two extra seats, a 14-day trial left out. */
export const CHECKOUT: CheckoutPage = {
  account: BRAND,
  planName: "Pro",
  planDescription: "Dashboards and alerts for growing teams.",
  pricePointName: "Monthly",
  currency: "USD",
  billingPeriod: "monthly",
  quantity: 1,
  addons: [{ name: "Extra seats", quantity: 2 }],
  trialDays: 0,
  couponCodes: [],
  preview: {
    currency: "USD",
    lines: [
      { description: "Pro", quantity: 1, amount: 49, kind: "plan" },
      { description: "Extra seats", quantity: 2, amount: 20, kind: "addon" },
    ],
    subtotal: 69,
    discount: 0,
    tax: 0,
    total: 69,
    amountDue: 69,
  },
  successUrl: null,
};

/** The same link for a buyer taxed at 20%: the first invoice's tax, $82.80 due today. */
export const CHECKOUT_TAXED: CheckoutPage = {
  ...CHECKOUT,
  preview: { ...CHECKOUT.preview, tax: 13.8, total: 82.8, amountDue: 82.8 },
};

/** The first invoice with SPRING20 (20% off). */
export const SPRING20 = {
  preview: { ...CHECKOUT.preview, discount: 13.8, total: 55.2, amountDue: 55.2 },
  coupon: { code: "SPRING20", description: "20% off for 3 months" },
};

/** The first invoice for a buyer in New Zealand, taxed at 15%: $10.35 of tax, $79.35 due today. */
export const CHECKOUT_NZ = {
  preview: { ...CHECKOUT.preview, tax: 10.35, total: 79.35, amountDue: 79.35 },
  coupon: null,
};

/** SPRING20 in New Zealand: 15% of $55.20. */
export const SPRING20_NZ = {
  preview: { ...CHECKOUT.preview, discount: 13.8, tax: 8.28, total: 63.48, amountDue: 63.48 },
  coupon: SPRING20.coupon,
};

/** The first invoice untaxed and without a coupon, as a preview answers it. */
export const CHECKOUT_UNTAXED = { preview: CHECKOUT.preview, coupon: null };

/**
 * The stories' preview (`POST /api/checkout/{token}/preview`): SPRING20 takes 20% off, New Zealand ('NZ') is
 * taxed at 15%, anywhere else not at all; any other code is no coupon.
 */
export function checkoutPreviewFor(sent: { couponCode?: string; country?: string }) {
  const spring = (sent.couponCode ?? "").toUpperCase() === "SPRING20";
  if ((sent.country ?? "").toUpperCase() === "NZ") return spring ? SPRING20_NZ : CHECKOUT_NZ;
  return spring ? SPRING20 : CHECKOUT_UNTAXED;
}

/** The answer of a successful checkout without a success URL. */
export const CHECKOUT_DONE = {
  customerId: "cus_new",
  subscriptionId: "sub_new",
  invoice: { number: "INV-000013", total: 69, amountPaid: 69, currency: "USD", status: "paid" as const },
  successUrl: null,
};

/** The server's refusal of a field: `{ message, errors: [{ code, description, field }] }`. */
export const refusal = (field: string, description: string, code = "INVALID_FORMAT") => ({
  message: description,
  errors: [{ code, description, field }],
});

/** The card the built-in test gateway accepts, and the one it declines. */
export const GOOD_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";
