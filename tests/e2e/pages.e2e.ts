import { expect, test } from "@playwright/test";
import {
  apiAs,
  expectNoAxeViolations,
  linkIn,
  registerConfirmedBusiness,
  STRONG_PASSWORD,
  storeSession,
  uniqueEmail,
  waitForMail,
} from "./support";

// The remaining screens, each checked with axe: the business dashboard, settings, help, terms, not found,
// and an invitation accepted from its email.
test("dashboard, settings, help, terms and not found for a business account; an invitation accepted", async ({
  page,
  browser,
}) => {
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
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
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

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("Grace");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Pages Test Corp");
  await expect(page.getByRole("textbox", { name: "Street Address" })).toHaveValue("1 Navy Yard Way");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Help & Support" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { name: "Help & Support", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Screens still to come (customers) and unknown paths: not found, inside the shell.
  await page.getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/auth/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The colleague opens the emailed invitation, signed out, in another browser.
  const invitation = await waitForMail(colleague);
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(linkIn(invitation, "/auth/accept-invitation"));
  await expect(other.getByRole("textbox", { name: "Email" })).toHaveValue(colleague);
  await expect(other.getByRole("heading", { name: "Join Pages Test Corp" })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole("textbox", { name: "First Name" }).fill("Alan");
  await other.getByRole("textbox", { name: "Last Name" }).fill("Turing");
  await other.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
  await other.getByRole("textbox", { name: "Password", exact: true }).fill(STRONG_PASSWORD);
  await other.getByRole("button", { name: /Accept|Join|Create/ }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole("heading", { name: "Welcome back, Alan Turing" })).toBeVisible();
  await context.close();
});
