/** How the customer's pages write cards, dates and addresses. Pure. */
import type { PayPage, PortalOverview } from "@round/forms/schemas";
import { formatDate } from "@round/ui";

type PaymentMethod = PortalOverview["paymentMethods"][number];

const OFFLINE_LABELS: Readonly<Record<string, string>> = {
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/** 'Visa •••• 4242', or the offline method's name. */
export function paymentMethodName(
  method: Pick<PaymentMethod, "type" | "cardType" | "last4" | "offlineMethod">,
) {
  if (method.type === "card") return `${method.cardType ?? "Card"} •••• ${method.last4 ?? ""}`.trim();
  return (method.offlineMethod && OFFLINE_LABELS[method.offlineMethod]) || "Offline payment";
}

/** 'Expires 04/2027' for a card; null otherwise. */
export function expiryText(method: Pick<PaymentMethod, "type" | "expiryMonth" | "expiryYear" | "status">) {
  if (method.type !== "card" || !method.expiryMonth || !method.expiryYear) return null;
  const when = `${String(method.expiryMonth).padStart(2, "0")}/${method.expiryYear}`;
  return method.status === "expired" ? `Expired ${when}` : `Expires ${when}`;
}

type TaxLine = PayPage["invoice"]["taxLines"][number];

/** What an invoice under the reverse charge says in place of a tax. */
export const REVERSE_CHARGE_NOTE = "Reverse charge — VAT to be accounted for by the recipient";

/**
 * An invoice's tax rows, one per rate: 'VAT 20%', and 'GST 10% (included)' for a rate already inside the
 * lines' amounts (so the reader does not add it to the total again).
 */
export function taxRows(taxLines: readonly Pick<TaxLine, "name" | "percentage" | "inclusive" | "amount">[]) {
  return taxLines.map((line) => ({
    label: `${line.name} ${line.percentage}%${line.inclusive ? " (included)" : ""}`,
    amount: line.amount,
  }));
}

/** 'Mar 2, 2026' for a day or a timestamp; an em dash for none. */
export const day = (value: string | null | undefined) => (value ? formatDate(value) : "—");

/** An address on one line per part, the empty parts left out. */
export function addressLines(address: PortalOverview["customer"]["billingAddress"]): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.state, address.zip].filter(Boolean).join(", ");
  return [address.line1, address.line2, cityLine, address.country].filter(
    (line) => line && line.trim() !== "",
  );
}

/** `url` when it is a whole http(s) address or a path of this site; null for anything else (javascript:…). */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
