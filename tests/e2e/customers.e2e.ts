import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiAs,
  errorUnder,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  snap,
  storeSession,
  type Tokens,
  uniqueEmail,
  waitForMail,
} from "./support";

// Customers as a person looks after them: three added through the dialog (one with a billing address, tags
// and a custom field), found by a part of an email, filtered by status and sorted by a column (each kept in
// the address); one opened, edited, given a note, a declined card then an accepted one, a credit and an
// email (read back from the dev mailbox); the list exported as CSV, then imported: a file with a bad row
// refused whole, a good one taken. Every page and dialog met is checked with axe, and the list and the
// customer's page are compared with their baselines at 375, 768 and 1280 px.

/** The customers belong to a new account each run, so their addresses can be the same on every run. */
const ADA = { email: "ada@lovelace.example", first: "Ada", last: "Lovelace", company: "Analytical Engines" };
const GRACE = { email: "grace@cobol.example", first: "Grace", last: "Brewster" };
const ALAN = { email: "alan@turing.example", first: "Alan", last: "Turing" };

test.use({ timezoneId: "UTC", locale: "en-US" });

/** A business whose setup is complete, made through the API as the other suites do. */
async function businessOwner(): Promise<Tokens> {
  const tokens = await registerConfirmedBusiness(uniqueEmail("customers.owner"), "Hopper Compilers Inc");
  await apiAs(tokens.token, "/identities/me/onboarding", "PUT", {
    products: [{ id: "product-1", name: "Sample Product", description: "", price: 0 }],
    billing: { isConnected: true, provider: "Stripe" },
  });
  await apiAs(tokens.token, "/identities/me/onboarding/complete", "POST", {});
  return tokens;
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

/** The display names in the customers table, top to bottom. */
const names = async (page: Page) =>
  (await page.getByRole("table", { name: "Customers" }).getByRole("link").allInnerTexts()).map((text) =>
    text.split("\n")[0]?.trim(),
  );

async function addCustomer(
  page: Page,
  person: { email: string; first: string; last: string; company?: string },
  fill?: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole("button", { name: "Add Customer", exact: true }).click();
  await expect(page).toHaveURL(/\/customers\/new$/);
  const dialog = page.getByRole("dialog", { name: "Add Customer" });
  await dialog.getByRole("textbox", { name: /^Email/ }).fill(person.email);
  await dialog.getByRole("textbox", { name: "First name" }).fill(person.first);
  await dialog.getByRole("textbox", { name: "Last name" }).fill(person.last);
  if (person.company) await dialog.getByRole("textbox", { name: "Company" }).fill(person.company);
  await fill?.(dialog);
  await dialog.getByRole("button", { name: "Add Customer" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Customer added");
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole("link", { name: new RegExp(`^${person.first} ${person.last}`) })).toBeVisible();
}

/** Types a card into the payment method dialog. */
async function fillCard(dialog: Locator, number: string) {
  await dialog.getByRole("textbox", { name: /^Card number/ }).fill(number);
  await dialog.getByRole("combobox", { name: /^Expiry month/ }).selectOption("12");
  await dialog.getByRole("combobox", { name: /^Expiry year/ }).selectOption("2030");
  await dialog.getByRole("textbox", { name: /^Security code/ }).fill("123");
}

/** Chooses a CSV in the import dialog and imports it. */
async function importCsv(page: Page, lines: string[]) {
  const dialog = page.getByRole("dialog", { name: "Import Customers" });
  await dialog.getByLabel("Customers CSV", { exact: true }).setInputFiles({
    name: "customers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
  });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  return dialog;
}

// One journey in one test: a retry starts over with a new account, never on what a failed attempt left.
test("a person adds, finds, edits and looks after customers, then exports and imports them", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await storeSession(page, await businessOwner());

  // ---- An empty list, then three customers through the dialog ----
  await page.goto("/customers");
  await expect(page.getByRole("heading", { name: "Customer Management", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No customers found" })).toBeVisible();
  await expect(page.getByText("Add your first customer to get started")).toBeVisible();
  await axe(page);

  await addCustomer(page, ADA, async (dialog) => {
    const billing = dialog.getByRole("group", { name: "Billing address" });
    await billing.getByRole("textbox", { name: /^Address line 1/ }).fill("12 St James's Square");
    await billing.getByRole("textbox", { name: /^City/ }).fill("London");
    await billing.getByRole("textbox", { name: /^State/ }).fill("Greater London");
    await billing.getByRole("textbox", { name: /^ZIP code/ }).fill("SW1Y 4JH");
    const country = billing.getByRole("combobox", { name: /^Country/ });
    await country.click();
    await country.fill("United King");
    await page.getByRole("option", { name: "United Kingdom" }).click();
    const tags = dialog.getByRole("textbox", { name: "Tags" });
    await tags.fill("enterprise");
    await tags.press("Enter");
    await tags.fill("early-adopter");
    await tags.press("Enter");
    await dialog.getByRole("button", { name: "Add field" }).click();
    await dialog.getByRole("textbox", { name: "Field name 1" }).fill("Account manager");
    await dialog.getByRole("textbox", { name: "Field value 1" }).fill("Grace Hopper");
    await axe(page);
  });
  await addCustomer(page, GRACE, async (dialog) => {
    await dialog.getByRole("combobox", { name: "Status", exact: true }).selectOption("inactive");
  });
  await addCustomer(page, ALAN);
  await expect(page.getByText("3 customers", { exact: true })).toBeVisible();
  // Newest first.
  expect(await names(page)).toEqual(["Alan Turing", "Grace Brewster", "Ada Lovelace"]);
  const summary = page.getByRole("region", { name: "Customer summary" });
  await expect(summary.getByText("Total Customers").locator("..")).toContainText("3");
  await expect(summary.getByText("Active Customers").locator("..")).toContainText("2");
  await axe(page);
  await snap(page, "customers-list");

  // ---- Search by a part of an email, kept in the address ----
  const search = page.getByRole("searchbox", { name: "Search customers" });
  await search.fill("cobol.ex");
  await expect(page).toHaveURL(/[?&]search=cobol\.ex/);
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  expect(await names(page)).toEqual(["Grace Brewster"]);
  await page.reload();
  await expect(search).toHaveValue("cobol.ex");
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  await search.fill("");
  await expect(page).not.toHaveURL(/search=/);

  // ---- Filter by status ----
  await page.getByRole("button", { name: /^Filters/ }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Status" }).selectOption("active");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]status=active/);
  await expect(page.getByText("2 customers", { exact: true })).toBeVisible();
  expect(await names(page)).toEqual(["Alan Turing", "Ada Lovelace"]);
  await axe(page);

  // ---- Sort by a column: the customer's name, A to Z ----
  const table = page.getByRole("table", { name: "Customers" });
  await table.getByRole("button", { name: "Customer", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=displayName&order=asc/);
  await expect(table.getByRole("columnheader", { name: "Customer" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect.poll(() => names(page)).toEqual(["Ada Lovelace", "Alan Turing"]);
  await expect(page).toHaveURL(/[?&]status=active/);

  // ---- The customer's page ----
  await table.getByRole("link", { name: /^Ada Lovelace/ }).click();
  await expect(page).toHaveURL(/\/customers\/[^/?]+$/);
  const customerUrl = page.url();
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  const detail = (term: string) =>
    page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(detail("Company")).toHaveText(ADA.company);
  await expect(detail("Portal access")).toHaveText("Enabled");
  await expect(overview.getByRole("list", { name: "Tags" })).toHaveText(/enterprise.*early-adopter/);
  await expect(detail("Account manager")).toHaveText("Grace Hopper");
  const side = page.getByRole("complementary", { name: "Customer side panel" });
  await expect(side.getByText("12 St James's Square")).toBeVisible();
  await expect(side.getByText("No payment method")).toBeVisible();
  await axe(page);

  // Edit it: the dialog holds the record; the page shows what was saved.
  await page.getByRole("button", { name: "Edit Customer" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(edit.getByRole("textbox", { name: /^Email/ })).toHaveValue(ADA.email);
  await expect(edit.getByRole("textbox", { name: "Company" })).toHaveValue(ADA.company);
  await edit.getByRole("textbox", { name: "Company" }).fill("Difference Engines plc");
  await edit.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0958");
  await axe(page);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expectToast(page, "Customer updated");
  await expect(detail("Company")).toHaveText("Difference Engines plc");
  await expect(detail("Phone")).toHaveText("+44 20 7946 0958");

  // A note, in the Notes tab (kept in the address).
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page).toHaveURL(/[?&]tab=notes/);
  await expect(page.getByRole("heading", { name: "No notes yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add Note" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Add Note" });
  await noteDialog.getByRole("textbox", { name: /^Note/ }).fill("Asked about annual billing; call in March.");
  await axe(page);
  await noteDialog.getByRole("button", { name: "Add Note" }).click();
  await expect(noteDialog).toBeHidden();
  await expectToast(page, "Note added");
  const note = page.getByRole("list", { name: "Notes" }).getByRole("listitem");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("Asked about annual billing; call in March.");
  await expect(note).toContainText("Internal");
  await axe(page);

  // A declined card, then an accepted one.
  await side.getByRole("button", { name: "Update Payment Method" }).click();
  const payment = page.getByRole("dialog", { name: "Update Payment Method" });
  await fillCard(payment, "4000 0000 0000 0002");
  await payment.getByRole("button", { name: "Add Payment Method" }).click();
  const cardNumber = payment.getByRole("textbox", { name: /^Card number/ });
  await expect(await errorUnder(cardNumber)).toHaveText("Your card was declined.");
  await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
  await axe(page);
  await fillCard(payment, "4242 4242 4242 4242");
  await payment.getByRole("button", { name: "Add Payment Method" }).click();
  await expect(payment).toBeHidden();
  await expectToast(page, "Payment method added");
  const method = side.getByRole("list", { name: "Payment methods" }).getByRole("listitem");
  await expect(method).toHaveCount(1);
  await expect(method).toContainText("Visa ending 4242");
  await expect(method).toContainText("Default");

  // A credit of $25.00: the balance shows it.
  await side.getByRole("button", { name: "Apply Credit" }).click();
  const credit = page.getByRole("dialog", { name: "Apply Credit" });
  await expect(credit.getByText("Current credit balance: $0.00")).toBeVisible();
  await credit.getByRole("textbox", { name: /^Amount/ }).fill("25");
  await credit.getByRole("textbox", { name: /^Reason/ }).fill("Outage on the 3rd");
  await axe(page);
  await credit.getByRole("button", { name: "Apply Credit" }).click();
  await expect(credit).toBeHidden();
  await expectToast(page, "Credit applied");
  const figures = page.getByRole("region", { name: "Customer figures" });
  await expect(figures.getByText("Account Balance").locator("..")).toContainText("$25.00");
  await expect(detail("Credit balance")).toHaveText("$25.00");

  // An email to the customer, read back from the dev mailbox.
  const subject = `Your annual plan ${Date.now().toString(36)}`;
  await side.getByRole("button", { name: "Send Email" }).click();
  const email = page.getByRole("dialog", { name: "Send Email" });
  await expect(email.getByRole("textbox", { name: "To" })).toHaveValue(ADA.email);
  await email.getByRole("textbox", { name: /^Subject/ }).fill(subject);
  await email.getByRole("textbox", { name: /^Message/ }).fill("Here are the figures we discussed.");
  await axe(page);
  await email.getByRole("button", { name: "Send Email" }).click();
  await expect(email).toBeHidden();
  await expectToast(page, `Email sent to ${ADA.email}`);
  const mail = await waitForMail(ADA.email, { subject });
  expect(mail.text).toContain("Hello Ada Lovelace,");
  expect(mail.text).toContain("Here are the figures we discussed.");

  // The customer's page, on its overview, at three widths (its dates change from run to run).
  await page.goto(customerUrl);
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();
  await expect(side.getByText(/Outage on the 3rd/)).toBeVisible();
  await axe(page);
  await snap(page, "customer-page", [
    detail("Customer since"),
    detail("Last activity"),
    side.locator("li span", { hasText: / by / }),
  ]);

  // ---- Export: the CSV of the customers ----
  await page.goto("/customers");
  await expect(page.getByText("3 customers", { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("customers.csv");
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trim().split(/\r\n/);
  expect(header).toMatch(/^id,email,firstName,lastName,displayName,company,/);
  expect(rows).toHaveLength(3);
  for (const person of [ADA, GRACE, ALAN]) expect(csv).toContain(person.email);
  expect(csv).toContain("Difference Engines plc");

  // ---- Import: a file with a bad row is refused whole; a good one is taken ----
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const refused = await importCsv(page, [
    "email,firstName,lastName",
    "barbara@liskov.example,Barbara,Liskov",
    "not-an-email,Edsger,Dijkstra",
  ]);
  await expect(refused.getByText("1 of 2 rows have problems: nothing was imported.")).toBeVisible();
  const problems = refused.getByRole("table", { name: "Rows with problems" });
  await expect(
    problems.getByRole("row").filter({ hasText: "Please enter a valid email address" }),
  ).toHaveText(/^3\s*email\s*Please enter a valid email address$/);
  // Nothing was imported: the list behind the dialog still counts three.
  await expect(page.getByText("3 customers", { exact: true })).toBeVisible();
  await axe(page);
  await importCsv(page, [
    "email,firstName,lastName",
    "barbara@liskov.example,Barbara,Liskov",
    "edsger@dijkstra.example,Edsger,Dijkstra",
  ]);
  await expect(refused).toBeHidden();
  await expectToast(page, "2 customers imported");
  await expect(page.getByText("5 customers", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Barbara Liskov/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edsger Dijkstra/ })).toBeVisible();
  await axe(page);
});
