import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiAs,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  snap,
  storeSession,
  uniqueEmail,
} from "./support";

// A subscription rehearsed on a test clock, as the person running it plays it in the browser: the clock made
// in Settings → Billing, a subscription to Basic with a 10 % coupon started from the customer's page (its
// first invoice previewed), the clock advanced a month (its steps previewed), the renewal invoice opened, its
// PDF downloaded and paid in two Record Payments, then mid-term an upgrade to Pro (its proration previewed and
// invoiced), a pause, a resume and a cancel at the term's end. The catalog, the owner and the customer are
// made through the API. The Subscriptions tab after the upgrade is compared with its baselines at 375, 768
// and 1280 px; every date on it is the clock's, so nothing needs a mask.

const CLOCK = "Renewal rehearsal";

test.use({ timezoneId: "UTC", locale: "en-US" });

interface Clock {
  id: string;
  name: string;
}
interface Invoice {
  id: string;
  number: string | null;
}

/** axe once the page is still (a dialog fading in is measured at a contrast it never has once shown). */
async function axe(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await expectNoAxeViolations(page);
}

const expectToast = (page: Page, title: string) =>
  expect(
    page.getByRole("region", { name: "Notifications" }).getByText(title, { exact: true }).first(),
  ).toBeVisible();

/** The detail of a term in a description list within `scope`. */
const detail = (scope: Locator, term: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** A row of a preview's or an invoice's table, by the words it starts with. */
const row = (table: Locator, name: string | RegExp) => table.getByRole("row").filter({ hasText: name });

test("a subscription on a test clock: started with a coupon, renewed, paid in two parts, upgraded, paused, resumed and cancelled", async ({
  page,
}) => {
  // A long journey: 30 s alone, up to three times that beside another file on a loaded 2-core machine.
  test.setTimeout(150_000);
  // ---- Setup through the API: the owner, the catalog (Basic 30, Pro 60, TENOFF 10 % forever) ----
  const owner = await registerConfirmedBusiness(uniqueEmail("journey.owner"), "Hopper Compilers Inc");
  const api = <T>(path: string, method = "GET", body?: unknown) => apiAs<T>(owner.token, path, method, body);
  await api("/identities/me/onboarding/complete", "POST", {});
  await api("/api/catalog/settings", "PUT", { defaultCurrency: "USD" });
  const family = await api<{ id: string }>("/api/catalog/product-families", "POST", {
    name: "Compilers",
    description: "Compilers as a service",
    category: "SaaS Platform",
  });
  const plan = async (name: string, price: number) =>
    (
      await api<{ pricePoints: { id: string }[] }>("/api/catalog/plans", "POST", {
        name,
        productFamilyId: family.id,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price, billingFrequency: "monthly" }],
      })
    ).pricePoints[0]?.id as string;
  const basic = await plan("Basic", 30);
  await plan("Pro", 60);
  await api("/api/catalog/coupons", "POST", {
    name: "Ten off",
    couponCode: "TENOFF",
    discountType: "percentage",
    discountValue: 10,
    durationType: "forever",
    stackable: true,
  });
  await storeSession(page, owner);

  // ---- Settings → Billing: a test clock frozen at Jan 5, 2027, 09:00 UTC ----
  await page.goto("/settings/billing");
  const clocksCard = page.getByRole("region", { name: "Test clocks" });
  await expect(clocksCard.getByRole("heading", { name: "No test clocks" })).toBeVisible();
  await clocksCard.getByRole("button", { name: "Create test clock" }).click();
  const createClock = page.getByRole("dialog", { name: "Create test clock" });
  await createClock.getByRole("textbox", { name: /^Name/ }).fill(CLOCK);
  await createClock.getByLabel(/^Frozen time/).fill("2027-01-05T09:00");
  await createClock.getByRole("button", { name: "Create test clock" }).click();
  await expect(createClock).toBeHidden();
  await expectToast(page, "Test clock created");
  const clockRow = row(page.getByRole("table", { name: "Test clocks" }), CLOCK);
  await expect(clockRow).toContainText("Jan 5, 2027, 09:00 UTC");
  await expect(clockRow.getByText("Ready", { exact: true })).toBeVisible();
  const clock = (await api<Clock[]>("/api/test-clocks")).find((c) => c.name === CLOCK) as Clock;
  expect(clock).toBeDefined();

  // ---- A customer living on the clock, through the API: no card, so invoices wait for Record Payment ----
  const customer = await api<{ id: string }>("/api/customers", "POST", {
    email: "ada@lovelace.example",
    firstName: "Ada",
    lastName: "Lovelace",
    currency: "USD",
    autoCollection: false,
    testClockId: clock.id,
  });
  const customerUrl = `/customers/${customer.id}`;

  // ---- The customer's page: the clock's banner, then New subscription to Basic with TENOFF ----
  await page.goto(customerUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  const banner = page.getByRole("alert").filter({ hasText: "Test clock" });
  await expect(banner).toContainText(
    `This customer lives on the test clock ${CLOCK}, frozen at Jan 5, 2027, 09:00 UTC.`,
  );
  await page.getByRole("tab", { name: "Subscriptions" }).click();
  const subscriptions = page.getByRole("tabpanel", { name: "Subscriptions" });
  await expect(subscriptions.getByRole("heading", { name: "No subscriptions" })).toBeVisible();
  await subscriptions.getByRole("button", { name: "New subscription" }).click();
  const create = page.getByRole("dialog", { name: "New subscription" });
  const createButton = create.getByRole("button", { name: "Create subscription" });
  await expect(createButton).toBeDisabled();
  await create.getByRole("combobox", { name: /^Plan/ }).selectOption({ label: "Basic · $30.00/mo" });
  await create.getByRole("textbox", { name: /^Coupon codes/ }).fill("TENOFF");
  await create.getByRole("textbox", { name: /^Coupon codes/ }).press("Enter");
  // The first invoice, before anything is written: a month of Basic less 10 %.
  const firstInvoice = create.getByRole("table", { name: "Invoice preview" });
  await expect(row(firstInvoice, /^Basic/)).toContainText("(Jan 5, 2027 – Feb 5, 2027)");
  await expect(row(firstInvoice, /^Basic/)).toContainText("$30.00");
  await expect(row(firstInvoice, "Ten off (TENOFF)")).toContainText("-$3.00");
  await expect(row(firstInvoice, /^Discount/)).toContainText("-$3.00");
  await expect(row(firstInvoice, /^Total/)).toContainText("$27.00");
  await expect(row(firstInvoice, /^Amount due/)).toContainText("$27.00");
  await expect(createButton).toBeEnabled();
  await createButton.click();
  await expect(create).toBeHidden();
  await expectToast(page, "Subscription created");
  let card = subscriptions.getByRole("region", { name: "Basic" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(detail(card, "Current term")).toHaveText("Jan 5, 2027 – Feb 5, 2027");
  await expect(detail(card, "Next billing date")).toHaveText("Feb 5, 2027");
  await expect(detail(card, "MRR")).toHaveText("$27.00");
  await expect(detail(card, "Coupons")).toHaveText("TENOFF (Ten off)");

  // ---- Settings → Billing: advance the clock a month, its steps previewed, then run ----
  await page.goto("/settings/billing");
  await page.getByRole("button", { name: `Advance ${CLOCK}` }).click();
  const advance = page.getByRole("dialog", { name: `Advance ${CLOCK}` });
  await expect(advance).toContainText("Frozen at Jan 5, 2027, 09:00 UTC.");
  const confirmAdvance = advance.getByRole("button", { name: "Confirm advance" });
  // A month on is offered first; the clock's invoices are numbered in its own sequence.
  await expect(advance.getByLabel(/^New time/)).toHaveValue("2027-02-05T09:00");
  await advance.getByLabel(/^New time/).fill("2027-02-05T09:00");
  const wouldRun = advance.getByRole("region", { name: "Steps it would run" });
  await expect(wouldRun.getByRole("listitem")).toHaveText([
    "Feb 5, 2027 · Ada Lovelace: Renewed",
    "Feb 5, 2027 · Ada Lovelace: Invoice INV-TEST-000002 issued for $27.00",
    "Feb 5, 2027 · Ada Lovelace: Invoice INV-TEST-000001 is overdue",
  ]);
  await expect(confirmAdvance).toBeEnabled();
  await confirmAdvance.click();
  const ran = advance.getByRole("region", { name: "Steps that ran" });
  await expect(ran.getByRole("heading")).toHaveText("Advanced to Feb 5, 2027, 09:00 UTC: 3 steps ran");
  await advance.getByRole("button", { name: "Done" }).click();
  await expect(advance).toBeHidden();
  await expect(clockRow).toContainText("Feb 5, 2027, 09:00 UTC");

  // ---- The customer's invoices: the first (now overdue) and the renewal, 27.00 each ----
  await page.goto(`${customerUrl}?tab=invoices`);
  await expect(banner).toContainText("frozen at Feb 5, 2027, 09:00 UTC.");
  const invoices = page.getByRole("table", { name: "Customer invoices" });
  const renewalRow = row(invoices, "INV-TEST-000002");
  await expect(renewalRow).toContainText("Open");
  await expect(renewalRow).toContainText("$27.00");
  await expect(row(invoices, "INV-TEST-000001")).toContainText("Overdue");
  await renewalRow.getByRole("link", { name: "INV-TEST-000002" }).click();

  // ---- The renewal invoice: its lines with the discount, its PDF, two payments ----
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "INV-TEST-000002" })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  const totals = page.getByRole("complementary", { name: "Invoice totals" });
  await expect(detail(details, "Status")).toHaveText("Open");
  await expect(detail(details, "Issue date")).toHaveText("Feb 5, 2027");
  await expect(detail(details, "Billing period")).toHaveText("Feb 5, 2027 – Mar 5, 2027");
  const lines = page.getByRole("table", { name: "Invoice lines" });
  await expect(row(lines, /^Basic/)).toContainText("$30.00");
  await expect(row(lines, "Ten off (TENOFF)")).toContainText("-$3.00");
  await expect(detail(totals, "Subtotal")).toHaveText("$30.00");
  await expect(detail(totals, "Discount")).toHaveText("-$3.00");
  await expect(detail(totals, "Total")).toHaveText("$27.00");
  await expect(detail(totals, "Amount due")).toHaveText("$27.00");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe("INV-TEST-000002.pdf");
  expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const pay = async (amountShown: string, amount: string | null, toast: string) => {
    await page.getByRole("button", { name: "Record Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Record Payment" });
    await expect(dialog.getByText(`INV-TEST-000002: $${amountShown} due`)).toBeVisible();
    const field = dialog.getByRole("textbox", { name: /^Amount/ });
    await expect(field).toHaveValue(amountShown.replace(/\.00$/, ""));
    if (amount !== null) await field.fill(amount);
    await dialog.getByRole("button", { name: "Record Payment" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, toast);
  };
  // The payment date is left as the dialog offers it (the real today, not the clock's: its dates are not
  // checked).
  await pay("27.00", "10", "Payment recorded: INV-TEST-000002 is partially paid");
  await expect(detail(details, "Status")).toHaveText("Partially paid");
  await expect(detail(totals, "Amount paid")).toHaveText("$10.00");
  await expect(detail(totals, "Amount due")).toHaveText("$17.00");
  await axe(page);
  // The rest, as the dialog offers it.
  await pay("17.00", null, "INV-TEST-000002 is paid");
  await expect(detail(details, "Status")).toHaveText("Paid");
  await expect(detail(details, "Paid on")).toHaveText("Feb 5, 2027");
  await expect(detail(totals, "Amount paid")).toHaveText("$27.00");
  await expect(detail(totals, "Amount due")).toHaveText("$0.00");
  await expect(page.getByRole("list", { name: "Payments" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Record Payment" })).toBeHidden();

  // ---- Mid-term (the clock moved through the API: the advance dialog was played above) ----
  await api(`/api/test-clocks/${clock.id}/advance`, "POST", { frozenTime: "2027-02-20T09:00:00Z" });

  // ---- Edit to Pro: the prorated difference for the 13 of 28 days left, less 10 %, before confirming ----
  await page.goto(`${customerUrl}?tab=subscriptions`);
  await expect(banner).toContainText("frozen at Feb 20, 2027, 09:00 UTC.");
  card = subscriptions.getByRole("region", { name: "Basic" });
  await card.getByRole("button", { name: "Edit Basic" }).click();
  const edit = page.getByRole("dialog", { name: "Edit subscription" });
  const planField = edit.getByRole("combobox", { name: /^Plan/ });
  await expect(planField).toHaveValue(basic);
  await planField.selectOption({ label: "Pro · $60.00/mo" });
  await expect(edit.getByRole("switch", { name: /Prorate/ })).toBeChecked();
  const change = edit.getByRole("table", { name: "Invoice preview" });
  await expect(row(change, /^Unused time on Basic/)).toContainText("-$13.93");
  await expect(row(change, /^Remaining time on Pro/)).toContainText("$27.86");
  await expect(row(change, "Ten off (TENOFF)")).toContainText("-$1.39");
  await expect(row(change, /^Total/)).toContainText("$12.54");
  await expect(row(change, /^Amount due/)).toContainText("$12.54");
  const confirmChange = edit.getByRole("button", { name: "Confirm change" });
  await expect(confirmChange).toBeEnabled();
  await confirmChange.click();
  await expect(edit).toBeHidden();
  await expectToast(page, "Subscription changed");
  card = subscriptions.getByRole("region", { name: "Pro" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(detail(card, "Current term")).toHaveText("Feb 5, 2027 – Mar 5, 2027");
  await expect(detail(card, "MRR")).toHaveText("$54.00");
  await expect(
    page.getByRole("region", { name: "Customer figures" }).getByText("$54.00", { exact: true }),
  ).toBeVisible();
  await axe(page);
  // Lifetime Value is what was paid: the renewal's $10.00 and $17.00.
  await expect(
    page.getByRole("region", { name: "Customer figures" }).getByText("$27.00", { exact: true }),
  ).toBeVisible();
  await snap(page, "subscriptions-after-upgrade", [], { scrollTop: true });

  // The proration invoice, in the Invoices tab.
  await page.getByRole("tab", { name: "Invoices" }).click();
  const proration = row(invoices, "INV-TEST-000003");
  await expect(proration).toContainText("Open");
  await expect(proration).toContainText("$12.54");
  await expect(row(invoices, "INV-TEST-000002")).toContainText("Paid");

  // ---- Pause, resume, cancel at the term's end: what the card says after each ----
  await page.getByRole("tab", { name: "Subscriptions" }).click();
  await card.getByRole("button", { name: "Pause Pro" }).click();
  const pause = page.getByRole("dialog", { name: "Pause subscription" });
  await expect(pause).toContainText("Pro: nothing is billed while it is paused.");
  await expect(pause.getByText("The current term ends on Mar 5, 2027.")).toBeVisible();
  // The unused part of the term comes back as credit: of Pro since the upgrade, line by line over what was
  // charged for the term (Basic 13.93 and its −1.39 discount, less Basic's −13.93, plus Pro 27.86 and its
  // −1.39 discount): $25.08.
  await expect(pause.getByText("Credit to the customer: $25.08")).toBeVisible();
  await pause.getByRole("button", { name: "Pause subscription" }).click();
  await expect(pause).toBeHidden();
  await expectToast(page, "Subscription paused");
  await expect(card.getByText("Paused", { exact: true })).toBeVisible();
  await expect(card.getByText("Paused until resumed")).toBeVisible();
  await expect(detail(card, "Next billing date")).toHaveText("None");
  await expect(detail(card, "MRR")).toHaveText("$0.00");
  await expect(card.getByRole("button", { name: "Pause Pro" })).toBeHidden();

  await card.getByRole("button", { name: "Resume Pro" }).click();
  const resume = page.getByRole("dialog", { name: "Resume subscription" });
  // A new term from the clock's day, invoiced at once: a month of Pro less 10 %.
  const resumed = resume.getByRole("table", { name: "Invoice preview" });
  await expect(row(resumed, /^Pro/)).toContainText("(Feb 20, 2027 – Mar 20, 2027)");
  await expect(row(resumed, /^Total/)).toContainText("$54.00");
  await resume.getByRole("button", { name: "Resume subscription" }).click();
  await expect(resume).toBeHidden();
  await expectToast(page, "Subscription resumed");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("Paused until resumed")).toBeHidden();
  await expect(detail(card, "Current term")).toHaveText("Feb 20, 2027 – Mar 20, 2027");
  await expect(detail(card, "Next billing date")).toHaveText("Mar 20, 2027");
  await expect(detail(card, "MRR")).toHaveText("$54.00");

  await card.getByRole("button", { name: "Cancel Pro" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel subscription" });
  await expect(cancel.getByRole("radio", { name: /At the end of the term \(Mar 20, 2027\)/ })).toBeChecked();
  await expect(cancel.getByText("No invoice is raised.")).toBeVisible();
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(cancel).toBeHidden();
  await expectToast(page, "Subscription cancelled");
  // It stays active until then, is not renewed, and can be reactivated.
  await expect(card.getByText("Cancels on Mar 20, 2027")).toBeVisible();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(detail(card, "Next billing date")).toHaveText("None");
  await expect(card.getByRole("button", { name: "Reactivate Pro" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel Pro" })).toBeHidden();

  const all = await api<{ items: Invoice[] }>(`/api/invoices?customerId=${customer.id}&pageSize=10`);
  expect(all.items.map((invoice) => invoice.number).sort()).toEqual([
    "INV-TEST-000001",
    "INV-TEST-000002",
    "INV-TEST-000003",
    "INV-TEST-000004",
  ]);
});
