import { expect, type Locator, type Page, test } from "@playwright/test";
import { STRONG_PASSWORD } from "./support";

// Every validation message of the sign-up forms (spec, accounts §5), produced as a person would: typing in a
// field and leaving it. Errors show under the field (its accessible description), and go when it is edited.

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Types a value (or nothing), leaves the field, and expects the message tied to the field. */
async function expectMessage(field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.press("Tab");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** Editing the field clears its error; a valid value left in it shows none. */
async function expectClearedBy(field: Locator, validValue: string) {
  await field.press("End");
  await field.pressSequentially(validValue.slice(0, 1));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await field.fill(validValue);
  await field.press("Tab");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

const long = (length: number) => "a".repeat(length);

async function checkPersonalFields(page: Page, submit: Locator) {
  await expect(submit).toBeDisabled();
  const firstName = page.getByRole("textbox", { name: "First Name" });
  const lastName = page.getByRole("textbox", { name: "Last Name" });
  const email = page.getByRole("textbox", { name: "Email" });
  const phone = page.getByRole("textbox", { name: "Phone" });
  const password = page.getByRole("textbox", { name: "Password", exact: true });

  // Leaving an empty field: required.
  await expectMessage(firstName, "", "First name is required");
  await expectMessage(firstName, "A", "First name must be at least 2 characters long");
  await expectMessage(firstName, " A ", "First name must be at least 2 characters long");
  await expectMessage(
    firstName,
    "R2D2",
    "First name can only contain letters, spaces, hyphens, and apostrophes",
  );
  await expectMessage(firstName, long(51), "First name is too long");
  await expectClearedBy(firstName, "Zoë-Anne O'Neil");

  await expectMessage(lastName, "", "Last name is required");
  await expectMessage(lastName, "B", "Last name must be at least 2 characters long");
  await expectMessage(
    lastName,
    "Smith_99",
    "Last name can only contain letters, spaces, hyphens, and apostrophes",
  );
  await expectMessage(lastName, long(51), "Last name is too long");
  await expectClearedBy(lastName, "Lovelace");

  await expectMessage(email, "", "Email address is required");
  await expectMessage(email, "not-an-email", "Please enter a valid email address");
  await expectMessage(email, "a@b", "Please enter a valid email address");
  await expectMessage(email, `${long(250)}@example.com`, "Email address is too long");
  await expectClearedBy(email, "ada@example.com");

  await expectMessage(phone, "", "Phone number is required");
  await expectMessage(phone, "555-0123", "Please enter a valid phone number");
  await expectMessage(phone, "+1 555 abc 0123", "Please enter a valid phone number");
  await expectMessage(phone, "+1 (555) 010-2030 4455", "Phone number is too long");
  await expectClearedBy(phone, "+1 (555) 010-2030");

  await expectMessage(password, "", "Password is required");
  await expectMessage(password, "Ab1!", "Password must be at least 8 characters long");
  await expectMessage(
    password,
    "password1",
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  );
  await expectMessage(
    password,
    "Password1~",
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  );
  await expectMessage(password, `Aa1!${long(125)}`, "Password is too long");
  await expectClearedBy(password, STRONG_PASSWORD);

  // The password can be shown and hidden again.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // Every field valid: submit enabled; one invalid again: disabled.
  await expect(submit).toBeEnabled();
  await expectMessage(phone, "12", "Please enter a valid phone number");
  await expect(submit).toBeDisabled();
}

test("personal sign-up: each validation message on blur, cleared on edit", async ({ page }) => {
  await page.goto("/auth/register/personal");
  await checkPersonalFields(page, page.getByRole("button", { name: "Create Account" }));
});

test("business sign-up, first and last steps: each validation message on blur", async ({ page }) => {
  await page.goto("/auth/register/business");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await checkPersonalFields(page, page.getByRole("button", { name: "Continue" }));

  // The company step's own rules.
  await page.getByRole("textbox", { name: "Phone" }).fill("+1 (555) 010-2030");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  const companyName = page.getByRole("textbox", { name: "Company Name" });
  const registration = page.getByRole("textbox", { name: "Registration Number" });
  const taxId = page.getByRole("textbox", { name: "Tax ID" });
  const website = page.getByRole("textbox", { name: "Website" });
  await expectMessage(companyName, "", "Company name is required");
  await expectMessage(companyName, "X", "Company name must be at least 2 characters long");
  await expectMessage(
    companyName,
    "Acme <Corp>",
    "Company name can only contain letters, numbers, spaces, and - & . , ( )",
  );
  await expectClearedBy(companyName, "Acme & Co. (Europe)");
  await expectMessage(registration, "", "Registration number is required");
  await expectMessage(registration, "R1", "Registration number must be at least 3 characters long");
  await expectMessage(
    registration,
    "REG/01",
    "Registration number can only contain letters, numbers, spaces, and hyphens",
  );
  await expectClearedBy(registration, "REG-001");
  await expectMessage(taxId, "T1", "Tax ID must be at least 5 characters long");
  await expectClearedBy(taxId, "TX-12345");
  await expectMessage(website, "not a url", "Please enter a valid website URL");
  await expectClearedBy(website, "https://acme.example.com");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();

  // Previous keeps what was typed.
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Last Name" })).toHaveValue("Lovelace");
});
