import { expect, test } from "@playwright/test";
import {
  apiAs,
  baseURL,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  snap,
  storeSession,
  type Tokens,
  uniqueEmail,
} from "./support";

// Settings, Developers as a business uses it: the owner makes an API key in the browser and copies its
// secret; the business's own server (this test, outside the browser) creates a customer with it, which the
// owner then sees in the app, with the key's last use; a people's endpoint refuses the key; revoked in the
// browser, the key stops at once; the customer's creation is among the events. The section's empty state at
// three widths.

test.use({ timezoneId: "UTC", locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

let owner: Tokens;

test.beforeAll(async () => {
  owner = await registerConfirmedBusiness(uniqueEmail("keys.owner"), "Lovelace Engines Ltd");
});

/** A call from the business's own server, with the key and nothing of the browser's. */
function withKey(secret: string, path: string, method = "GET", body?: unknown) {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test("an API key made in the browser works from outside it, until it is revoked", async ({ page }) => {
  await storeSession(page, owner);
  await page.goto("/settings/developers");
  await expect(page.getByRole("heading", { name: "No API keys yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "developers-empty");

  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill("Signup service");
  await dialog.getByRole("combobox", { name: "Customers" }).selectOption("Read and write");
  await dialog.getByRole("button", { name: "Create API key" }).click();
  const shown = page.getByRole("dialog", { name: "Your new API key" });
  const secret = (await shown.getByRole("group", { name: "Secret key" }).locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^rnd_sk_[0-9A-Za-z]{40}$/);
  await shown.getByRole("button", { name: "Copy secret" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoAxeViolations(page);
  await shown.getByRole("button", { name: "Done" }).click();
  const row = page
    .getByRole("table", { name: "The account's API keys" })
    .getByRole("row", { name: /Signup service/ });
  await expect(row).toContainText(`${secret.slice(0, 12)}…${secret.slice(-4)}`);
  await expect(row).toContainText("Customers: read and write");
  // Its last use (the fourth column): none yet.
  const lastUsed = row.locator("td").nth(3);
  await expect(lastUsed).toHaveText("Never");
  await expect(page.getByText(secret, { exact: true })).toHaveCount(0);

  // The business's server creates a customer with the key.
  const created = await withKey(secret, "/api/customers", "POST", {
    email: "ada@lovelace-engines.example",
    firstName: "Ada",
    lastName: "Lovelace",
  });
  expect(created.status, await created.clone().text()).toBe(201);
  // The key is the business's, not a person's: the profile and the keys themselves refuse it.
  const profile = await withKey(secret, "/identities/me");
  expect(profile.status).toBe(403);
  expect((await profile.json()).message).toBe("API keys cannot use this endpoint.");
  const invoices = await withKey(secret, "/api/invoices");
  expect((await invoices.json()).message).toBe("This API key does not allow invoices:read.");

  // The owner sees the customer, and the key's last use.
  await page.goto("/customers");
  await expect(page.getByText("ada@lovelace-engines.example")).toBeVisible();
  await page.goto("/settings/developers");
  await expect(lastUsed).not.toHaveText("Never");
  // The change the key made is an event, its JSON the customer as the API answers it.
  const events = page.getByRole("table", { name: "The account's events" });
  await events.getByRole("button", { name: /^View JSON of customer\.created / }).click();
  const json = page
    .getByRole("dialog", { name: "customer.created" })
    .getByRole("region", { name: "Event JSON" });
  await expect(json).toContainText('"email": "ada@lovelace-engines.example"');
  await page.keyboard.press("Escape");

  // Revoked in the browser, the key stops at once.
  await row.getByRole("button", { name: "Actions for Signup service" }).click();
  await page.getByRole("menuitem", { name: "Revoke key" }).click();
  await page
    .getByRole("dialog", { name: "Revoke Signup service?" })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(page.getByRole("heading", { name: "No API keys yet" })).toBeVisible();
  const after = await withKey(secret, "/api/customers");
  expect(after.status).toBe(401);
  // The person's own session still works.
  expect((await apiAs<{ items: unknown[] }>(owner.token, "/api/customers")).items).toHaveLength(1);
});
