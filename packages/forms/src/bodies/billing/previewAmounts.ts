/** The figures a customer reads in a change's preview, computed exactly (@round/billing). Pure. */
import { compareAmounts, roundMoney, subtractAmounts } from "@round/billing";

export interface PreviewInvoice {
  total: number;
  creditApplied: number;
  amountDue: number;
  currency: string;
}

/**
 * What the card is charged as the invoice is raised: the total, less the credit applied and less what is
 * left due (a subscription collected automatically charges its default card at once). Never below zero.
 */
export function chargedNow(invoice: PreviewInvoice): number {
  const charged = roundMoney(
    subtractAmounts(subtractAmounts(invoice.total, invoice.creditApplied), invoice.amountDue),
    invoice.currency,
  );
  return compareAmounts(charged, 0) > 0 ? Number(charged) : 0;
}

/**
 * The preview's tax as rows of its summary: one 'Tax' row (previews answer the lines' taxes summed, not per
 * rate), or none when the invoice is not taxed.
 */
export function taxRow(tax: number): { label: string; amount: number }[] {
  return compareAmounts(tax, 0) !== 0 ? [{ label: "Tax", amount: tax }] : [];
}
