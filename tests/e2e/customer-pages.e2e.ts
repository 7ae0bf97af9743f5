import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiAs,
  errorUnder,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  storeSession,
  type Tokens,
  uniqueEmail,
} from "./support";

// The customer's own pages against the real server (PLATFORM.md, "The customer's pages"): the billing portal
// opened through the link the staff made on the customer's page, where the customer adds a card and makes it
// the default, pays an open invoice on its pay page, upgrades after the preview and cancels at the term's end;
// and a checkout link a stranger buys through with a coupon, a declined card first. Everything is set up
// through the API; each change the customer makes is read back through the staff's API.

test.use({ timezoneId: "UTC", locale: "en-US" });

/** The test gateway's cards (packages/server/src/payments/gateway.ts). */
const VISA = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

/** The customers belong to a new account each run, so their addresses can be the same on every run. */
const ADA = { email: "ada@lovelace.example", firstName: "Ada", lastName: "Lovelace" };
const GRACE = { email: "grace@hopper.example", firstName: "Grace", lastName: "Hopper" };

interface Page_<T> {
  items: T[];
  totalCount: number;
}
interface PricePoint {
  id: string;
}
interface Subscription {
  id: string;
  status: string;
  planName: string;
  planPricePointId: string;
  cancelAt: string | null;
  coupons: { code: string }[];
}
interface Invoice {
  id: string;
  number: string | null;
  status: string;
  amountDue: number;
}
interface PaymentMethod {
  id: string;
  isDefault: boolean;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
}

/** A business whose setup is complete, in USD, with a product family for its plans. */
async function business(): Promise<{ owner: Tokens; familyId: string }> {
  const owner = await registerConfirmedBusiness(uniqueEmail("portal.owner"), "Hopper Compilers Inc");
  await apiAs(owner.token, "/identities/me/onboarding/complete", "POST", {});
  await apiAs(owner.token, "/api/catalog/settings", "PUT", { defaultCurrency: "USD" });
  const family = await apiAs<{ id: string }>(owner.token, "/api/catalog/product-families", "POST", {
    name: "Compilers",
    description: "Compilers as a service",
    category: "SaaS Platform",
  });
  return { owner, familyId: family.id };
}

/** A monthly flat-fee plan in USD, shown in the portal and in checkout, that may be changed and cancelled. */
async function plan(owner: Tokens, familyId: string, name: string, price: number): Promise<string> {
  const created = await apiAs<{ pricePoints: PricePoint[] }>(owner.token, "/api/catalog/plans", "POST", {
    name,
    productFamilyId: familyId,
    customerPortal: {
      showInPortal: true,
      showInCheckout: true,
      allowUpgrade: true,
      allowDowngrade: true,
      allowCancellation: true,
    },
    pricePoints: [
      {
        currency: "USD",
        pricingModel: "flat_fee",
        price,
        billingFrequency: "monthly",
        showInPortal: true,
        showInCheckout: true,
      },
    ],
  });
  return created.pricePoints[0]?.id as string;
}

/** Types a card into a card form (the portal's, the pay page's, the checkout's). */
async function fillCard(form: Locator, number: string, month: string, year: string) {
  await form.getByRole("textbox", { name: /^Card number/ }).fill(number);
  await form.getByRole("combobox", { name: /^Expiry month/ }).selectOption(month);
  await form.getByRole("combobox", { name: /^Expiry year/ }).selectOption(year);
  await form.getByRole("textbox", { name: /^Security code/ }).fill("123");
}

/** The figure on a row of an invoice summary ('Total', 'Due today'). */
const figure = (table: Locator, row: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: row, exact: true }) });

/** The portal at 1280 and 375 px, full length, with what changes from run to run (dates) masked. */
async function snapPortal(page: Page) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await page.mouse.move(0, 0);
  const mask = [
    page.getByRole("region", { name: "Overview" }).getByText(/^On /),
    page
      .getByRole("region", { name: "Subscriptions" })
      .locator("dt", { hasText: /^(Renews on|Ends on)$/ })
      .locator("xpath=following-sibling::dd[1]"),
    page.getByRole("list", { name: "Invoices" }).getByRole("listitem").locator("span", { hasText: " · " }),
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`portal-${width}.png`, { fullPage: true, mask });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a customer manages their own billing through the portal link the staff sent", async ({
  page,
  browser,
}) => {
  // ---- Through the API: two plans, a customer with a card on Basic, and an open one-off invoice ----
  const { owner, familyId } = await business();
  const basic = await plan(owner, familyId, "Basic", 20);
  const pro = await plan(owner, familyId, "Pro", 40);
  // Collected automatically per subscription: the one-off invoice below stays open, to be paid by hand.
  const customer = await apiAs<{ id: string }>(owner.token, "/api/customers", "POST", {
    ...ADA,
    currency: "USD",
    autoCollection: false,
  });
  const card = { type: "card", cardNumber: VISA, expiryMonth: 12, expiryYear: 2040, cvc: "123" };
  const firstCard = await apiAs<PaymentMethod>(
    owner.token,
    `/api/customers/${customer.id}/payment-methods`,
    "POST",
    card,
  );
  const subscription = await apiAs<Subscription>(owner.token, "/api/subscriptions", "POST", {
    customerId: customer.id,
    planPricePointId: basic,
    autoCollection: true,
  });
  expect(subscription).toMatchObject({ status: "active", planName: "Basic" });
  const workshop = await apiAs<Invoice>(owner.token, "/api/invoices", "POST", {
    customerId: customer.id,
    items: [{ description: "Onboarding workshop", amount: 150, quantity: 1 }],
    finalize: true,
  });
  expect(workshop).toMatchObject({ status: "open", amountDue: 150, number: expect.any(String) });

  // ---- The staff: 'Send Portal Link' on the customer's page shows the link once ----
  await storeSession(page, owner);
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Send Portal Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Portal Link" });
  const link = dialog.getByRole("group", { name: "Portal link" }).locator("code");
  await expect(link).toHaveText(/\/portal\/[A-Za-z0-9_-]{43}$/);
  const portalUrl = (await link.textContent()) as string;
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // ---- The customer, in a browser of their own (no session): the portal ----
  const own = await browser.newContext({ timezoneId: "UTC", locale: "en-US" });
  const portal = await own.newPage();
  await portal.goto(portalUrl);
  await expect(portal.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(portal.getByText("Ada Lovelace · ada@lovelace.example")).toBeVisible();
  const subscriptions = portal.getByRole("region", { name: "Subscriptions" });
  await expect(subscriptions.getByRole("heading", { name: "Basic", level: 3 })).toBeVisible();
  await expect(subscriptions.getByText("$20.00 per month")).toBeVisible();
  const invoices = portal.getByRole("list", { name: "Invoices" });
  const open = invoices.getByRole("listitem").filter({ hasText: workshop.number as string });
  await expect(open).toContainText("$150.00 due");
  const cards = portal.getByRole("list", { name: "Cards" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards.getByRole("listitem")).toContainText("Expires 12/2040");
  await expect(cards.getByRole("listitem")).toContainText("Default");
  await expectNoAxeViolations(portal);
  await snapPortal(portal);

  // A new card, then made the default.
  const methods = portal.getByRole("region", { name: "Payment methods" });
  await methods.getByRole("button", { name: "Add a card" }).click();
  const cardForm = methods.getByRole("form", { name: "Add a card" });
  await fillCard(cardForm, VISA, "06", "2031");
  await cardForm.getByRole("button", { name: "Add card" }).click();
  await expect(methods.getByText("Visa •••• 4242 added.")).toBeVisible();
  await expect(cardForm).toBeHidden();
  const added = cards.getByRole("listitem").filter({ hasText: "Expires 06/2031" });
  await expect(cards.getByRole("listitem")).toHaveCount(2);
  await added.getByRole("button", { name: "Make default (Visa •••• 4242)" }).click();
  await expect(methods.getByText("Visa •••• 4242 is your default card now.")).toBeVisible();
  await expect(added).toContainText("Default");
  await expect(cards.getByRole("button", { name: /^Make default/ })).toHaveCount(1);
  const onFile = await apiAs<PaymentMethod[]>(owner.token, `/api/customers/${customer.id}/payment-methods`);
  expect(onFile).toHaveLength(2);
  expect(onFile.find((method) => method.isDefault)).toMatchObject({ expiryMonth: 6, expiryYear: 2031 });
  expect(onFile.find((method) => method.id === firstCard.id)?.isDefault).toBe(false);

  // The open invoice: its Pay link opens its pay page, paid with the default card; the receipt.
  await open.getByRole("link", { name: /^Pay / }).click();
  await expect(portal).toHaveURL(/\/pay\/[A-Za-z0-9_-]+$/);
  await expect(portal.getByRole("heading", { level: 1, name: /^Invoice / })).toBeVisible();
  await expect(portal.getByRole("heading", { level: 2, name: "Pay $150.00" })).toBeVisible();
  await portal.getByRole("button", { name: "Pay with Visa •••• 4242" }).click();
  const receipt = portal.getByRole("region", { name: "Payment received" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("Thank you for your payment to Hopper Compilers Inc.");
  await expect(receipt).toContainText("$150.00");
  await expect(portal.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  expect(await apiAs<Invoice>(owner.token, `/api/invoices/${workshop.id}`)).toMatchObject({
    status: "paid",
    amountDue: 0,
  });

  // Back in the portal: the invoice is paid; Basic → Pro, after its preview.
  await portal.goto(portalUrl);
  await expect(open).toContainText("Paid");
  await expect(open).toContainText("$150.00");
  await expect(open).not.toContainText("due");
  await expect(open.getByRole("link", { name: /^Pay / })).toHaveCount(0);
  await subscriptions.getByRole("button", { name: "Change plan of Basic" }).click();
  const change = portal.getByRole("dialog", { name: "Change plan" });
  await expect(change.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  await change.getByRole("radio", { name: /^Pro — / }).click();
  const preview = change.getByRole("region", { name: "What changes" });
  await expect(preview).toContainText("An invoice of $20.00 is raised now; your card is charged $20.00 now.");
  await expect(figure(preview.getByRole("table"), "Total")).toContainText("$20.00");
  await change.getByRole("button", { name: "Confirm change" }).click();
  await expect(change).toBeHidden();
  await expect(subscriptions.getByText("Your plan is now Pro.")).toBeVisible();
  await expect(subscriptions.getByRole("heading", { name: "Pro", level: 3 })).toBeVisible();
  await expect(subscriptions.getByText("$40.00 per month")).toBeVisible();
  expect(await apiAs<Subscription>(owner.token, `/api/subscriptions/${subscription.id}`)).toMatchObject({
    status: "active",
    planName: "Pro",
    planPricePointId: pro,
    cancelAt: null,
  });

  // Cancel at the term's end: its preview, then the confirmation with the day it ends.
  await subscriptions.getByRole("button", { name: "Cancel at term end (Pro)" }).click();
  const cancel = portal.getByRole("dialog", { name: "Cancel at the end of the term" });
  await expect(cancel.getByRole("region", { name: "What the cancellation does" })).toContainText(
    "No invoice is raised now and your card is not charged.",
  );
  await cancel.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(cancel).toBeHidden();
  const ending = await apiAs<Subscription>(owner.token, `/api/subscriptions/${subscription.id}`);
  expect(ending).toMatchObject({ status: "active", planName: "Pro" });
  expect(ending.cancelAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const endDay = new Date(`${ending.cancelAt}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(subscriptions.getByText(`Your Pro subscription ends on ${endDay}.`)).toBeVisible();
  await expect(subscriptions.getByRole("button", { name: /^Cancel at term end/ })).toHaveCount(0);
  await own.close();
});

test("a stranger buys through a checkout link with a coupon; a declined card leaves no customer", async ({
  page,
}) => {
  const { owner, familyId } = await business();
  const team = await plan(owner, familyId, "Team", 50);
  await apiAs(owner.token, "/api/catalog/coupons", "POST", {
    name: "Launch",
    couponCode: "LAUNCH10",
    discountType: "percentage",
    discountValue: 10,
    durationType: "one_time",
  });
  const made = await apiAs<{ url: string }>(owner.token, "/api/checkout-links", "POST", {
    pricePointId: team,
  });
  const customersNamed = async (email: string) =>
    (await apiAs<Page_<{ id: string }>>(owner.token, `/api/customers?search=${encodeURIComponent(email)}`))
      .items;

  // The default page has no session: a stranger.
  await page.goto(made.url);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Team" })).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Order summary" }).getByRole("table");
  await expect(figure(summary, "Due today")).toContainText("$50.00");
  const checkout = page.getByRole("form", { name: "Checkout" });
  await checkout.getByRole("textbox", { name: /^Email/ }).fill(GRACE.email);
  await checkout.getByRole("textbox", { name: /^First name/ }).fill(GRACE.firstName);
  await checkout.getByRole("textbox", { name: /^Last name/ }).fill(GRACE.lastName);
  await checkout.getByRole("textbox", { name: /^Street address/ }).fill("1 Navy Yard Way");
  await checkout.getByRole("textbox", { name: /^City/ }).fill("Arlington");
  await checkout.getByRole("textbox", { name: /^State/ }).fill("Virginia");
  await checkout.getByRole("textbox", { name: /^ZIP code/ }).fill("22202");
  await checkout.getByRole("textbox", { name: /^Country/ }).fill("US");
  await fillCard(checkout, DECLINED, "12", "2031");

  // The coupon's discount is shown before anything is paid.
  await checkout.getByRole("textbox", { name: /^Coupon code/ }).fill("LAUNCH10");
  await checkout.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(checkout.getByText(/^LAUNCH10 applied: /)).toBeVisible();
  await expect(figure(summary, "Discount")).toContainText("-$5.00");
  await expect(figure(summary, "Due today")).toContainText("$45.00");
  const pay = checkout.getByRole("button", { name: "Pay $45.00" });
  await expect(pay).toBeVisible();
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page).toHaveScreenshot("checkout-375.png", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A declined card: said under the card number, and nobody was made a customer.
  await pay.click();
  const cardNumber = checkout.getByRole("textbox", { name: /^Card number/ });
  await expect(await errorUnder(cardNumber)).toHaveText("Your card was declined.");
  await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
  expect(await customersNamed(GRACE.email)).toEqual([]);

  // The good card: subscribed, with the coupon.
  await cardNumber.fill(VISA);
  await pay.click();
  const done = page.getByRole("region", { name: "You're subscribed" });
  await expect(done).toBeVisible();
  await expect(done).toContainText(
    `Welcome to Team. Your receipt and the details of your subscription go to ${GRACE.email}.`,
  );
  await expect(done).toContainText("$45.00");
  const [bought] = await customersNamed(GRACE.email);
  expect(bought).toMatchObject({ email: GRACE.email, firstName: "Grace", lastName: "Hopper" });
  const subscriptions = await apiAs<Page_<Subscription>>(
    owner.token,
    `/api/subscriptions?customerId=${bought?.id}`,
  );
  expect(subscriptions.items).toHaveLength(1);
  expect(subscriptions.items[0]).toMatchObject({
    status: "active",
    planName: "Team",
    planPricePointId: team,
  });
  expect(subscriptions.items[0]?.coupons.map((coupon) => coupon.code)).toEqual(["LAUNCH10"]);
});
