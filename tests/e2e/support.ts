import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, type Route } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export const baseURL = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

let counter = 0;
/** A unique address per test run, so tests never collide on one server. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${String(counter).padStart(3, "0")}@example.com`;
}

export const STRONG_PASSWORD = "Str0ng!Pass";

/** The demo business's owner as `npm run seed` makes it (packages/server/src/seed.ts); global-setup seeds. */
export const DEMO_EMAIL = "demo@round.test";
export const DEMO_PASSWORD = "Demo#Pass123";

/**
 * The access-token signing key the e2e server is started with (global-setup.ts sets JWT_SECRET), so a test
 * can sign a token the server accepts as genuine, such as one that has expired.
 */
export const E2E_JWT_SECRET = "round-e2e-signing-key-for-access-tokens-0123456789";

/** The sign-in page, with or without the location to return to (`?returnTo=…`). */
export const LOGIN_URL = /\/auth\/login(\?returnTo=[^&#]*)?$/;

/** The claims of a JWT (its signature unchecked). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1];
  if (!payload) throw new Error(`not a JWT: ${token}`);
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Signs claims as an HS256 JWT with the e2e server's key. */
export function signJwt(claims: Record<string, unknown>, secret = E2E_JWT_SECRET): string {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

/**
 * Holds the page's requests to a URL until `release()` is called, so a test can look at what the page
 * shows while it waits (a loader); `reached` resolves when the first such request is held. Once released,
 * requests to the URL pass straight through.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((done) => {
    release = done;
  });
  let reach!: () => void;
  const reached = new Promise<void>((done) => {
    reach = done;
  });
  await page.route(url, async (route: Route) => {
    reach();
    await released;
    await route.fallback();
  });
  return { reached, release };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The validation message shown under a field (the Field's `<id>-error` node, read as its description). */
export async function errorUnder(field: Locator): Promise<Locator> {
  const id = await field.getAttribute("id");
  if (!id) throw new Error("the field has no id");
  return field.page().locator(`[id="${id}-error"]`);
}

/** One field, what to type in it, and the message expected under it once it is left (null: none). */
export type FieldCheck = readonly [field: Locator, value: string, message: string | null];

/**
 * Types each value into its field (moving to the next field leaves the previous one), leaves the last,
 * then expects under each field exactly its message, tied to it (aria-invalid, accessible description).
 */
export async function expectFieldMessages(checks: readonly FieldCheck[]): Promise<void> {
  for (const [field, value] of checks) await field.fill(value);
  await checks.at(-1)?.[0].press("Tab");
  for (const [field, , message] of checks) {
    const error = await errorUnder(field);
    if (message === null) {
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
      await expect(error).toHaveText("");
    } else {
      await expect(error).toHaveText(message);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    }
  }
}

export interface MailQuery {
  subject?: string;
  /** Messages already seen: wait for a newer one. */
  exceptIds?: readonly string[];
  timeoutMs?: number;
}

/** Every message to an address in the dev mailbox, newest first. */
export async function mailTo(to: string): Promise<MailMessage[]> {
  const response = await fetch(`${baseURL()}/dev/mail/messages`);
  if (!response.ok) return [];
  const messages = (await response.json()) as MailMessage[];
  return messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for the newest message to an address in the dev mailbox and returns it. */
export async function waitForMail(to: string, query: string | MailQuery = {}): Promise<MailMessage> {
  const {
    subject,
    exceptIds = [],
    timeoutMs = 20_000,
  } = typeof query === "string" ? { subject: query } : query;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailTo(to)).find(
      (m) => (!subject || m.subject.includes(subject)) && !exceptIds.includes(m.id),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email to ${to} arrived within ${timeoutMs} ms`);
}

export function linkIn(message: MailMessage, pathPart: string): string {
  const link = message.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${message.subject}": ${message.links.join(", ")}`);
  return link;
}

/** Runs axe on the page and fails with the violations, if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the app's Content Security Policy forbids inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
  });
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Registers a personal account through the API (its confirmation email is then in the dev mailbox). */
export async function registerUser(email: string, password = STRONG_PASSWORD): Promise<void> {
  const register = await fetch(`${baseURL()}/identities/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Grace",
      lastName: "Hopper",
      email,
      userName: email,
      password,
      phoneNumber: "+1 555 010 2030",
    }),
  });
  expect(register.status).toBe(200);
}

/** Registers a personal account through the API and confirms it through the emailed link's API call. */
export async function registerConfirmedUser(email: string, password = STRONG_PASSWORD): Promise<Tokens> {
  await registerUser(email, password);
  const mail = await waitForMail(email);
  const url = new URL(linkIn(mail, "/auth/confirm-email"));
  const confirm = await fetch(`${baseURL()}/identities/confirm-email-and-login${url.search}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(confirm.status).toBe(200);
  return (await confirm.json()) as Tokens;
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * Puts a session's tokens in local storage, as signing in would: from a plain answer of the app's origin (the
 * health check), where no app runs that could read or replace them, and without loading the app once more
 * before the page the test goes to next.
 */
export async function storeSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto("/healthz");
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem("auth_token", token);
    localStorage.setItem("refresh_token", refreshToken);
  }, tokens);
}

/** Calls the API as the holder of a token. */
export async function apiAs<T = unknown>(
  token: string,
  path: string,
  method = "GET",
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Picks an option of a searchable picker (combobox) by typing part of its label. */
export async function pickOption(
  page: Page,
  label: string,
  search: string,
  option: string | RegExp = search,
) {
  const combobox = page.getByRole("combobox", { name: label, exact: true });
  await combobox.click();
  await combobox.fill(search);
  await page.getByRole("option", { name: option }).first().click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/** Signs in through the login form (the page must be on /auth/login). */
export async function signIn(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Registers a business account (company and billing address) through the API and confirms it. */
export async function registerConfirmedBusiness(
  email: string,
  companyName = "Hopper Compilers Inc",
): Promise<Tokens> {
  const register = await fetch(`${baseURL()}/identities/register-business`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Grace",
      lastName: "Hopper",
      email,
      userName: email,
      password: STRONG_PASSWORD,
      phoneNumber: "+1 555 010 2030",
      companyName,
      registrationNumber: "REG-2024-001",
      currency: "USD",
      industry: "software",
      businessType: "corporation",
      companyWebsite: "https://compilers.example.com",
      employeeCount: "11-50",
      companyDescription: "Compilers for everyone.",
      addressLine1: "1 Navy Yard Way",
      city: "Arlington",
      state: "Virginia",
      zipCode: "22202",
      country: "US",
    }),
  });
  expect(register.status, await register.clone().text()).toBe(200);
  const mail = await waitForMail(email);
  const url = new URL(linkIn(mail, "/auth/confirm-email"));
  const confirm = await fetch(`${baseURL()}/identities/confirm-email-and-login${url.search}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(confirm.status).toBe(200);
  return (await confirm.json()) as Tokens;
}

/** The widths every page baseline is taken at: phone, tablet, desktop. */
export const WIDTHS = [375, 768, 1280] as const;
const HIDE_TOASTS = fileURLToPath(new URL("./visual-hide-toasts.css", import.meta.url));

/**
 * Takes the page at each width, full length, with `mask` covered and toasts (timed) hidden, then leaves it at
 * 1280 px. Waits until nothing is busy (a stat card's skeleton, a list refetching) and nothing is under the
 * pointer; with `scrollTop`, scrolls to the top first (a dialog's button scrolled the page, and from a scrolled
 * window the sticky top bar lands mid-page).
 */
export async function snap(
  page: Page,
  name: string,
  mask: Locator[] = [],
  options: { scrollTop?: boolean } = {},
): Promise<void> {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  if (options.scrollTop) await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The shell's sidebar follows the width (collapsed below 1024 px) once its resize handling has run.
    const sidebar = page.locator("[data-collapsed]");
    if ((await sidebar.count()) > 0)
      await expect(sidebar).toHaveAttribute("data-collapsed", String(width < 1024));
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      fullPage: true,
      mask,
      stylePath: HIDE_TOASTS,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
