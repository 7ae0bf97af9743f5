import { expect, test } from "@playwright/test";
import {
  apiAs,
  linkIn,
  mailTo,
  registerConfirmedBusiness,
  registerConfirmedUser,
  registerUser,
  STRONG_PASSWORD,
  snap,
  storeSession,
  type Tokens,
  uniqueEmail,
  WIDTHS,
  waitForMail,
} from "./support";

// Visual baselines of every page at phone, tablet and desktop widths (tests/e2e/__screenshots__): each
// screen is brought to its state once, then taken at the three widths. What changes from run to run
// (addresses with a timestamp, dates) is masked, and toasts (timed) are hidden except where the clock
// is stopped.

/** An invited address: no account ever signs up with it, so it can be the same on every run. */
const INVITEE = "jordan.lee@example.com";
const JOINER = "sam.taylor@example.com";

test.use({ timezoneId: "UTC", locale: "en-US" });

interface Account {
  email: string;
  tokens: Tokens;
}
let owner: Account;
let settingUp: Account;
let newcomer: Tokens;
/** Messages to JOINER from earlier runs on the same server (E2E_BASE_URL): not this run's invitation. */
let joinerSeen: string[];

async function roundAccountIdOf(token: string): Promise<string> {
  const me = await apiAs<{ roundAccountId?: string; roundAccountUsers?: { roundAccountId: string }[] }>(
    token,
    "/identities/me",
  );
  const id = me.roundAccountId ?? me.roundAccountUsers?.[0]?.roundAccountId;
  if (!id) throw new Error("no round account");
  return id;
}

async function invite(token: string, email: string): Promise<void> {
  await apiAs(token, "/identities/invite-user", "POST", {
    RoundAccountId: await roundAccountIdOf(token),
    Email: email,
    Role: 12,
  });
}

test.beforeAll(async () => {
  const business = async (prefix: string): Promise<Account> => {
    const email = uniqueEmail(prefix);
    return { email, tokens: await registerConfirmedBusiness(email, "Hopper Compilers Inc") };
  };
  [owner, settingUp, newcomer] = await Promise.all([
    business("visual.owner"),
    business("visual.setup"),
    registerConfirmedUser(uniqueEmail("visual.newcomer")),
  ]);
  // The owner finished onboarding with the sample product.
  await apiAs(owner.tokens.token, "/identities/me/onboarding", "PUT", {
    products: [{ id: "product-1", name: "Sample Product", description: "", price: 0 }],
    billing: { isConnected: true, provider: "Stripe" },
  });
  await apiAs(owner.tokens.token, "/identities/me/onboarding/complete", "POST", {});
  joinerSeen = (await mailTo(JOINER)).map((message) => message.id);
  await invite(owner.tokens.token, JOINER);
  // Another business is half way: a product added and a colleague invited, billing not connected.
  await apiAs(settingUp.tokens.token, "/identities/me/onboarding", "PUT", {
    products: [
      {
        id: "product-1",
        name: "Compiler Cloud",
        description: "Hosted builds, billed monthly.",
        price: 49.99,
      },
    ],
  });
  await invite(settingUp.tokens.token, INVITEE);
});

test("public, sign-in and sign-up pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to Round" })).toBeVisible();
  await snap(page, "landing");

  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await snap(page, "terms");

  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await snap(page, "login");

  await page.goto("/auth/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await snap(page, "forgot-password");

  // The emailed link's page (user and token present: the form; they are checked on submit).
  await page.goto("/auth/reset-password?userId=00000000-0000-0000-0000-000000000000&token=visual");
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await snap(page, "reset-password");

  await page.goto("/auth/resend-confirmation");
  await expect(page.getByRole("button", { name: "Send Confirmation Email" })).toBeVisible();
  await snap(page, "resend-confirmation");

  await page.goto("/auth/confirm-email?userId=00000000-0000-0000-0000-000000000000&token=visual");
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await snap(page, "confirm-email-error");

  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await snap(page, "register");

  await page.goto("/auth/register/personal");
  await expect(page.getByRole("heading", { name: "Create Personal Account" })).toBeVisible();
  await snap(page, "register-personal");

  // The business wizard's three steps, each as it first shows.
  await page.goto("/auth/register/business");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await snap(page, "register-business-step-1");
  await page.getByRole("textbox", { name: "First Name" }).fill("Jane");
  await page.getByRole("textbox", { name: "Last Name" }).fill("Doe");
  await page.getByRole("textbox", { name: "Email" }).fill("jane.doe@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("+1 555 010 2030");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await snap(page, "register-business-step-2");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await snap(page, "register-business-step-3");

  // The pending page as sign-up leaves it: the address arrives in the navigation state.
  await page.evaluate(() =>
    window.history.replaceState(
      {
        usr: { email: "jane.doe@example.com", accountType: "personal", hasBusinessData: false },
        key: "e2e",
        idx: 0,
      },
      "",
      "/auth/confirmation-pending",
    ),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByText("jane.doe@example.com")).toBeVisible();
  await snap(page, "confirmation-pending");
});

test("confirm-email success, the clock stopped before its redirect", async ({ page }) => {
  const email = uniqueEmail("visual.confirm");
  await registerUser(email);
  const link = linkIn(await waitForMail(email), "/auth/confirm-email");
  // The page goes to Get Started 2 s after success: with the page's clock stopped, time moves only when
  // the test moves it, in small steps, never as far as the redirect.
  await page.clock.install();
  await page.goto("/terms");
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(link);
  const confirmed = page.getByRole("heading", { name: "Email Confirmed!" });
  // The 2 s start at success: page time moves 50 ms a step until then, and 3 × 200 ms after.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return confirmed.isVisible();
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(true);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.runFor(200);
    await expect(page).toHaveScreenshot(`confirm-email-success-${width}.png`, { fullPage: true });
  }
  await expect(page).toHaveURL(/\/auth\/confirm-email\?/);
});

test("accept-invitation", async ({ page }) => {
  const invitation = await waitForMail(JOINER, { exceptIds: joinerSeen });
  await page.goto(linkIn(invitation, "/auth/accept-invitation"));
  await expect(page.getByRole("heading", { name: "Join Hopper Compilers Inc" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(JOINER);
  await snap(page, "accept-invitation");
});

test("onboarding steps", async ({ page }) => {
  // A new personal account's first step.
  await storeSession(page, newcomer);
  await page.goto("/get-started");
  await expect(page.getByRole("heading", { name: "Organization", level: 2 })).toBeVisible();
  await snap(page, "get-started-organization");

  // A business half way through: its sign-up filled the first three steps; then the team, a product and
  // billing not connected yet.
  await storeSession(page, settingUp.tokens);
  await page.goto("/get-started");
  const stepper = page.getByRole("navigation", { name: "Setup steps" });
  const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });
  const next = page.getByRole("button", { name: "Next", exact: true });

  await stepper.getByRole("button", { name: /^Business Settings/ }).click();
  await expect(stepHeading("Business Settings")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue(/USD/);
  await snap(page, "get-started-business-settings");

  await stepper.getByRole("button", { name: /^Address Information/ }).click();
  await expect(stepHeading("Address Information")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Street Address" })).toHaveValue("1 Navy Yard Way");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(/United States/);
  await snap(page, "get-started-address");

  await page.getByRole("textbox", { name: "Unit #" }).fill("7");
  await next.click();
  await expect(stepHeading("Team")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending Invitations" }).getByText(INVITEE)).toBeVisible();
  await snap(page, "get-started-team");

  await next.click();
  await expect(stepHeading("Products")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your Products" }).getByText("Compiler Cloud")).toBeVisible();
  await snap(page, "get-started-products");

  await next.click();
  await expect(stepHeading("Billing")).toBeVisible();
  await expect(page.getByText("Built-in test gateway", { exact: true })).toBeVisible();
  await snap(page, "get-started-billing");
});

test("signed-in pages", async ({ page }) => {
  // The dashboard, settings, help and not found of a business whose setup is complete.
  await storeSession(page, owner.tokens);
  await page.goto("/dashboard");
  await expect(page.getByText("Setup Complete")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Organization Details" }).getByText("Software & SaaS"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Team Invitations" }).getByText(JOINER)).toBeVisible();
  await snap(page, "dashboard", [
    page.getByText(owner.email),
    page.locator("dt", { hasText: "Member Since" }).locator("xpath=following-sibling::dd[1]"),
  ]);

  await page.goto("/settings/organization");
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Hopper Compilers Inc");
  await snap(page, "settings");

  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Help & Support", level: 1 })).toBeVisible();
  await snap(page, "help");

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await snap(page, "not-found");
});
