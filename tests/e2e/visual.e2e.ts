import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiAs,
  registerConfirmedBusiness,
  registerConfirmedUser,
  storeSession,
  type Tokens,
  uniqueEmail,
} from "./support";

// Visual baselines of the main pages at phone, tablet and desktop widths (tests/e2e/__screenshots__).
// Whatever changes from run to run (addresses with a timestamp, dates) is masked.

const WIDTHS = [375, 768, 1280] as const;

let owner: { email: string; tokens: Tokens };
let newcomer: Tokens;

test.beforeAll(async () => {
  const email = uniqueEmail("visual.owner");
  const tokens = await registerConfirmedBusiness(email, "Hopper Compilers Inc");
  await apiAs(tokens.token, "/identities/me/onboarding", "PUT", {
    products: [{ id: "product-1", name: "Sample Product", description: "", price: 0 }],
    billing: { isConnected: true, provider: "Stripe" },
  });
  await apiAs(tokens.token, "/identities/me/onboarding/complete", "POST", {});
  owner = { email, tokens };
  newcomer = await registerConfirmedUser(uniqueEmail("visual.newcomer"));
});

async function snap(page: Page, name: string, width: number, mask: Locator[] = []) {
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, mask });
}

for (const width of WIDTHS) {
  test(`main pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome to Round" })).toBeVisible();
    await snap(page, "landing", width);

    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await snap(page, "login", width);

    await page.goto("/auth/register");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await snap(page, "register", width);

    await page.goto("/auth/register/personal");
    await expect(page.getByRole("heading", { name: "Create Personal Account" })).toBeVisible();
    await snap(page, "register-personal", width);

    await page.goto("/auth/register/business");
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await snap(page, "register-business-step-1", width);

    // The pending page as sign-up leaves it: the address arrives in the navigation state.
    await page.evaluate(() =>
      window.history.replaceState(
        {
          usr: { email: "jane.doe@example.com", accountType: "personal", hasBusinessData: false },
          key: "e2e",
          idx: 0,
        },
        "",
        "/auth/confirmation-pending",
      ),
    );
    await page.reload();
    await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(page.getByText("jane.doe@example.com")).toBeVisible();
    await snap(page, "confirmation-pending", width);

    // A new account's first onboarding step.
    await storeSession(page, newcomer);
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { name: "Organization", level: 2 })).toBeVisible();
    await snap(page, "get-started-organization", width);

    // The dashboard and settings of a business whose setup is complete.
    await storeSession(page, owner.tokens);
    await page.goto("/dashboard");
    await expect(page.getByText("Setup Complete")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Organization Details" }).getByText("Software & SaaS"),
    ).toBeVisible();
    await expect(page.getByText("No invitations sent yet")).toBeVisible();
    await snap(page, "dashboard", width, [
      page.getByText(owner.email),
      page.locator("dt", { hasText: "Member Since" }).locator("xpath=following-sibling::dd[1]"),
    ]);

    await page.goto("/settings");
    await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Hopper Compilers Inc");
    await snap(page, "settings", width, [page.getByRole("textbox", { name: "Email" })]);
  });
}
