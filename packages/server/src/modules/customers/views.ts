import { roundMoney, subtractAmounts } from "@round/billing";
import type { ChurnRisk, ChurnSignal, CustomerResponse, PaymentMethodResponse } from "@round/forms/schemas";
import { CHURN_RISKS, CHURN_SIGNAL_CODES, isCardExpired } from "@round/forms/schemas";
import { iso } from "../../http/values.ts";
import type { PaymentMethodRow } from "./payment-methods/queries.ts";
import type { CustomerRow } from "./queries.ts";

export function churnRiskOf(score: number): ChurnRisk {
  return CHURN_RISKS[Math.min(Math.max(score, 0), CHURN_RISKS.length - 1)]!;
}

export function churnScoreOf(risk: ChurnRisk): number {
  return CHURN_RISKS.indexOf(risk);
}

/** A stored amount in the customer's currency, as the answer's JSON number. */
const money = (value: string, currency: string) => Number(roundMoney(value, currency));

export function paymentMethodView(row: PaymentMethodRow, today: Date): PaymentMethodResponse {
  const expired =
    row.type === "card" &&
    row.expiryMonth !== null &&
    row.expiryYear !== null &&
    isCardExpired(row.expiryMonth, row.expiryYear, today);
  return {
    id: row.id,
    type: row.type,
    gateway: row.gateway,
    status: expired ? "expired" : "valid",
    cardType: row.cardBrand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    offlineMethod: row.offlineMethod as PaymentMethodResponse["offlineMethod"],
    reference: row.reference,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
  };
}

export function customerView(
  row: CustomerRow,
  defaultMethod: PaymentMethodRow | undefined,
  today: Date,
): CustomerResponse {
  const currency = row.currency;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    company: row.company,
    phone: row.phone,
    taxNumber: row.taxNumber,
    taxIds: row.taxIds as CustomerResponse["taxIds"],
    taxExempt: row.taxExempt as CustomerResponse["taxExempt"],
    locale: row.locale,
    timezone: row.timezone,
    status: row.status as CustomerResponse["status"],
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    paymentMethod: defaultMethod ? paymentMethodView(defaultMethod, today) : null,
    currency,
    totalMRR: money(row.mrr, currency),
    totalLTV: money(row.ltv, currency),
    accountBalance: money(subtractAmounts(row.creditBalance, row.amountDue), currency),
    creditBalance: money(row.creditBalance, currency),
    unbilledCharges: money(row.unbilledCharges, currency),
    activeSubscriptions: row.activeSubscriptions,
    churnRisk: churnRiskOf(row.churnRisk),
    churnSignals: row.churnSignals.filter((code): code is ChurnSignal =>
      (CHURN_SIGNAL_CODES as readonly string[]).includes(code),
    ),
    signupDate: iso(row.createdAt),
    trialEndDate: row.trialEndAt ? iso(row.trialEndAt) : null,
    lastActivityDate: iso(row.lastActivityAt),
    testClockId: row.testClockId,
    emailPreferences: row.emailPreferences,
    portalAccess: row.portalAccess,
    autoCollection: row.autoCollection,
    tags: row.tags,
    customFields: row.customFields,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
