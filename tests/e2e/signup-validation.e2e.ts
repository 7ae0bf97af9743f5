import { expect, type Locator, type Page, test } from "@playwright/test";
import { errorUnder, expectFieldMessages, pickOption, STRONG_PASSWORD } from "./support";

// Every validation message of the sign-in and sign-up forms (spec, accounts §5; the texts the spec leaves
// open are those of packages/forms/src/schemas/messages), produced as a person would: typing in the real
// form and leaving the field. Errors show under the field (its accessible description) and go when it is
// edited. Several fields are checked at once to keep this fast. Pickers offer only valid choices, so their
// 'too long' and 'invalid' messages cannot be typed and are left to the schema tests.

const long = (length: number, char = "a") => char.repeat(length);
const WEAK =
  "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character";

function personalFields(page: Page) {
  return {
    firstName: page.getByRole("textbox", { name: "First Name" }),
    lastName: page.getByRole("textbox", { name: "Last Name" }),
    email: page.getByRole("textbox", { name: "Email" }),
    phone: page.getByRole("textbox", { name: "Phone" }),
    password: page.getByRole("textbox", { name: "Password", exact: true }),
  };
}

/** The five fields of the personal form and of the business wizard's first step. */
async function checkPersonalFields(page: Page, submit: Locator) {
  await expect(submit).toBeDisabled();
  const { firstName, lastName, email, phone, password } = personalFields(page);

  await expectFieldMessages([
    [firstName, "", "First name is required"],
    [lastName, "", "Last name is required"],
    [email, "", "Email address is required"],
    [phone, "", "Phone number is required"],
    [password, "", "Password is required"],
  ]);
  await expectFieldMessages([
    [firstName, "A", "First name must be at least 2 characters long"],
    [lastName, "B", "Last name must be at least 2 characters long"],
    [email, "not-an-email", "Please enter a valid email address"],
    [phone, "555-0123", "Please enter a valid phone number"],
    [password, "Ab1!", "Password must be at least 8 characters long"],
  ]);
  await expectFieldMessages([
    [firstName, "R2D2", "First name can only contain letters, spaces, hyphens, and apostrophes"],
    [lastName, "Smith_99", "Last name can only contain letters, spaces, hyphens, and apostrophes"],
    [email, "a@b", "Please enter a valid email address"],
    [phone, "+1 555 abc 0123", "Please enter a valid phone number"],
    [password, "password1", WEAK],
  ]);
  await expectFieldMessages([
    [firstName, long(51), "First name is too long"],
    [lastName, long(51), "Last name is too long"],
    [email, `${long(250)}@example.com`, "Email address is too long"],
    [phone, "+1 (555) 010-2030 4455", "Phone number is too long"],
    [password, `Aa1!${long(125)}`, "Password is too long"],
  ]);

  // Editing a field clears its error at once.
  for (const field of [firstName, lastName, email, phone, password]) {
    await field.press("End");
    await field.press("Backspace");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(await errorUnder(field)).toHaveText("");
  }

  // Names are trimmed first; a special character outside @$!%*?&# makes the password weak.
  await expectFieldMessages([
    [firstName, " A ", "First name must be at least 2 characters long"],
    [lastName, "O'Neil-Lovelace", null],
    [email, "zoe@example.com", null],
    [phone, "+1 (555) 010-2030", null],
    [password, "Password1~", WEAK],
  ]);
  await expect(submit).toBeDisabled();
  await expectFieldMessages([
    [firstName, "Zoë-Anne", null],
    [password, STRONG_PASSWORD, null],
  ]);

  // The password can be shown and hidden again.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // Every field valid: submit enabled; one invalid again: disabled.
  await expect(submit).toBeEnabled();
  await expectFieldMessages([[phone, "12", "Please enter a valid phone number"]]);
  await expect(submit).toBeDisabled();
  await expectFieldMessages([[phone, "+1 (555) 010-2030", null]]);
  await expect(submit).toBeEnabled();
}

test("sign-in: each validation message of the email and password", async ({ page }) => {
  await page.goto("/auth/login");
  const email = page.getByRole("textbox", { name: "Email" });
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  const submit = page.getByRole("button", { name: "Sign In", exact: true });
  await expect(submit).toBeDisabled();
  await expectFieldMessages([
    [email, "", "Email address is required"],
    [password, "", "Password is required"],
  ]);
  await expectFieldMessages([
    [email, "not-an-email", "Please enter a valid email address"],
    [password, "Ab1!", "Password must be at least 8 characters long"],
  ]);
  await expectFieldMessages([
    [email, `${long(250)}@example.com`, "Email address is too long"],
    [password, "password1", WEAK],
  ]);
  await expectFieldMessages([
    [email, "ada@example.com", null],
    [password, `Aa1!${long(125)}`, "Password is too long"],
  ]);
  await expect(submit).toBeDisabled();
  await password.press("End");
  await password.press("Backspace");
  await expect(await errorUnder(password)).toHaveText("");
  await expectFieldMessages([[password, STRONG_PASSWORD, null]]);
  await expect(submit).toBeEnabled();
});

test("personal sign-up: each validation message on blur, cleared on edit", async ({ page }) => {
  await page.goto("/auth/register/personal");
  await checkPersonalFields(page, page.getByRole("button", { name: "Create Account" }));
});

test("business sign-up, all three steps: each validation message on blur", async ({ page }) => {
  await page.goto("/auth/register/business");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  // The first step is the personal form's fields (their every message is checked above): shown here too.
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  const { firstName, lastName, email, phone, password } = personalFields(page);
  await expectFieldMessages([
    [firstName, "", "First name is required"],
    [lastName, "Smith_99", "Last name can only contain letters, spaces, hyphens, and apostrophes"],
    [email, "a@b", "Please enter a valid email address"],
    [phone, "+1 (555) 010-2030 4455", "Phone number is too long"],
    [password, "password1", WEAK],
  ]);
  await expectFieldMessages([
    [firstName, "Zoë-Anne", null],
    [lastName, "O'Neil-Lovelace", null],
    [email, "zoe@example.com", null],
    [phone, "+1 (555) 010-2030", null],
    [password, STRONG_PASSWORD, null],
  ]);
  await expect(next).toBeEnabled();
  await next.click();

  // Billing address: empty, it may be skipped; anything typed in it brings the full rules.
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  const street = page.getByRole("textbox", { name: "Street Address" });
  const street2 = page.getByRole("textbox", { name: "Address Line 2" });
  const city = page.getByRole("textbox", { name: "City" });
  const state = page.getByRole("textbox", { name: "State / Province" });
  const zipCode = page.getByRole("textbox", { name: "ZIP / Postal Code" });
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await expectFieldMessages([
    [street, "", null],
    [city, "", null],
  ]);
  await expectFieldMessages([
    [street2, "Suite 100", null],
    [street, "", "Street address is required"],
    [city, "", "City is required"],
    [state, "", "State is required"],
    [zipCode, "", "ZIP code is required"],
  ]);
  // The country is a picker: Continue checks the whole step and shows its message too.
  await next.click();
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await expect(await errorUnder(country)).toHaveText("Country is required");
  await expect(country).toHaveAttribute("aria-invalid", "true");
  await expect(street).toBeFocused();
  await expectFieldMessages([
    [street, long(101), "Street address is too long"],
    [street2, long(101), "Address line 2 is too long"],
    [city, long(51), "City is too long"],
    [state, long(51), "State is too long"],
    [zipCode, long(21), "ZIP code is too long"],
  ]);
  await expectFieldMessages([
    [street, long(100), null],
    [street2, long(100), null],
    [city, long(50), null],
    [state, long(50), null],
    [zipCode, long(20, "9"), null],
  ]);
  await pickOption(page, "Country", "Canada");
  await expect(await errorUnder(country)).toHaveText("");
  await next.click();

  // Company information.
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  const companyName = page.getByRole("textbox", { name: "Company Name" });
  const registration = page.getByRole("textbox", { name: "Registration Number" });
  const taxId = page.getByRole("textbox", { name: "Tax ID" });
  const website = page.getByRole("textbox", { name: "Website" });
  const description = page.getByRole("textbox", { name: "Company Description" });
  const create = page.getByRole("button", { name: "Create Account" });
  await expectFieldMessages([
    [companyName, "", "Company name is required"],
    [registration, "", "Registration number is required"],
    [taxId, "T1", "Tax ID must be at least 5 characters long"],
    [website, "not a url", "Please enter a valid website URL"],
    [description, long(1001), "Company description is too long"],
  ]);
  await expectFieldMessages([
    [companyName, "X", "Company name must be at least 2 characters long"],
    [registration, "R1", "Registration number must be at least 3 characters long"],
    [taxId, "TX/12345", "Tax ID can only contain letters, numbers, spaces, and hyphens"],
    [website, `https://example.com/${long(181)}`, "Website URL is too long"],
    [description, long(1000), null],
  ]);
  await expectFieldMessages([
    [companyName, "Acme <Corp>", "Company name can only contain letters, numbers, spaces, and - & . , ( )"],
    [registration, "REG/01", "Registration number can only contain letters, numbers, spaces, and hyphens"],
    [taxId, long(21, "9"), "Tax ID is too long"],
    [website, `https://example.com/${long(180)}`, null],
  ]);
  await expectFieldMessages([
    [companyName, long(101), "Company name is too long"],
    [registration, long(51), "Registration number is too long"],
    [taxId, "", null],
  ]);
  await expect(create).toBeDisabled();
  await expectFieldMessages([
    [companyName, "Acme & Co. (Europe)", null],
    [registration, "REG-001", null],
    [taxId, "TX-12345", null],
    [website, "https://acme.example.com", null],
  ]);
  await expect(create).toBeEnabled();

  // Previous keeps what was typed.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(street).toHaveValue(long(100));
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Last Name" })).toHaveValue("O'Neil-Lovelace");
});
