import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

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

/** Puts a session's tokens in local storage (from a public page), as signing in would. */
export async function storeSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto("/terms");
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
