import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import {
  businessUser,
  businessUserWithoutProducts,
  completedPersonalUser,
  invitations,
  MEMBER_SINCE,
  olderOrganization,
  organization,
  personalUser,
} from "./support/fixtures";
import { accountHandlers, failure, meThenHandler, mockApi, pending } from "./support/handlers";
import { type Canvas, definitionOf } from "./support/queries";

/**
 * The dashboard overview (`/dashboard`): the account at a glance and, for a business, the organization set up
 * in Get Started (`/organizations?userId=`, the newest one), its products and the team invitations.
 */
const meta = {
  title: "App/Dashboard",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/dashboard" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its title. */
function card(canvas: Canvas, title: string): HTMLElement {
  return canvas.getByRole("region", { name: title });
}

function summary(canvas: Canvas): HTMLElement {
  return canvas.getByRole("region", { name: "Account summary" });
}

/** The session is restored, but the dashboard's own `/identities/me` is still on its way. */
export const Loading: Story = {
  beforeEach: mockApi(() => [accountHandlers(personalUser), meThenHandler(personalUser, pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your account...")).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(personalUser),
    meThenHandler(personalUser, failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Unable to load user data. Please try refreshing the page.",
    );
  },
};

export const PersonalUser: Story = {
  beforeEach: mockApi(() => [accountHandlers(personalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Ada Lovelace" }),
    ).toBeVisible();
    await expect(canvas.queryByText("Setup Complete")).not.toBeInTheDocument();
    const stats = summary(canvas);
    await expect(definitionOf(stats, "Account Type")).toBe("Personal");
    await expect(definitionOf(stats, "Member Since")).toBe(MEMBER_SINCE);
    await expect(definitionOf(stats, "Currency")).toBe("USD");
    await expect(definitionOf(stats, "Setup Status")).toBe("0%");
    const profile = card(canvas, "Profile Information");
    await expect(definitionOf(profile, "Name")).toBe("Ada Lovelace");
    await expect(definitionOf(profile, "Email")).toBe("ada@example.com");
    await expect(definitionOf(profile, "Phone")).toBe("+1 (555) 010-0001");
    // Organization sections are for business accounts only.
    await expect(canvas.queryByRole("heading", { name: "Organization Details" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { name: "Products & Services" })).not.toBeInTheDocument();
  },
};

export const SetupComplete: Story = {
  beforeEach: mockApi(() => [accountHandlers(completedPersonalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Setup Complete")).toBeVisible();
    await expect(definitionOf(summary(canvas), "Setup Status")).toBe("100%");
  },
};

/** A name-less account is greeted by its email address. */
export const WithoutName: Story = {
  beforeEach: mockApi(() => [accountHandlers({ ...personalUser, firstName: "", lastName: "" })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome back, ada@example.com" })).toBeVisible();
    await expect(definitionOf(card(canvas, "Profile Information"), "Name")).toBe("—");
  },
};

export const BusinessUser: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [olderOrganization, organization], invitations }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" }),
    ).toBeVisible();
    await expect(canvas.getByText("Setup Complete")).toBeVisible();
    const stats = summary(canvas);
    await expect(definitionOf(stats, "Account Type")).toBe("Business");
    await expect(definitionOf(stats, "Setup Status")).toBe("100%");

    // The newest organization, with the reference lists' names.
    const details = await canvas.findByRole("heading", { name: "Organization Details" });
    const org = card(canvas, "Organization Details");
    await expect(details).toBeVisible();
    await expect(definitionOf(org, "Company Name")).toBe("Acme Analytics");
    await expect(await within(org).findByText("Software")).toBeVisible();
    await expect(await within(org).findByText("11-50 employees")).toBeVisible();
    await expect(await within(org).findByText("United States")).toBeVisible();
    await expect(within(org).getByRole("link", { name: "https://acme.example" })).toHaveAttribute(
      "href",
      "https://acme.example",
    );

    const settings = card(canvas, "Business Settings");
    await expect(definitionOf(settings, "Currency")).toBe("USD");
    await expect(definitionOf(settings, "Time Zone")).toBe("Eastern Time");
    await expect(definitionOf(settings, "Fiscal Year Start")).toBe("April");

    const products = card(canvas, "Products & Services");
    await expect(within(products).getByText("Starter Plan")).toBeVisible();
    await expect(within(products).getByText("Dashboards for small teams")).toBeVisible();
    await expect(within(products).getByText("$29.00")).toBeVisible();
    await expect(within(products).getByText("$99.50")).toBeVisible();

    const team = card(canvas, "Team Invitations");
    await expect(await within(team).findByText("linus@acme.example")).toBeVisible();
    await expect(within(team).getByText("Team Member")).toBeVisible();
    await expect(within(team).getByText("Pending")).toBeVisible();
    await expect(within(team).getByText("barbara@acme.example")).toBeVisible();
    await expect(within(team).getByText("Developer")).toBeVisible();
  },
};

export const BusinessWithoutProducts: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUserWithoutProducts, { organizations: [organization] }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No products added yet")).toBeVisible();
    await expect(await canvas.findByText("No invitations sent yet")).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: mockApi(() => [accountHandlers(businessUser, { organizations: [organization], invitations })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByText("linus@acme.example")).toBeVisible();
  },
};
