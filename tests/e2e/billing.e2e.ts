import { expect, test } from "@playwright/test";
import {
  apiAs,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  signIn,
  snap,
  storeSession,
  uniqueEmail,
} from "./support";

// The billing page against the real server: a business subscribes customers to its plans through the API,
// and the page's figures are what the API answers and what this test works out from the invoices it reads;
// then the demo business the seed made (global-setup.ts), its history lived through the real engine.

test.use({ timezoneId: "UTC", locale: "en-US" });

interface Page_<T> {
  items: T[];
  totalCount: number;
}
interface Invoice {
  id: string;
  number: string | null;
  customerName: string;
  amount: number;
  status: string;
}

test("the billing page shows the revenue the subscriptions make, and creates an invoice", async ({
  page,
}) => {
  const owner = await registerConfirmedBusiness(uniqueEmail("billing.owner"), "Hopper Compilers Inc");
  await apiAs(owner.token, "/identities/me/onboarding/complete", "POST", {});
  await apiAs(owner.token, "/api/catalog/settings", "PUT", { defaultCurrency: "USD" });
  const family = await apiAs<{ id: string }>(owner.token, "/api/catalog/product-families", "POST", {
    name: "Compilers",
    description: "Compilers as a service",
    category: "SaaS Platform",
  });
  const plan = async (name: string, price: number) => {
    const created = await apiAs<{ pricePoints: { id: string }[] }>(
      owner.token,
      "/api/catalog/plans",
      "POST",
      {
        name,
        productFamilyId: family.id,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price, billingFrequency: "monthly" }],
      },
    );
    return created.pricePoints[0]?.id as string;
  };
  const basic = await plan("Basic", 29);
  const team = await plan("Team", 99.5);
  const people = [
    { email: "ada@lovelace.example", firstName: "Ada", lastName: "Lovelace", point: team },
    { email: "grace@cobol.example", firstName: "Grace", lastName: "Brewster", point: basic },
  ];
  for (const person of people) {
    const customer = await apiAs<{ id: string }>(owner.token, "/api/customers", "POST", {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      currency: "USD",
    });
    await apiAs(owner.token, "/api/subscriptions", "POST", {
      customerId: customer.id,
      planPricePointId: person.point,
    });
  }
  // What the test works out from the invoices it reads: each subscription's first invoice is a month of it.
  const invoices = await apiAs<Page_<Invoice>>(owner.token, "/api/invoices?pageSize=10");
  expect(invoices.totalCount).toBe(2);
  const billed = invoices.items.reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0);
  expect(billed).toBe(12_850);
  const summary = await apiAs<{ mrr: number; activeSubscriptions: number }>(
    owner.token,
    "/api/metrics/summary",
  );
  expect(summary).toMatchObject({ mrr: 128.5, activeSubscriptions: 2 });

  await storeSession(page, owner);
  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const card = (label: string) => page.locator("dl", { has: page.locator("dt", { hasText: label }) });
  await expect(card("Monthly Revenue").locator("dd").first()).toHaveText("$128.50");
  await expect(card("Active Subscriptions").locator("dd").first()).toHaveText("2");
  await expect(card("Payment Success Rate")).toContainText("No card payments in the last 30 days");

  // The chart's table: this month's new business is the whole MRR.
  await page.getByRole("button", { name: "Show as table" }).click();
  const table = page.getByRole("table", { name: /MRR over the last 12 months/ });
  const thisMonth = table.getByRole("row").last();
  await expect(thisMonth.getByRole("cell").first()).toHaveText("$128.50");
  await expect(thisMonth).toContainText("$128.50");

  // The five newest invoices: these two, as the API numbers them.
  const recent = page.getByRole("table", { name: "Recent invoices" });
  for (const invoice of invoices.items) {
    await expect(recent.getByRole("link", { name: invoice.number as string })).toBeVisible();
  }
  await page.getByRole("button", { name: "Show as chart" }).click();
  await expectNoAxeViolations(page);
  await snap(page, "billing", [page.getByRole("figure"), recent.locator("td:last-child")]);

  // Create Invoice: a one-off invoice for Ada, opened on its own page.
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Invoice" });
  await dialog.getByRole("combobox", { name: /^Customer/ }).pressSequentially("Ada");
  await page.getByRole("option", { name: /Ada Lovelace/ }).click();
  await dialog.getByRole("textbox", { name: /^Description 1/ }).fill("Onboarding workshop");
  await dialog.getByRole("textbox", { name: /^Amount 1/ }).fill("450");
  await dialog.getByRole("button", { name: "Create and finalize" }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Onboarding workshop")).toBeVisible();
});

/** Every item of a list the API pages (100 to a page). */
async function everything<T>(token: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiAs<Page_<T>>(token, `${path}&pageSize=100&pageNumber=${page}`);
    items.push(...answer.items);
    if (items.length >= answer.totalCount || answer.items.length === 0) return items;
  }
}

test("after the seed, the demo business's billing page shows what its records add up to", async ({
  page,
}) => {
  // global-setup.ts seeded the data folder (a short history: see SEED_ARGS there) before the server started.
  await page.goto("/auth/login");
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = (await page.evaluate(() => localStorage.getItem("auth_token"))) as string;
  const summary = await apiAs<{
    mrr: number;
    activeSubscriptions: number;
    averageCollectionDays: number | null;
  }>(token, "/api/metrics/summary");

  // What the test works out from the records it reads: the MRR and count of the subscriptions bringing MRR,
  // and the days from issue to paid of the invoices paid in the last 30 days (the server's today, in UTC).
  const subscriptions = await everything<{ mrr: number; testClockId: string | null }>(
    token,
    "/api/subscriptions?status=active",
  );
  const paying = subscriptions.filter((sub) => sub.testClockId === null && sub.mrr > 0);
  const mrrCents = paying.reduce((sum, sub) => sum + Math.round(sub.mrr * 100), 0);
  expect(paying.length).toBeGreaterThan(0);
  expect(Math.round(summary.mrr * 100)).toBe(mrrCents);
  expect(summary.activeSubscriptions).toBe(paying.length);
  const today = new Date().toISOString().slice(0, 10);
  const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
  const paid = (
    await everything<
      Invoice & { issueDate: string | null; paidAt: string | null; testClockId: string | null }
    >(token, "/api/invoices?status=paid")
  ).filter(
    (invoice) =>
      invoice.testClockId === null &&
      invoice.issueDate !== null &&
      invoice.paidAt !== null &&
      dayNumber(invoice.paidAt.slice(0, 10)) > dayNumber(today) - 30,
  );
  const days = paid.map((invoice) =>
    Math.max(0, dayNumber((invoice.paidAt as string).slice(0, 10)) - dayNumber(invoice.issueDate as string)),
  );
  if (days.length === 0) expect(summary.averageCollectionDays).toBeNull();
  else {
    // The mean in days, to one decimal, halves rounded up (1.45 shows as 1.5): worked out in whole tenths.
    const total = days.reduce((sum, value) => sum + value, 0);
    const tenths = Math.floor((20 * total + days.length) / (2 * days.length));
    expect(summary.averageCollectionDays).toBe(tenths / 10);
  }

  // The page shows the same figures.
  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const card = (label: string) => page.locator("dl", { has: page.locator("dt", { hasText: label }) });
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  await expect(card("Monthly Revenue").locator("dd").first()).toHaveText(money.format(mrrCents / 100));
  await expect(card("Active Subscriptions").locator("dd").first()).toHaveText(String(paying.length));
  // The chart's table ends on this month's MRR (its last column).
  await page.getByRole("button", { name: "Show as table" }).click();
  const table = page.getByRole("table", { name: /MRR over the last 12 months/ });
  await expect(table.getByRole("row").last().getByRole("cell").last()).toHaveText(
    money.format(mrrCents / 100),
  );
  await page.getByRole("button", { name: "Show as chart" }).click();
  await expectNoAxeViolations(page);
});
