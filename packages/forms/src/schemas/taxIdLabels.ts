/**
 * Customers' tax id types and tax statuses as a person reads them: words only, so that a page showing them
 * does not load the validators of `taxIds.ts`.
 */

export const TAX_ID_TYPES = ["eu_vat", "gb_vat", "au_abn", "ca_gst_hst", "us_ein"] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const TAX_ID_LABELS: Record<TaxIdType, string> = {
  eu_vat: "EU VAT number",
  gb_vat: "UK VAT number",
  au_abn: "Australian Business Number (ABN)",
  ca_gst_hst: "Canadian GST/HST number",
  us_ein: "US Employer Identification Number (EIN)",
};

/** How a customer is taxed: normally, not at all, or not at all with 'Reverse charge' on the invoice. */
export const TAX_EXEMPT_STATUSES = ["none", "exempt", "reverse"] as const;
export type TaxExemptStatus = (typeof TAX_EXEMPT_STATUSES)[number];

/** How each status reads to a person: 'Taxable', 'Exempt', 'Reverse charge'. */
export const TAX_EXEMPT_LABELS: Record<TaxExemptStatus, string> = {
  none: "Taxable",
  exempt: "Exempt",
  reverse: "Reverse charge",
};
