import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  holdRequests,
  LOGIN_URL,
  linkIn,
  mailTo,
  pickOption,
  STRONG_PASSWORD,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support";

// The whole life of a personal account through the real UI: sign-up, the emailed confirmation link,
// every onboarding step, the dashboard, logout, and sign-in back to the remembered location (a page other
// than the dashboard, where a finished account lands anyway).
test("personal sign-up, confirmation, onboarding, dashboard, logout and the remembered location", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("ada");
  const invitee = uniqueEmail("colleague");
  const revoked = uniqueEmail("revoked");

  // Landing → account type choice → Personal.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome to Round" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /Personal/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth\/register\/personal$/);

  // The personal form: 'Create Account' stays disabled until every field is valid.
  await expect(page.getByRole("heading", { name: "Create Personal Account" })).toBeVisible();
  await expectNoAxeViolations(page);
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled();
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG_PASSWORD);
  await expect(create).toBeEnabled();
  await create.click();

  // 'Registration Successful!' with the address, and the spec's success text as a toast.
  await expect(page).toHaveURL(/\/auth\/confirmation-pending$/);
  await expect(
    page
      .getByRole("region", { name: "Notifications" })
      .getByText("Registration successful. Please check your email to confirm your account."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend Email" })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The confirmation email in the dev mailbox links to APP_URL/auth/confirm-email?userId=…&token=….
  const mail = await waitForMail(email);
  const link = new URL(linkIn(mail, "/auth/confirm-email"));
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toBe("/auth/confirm-email");
  expect(link.searchParams.get("userId")).toBeTruthy();
  expect(link.searchParams.get("token")).toBeTruthy();

  // While the link is being checked: 'Confirming Your Email'.
  const confirming = await holdRequests(page, "**/identities/confirm-email-and-login?*");
  await page.goto(link.toString());
  await confirming.reached;
  await expect(page.getByRole("heading", { name: "Confirming Your Email" })).toBeVisible();
  await expectNoAxeViolations(page);
  confirming.release();
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByText("Email confirmed successfully"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  await expectNoAxeViolations(page);
  // After 2 seconds, onboarding.
  await expect(page).toHaveURL(/\/get-started$/, { timeout: 6_000 });
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeTruthy();

  // Onboarding: the stepper with the six steps.
  await expect(page.getByRole("heading", { name: "Welcome to Round" })).toBeVisible();
  const stepper = page.getByRole("navigation", { name: "Setup steps" });
  for (const step of [
    "Organization",
    "Business Settings",
    "Address Information",
    "Team",
    "Products",
    "Billing",
  ]) {
    await expect(stepper.getByRole("listitem").filter({ hasText: step })).toBeVisible();
  }
  // Nothing is done yet: no step is marked completed (defaults are not loaded data).
  await expect(stepper.getByText(/completed/)).toHaveCount(0);
  const next = page.getByRole("button", { name: "Next", exact: true });
  const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });

  // 1. Organization.
  await expect(stepHeading("Organization")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await expect(next).toBeDisabled();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Company Name").fill("Analytical Engines Ltd");
  await pickOption(page, "Country", "United Kingdom");
  await pickOption(page, "Industry", "Software");
  await pickOption(page, "Company Size", "11", /11.50 employees/);
  await page.getByLabel("Website").fill("https://engines.example.com");
  await page.getByLabel("Description").fill("Difference and analytical engines.");
  await page.getByLabel("Annual Revenue").fill("250000");
  await expect(next).toBeEnabled();
  await next.click();

  // 2. Business Settings.
  await expect(stepHeading("Business Settings")).toBeVisible();
  await expectNoAxeViolations(page);
  await pickOption(page, "Currency", "GBP", /GBP/);
  await pickOption(page, "Time Zone", "Greenwich", "Greenwich Mean Time");
  await page.getByLabel("Fiscal Year Start").selectOption("April");
  await next.click();

  // 3. Address Information.
  await expect(stepHeading("Address Information")).toBeVisible();
  await expectNoAxeViolations(page);
  await pickOption(page, "Address Type", "Billing");
  await page.getByLabel("Address Name").fill("Head Office");
  await page.getByLabel("Street Address").fill("12 St James's Square");
  await page.getByRole("textbox", { name: "Unit #" }).fill("4B");
  await page.getByRole("button", { name: "About Unit #" }).hover();
  await expect(page.getByRole("tooltip")).toContainText("Building/unit number");
  await page.mouse.move(0, 0);
  await page.getByLabel("City").fill("London");
  await page.getByLabel("State / Province").fill("Greater London");
  await page.getByLabel("ZIP Code").fill("SW1Y 4LB");
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  if ((await country.inputValue()) !== "United Kingdom") await pickOption(page, "Country", "United Kingdom");
  await next.click();

  // 4. Team: two invitations sent for real (the mail arrives), one revoked.
  await expect(stepHeading("Team")).toBeVisible();
  await expectNoAxeViolations(page);
  const inviteEmail = page.getByLabel("Email Address");
  await inviteEmail.fill(invitee);
  await page.getByLabel("Role").selectOption({ label: "Developer" });
  await page.getByRole("button", { name: "Send Invitation" }).click();
  const pending = page.getByRole("region", { name: "Pending Invitations" });
  await expect(pending.getByText(invitee)).toBeVisible();
  await expect(inviteEmail).toHaveValue("");
  await inviteEmail.fill(revoked);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(pending.getByText(revoked)).toBeVisible();
  const invitation = await waitForMail(invitee);
  expect(linkIn(invitation, "/auth/accept-invitation")).toContain("token=");
  await waitForMail(revoked);
  await page.getByRole("button", { name: `Remove invitation for ${revoked}` }).click();
  await expect(pending.getByText(revoked)).toHaveCount(0);
  await expect(pending.getByText(invitee)).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // 5. Products: the sample product.
  await expect(stepHeading("Products")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Product" }).click();
  const products = page.getByRole("region", { name: "Your Products" });
  await expect(products.getByText("Sample Product")).toBeVisible();
  await next.click();

  // 6. Billing: the built-in test gateway, nothing to connect; then Complete Setup.
  await expect(stepHeading("Billing")).toBeVisible();
  await expect(page.getByText("Built-in test gateway", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete Setup" }).click();

  // The dashboard shows what was entered; a personal account shows only its profile cards.
  await expect(page).toHaveURL(/\/dashboard$/);
  // Her first session (signed in by the confirmation link): Welcome, not Welcome back.
  await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("Setup Complete")).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile Information" });
  await expect(profile.getByText("Ada Lovelace")).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText("+44 20 7946 0958")).toBeVisible();
  const summary = page.getByRole("region", { name: "Account summary" });
  await expect(summary.getByText("Personal")).toBeVisible();
  await expect(summary.getByText("100%")).toBeVisible();
  await expect(summary.getByText("GBP")).toBeVisible();
  await expect(page.getByText("Organization Details")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Onboarding is done: /get-started now leads to the dashboard, and the Setup badge is gone.
  await page.goto("/get-started");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation").getByText("Setup", { exact: true })).toHaveCount(0);

  // Opening a protected page with a stored session: the route guard's loader while the session is checked.
  const checking = await holdRequests(page, "**/identities/me");
  await page.goto("/settings");
  await checking.reached;
  await expect(page.getByText("Checking your session")).toBeVisible();
  await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  checking.release();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  // Logout → sign-in page, both tokens gone.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("refresh_token")]),
  ).toEqual([null, null]);

  // Signed out, /settings asks for sign-in; signing in returns there (not to the dashboard), replacing the
  // sign-in entry in the history.
  await page.goto("/terms");
  await page.goto("/settings");
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await signIn(page, email);
  // Back where she was: /settings, which opens its first section.
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Ada");
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);

  // The same for /help, with its query string.
  await page.goto("/help?topic=billing");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/help?topic=billing");
  await expect(page).toHaveURL(LOGIN_URL);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/help\?topic=billing$/);
  await expect(page.getByRole("heading", { name: "Help & Support", level: 1 })).toBeVisible();

  expect((await mailTo(email)).length).toBe(1);
});
