import { expect, test } from "@playwright/test";
import {
  apiAs,
  expectNoAxeViolations,
  registerConfirmedBusiness,
  STRONG_PASSWORD,
  storeSession,
  uniqueEmail,
} from "./support";

// The remaining screens, each checked with axe: the business dashboard, settings, help, terms, not found,
// and the pages reached through a broken or incomplete emailed link.
test("dashboard, settings, help, terms and not found for a business account", async ({ page }) => {
  const email = uniqueEmail("owner");
  const colleague = uniqueEmail("teammate");
  const tokens = await registerConfirmedBusiness(email, "Pages Test Corp");
  const me = await apiAs<{ roundAccountId?: string; roundAccountUsers?: { roundAccountId: string }[] }>(
    tokens.token,
    "/identities/me",
  );
  const roundAccountId = me.roundAccountId ?? me.roundAccountUsers?.[0]?.roundAccountId;
  await apiAs(tokens.token, "/identities/invite-user", "POST", {
    RoundAccountId: roundAccountId,
    Email: colleague,
    Role: 12,
  });

  await storeSession(page, tokens);
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/dashboard");
  // 'Welcome' on the first session, 'Welcome back' after: the API sign-up's sessions decide which.
  await expect(page.getByRole("heading", { name: /^Welcome( back)?, Grace Hopper$/ })).toBeVisible();
  const details = page.getByRole("region", { name: "Organization Details" });
  await expect(details.getByText("Pages Test Corp")).toBeVisible();
  await expect(details.getByText("Software & SaaS")).toBeVisible();
  await expect(details.getByText("11-50 employees")).toBeVisible();
  const team = page.getByRole("region", { name: "Team Invitations" });
  await expect(team.getByText(colleague)).toBeVisible();
  await expect(team.getByText("Developer")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Setup" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toContainText("Dashboard");
  await expectNoAxeViolations(page);

  // Settings opens on its first section, Profile; Organization is a section of its own.
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Grace");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Organization" }).click();
  await expect(page).toHaveURL(/\/settings\/organization$/);
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Pages Test Corp");
  await expect(page.getByRole("textbox", { name: "Street Address" })).toHaveValue("1 Navy Yard Way");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Help & Support" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { name: "Help & Support", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Unknown paths: not found, inside the shell for a signed-in person.
  await page.goto("/reports/quarterly");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/auth/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("reset-password and invitation links that are incomplete or unknown say so, and pass axe", async ({
  page,
}) => {
  // A reset link without its user and token.
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { name: "Reset link not valid" })).toBeVisible();
  await expect(
    page.getByText("This password reset link is incomplete. Please request a new one."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  // A reset link whose token the server does not know: the form shows, and the server's refusal with it.
  await page.goto("/auth/reset-password?userId=00000000-0000-0000-0000-000000000000&token=not-a-token");
  await page.getByRole("textbox", { name: "New Password" }).fill(STRONG_PASSWORD);
  await page.getByRole("textbox", { name: "Confirm Password" }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /link|token|invalid|expired/i })).toBeVisible();
  await expect(page.getByText("Your password has been reset.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An invitation link without its token.
  await page.goto("/auth/accept-invitation");
  await expect(page.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expect(page.getByText(/This invitation link is incomplete\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // An invitation link whose token the server does not know.
  await page.goto("/auth/accept-invitation?token=not-an-invitation");
  await expect(page.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expect(page.getByText(/Ask the person who invited you to send a new invitation\./)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
