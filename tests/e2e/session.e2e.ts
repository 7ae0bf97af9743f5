import { expect, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  linkIn,
  mailTo,
  registerConfirmedUser,
  signIn,
  storeSession,
  uniqueEmail,
  waitForMail,
} from "./support";

/** A well-formed JWT that expired long ago and whose signature the server does not know. */
const EXPIRED_JWT = [
  { alg: "HS256", typ: "JWT" },
  { sub: "00000000-0000-0000-0000-000000000000", userId: "x", iat: 1_600_000_000, exp: 1_600_000_900 },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
  .concat("c2lnbmF0dXJl")
  .join(".");

const tokensIn = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem("auth_token"),
    refreshToken: localStorage.getItem("refresh_token"),
  }));

test("an expired access token is refreshed silently; with both tokens invalid, sign-in and both removed", async ({
  page,
}) => {
  const email = uniqueEmail("session");
  const tokens = await registerConfirmedUser(email);

  // Signed in through the form.
  await page.goto("/auth/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/get-started$/);
  const signedIn = await tokensIn(page);
  expect(signedIn.token).toBeTruthy();
  expect(signedIn.refreshToken).toBeTruthy();

  // The access token replaced by an expired one; the refresh token kept.
  await page.evaluate((token) => localStorage.setItem("auth_token", token), EXPIRED_JWT);
  const refreshCall = page.waitForResponse((response) =>
    response.url().endsWith("/identities/refresh-token"),
  );
  await page.goto("/dashboard");
  expect((await refreshCall).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const refreshed = await tokensIn(page);
  expect(refreshed.token).toBeTruthy();
  // (A JWT issued within the same second as the first one, for the same session, may equal it.)
  expect(refreshed.token).not.toBe(EXPIRED_JWT);
  // Refresh tokens rotate on every use.
  expect(refreshed.refreshToken).toBeTruthy();
  expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);

  // Both tokens invalid: the protected page sends the visitor to sign in and both keys go.
  await page.evaluate((token) => {
    localStorage.setItem("auth_token", token);
    localStorage.setItem("refresh_token", "not-a-refresh-token");
  }, EXPIRED_JWT);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  expect(await tokensIn(page)).toEqual({ token: null, refreshToken: null });

  // The tokens from the API sign-in still work on their own (another session of the same account).
  await storeSession(page, tokens);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
});

test("forgot password: the emailed link sets a new password that signs in", async ({ page }) => {
  const email = uniqueEmail("forgetful");
  await registerConfirmedUser(email);
  const newPassword = "N3w!Passw0rd";
  const seen = (await mailTo(email)).map((message) => message.id);

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If an account exists for that address, we have sent a link to reset your password."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await waitForMail(email, { exceptIds: seen });
  const reset = new URL(linkIn(mail, "/auth/reset-password"));
  expect(reset.searchParams.get("userId")).toBeTruthy();
  expect(reset.searchParams.get("token")).toBeTruthy();

  await page.goto(reset.toString());
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "New Password" }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm Password" }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByText("Your password has been reset. You can now sign in with your new password."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The old password no longer works; the new one does.
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email);
  await expect(
    page
      .getByRole("alert")
      .or(page.getByText(/invalid|incorrect/i))
      .first(),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/get-started$/);
});
