import { expect, type Page, test } from "@playwright/test";
import {
  apiAs,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  snap,
  storeSession,
  type Tokens,
  uniqueEmail,
} from "./support";

// The catalog as a person builds it: a product family, a tiered plan through the five wizard steps (its live
// price preview checked against a figure worked out by hand), an add-on, a charge and a coupon, each seen in
// its list with its starting price; search, filters and the grid/list view kept in the address across a
// reload; edit, duplicate, copy a coupon code, delete, and a detail page's price at a quantity. Every
// catalog page visited is checked with axe, and the catalog home, the plans grid and the plan's detail page
// are compared with their baselines at 375, 768 and 1280 px.

const FAMILY = "Compiler Cloud";
const PLAN = "Growth Seats";
const ADDON = "Priority Support";
const CHARGE = "Onboarding Session";
const COUPON = "Welcome Discount";
const CODE = "WELCOME10";

test.use({ timezoneId: "UTC", locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

/**
 * A business whose setup is complete, made through the API as the other suites do, with no onboarding
 * products (they would become the catalog's first plans): the journey starts from an empty catalog.
 */
async function businessOwner(): Promise<Tokens> {
  const tokens = await registerConfirmedBusiness(uniqueEmail("catalog.owner"), "Hopper Compilers Inc");
  await apiAs(tokens.token, "/identities/me/onboarding", "PUT", { products: [] });
  await apiAs(tokens.token, "/identities/me/onboarding/complete", "POST", {});
  return tokens;
}

/**
 * axe once the page is still: a dialog fading in (or a toast sliding in) is half transparent, and its text
 * would be measured at a contrast it never has once shown.
 */
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

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });
const expectToast = (page: Page, title: string) =>
  expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();

/** Opens an item's actions menu (its card's or row's) and picks an action. */
async function act(page: Page, item: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${item}`, exact: true }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

// One journey in one test: a retry starts over with a new account, never on what a failed attempt left.
test("a person builds the catalog, finds, edits, duplicates, copies and deletes in it", async ({ page }) => {
  test.setTimeout(240_000);
  const tokens = await businessOwner();
  await storeSession(page, tokens);

  // ---- Catalog home and a product family ----
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { name: "Product Catalog", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No product families found" })).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "Create Product Family" }).click();
  const familyDialog = page.getByRole("dialog", { name: "Create Product Family" });
  await familyDialog.getByRole("textbox", { name: "Name" }).fill(FAMILY);
  await familyDialog.getByRole("textbox", { name: "Description" }).fill("Hosted compilers, billed by seat.");
  await familyDialog.getByRole("combobox", { name: "Category" }).selectOption("SaaS Platform");
  await axe(page);
  await familyDialog.getByRole("button", { name: "Create Product Family" }).click();
  await expect(familyDialog).toBeHidden();
  await expectToast(page, "Product family created");
  const families = page.getByRole("list", { name: "Product families" });
  await expect(families.getByRole("heading", { name: FAMILY })).toBeVisible();
  await expect(page.getByText("1 of 1 family", { exact: true })).toBeVisible();

  // ---- A tiered plan through the five steps of the wizard ----
  await page.getByRole("link", { name: "Manage Plans" }).click();
  await expect(page).toHaveURL(/\/catalog\/plans$/);
  await expect(page.getByRole("heading", { name: "No plans found" })).toBeVisible();
  await expect(page.getByText("Create your first plan to get started")).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "Create Plan", exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\/plans\/create$/);
  const wizard = page.getByRole("dialog", { name: "Create New Plan" });
  const next = wizard.getByRole("button", { name: "Next", exact: true });
  const stepTitle = (name: string) => wizard.getByRole("heading", { name, exact: true, level: 3 });

  await expect(stepTitle("Basic Info")).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Previous" })).toBeDisabled();
  await wizard.getByRole("textbox", { name: "Plan Name" }).fill(PLAN);
  await wizard.getByRole("textbox", { name: "Description" }).fill("Pay per seat, cheaper past ten.");
  await wizard.getByRole("combobox", { name: "Product Family" }).selectOption({ label: FAMILY });
  await wizard.getByRole("textbox", { name: "Trial Period" }).fill("14");
  await axe(page);
  await next.click();

  await expect(stepTitle("Pricing")).toBeVisible();
  const primary = wizard.getByRole("group", { name: "Primary Price Point" });
  await expect(primary.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
  await primary.getByRole("combobox", { name: "Billing Frequency" }).selectOption("monthly");
  await primary.getByRole("radio", { name: /^Tiered/ }).check();
  const tier1 = primary.getByRole("group", { name: "Tier 1" });
  await expect(tier1.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("1");
  await tier1.getByRole("textbox", { name: "Ending Unit" }).fill("10");
  await tier1.getByRole("textbox", { name: "Price" }).fill("5");
  await primary.getByRole("button", { name: "Add Tier" }).click();
  const tier2 = primary.getByRole("group", { name: "Tier 2" });
  await expect(tier2.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("11");
  await tier2.getByRole("textbox", { name: "Price" }).fill("4");
  // Graduated by hand: 15 seats are 10 × $5 + 5 × $4 = $70.
  const preview = primary.getByRole("region", { name: "Preview" });
  await preview.getByRole("textbox", { name: "Quantity" }).fill("15");
  await expect(preview.locator("output")).toHaveText(/Customer pays \$70\.00/);
  const breakdown = preview.getByRole("list", { name: "Breakdown" });
  await expect(breakdown.getByRole("listitem")).toHaveCount(2);
  await expect(breakdown.getByRole("listitem").first()).toContainText("10 × $5");
  await expect(breakdown.getByRole("listitem").nth(1)).toContainText("5 × $4");
  await axe(page);
  await next.click();

  await expect(stepTitle("Features")).toBeVisible();
  const features: [string, string, string | null][] = [
    ["API Access", "boolean", null],
    ["Seats", "quantity", "25"],
    ["Support", "text", "Email, next business day"],
  ];
  for (const [index, [name, type, value]] of features.entries()) {
    await wizard.getByRole("button", { name: "Add Feature" }).click();
    const feature = wizard.getByRole("group", { name: `Feature ${index + 1}` });
    await feature.getByRole("textbox", { name: "Feature Name" }).fill(name);
    await feature.getByRole("combobox", { name: "Type" }).selectOption(type);
    if (value !== null) await feature.getByRole("textbox", { name: "Value" }).fill(value);
  }
  await axe(page);
  await next.click();

  await expect(stepTitle("Portal Settings")).toBeVisible();
  await expect(wizard.getByRole("switch", { name: /^Show in Checkout/ })).toBeChecked();
  await expect(wizard.getByRole("switch", { name: /^Allow Cancellation/ })).not.toBeChecked();
  await wizard.getByRole("switch", { name: /^Allow Cancellation/ }).check();
  await axe(page);
  await next.click();

  await expect(stepTitle("Review")).toBeVisible();
  await expect(wizard.getByText(PLAN, { exact: true })).toBeVisible();
  await expect(wizard.getByText(FAMILY, { exact: true })).toBeVisible();
  await expect(wizard.getByText("Seats: 25")).toBeVisible();
  await axe(page);
  await wizard.getByRole("button", { name: "Create Plan", exact: true }).click();
  await expect(wizard).toBeHidden();
  await expectToast(page, "Plan created");
  await expect(page).toHaveURL(/\/catalog\/plans$/);
  const plans = page.getByRole("list", { name: "Plans" });
  const planCard = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PLAN }) });
  // The starting price: the tiered point at one seat, $5 a month.
  await expect(planCard).toContainText("$5.00/mo");
  await expect(planCard).toContainText("3 features");
  await expect(planCard).toContainText("Trial: 14 days");
  await expect(page.getByText("1 plan", { exact: true })).toBeVisible();
  await axe(page);

  // ---- An add-on with two price points: its starting price is the lower one ----
  await page.goto("/catalog/addons/create");
  const addonDialog = page.getByRole("dialog", { name: "Create Add-on" });
  await addonDialog.getByRole("textbox", { name: "Name" }).fill(ADDON);
  await addonDialog
    .getByRole("textbox", { name: "Description" })
    .fill("A named engineer, four-hour answers.");
  await addonDialog.getByRole("combobox", { name: "Product Family" }).selectOption({ label: FAMILY });
  await expect(addonDialog.getByRole("combobox", { name: "Type" })).toHaveValue("recurring");
  const firstPoint = addonDialog.getByRole("group", { name: "Price Point 1" });
  await firstPoint.getByRole("textbox", { name: "Price" }).fill("15");
  await addonDialog.getByRole("button", { name: "Add Price Point" }).click();
  const secondPoint = addonDialog.getByRole("group", { name: "Price Point 2" });
  await secondPoint.getByRole("textbox", { name: "Price" }).fill("9");
  await axe(page);
  await addonDialog.getByRole("button", { name: "Create Add-on" }).click();
  await expect(addonDialog).toBeHidden();
  await expectToast(page, "Add-on created");
  await expect(page).toHaveURL(/\/catalog\/addons$/);
  const addonCard = page
    .getByRole("list", { name: "Add-ons" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: ADDON }) });
  await expect(addonCard).toContainText("$9.00/mo");
  await expect(addonCard).toContainText("2 price points");
  await axe(page);

  // Filters: a type with no add-on empties the list, in the address; Reset brings it back.
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Add-on Type" }).selectOption("one_time");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]type=one_time/);
  await expect(page.getByRole("heading", { name: "No add-ons found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No add-ons found" })).toBeVisible();
  await page.getByRole("button", { name: /^Filters/ }).click();
  await filters.getByRole("combobox", { name: "Add-on Type" }).selectOption("recurring");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]type=recurring/);
  await expect(addonCard).toBeVisible();

  // ---- A one-time charge ----
  await page.goto("/catalog/charges");
  await expect(page.getByRole("heading", { name: "Charges", level: 1 })).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "Create Charge", exact: true }).click();
  const chargeDialog = page.getByRole("dialog", { name: "Create Charge" });
  await chargeDialog.getByRole("textbox", { name: "Name" }).fill(CHARGE);
  await chargeDialog.getByRole("textbox", { name: "Description" }).fill("Two hours with an engineer.");
  await chargeDialog.getByRole("combobox", { name: "Product Family" }).selectOption({ label: FAMILY });
  await expect(chargeDialog.getByRole("combobox", { name: "Type" })).toHaveValue("one_time");
  await chargeDialog.getByRole("textbox", { name: "Price" }).fill("99");
  await axe(page);
  await chargeDialog.getByRole("button", { name: "Create Charge" }).click();
  await expect(chargeDialog).toBeHidden();
  await expectToast(page, "Charge created");
  const chargeCard = page
    .getByRole("list", { name: "Charges" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: CHARGE }) });
  await expect(chargeCard).toContainText("$99.00");

  // Edit it: 'Edit Charge', a new price, 'Save Changes'.
  await act(page, CHARGE, "Edit Charge");
  const editCharge = page.getByRole("dialog", { name: "Edit Charge" });
  await expect(editCharge.getByRole("textbox", { name: "Name" })).toHaveValue(CHARGE);
  await editCharge.getByRole("textbox", { name: "Price" }).fill("120");
  await editCharge.getByRole("button", { name: "Save Changes" }).click();
  await expect(editCharge).toBeHidden();
  await expectToast(page, "Charge updated");
  await expect(chargeCard).toContainText("$120.00");

  // ---- A coupon ----
  await page.goto("/catalog/coupons");
  await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: "Create Coupon", exact: true }).click();
  const couponDialog = page.getByRole("dialog", { name: "Create Coupon" });
  await couponDialog.getByRole("textbox", { name: "Name" }).fill(COUPON);
  await couponDialog.getByRole("textbox", { name: "Coupon Code" }).fill(CODE);
  await couponDialog.getByRole("textbox", { name: "Discount Value" }).fill("10");
  await couponDialog.getByRole("textbox", { name: "Max Redemptions" }).fill("100");
  await axe(page);
  await couponDialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(couponDialog).toBeHidden();
  await expectToast(page, "Coupon created");
  const couponCard = page
    .getByRole("list", { name: "Coupons" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: COUPON }) });
  await expect(couponCard).toContainText(CODE);
  await expect(couponCard).toContainText("10% off");
  await expect(couponCard.getByRole("progressbar")).toBeVisible();

  // Copy Code writes the code to the clipboard and says so.
  await act(page, COUPON, "Copy Code");
  await expectToast(page, "Coupon code copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
  await axe(page);

  // ---- The catalog home with everything in it ----
  await page.goto("/catalog");
  const summary = page.getByRole("region", { name: "Catalog summary" });
  await expect(summary).toContainText("Total Products");
  await expect(families.getByRole("heading", { name: FAMILY })).toBeVisible();
  await expect(families).toContainText("3 products");
  await axe(page);
  await snap(page, "catalog-home");

  // ---- The plans list: search, view, duplicate and delete ----
  await page.getByRole("link", { name: "Manage Plans" }).click();
  await expect(plans.getByRole("heading", { name: PLAN })).toBeVisible();
  await snap(page, "plans-grid");

  // Search (debounced 300 ms) goes into the address; a search matching nothing says so.
  const search = page.getByRole("searchbox", { name: "Search plans" });
  await search.fill("nothing like it");
  await expect(page).toHaveURL(/[?&]search=nothing/);
  await expect(page.getByRole("heading", { name: "No plans found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await search.fill("growth");
  await expect(page).toHaveURL(/[?&]search=growth/);
  await expect(plans.getByRole("heading", { name: PLAN })).toBeVisible();

  // The list view, kept with the search across a reload.
  await page.getByRole("radio", { name: "List view" }).click();
  await expect(page).toHaveURL(/[?&]view=list/);
  const table = page.getByRole("table", { name: "Plans" });
  await expect(table.getByRole("row").filter({ hasText: PLAN })).toContainText("$5.00/mo");
  await page.reload();
  await expect(search).toHaveValue("growth");
  await expect(page.getByRole("radio", { name: "List view" })).toBeChecked();
  await expect(table.getByRole("row").filter({ hasText: PLAN })).toBeVisible();
  await axe(page);
  await page.getByRole("radio", { name: "Grid view" }).click();
  await expect(page).not.toHaveURL(/view=list/);
  await search.fill("");
  await expect(page).not.toHaveURL(/search=/);

  // Duplicate: '{name} (copy)'; it is used by nothing, so it can be deleted after a confirmation.
  const copy = `${PLAN} (copy)`;
  await act(page, PLAN, "Duplicate");
  await expectToast(page, "Plan duplicated");
  await expect(plans.getByRole("heading", { name: copy })).toBeVisible();
  await expect(page.getByText("2 plans", { exact: true })).toBeVisible();
  await act(page, copy, "Delete Plan");
  const confirm = page.getByRole("dialog", { name: "Delete Plan" });
  await expect(confirm).toContainText(`Delete ${copy}? This cannot be undone.`);
  await axe(page);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, "Plan deleted");
  await expect(plans.getByRole("heading", { name: copy })).toHaveCount(0);
  await expect(page.getByText("1 plan", { exact: true })).toBeVisible();

  // The plan's page: its tiers and what it costs at 100 seats, 10 × $5 + 90 × $4 = $410.
  await plans.getByRole("link", { name: PLAN }).click();
  await expect(page).toHaveURL(/\/catalog\/plans\/[^/]+$/);
  await expect(page.getByRole("heading", { name: PLAN, level: 1 })).toBeVisible();
  const costs = page.getByRole("table", { name: /^What it costs/ });
  await expect(costs.getByRole("row").filter({ hasText: "100 units" })).toContainText("$410.00/mo");
  await expect(costs.getByRole("row").filter({ hasText: "11 units" })).toContainText("$54.00/mo");
  await expect(page.getByRole("table", { name: "Features" })).toContainText("Seats");
  await axe(page);
  const detail = (term: string) =>
    page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  // A new id each run, whose glyph widths decide where it wraps: one fixed id keeps the page's height steady.
  await detail("Price point ID").evaluate((node) => {
    node.textContent = "00000000-0000-4000-8000-000000000000";
  });
  await snap(page, "plan-detail", [detail("Created"), detail("Updated"), detail("Price point ID")]);
});
