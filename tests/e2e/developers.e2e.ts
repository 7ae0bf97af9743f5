import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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
// three widths. Then a webhook endpoint registered in the browser: a change made outside it reaches the
// business's receiver signed, fails there, and is replayed from the endpoint's page once the receiver is fixed.

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

/** The business's receiver on this machine: answers as told, verifies nothing itself (the test does). */
async function receiver() {
  const received: { id: string; timestamp: string; signature: string; body: string }[] = [];
  let status = 500;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        id: String(request.headers["webhook-id"]),
        timestamp: String(request.headers["webhook-timestamp"]),
        signature: String(request.headers["webhook-signature"]),
        body,
      });
      response.writeHead(status).end(status < 300 ? "thanks" : "not today");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/round-hooks`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("an endpoint registered in the browser receives a signed delivery, and a failed one is replayed", async ({
  page,
}) => {
  const hooks = await receiver();
  try {
    await storeSession(page, owner);
    await page.goto("/settings/developers");
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add endpoint" });
    await dialog.getByRole("textbox", { name: /^Endpoint URL/ }).fill(hooks.url);
    await dialog.getByRole("textbox", { name: /^Description/ }).fill("Access control");
    await dialog.getByRole("switch", { name: "All events" }).click();
    await dialog.getByRole("checkbox", { name: "customer.*" }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const shown = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
    const secret =
      (await shown.getByRole("group", { name: "Signing secret" }).locator("code").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole("button", { name: "Done" }).click();
    const endpoints = page.getByRole("table", { name: "The account's webhook endpoints" });
    await expect(endpoints).toContainText(hooks.url);

    // A change made from outside: the receiver refuses every attempt (two retries, two seconds apart here).
    const since = new Date(Date.now() - 60_000);
    await apiAs(owner.token, "/api/customers", "POST", { email: "grace@lovelace-engines.example" });
    await expect.poll(() => hooks.received.length, { timeout: 20_000 }).toBe(3);
    const [first] = hooks.received;
    // Standard Webhooks: the signature is the secret's HMAC of id.timestamp.body, the same id on every retry.
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`${first!.id}.${first!.timestamp}.${first!.body}`)
      .digest("base64");
    expect(first!.signature.split(" ")).toContain(`v1,${expected}`);
    expect(new Set(hooks.received.map((item) => item.id)).size).toBe(1);
    expect(JSON.parse(first!.body)).toMatchObject({
      type: "customer.created",
      data: { object: { email: "grace@lovelace-engines.example" } },
    });

    // The owner finds it failed on the endpoint's page, fixes the receiver and replays what failed.
    await endpoints.getByRole("link", { name: hooks.url }).click();
    const deliveries = page.getByRole("table", { name: "Deliveries to this endpoint" });
    await expect(deliveries.getByRole("row", { name: /customer\.created/ })).toContainText("Failed");
    await expectNoAxeViolations(page);
    hooks.answer(200);
    await page.getByRole("button", { name: "Replay failed deliveries" }).click();
    const replay = page.getByRole("dialog", { name: "Replay failed deliveries" });
    await replay.getByLabel(/^Failed since/).fill(since.toISOString().slice(0, 16));
    await replay.getByRole("button", { name: "Replay" }).click();
    await expect(replay).toContainText("1 failed delivery was queued again.");
    await replay.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => hooks.received.length, { timeout: 10_000 }).toBe(4);
    await page.reload();
    await expect(deliveries.getByRole("row", { name: /customer\.created/ })).toContainText("Succeeded");
    await deliveries.getByRole("button", { name: /^View attempts of customer\.created/ }).click();
    const attempts = page.getByRole("dialog", { name: "customer.created" });
    await expect(attempts).toContainText("HTTP 500");
    await expect(attempts).toContainText("HTTP 200");
    await page.keyboard.press("Escape");
  } finally {
    await hooks.close();
  }
});
