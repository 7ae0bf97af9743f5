import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  linkIn,
  mailTo,
  registerUser,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support";

test("signing in before confirming shows the resend link; the resent email confirms the account", async ({
  page,
}) => {
  const email = uniqueEmail("unconfirmed");
  await registerUser(email);
  const first = await waitForMail(email);

  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  // Social sign-in buttons are there and say they are not configured.
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
  await expect(page.getByText("Google sign-in is not configured")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Facebook" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
  await signIn(page, email);

  // The error mentions email and confirm, and offers the resend page.
  const error = page
    .getByText(/confirm/i)
    .filter({ hasText: /email/i })
    .first();
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Resend confirmation email" }).click();
  await expect(page).toHaveURL(/\/auth\/resend-confirmation$/);

  // The resend page: the button waits for an address; the address is checked on blur.
  const send = page.getByRole("button", { name: "Send Confirmation Email" });
  const field = page.getByRole("textbox", { name: "Email" });
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);
  await field.fill("not-an-email");
  await field.press("Tab");
  await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
  await field.fill(email);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await send.click();
  await expect(
    page.getByText("Confirmation email sent successfully! Please check your inbox."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A new message arrives; its link confirms the account and signs in.
  const resent = await waitForMail(email, { exceptIds: [first.id] });
  expect(resent.id).not.toBe(first.id);
  await page.goto(linkIn(resent, "/auth/confirm-email"));
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(page).toHaveURL(/\/get-started$/, { timeout: 6_000 });
  expect((await mailTo(email)).length).toBe(2);
});

test("an invalid or incomplete confirmation link shows 'Confirmation Failed' with help and the way back", async ({
  page,
}) => {
  await page.goto("/auth/confirm-email?userId=x&token=y");
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await expect(page.getByText("The confirmation link may have expired or is invalid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Help" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  await page.getByRole("button", { name: "Get Help" }).click();
  await expect(page).toHaveURL(/\/auth\/resend-confirmation$/);

  await page.goto("/auth/confirm-email");
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await expect(
    page.getByText("Invalid confirmation link. Please check your email and try again."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Help" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
