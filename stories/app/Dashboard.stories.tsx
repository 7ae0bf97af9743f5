import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, userEvent, within } from "storybook/test";
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
import {
  accountHandlers,
  endpoint,
  failure,
  invitationsHandler,
  meThenHandler,
  mockApi,
  ok,
  pending,
  sequence,
} from "./support/handlers";
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
  beforeEach: [cleanBrowser, signedIn, () => void meCalls.mockClear()],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const meCalls = fn();

/** A titled card is a region named by its title. */
function card(canvas: Canvas, title: string): HTMLElement {
  return canvas.getByRole("region", { name: title });
}

function summary(canvas: Canvas): HTMLElement {
  return canvas.getByRole("region", { name: "Account summary" });
}

/**
 * The session was restored, but its cached user has expired (cache time 0 here) by the time the dashboard
 * opens: the dashboard's own `/identities/me` is still on its way.
 */
export const Loading: Story = {
  args: { userCacheMs: 0 },
  beforeEach: mockApi(() => [accountHandlers(personalUser), meThenHandler(personalUser, pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your account...")).toBeVisible();
  },
};

/** As above, and the dashboard's own `/identities/me` fails. */
export const LoadError: Story = {
  args: { userCacheMs: 0 },
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
    await expect(within(org).getByRole("link", { name: "acme.example" })).toHaveAttribute(
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

/** Opened right after the session check: the user it loaded is shown at once, with no request of its own. */
export const UserFromSessionCache: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(personalUser),
    endpoint("get", "/identities/me", ok(personalUser as unknown as JsonBodyType), meCalls),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Ada Lovelace" }),
    ).toBeVisible();
    // The session's check was the only request for the user.
    await expect(meCalls).toHaveBeenCalledTimes(1);
  },
};

/** A business account whose organization cannot be loaded: the spec's text, and Retry loads it again. */
export const OrganizationLoadError: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { invitations }),
    sequence("get", "/organizations", [failure(500, "Database unavailable"), ok({ items: [organization] })]),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load organization data");
    await expect(canvas.queryByRole("heading", { name: "Organization Details" })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByRole("heading", { name: "Organization Details" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A business account with no organization data yet: no business sections (they need one). */
export const BusinessWithoutOrganization: Story = {
  beforeEach: mockApi(() => [accountHandlers({ ...businessUser, onboardingData: {} })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" }),
    ).toBeVisible();
    await expect(definitionOf(summary(canvas), "Account Type")).toBe("Business");
    for (const title of [
      "Organization Details",
      "Business Settings",
      "Products & Services",
      "Team Invitations",
    ]) {
      await expect(canvas.queryByRole("heading", { name: title })).not.toBeInTheDocument();
    }
  },
};

/** The team's invitations are still on their way. */
export const InvitationsLoading: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization] }),
    invitationsHandler(pending),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole("region", { name: "Team Invitations" });
    await expect(await within(team).findByRole("status")).toHaveTextContent("Loading invitations");
    await expect(within(team).queryByText("No invitations sent yet")).not.toBeInTheDocument();
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
