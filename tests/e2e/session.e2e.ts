import { expect, type Page, test } from "@playwright/test";
import {
  baseURL,
  expectNoAxeViolations,
  jwtClaims,
  LOGIN_URL,
  linkIn,
  mailTo,
  registerConfirmedUser,
  signIn,
  signJwt,
  storeSession,
  uniqueEmail,
  waitForMail,
} from "./support";

const tokensIn = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem("auth_token"),
    refreshToken: localStorage.getItem("refresh_token"),
  }));

/** The same claims as a token the server issued, signed with its key, but expired five minutes ago. */
function expiredCopyOf(token: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ ...jwtClaims(token), iat: now - 20 * 60, exp: now - 5 * 60 });
}

test("an expired access token is refreshed silently; with both tokens invalid, sign-in and back", async ({
  page,
}) => {
  const email = uniqueEmail("session");
  const tokens = await registerConfirmedUser(email);

  // Signed in through the form, on a protected page.
  await page.goto("/auth/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/get-started$/);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
  const signedIn = await tokensIn(page);
  expect(signedIn.token).toBeTruthy();
  expect(signedIn.refreshToken).toBeTruthy();

  // A genuine token of this session (same claims, the server's key) that has expired: the server says so.
  const expired = expiredCopyOf(signedIn.token!);
  expect(jwtClaims(expired).sid).toBe(jwtClaims(signedIn.token!).sid);
  const direct = await fetch(`${baseURL()}/identities/me`, {
    headers: { authorization: `Bearer ${expired}` },
  });
  expect(direct.status).toBe(401);
  expect(await direct.text()).toContain("Your session has expired");

  // The access token replaced by the expired one, the refresh token kept; the page reloaded.
  await page.evaluate((token) => localStorage.setItem("auth_token", token), expired);
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const rejected = page.waitForResponse(
    (response) => response.url().includes("/identities/me") && response.status() === 401,
  );
  const refreshCall = page.waitForResponse((response) =>
    response.url().endsWith("/identities/refresh-token"),
  );
  await page.reload();
  expect((await rejected).request().headers().authorization).toBe(`Bearer ${expired}`);
  expect((await refreshCall).status()).toBe(200);

  // Silently: the page stays, the sign-in page never shows, and new tokens are stored.
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(visited.filter((path) => path.includes("/auth/"))).toEqual([]);
  const refreshed = await tokensIn(page);
  expect(refreshed.token).toBeTruthy();
  expect(refreshed.token).not.toBe(expired);
  expect(jwtClaims(refreshed.token!).exp).toBeGreaterThan(Date.now() / 1000);
  expect(jwtClaims(refreshed.token!).sub).toBe(jwtClaims(signedIn.token!).sub);
  // Refresh tokens rotate on every use.
  expect(refreshed.refreshToken).toBeTruthy();
  expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
  // The new access token works for the API.
  const me = await fetch(`${baseURL()}/identities/me`, {
    headers: { authorization: `Bearer ${refreshed.token}` },
  });
  expect(me.status).toBe(200);

  // Both tokens invalid: the protected page sends the visitor to sign in, both keys go, and signing in
  // returns to the page.
  await page.evaluate((token) => {
    localStorage.setItem("auth_token", token);
    localStorage.setItem("refresh_token", "not-a-refresh-token");
  }, expiredCopyOf(refreshed.token!));
  await page.goto("/settings");
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  expect(await tokensIn(page)).toEqual({ token: null, refreshToken: null });

  // The tokens from the API sign-in still work on their own (another session of the same account).
  const other = await browserPageWith(page, tokens);
  await expect(other.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
  await other.context().close();

  await signIn(page, email);
  // Back to /settings, which opens its first section.
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});

/** A page in a new browser context holding a session's tokens, on the dashboard. */
async function browserPageWith(page: Page, tokens: { token: string; refreshToken: string }) {
  const context = await page.context().browser()!.newContext({ baseURL: baseURL() });
  const other = await context.newPage();
  await storeSession(other, tokens);
  await other.goto("/dashboard");
  return other;
}

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
