import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  apiAs,
  baseURL,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  storeSession,
  type Tokens,
  uniqueEmail,
} from "./support";

// Correcting a paid, taxed invoice in the browser against the real server (COMMERCE.md, "Correcting and
// taxing invoices"): a customer in Great Britain pays 60.00 + 20% VAT by card; the staff issue a credit note
// from the invoice's page, part of it refunded to the card and part credited to the balance; the API, the
// customer's balance and the two PDFs, read back with pdftotext, say the same.

test.use({ timezoneId: "UTC", locale: "en-US" });

interface Invoice {
  id: string;
  number: string;
  status: string;
  total: number;
  tax: number;
  amountPaid: number;
  creditedAmount: number;
  refundedAmount: number;
}
interface Page_<T> {
  items: T[];
}

/** A PDF of the API as its text, through poppler's pdftotext (layout kept, so a label sits by its amount). */
async function pdfText(token: string, path: string): Promise<string> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const file = join(mkdtempSync(join(tmpdir(), "round-pdf-")), "document.pdf");
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function taxedPaidInvoice(): Promise<{ owner: Tokens; customerId: string; invoice: Invoice }> {
  const owner = await registerConfirmedBusiness(uniqueEmail("credit.owner"), "Somerville Instruments Ltd");
  await apiAs(owner.token, "/identities/me/onboarding/complete", "POST", {});
  await apiAs(owner.token, "/api/catalog/settings", "PUT", { defaultCurrency: "USD" });
  const family = await apiAs<{ id: string }>(owner.token, "/api/catalog/product-families", "POST", {
    name: "Instruments",
    description: "Instruments as a service",
    category: "SaaS Platform",
  });
  const plan = await apiAs<{ pricePoints: { id: string }[] }>(owner.token, "/api/catalog/plans", "POST", {
    name: "Observatory",
    productFamilyId: family.id,
    pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 60, billingFrequency: "monthly" }],
  });
  await apiAs(owner.token, "/api/tax-rates", "POST", { name: "VAT", percentage: 20, country: "GB" });
  const customer = await apiAs<{ id: string }>(owner.token, "/api/customers", "POST", {
    email: "mary@somerville.example",
    firstName: "Mary",
    lastName: "Somerville",
    currency: "USD",
    autoCollection: true,
    billingAddress: {
      line1: "12 Jedburgh Road",
      line2: "",
      city: "Jedburgh",
      state: "Scottish Borders",
      zip: "TD8 6AA",
      country: "GB",
    },
    taxIds: [{ type: "gb_vat", value: "GB980780684" }],
  });
  await apiAs(owner.token, `/api/customers/${customer.id}/payment-methods`, "POST", {
    type: "card",
    cardNumber: "4242424242424242",
    expiryMonth: 12,
    expiryYear: 2099,
    cvc: "123",
  });
  await apiAs(owner.token, "/api/subscriptions", "POST", {
    customerId: customer.id,
    planPricePointId: plan.pricePoints[0]?.id,
  });
  const invoices = await apiAs<Page_<Invoice>>(owner.token, `/api/invoices?customerId=${customer.id}`);
  return { owner, customerId: customer.id, invoice: invoices.items[0] as Invoice };
}

test("a paid invoice is partly refunded to the card and partly credited, and both PDFs say so", async ({
  page,
}) => {
  const { owner, customerId, invoice } = await taxedPaidInvoice();
  expect(invoice).toMatchObject({ status: "paid", total: 72, tax: 12, amountPaid: 72 });

  await storeSession(page, owner);
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(invoice.number) })).toBeVisible();
  await expect(page.getByText("VAT 20%").first()).toBeVisible();
  await page.getByRole("button", { name: "Issue credit note" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue credit note" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Amount", exact: true }).fill("48");
  await expect(dialog.getByText("Refundable: $72.00")).toBeVisible();
  await dialog.getByLabel("Refund to card/payment").fill("30");
  await dialog.getByLabel("Credit to customer's balance").fill("18");
  await dialog.getByLabel("Settled outside Round").fill("0");
  await dialog.getByLabel("Reason").selectOption({ label: "Product unsatisfactory" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Issue credit note" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Credit note CN-000001 issued", { exact: true })).toBeVisible();
  const card = page.getByRole("list", { name: "Credit notes" });
  await expect(card.getByText("CN-000001")).toBeVisible();

  // The API agrees: the invoice credited and refunded, the card refunded, the balance credited.
  const after = await apiAs<Invoice>(owner.token, `/api/invoices/${invoice.id}`);
  expect(after).toMatchObject({ status: "paid", amountPaid: 72, creditedAmount: 48, refundedAmount: 30 });
  const refunds = await apiAs<Page_<{ amount: number; status: string }>>(
    owner.token,
    `/api/refunds?customerId=${customerId}`,
  );
  expect(refunds.items).toEqual([expect.objectContaining({ amount: 30, status: "succeeded" })]);
  const customer = await apiAs<{ creditBalance: number }>(owner.token, `/api/customers/${customerId}`);
  expect(customer.creditBalance).toBe(18);
  const notes = await apiAs<Page_<{ id: string; number: string; tax: number }>>(
    owner.token,
    `/api/credit-notes?invoiceId=${invoice.id}`,
  );
  const note = notes.items[0]!;
  // Its share of the invoice's tax: 12.00 × 48 ÷ 72.
  expect(note).toMatchObject({ number: "CN-000001", tax: 8 });

  // The invoice's PDF: seller and buyer, the VAT line, what was credited and refunded.
  const invoicePdf = await pdfText(owner.token, `/api/invoices/${invoice.id}/pdf`);
  expect(invoicePdf).toContain("Somerville Instruments Ltd");
  expect(invoicePdf).toContain("Registration No. REG-2024-001");
  expect(invoicePdf).toContain("12 Jedburgh Road");
  expect(invoicePdf).toMatch(/VAT number:\s+GB980780684/);
  expect(invoicePdf).toMatch(/VAT 20% on \$60\.00\s+\$12\.00/);
  expect(invoicePdf).toMatch(/Total\s+\$72\.00/);
  expect(invoicePdf).toMatch(/Credited\s+\$48\.00/);
  expect(invoicePdf).toMatch(/Refunded\s+\$30\.00/);

  // The credit note's PDF names its invoice and shows how its total was settled.
  const notePdf = await pdfText(owner.token, `/api/credit-notes/${note.id}/pdf`);
  expect(notePdf).toContain("CN-000001");
  expect(notePdf).toContain(`Credit note for invoice ${invoice.number}`);
  expect(notePdf).toContain("Product unsatisfactory");
  expect(notePdf).toMatch(/GB980780684/);
  expect(notePdf).toMatch(/Total excluding tax\s+\$40\.00/);
  expect(notePdf).toMatch(/VAT 20%\s+\$8\.00/);
  expect(notePdf).toMatch(/Total\s+\$48\.00/);
  expect(notePdf).toMatch(/Refunded to the original payment method\s+\$30\.00/);
  expect(notePdf).toMatch(/Credited to the customer's balance\s+\$18\.00/);
});
