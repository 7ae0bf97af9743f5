import { expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  linkIn,
  pickOption,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
} from "./support";

// Business sign-up through the three-step wizard; the company (and the billing address, when given)
// becomes the organization once the email is confirmed.

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

test("business sign-up with the billing address: the organization and its address exist after confirming", async ({
  page,
}) => {
  const email = uniqueEmail("grace");
  const companyName = "Hopper Compilers Inc";
  await fillPersonalStep(page, email, true);

  // Billing address (optional): 'Skip for now' disappears once something is typed.
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();
  await page.getByLabel("Street Address").fill("1 Navy Yard Way");
  await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
  await page.getByLabel("Address Line 2").fill("Building 7");
  await page.getByLabel("City").fill("Arlington");
  await page.getByLabel("State / Province").fill("Virginia");
  await page.getByLabel("ZIP / Postal Code").fill("22202");
  await pickOption(page, "Country", "United States", /^United States/);
  await page.getByRole("button", { name: "Continue" }).click();

  await fillCompanyStep(page, companyName, true);
  await confirmByEmail(page, email, companyName);

  // The billing address given at sign-up is the organization's address: prefilled in onboarding.
  await page
    .getByRole("navigation", { name: "Setup steps" })
    .getByRole("button", { name: /^Address Information/ })
    .click();
  await expect(page.getByLabel("Street Address")).toHaveValue("1 Navy Yard Way");
  await expect(page.getByLabel("City")).toHaveValue("Arlington");
  await expect(page.getByLabel("State / Province")).toHaveValue("Virginia");
  await expect(page.getByLabel("ZIP Code")).toHaveValue("22202");
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(/United States/);

  // The dashboard shows the organization (onboarding not completed yet: the Setup badge stays).
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const details = page.getByRole("region", { name: "Organization Details" });
  await expect(details.getByText(companyName)).toBeVisible();
  await expect(details.getByRole("link", { name: "https://compilers.example.com" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Account summary" }).getByText("Business")).toBeVisible();
  await expect(page.getByRole("region", { name: "Business Settings" }).getByText("USD")).toBeVisible();
  await expect(page.getByText("No products added yet")).toBeVisible();
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
