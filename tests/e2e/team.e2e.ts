import { expect, test } from "@playwright/test";
import {
  apiAs,
  baseURL,
  expectNoAxeViolations,
  LOGIN_URL,
  linkIn,
  registerConfirmedBusiness,
  STRONG_PASSWORD,
  signIn,
  snap,
  storeSession,
  type Tokens,
  uniqueEmail,
  waitForMail,
} from "./support";

// Settings, Team and Security as people use them: an owner changes a member's role and the member's screens
// follow on their next load; the owner removes the member and the member's session ends at once. Then the
// phone drawer at 375 px, and visual baselines of both sections at phone, tablet and desktop widths.

/** The pending invitation shown on the Team page: no account signs up with it, so it is the same every run. */
const INVITEE = "morgan.reyes@example.com";
const MEMBER = "Alan Turing";
const ROLE = { Admin: 1, Viewer: 17 } as const;

test.use({ timezoneId: "UTC", locale: "en-US" });

interface Account {
  email: string;
  tokens: Tokens;
}
let owner: Account;
let member: Account;

async function invite(token: string, roundAccountId: string, email: string, role: number): Promise<void> {
  await apiAs(token, "/identities/invite-user", "POST", {
    RoundAccountId: roundAccountId,
    Email: email,
    Role: role,
  });
}

/** What the emailed invitation's page sends when the invitee fills it in: they join and are signed in. */
async function joinByInvitation(email: string, firstName: string, lastName: string): Promise<Tokens> {
  const token = new URL(linkIn(await waitForMail(email), "/auth/accept-invitation")).searchParams.get(
    "token",
  );
  const response = await fetch(`${baseURL()}/identities/register-with-invitation`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      token,
      firstName,
      lastName,
      phoneNumber: "+44 20 7946 0000",
      password: STRONG_PASSWORD,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Tokens;
}

// A business owner with an Admin who joined from the emailed invitation, and a Viewer invited who has not.
test.beforeAll(async () => {
  const ownerEmail = uniqueEmail("team.owner");
  owner = { email: ownerEmail, tokens: await registerConfirmedBusiness(ownerEmail, "Hopper Compilers Inc") };
  const me = await apiAs<{ roundAccountId: string }>(owner.tokens.token, "/identities/me");
  const memberEmail = uniqueEmail("team.member");
  await invite(owner.tokens.token, me.roundAccountId, memberEmail, ROLE.Admin);
  await invite(owner.tokens.token, me.roundAccountId, INVITEE, ROLE.Viewer);
  const [firstName = "", lastName = ""] = MEMBER.split(" ");
  member = { email: memberEmail, tokens: await joinByInvitation(memberEmail, firstName, lastName) };
});

test("Team and Security sections: accessible, and as they look at three widths", async ({ page }) => {
  // The owner signs in in the browser: this session joins the one their confirmation started.
  await page.goto("/auth/login");
  await signIn(page, owner.email);
  await expect(page).not.toHaveURL(LOGIN_URL);

  await page.goto("/settings/team");
  const members = page.getByRole("table", { name: "Team members" });
  await expect(members.getByRole("row", { name: new RegExp(`${MEMBER}.*Admin`) })).toBeVisible();
  await expect(members.getByRole("row", { name: /Grace Hopper.*Team Owner/ })).toBeVisible();
  const pending = page.getByRole("listitem").filter({ hasText: INVITEE });
  await expect(pending).toContainText("Viewer");
  await expect(page.getByRole("button", { name: `Resend the invitation to ${INVITEE}` })).toBeEnabled();
  await expectNoAxeViolations(page);
  // The two accounts' addresses are new on every run, and where a long address wraps depends on its letters:
  // for the screenshots they read as fixed addresses, so the rows keep their height.
  for (const [shown, fixed] of [
    [owner.email, "grace.hopper@example.com"],
    [member.email, "alan.turing@example.com"],
  ] as const) {
    await members.getByText(shown, { exact: true }).evaluate((node, text) => {
      node.textContent = text;
    }, fixed);
  }
  await snap(page, "team", [
    // Joined dates and the invitation's expiry move with the day of the run.
    members.locator("tbody td:nth-child(3)"),
    pending.getByText(/ · expires /),
  ]);

  await page.goto("/settings/security");
  await expect(page.getByRole("textbox", { name: "Current password" })).toBeEditable();
  await expect(page.getByRole("button", { name: "Change password" })).toBeEnabled();
  const sessions = page.getByRole("table", { name: "Your sessions" });
  await expect(sessions.getByRole("row", { name: /This device/ })).toBeVisible();
  await expect(sessions.locator("tbody tr")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await snap(page, "security", [sessions.locator("tbody td:nth-child(2), tbody td:nth-child(3)")]);
});

test("a member's role changed by the owner shows on their next load; removed, their session ends", async ({
  page,
  browser,
}) => {
  // The member, signed in in their own browser, may edit the organization as an Admin.
  const memberContext = await browser.newContext({ baseURL: baseURL() });
  const memberPage = await memberContext.newPage();
  await storeSession(memberPage, member.tokens);
  await memberPage.goto("/settings/organization");
  const companyName = memberPage.getByRole("textbox", { name: "Company Name" });
  await expect(companyName).toHaveValue("Hopper Compilers Inc");
  await expect(companyName).toBeEditable();
  await expect(memberPage.getByRole("button", { name: "Save changes" })).toHaveCount(2);
  const readOnly = memberPage.getByText("Your role (Viewer) cannot edit the organization.");
  await expect(readOnly).toHaveCount(0);

  // The owner makes them a Viewer from the Team section's row menu.
  await storeSession(page, owner.tokens);
  await page.goto("/settings/team");
  const row = page
    .getByRole("table", { name: "Team members" })
    .getByRole("row", { name: new RegExp(MEMBER) });
  await expect(row).toContainText("Admin");
  await row.getByRole("button", { name: `Actions for ${MEMBER}` }).click();
  await page.getByRole("menuitem", { name: "Change role" }).click();
  const roleDialog = page.getByRole("dialog", { name: `Change ${MEMBER}'s role` });
  const save = roleDialog.getByRole("button", { name: "Save role" });
  await expect(save).toBeDisabled();
  await roleDialog.getByRole("combobox", { name: "Role" }).selectOption({ label: "Viewer" });
  await save.click();
  await expect(roleDialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(`${MEMBER} is now Viewer`);
  await expect(row).toContainText("Viewer");

  // The member's next load: the organization is read-only, and the page says why.
  await memberPage.reload();
  await expect(readOnly).toBeVisible();
  await expect(companyName).toHaveValue("Hopper Compilers Inc");
  await expect(companyName).toBeDisabled();
  await expect(memberPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);

  // The owner removes them, asked first.
  await row.getByRole("button", { name: `Actions for ${MEMBER}` }).click();
  await page.getByRole("menuitem", { name: "Remove from team" }).click();
  const removeDialog = page.getByRole("dialog", { name: `Remove ${MEMBER}?` });
  await expect(removeDialog).toContainText(`${member.email} loses access to the account`);
  await removeDialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(removeDialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    `${MEMBER} was removed from the team`,
  );
  await expect(row).toHaveCount(0);

  // The member's next step in the app (the Team tab asks the server for the members) ends at sign-in.
  await memberPage.getByRole("tab", { name: "Team" }).click();
  await expect(memberPage).toHaveURL(LOGIN_URL);
  await expect(memberPage.getByRole("heading", { name: "Sign In" })).toBeVisible();
  // Their session's tokens are refused from then on: a page loaded with them (as in a tab that still holds
  // them) ends at sign-in too, and neither the access token nor the refresh token works any more.
  await storeSession(memberPage, member.tokens);
  await memberPage.goto("/settings/organization");
  await expect(memberPage).toHaveURL(LOGIN_URL);
  await expect(memberPage.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await expect(apiAs(member.tokens.token, "/identities/me")).rejects.toThrow(/: 401 /);
  const refresh = await fetch(`${baseURL()}/identities/refresh-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refreshToken: member.tokens.refreshToken }),
  });
  expect(refresh.status).toBe(401);
  await memberContext.close();
});

test("phone drawer: closed on every load, over the page when opened; the desktop sidebar keeps its state", async ({
  page,
}) => {
  await storeSession(page, owner.tokens);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  const settingsLink = nav.getByRole("link", { name: "Settings" });
  const menu = page.getByRole("button", { name: "Open menu" });

  // On the desktop the sidebar is left expanded (collapsed once, then expanded again).
  await nav.getByRole("button", { name: "Collapse sidebar" }).click();
  await nav.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(nav.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(await page.evaluate(() => localStorage.getItem("sidebar-collapsed"))).toBe("false");
  await expect(menu).toBeHidden();

  // On a phone the page loads with the drawer closed: no rail, no links, just the menu button.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();

  // Opened, the navigation lies over the page, which cannot be reached meanwhile; Escape closes it and
  // gives focus back to the menu button.
  await menu.click();
  await expect(settingsLink).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("main").locator("xpath=ancestor::*[@inert]")).toHaveCount(1);
  const box = await nav.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBeLessThan(375);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();

  // Left open, it is closed again on the next load; the close button closes it too.
  await menu.click();
  await expect(settingsLink).toBeVisible();
  await page.reload();
  await expect(menu).toBeVisible();
  await expect(nav).toBeHidden();
  await menu.click();
  await nav.getByRole("button", { name: "Close menu" }).click();
  await expect(nav).toBeHidden();

  // Back on the desktop the sidebar is as it was left: expanded.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(settingsLink).toBeVisible();
  await expect(nav.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  // Collapsed on the desktop: opening the drawer on a phone and choosing a link leaves that alone.
  await nav.getByRole("button", { name: "Collapse sidebar" }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(menu).toBeVisible();
  await menu.click();
  await settingsLink.click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  expect(await page.evaluate(() => localStorage.getItem("sidebar-collapsed"))).toBe("true");
});
