import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import {
  businessUser,
  businessUserWithoutProducts,
  completedPersonalUser,
  invitations,
  MEMBER_SINCE,
  olderOrganization,
  onboardingPlans,
  organization,
  personalUser,
  withRole,
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
  recoverable,
  sequence,
} from "./support/handlers";
import { emptySummary, metricsBackend } from "./support/metricsBackend";
import { type Canvas, definitionOf } from "./support/queries";

/**
 * The dashboard overview (`/dashboard`): 'Welcome' on the first session and 'Welcome back' after, the account
 * at a glance, a getting-started checklist until the account has a plan and a customer, and for a business the
 * organization (`/organizations?userId=`, the newest one), its products (the catalog's plans) and the team
 * invitations. Each role sees what it may read: a Developer, a Billing Specialist and a Viewer see the
 * organization's products but no invitations; a Guest sees only their profile.
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
const calls = fn();
/** Makes the failing endpoint of a load-error story answer from now on (set by its beforeEach). */
let recover = () => {};

/** `GET path` failing (500) until the story calls `recover()`, then answering `then`. */
function failingUntilRecovered(path: string, then: ReturnType<typeof ok>) {
  const endpoint = recoverable("get", path, failure(500, "Database unavailable"), then);
  recover = endpoint.recover;
  return endpoint.handler;
}

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
    // A dash to see, "Not set" to hear (the design system's description list).
    await expect(definitionOf(card(canvas, "Profile Information"), "Name")).toBe("—Not set");
  },
};

/** The owner: the organization, its products (the catalog's plans), the invitations and the checklist. */
export const BusinessUser: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, {
      organizations: [olderOrganization, organization],
      invitations,
      plans: onboardingPlans,
    }),
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

    // The products are the account's plans (the onboarding products became its first ones).
    const products = card(canvas, "Products & Services");
    await expect(await within(products).findByRole("link", { name: "Starter Plan" })).toHaveAttribute(
      "href",
      "/catalog/plans/plan-starter-onboarding",
    );
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

/** The first session (no sign-in before it): 'Welcome', not 'Welcome back'. */
export const FirstVisit: Story = {
  beforeEach: mockApi(() => [
    accountHandlers({ ...businessUser, previousSignInAt: null }, { organizations: [organization] }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome, Grace Hopper" }),
    ).toBeVisible();
  },
};

/** Until the account has a plan and a customer: a checklist ticked from the records. */
export const GettingStarted: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], plans: onboardingPlans, customers: 0 }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checklist = await canvas.findByRole("region", { name: "Get started with Round" });
    const [plan, customer, subscription] = await within(checklist).findAllByRole("listitem");
    await expect(plan).toHaveTextContent("Done: Create a plan");
    await expect(customer).toHaveTextContent("To do: Add a customer");
    await expect(subscription).toHaveTextContent("To do: Start a subscription");
    // Done needs no link; what is left to do links to where it is done.
    await expect(within(checklist).queryByRole("link", { name: "Create a plan" })).not.toBeInTheDocument();
    await expect(within(checklist).getByRole("link", { name: "Add a customer" })).toHaveAttribute(
      "href",
      "/customers",
    );
    // Subscriptions start on a customer's page.
    await expect(within(checklist).getByRole("link", { name: "Start a subscription" })).toHaveAttribute(
      "href",
      "/customers",
    );
  },
};

/** A new account: nothing done yet, each item a link. */
export const GettingStartedFromScratch: Story = {
  beforeEach: mockApi(() => [accountHandlers(businessUser, { organizations: [organization] })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checklist = await canvas.findByRole("region", { name: "Get started with Round" });
    await expect(await within(checklist).findByRole("link", { name: "Create a plan" })).toHaveAttribute(
      "href",
      "/catalog/plans/create",
    );
    await expect(within(checklist).getAllByText(/^To do:/)).toHaveLength(3);
    await expect(
      await within(card(canvas, "Products & Services")).findByText("No products added yet"),
    ).toBeVisible();
  },
};

/** A plan and a customer: the checklist has done its job and is gone. */
export const GettingStartedDone: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], plans: onboardingPlans, customers: 3 }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole("region", { name: "Products & Services" });
    await expect(await within(products).findByText("Starter Plan")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Get started with Round" })).not.toBeInTheDocument();
  },
};

/** A business with billing data: its revenue under the account's cards, linking to the billing page. */
export const WithRevenue: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], plans: onboardingPlans, customers: 3 }),
    metricsBackend({
      summary: {
        ...emptySummary(),
        mrr: 4_250,
        arr: 51_000,
        activeSubscriptions: 14,
        activeCustomers: 12,
        customerChurnRate: 0.0833,
      },
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: "Revenue" });
    const revenue = within(region);
    await expect(definitionOf(region, "MRR")).toBe("$4,250.00");
    await expect(definitionOf(region, "ARR")).toBe("$51,000.00");
    await expect(definitionOf(region, "Active Subscriptions")).toBe("14");
    await expect(definitionOf(region, "Churn Rate")).toBe("8.3%");
    await expect(revenue.getByRole("link", { name: "View billing" })).toHaveAttribute("href", "/billing");
  },
};

/** Before any billing data, no revenue section: the checklist says what to do first. */
export const WithoutRevenue: Story = {
  beforeEach: mockApi(() => [accountHandlers(businessUser, { organizations: [organization] })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("region", { name: "Get started with Round" });
    await expect(canvas.queryByRole("region", { name: "Revenue" })).not.toBeInTheDocument();
  },
};

/** A count that cannot be read is an error with Retry, never an unticked item. */
export const GettingStartedLoadError: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], plans: onboardingPlans }),
    failingUntilRecovered(
      "/api/customers",
      ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 1, totalPages: 0 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checklist = await canvas.findByRole("region", { name: "Get started with Round" });
    await expect(await within(checklist).findByText("Failed to load your setup progress")).toBeVisible();
    await expect(within(checklist).queryByRole("listitem")).not.toBeInTheDocument();
    recover();
    await userEvent.click(within(checklist).getByRole("button", { name: "Retry" }));
    const [plan] = await within(checklist).findAllByRole("listitem");
    await expect(plan).toHaveTextContent("Done: Create a plan");
  },
};

/**
 * A Developer of the account (joined by invitation, no onboarding of their own): the organization's products
 * all the same, no invitations section (their role may not list them), and a checklist that says why its
 * items are not links.
 */
export const DeveloperView: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(withRole({ ...businessUser, onboardingData: {} }, 12), {
      organizations: [organization],
      plans: onboardingPlans,
    }),
    endpoint("get", "/identities/invitations", failure(403, "Your role does not allow this action."), calls),
  ]),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    const products = await canvas.findByRole("region", { name: "Products & Services" });
    await expect(await within(products).findByText("Starter Plan")).toBeVisible();
    await expect(within(products).getByText("Growth Plan")).toBeVisible();
    await expect(within(products).queryByText("No products added yet")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Team Invitations" })).not.toBeInTheDocument();
    await expect(canvas.queryByText("No invitations sent yet")).not.toBeInTheDocument();
    await expect(calls).not.toHaveBeenCalled();
    const checklist = await canvas.findByRole("region", { name: "Get started with Round" });
    // Adding a customer and starting a subscription both say why they are not links.
    await expect(
      await within(checklist).findAllByText("Your role (Developer) cannot manage customers.", {
        exact: false,
      }),
    ).toHaveLength(2);
    await expect(within(checklist).queryByRole("link")).not.toBeInTheDocument();
  },
};

/** A Billing Specialist: the same organization and products; no invitations. */
export const BillingSpecialistView: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(withRole({ ...businessUser, onboardingData: {} }, 16), {
      organizations: [organization],
      plans: onboardingPlans,
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole("region", { name: "Products & Services" });
    await expect(await within(products).findByText("Growth Plan")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Organization Details" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Team Invitations" })).not.toBeInTheDocument();
  },
};

/** A Viewer reads everything of the account but the invitations, and may do nothing from the checklist. */
export const ViewerView: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(withRole({ ...businessUser, onboardingData: {} }, 17), {
      organizations: [organization],
      plans: onboardingPlans,
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole("region", { name: "Products & Services" });
    await expect(await within(products).findByText("Starter Plan")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Team Invitations" })).not.toBeInTheDocument();
    const checklist = await canvas.findByRole("region", { name: "Get started with Round" });
    await expect(
      await within(checklist).findAllByText("Your role (Viewer) cannot manage customers."),
    ).toHaveLength(2);
  },
};

/** A Guest may read nothing of the account: only their own profile and the summary cards. */
export const GuestView: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(withRole({ ...businessUser, onboardingData: {} }, 18), { organizations: [organization] }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Profile Information" })).toBeVisible();
    for (const title of [
      "Get started with Round",
      "Organization Details",
      "Products & Services",
      "Team Invitations",
    ]) {
      await expect(canvas.queryByRole("heading", { name: title })).not.toBeInTheDocument();
    }
  },
};

/** The products could not be loaded: an error with Retry, never 'No products added yet'. */
export const ProductsLoadError: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], customers: 1 }),
    failingUntilRecovered(
      "/api/catalog/plans",
      ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10, totalPages: 0 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole("region", { name: "Products & Services" });
    await expect(await within(products).findByText("Failed to load products")).toBeVisible();
    await expect(within(products).queryByText("No products added yet")).not.toBeInTheDocument();
    recover();
    await userEvent.click(within(products).getByRole("button", { name: "Retry" }));
    await expect(await within(products).findByText("No products added yet")).toBeVisible();
  },
};

/** The invitations could not be loaded: an error with Retry, never 'No invitations sent yet'. */
export const InvitationsLoadError: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization] }),
    sequence("get", "/identities/invitations", [
      failure(500, "Database unavailable"),
      ok({ items: invitations } as unknown as JsonBodyType),
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole("region", { name: "Team Invitations" });
    await expect(await within(team).findByText("Failed to load invitations")).toBeVisible();
    await expect(within(team).queryByText("No invitations sent yet")).not.toBeInTheDocument();
    recover();
    await userEvent.click(within(team).getByRole("button", { name: "Retry" }));
    await expect(await within(team).findByText("linus@acme.example")).toBeVisible();
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
  beforeEach: mockApi(() => [
    accountHandlers(businessUser, { organizations: [organization], invitations, plans: onboardingPlans }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(await canvas.findByText("linus@acme.example")).toBeVisible();
  },
};
