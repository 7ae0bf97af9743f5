import { expect, type Page, test } from "@playwright/test";
import {
  baseURL,
  expectNoAxeViolations,
  linkIn,
  pickOption,
  STRONG_PASSWORD,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support";

// Business sign-up through the three-step wizard; the company (and the billing address, when given)
// becomes the organization once the email is confirmed. The journey then goes through every onboarding step
// in the UI, checks the dashboard shows it all, and a colleague joins from the emailed invitation.

async function fillPersonalStep(page: Page, email: string, axe = false) {
  await page.goto("/auth/register");
  await page.getByRole("radio", { name: /Business/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth\/register\/business$/);
  await expect(page.getByRole("heading", { name: "Create Business Account" })).toBeVisible();
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Last Name").fill("Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+1 555 010 2030");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG_PASSWORD);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Billing Address/ })).toBeVisible();
  await expect(page.getByText("You can add this information later in your account settings")).toBeVisible();
}

async function fillCompanyStep(page: Page, companyName: string, axe = false) {
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Company Information" })).toBeVisible();
  await expect(page.getByText("Tell us about your company for billing and compliance")).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("Company Name").fill(companyName);
  await page.getByLabel("Registration Number").fill("REG-2024-001");
  await page.getByLabel("Tax ID").fill("TX-99887");
  // The currency defaults to USD and cannot be cleared.
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue(/USD/);
  await pickOption(page, "Industry", "Software");
  await pickOption(page, "Company Size", "11", /11.50 employees/);
  await page.getByLabel("Website").fill("https://compilers.example.com");
  await page.getByLabel("Company Description").fill("Compilers for everyone.");
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeEnabled();
  await create.click();
}

async function confirmByEmail(page: Page, email: string, companyName: string) {
  await expect(page).toHaveURL(/\/auth\/confirmation-pending$/);
  await expect(
    page
      .getByRole("region", { name: "Notifications" })
      .getByText("Registration successful. Please check your email to confirm your account."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Your business details are saved")).toBeVisible();
  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, "/auth/confirm-email"));
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(page).toHaveURL(/\/get-started$/, { timeout: 6_000 });
  await expect(page.getByRole("heading", { name: "Welcome to Round" })).toBeVisible();
  // The organization's details come from the sign-up.
  const stepper = page.getByRole("navigation", { name: "Setup steps" });
  await stepper.getByRole("button", { name: /^Organization/ }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue(companyName);
}

test("business journey: sign-up with the billing address, every onboarding step, the dashboard, a colleague joins", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("grace");
  const colleague = uniqueEmail("alan");
  const companyName = "Hopper Compilers Inc";
  await fillPersonalStep(page, email, true);

  // Billing address (optional): 'Skip for now' is offered until the address is complete.
  await expectNoAxeViolations(page);
  const skip = page.getByRole("button", { name: "Skip for now" });
  await expect(skip).toBeVisible();
  await page.getByLabel("Street Address").fill("1 Navy Yard Way");
  await page.getByLabel("Address Line 2").fill("Building 7");
  await page.getByLabel("City").fill("Arlington");
  await page.getByLabel("State / Province").fill("Virginia");
  await page.getByLabel("ZIP / Postal Code").fill("22202");
  await expect(skip).toBeVisible();
  await pickOption(page, "Country", "United States", /^United States/);
  await expect(skip).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();

  await fillCompanyStep(page, companyName, true);
  await confirmByEmail(page, email, companyName);
  const next = page.getByRole("button", { name: "Next", exact: true });
  const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });

  // 1. Organization: the sign-up's company, completed with what onboarding asks for.
  await expect(stepHeading("Organization")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Industry" })).toHaveValue(/Software/);
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(/United States/);
  await pickOption(page, "Company Size", "51", /51.200 employees/);
  await page.getByLabel("Website").fill("https://hopper.example.com");
  await page.getByLabel("Description").fill("Compilers and tools for every machine.");
  await page.getByLabel("Annual Revenue").fill("1200000");
  await expectNoAxeViolations(page);
  await next.click();

  // 2. Business Settings.
  await expect(stepHeading("Business Settings")).toBeVisible();
  await pickOption(page, "Currency", "EUR", /EUR/);
  await pickOption(page, "Time Zone", "Central European", "Central European Time");
  await page.getByLabel("Fiscal Year Start").selectOption("July");
  await expectNoAxeViolations(page);
  await next.click();

  // 3. Address Information: the billing address given at sign-up, prefilled; the unit number added.
  await expect(stepHeading("Address Information")).toBeVisible();
  await expect(page.getByLabel("Street Address")).toHaveValue("1 Navy Yard Way");
  await expect(page.getByLabel("City")).toHaveValue("Arlington");
  await expect(page.getByLabel("State / Province")).toHaveValue("Virginia");
  await expect(page.getByLabel("ZIP Code")).toHaveValue("22202");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(/United States/);
  await page.getByLabel("Address Name").fill("Headquarters");
  await page.getByRole("textbox", { name: "Unit #" }).fill("7");
  await expectNoAxeViolations(page);
  await next.click();

  // 4. Team: not oneself; a colleague invited as Developer (the email is sent for real).
  await expect(stepHeading("Team")).toBeVisible();
  const inviteEmail = page.getByLabel("Email Address");
  await inviteEmail.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText("You cannot invite yourself to the organization.")).toBeVisible();
  await inviteEmail.fill(colleague);
  await page.getByLabel("Role").selectOption({ label: "Developer" });
  await page.getByRole("button", { name: "Send Invitation" }).click();
  const pending = page.getByRole("region", { name: "Pending Invitations" });
  await expect(pending.getByText(colleague)).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // 5. Products: a product of its own (name, description, price in the chosen currency).
  await expect(stepHeading("Products")).toBeVisible();
  await page.getByLabel("Product Name").fill("Compiler Cloud");
  await page.getByLabel("Price").fill("49.99");
  await page.getByRole("textbox", { name: "Description" }).fill("Hosted builds, billed monthly.");
  await page.getByRole("button", { name: "Add Product" }).click();
  const products = page.getByRole("region", { name: "Your Products" });
  await expect(products.getByText("Compiler Cloud")).toBeVisible();
  await expect(products.getByText("Hosted builds, billed monthly.")).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // 6. Billing: nothing to connect (payments run on the built-in test gateway), then Complete Setup.
  await expect(stepHeading("Billing")).toBeVisible();
  await expect(page.getByText("Built-in test gateway", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Settings, Billing" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete Setup" }).click();

  // The dashboard shows everything entered: organization, settings, the product and the invitation.
  await expect(page).toHaveURL(/\/dashboard$/);
  // Her first session (she signed in by confirming her email): Welcome, not Welcome back.
  await expect(page.getByRole("heading", { name: "Welcome, Grace Hopper" })).toBeVisible();
  await expect(page.getByText("Setup Complete")).toBeVisible();
  const summary = page.getByRole("region", { name: "Account summary" });
  await expect(summary.getByText("Business")).toBeVisible();
  await expect(summary.getByText("EUR", { exact: true })).toBeVisible();
  await expect(summary.getByText("100%")).toBeVisible();
  const details = page.getByRole("region", { name: "Organization Details" });
  await expect(details.getByText(companyName)).toBeVisible();
  await expect(details.getByText("Software & SaaS")).toBeVisible();
  await expect(details.getByText("51-200 employees")).toBeVisible();
  await expect(details.getByText("United States", { exact: true })).toBeVisible();
  await expect(details.getByRole("link", { name: "hopper.example.com" })).toBeVisible();
  const settings = page.getByRole("region", { name: "Business Settings" });
  await expect(settings.getByText("EUR", { exact: true })).toBeVisible();
  await expect(settings.getByText("Central European Time")).toBeVisible();
  await expect(settings.getByText("July", { exact: true })).toBeVisible();
  const productList = page.getByRole("region", { name: "Products & Services" });
  await expect(productList.getByText("Compiler Cloud")).toBeVisible();
  await expect(productList.getByText("Hosted builds, billed monthly.")).toBeVisible();
  await expect(productList.getByText("€49.99")).toBeVisible();
  const team = page.getByRole("region", { name: "Team Invitations" });
  await expect(team.getByText(colleague)).toBeVisible();
  await expect(team.getByText("Developer")).toBeVisible();
  await expect(team.getByText(/pending/i)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("navigation").getByText("Setup", { exact: true })).toHaveCount(0);

  // The colleague opens the emailed invitation, signed out, in another browser, and joins.
  const invitation = await waitForMail(colleague);
  expect(invitation.subject).toContain(companyName);
  const context = await browser.newContext({ baseURL: baseURL() });
  const other = await context.newPage();
  await other.goto(linkIn(invitation, "/auth/accept-invitation"));
  await expect(other.getByRole("heading", { name: `Join ${companyName}` })).toBeVisible();
  await expect(other.getByRole("textbox", { name: "Email" })).toHaveValue(colleague);
  await expectNoAxeViolations(other);
  await other.getByRole("textbox", { name: "First Name" }).fill("Alan");
  await other.getByRole("textbox", { name: "Last Name" }).fill("Turing");
  await other.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
  await other.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG_PASSWORD);
  await other.getByRole("button", { name: /Accept|Join|Create/ }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole("heading", { name: "Welcome, Alan Turing" })).toBeVisible();
  await expect(
    other.getByRole("region", { name: "Organization Details" }).getByText(companyName),
  ).toBeVisible();

  // Signed out, the colleague signs in with the new password (their onboarding is the organization's).
  await other.getByRole("button", { name: "Logout" }).click();
  await expect(other).toHaveURL(/\/auth\/login$/);
  await signIn(other, colleague);
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole("heading", { name: "Welcome back, Alan Turing" })).toBeVisible();
  await context.close();

  // The owner's list no longer shows the invitation as pending.
  await page.reload();
  await expect(page.getByRole("region", { name: "Team Invitations" }).getByText(/pending/i)).toHaveCount(0);
});

test("business sign-up skipping the billing step: the organization exists after confirming", async ({
  page,
}) => {
  const email = uniqueEmail("skipper");
  const companyName = "Skipper & Sons Ltd";
  await fillPersonalStep(page, email);
  await page.getByRole("button", { name: "Skip for now" }).click();
  await fillCompanyStep(page, companyName);
  await confirmByEmail(page, email, companyName);

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("region", { name: "Organization Details" }).getByText(companyName),
  ).toBeVisible();
});
