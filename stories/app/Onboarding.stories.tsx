import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { accountBackend } from "./support/backend";
import {
  acmeAddress,
  invitations,
  onboardingBusinessUser,
  organization,
  personalUser,
} from "./support/fixtures";
import {
  endpoint,
  failure,
  meThenHandler,
  mockApi,
  ok,
  organizationsHandler,
  pending,
} from "./support/handlers";
import { type Canvas, findToast } from "./support/queries";

/**
 * Get Started (`/get-started`): the onboarding wizard over Organization, Business Settings, Address
 * Information, Team, Products and Billing. Next saves the step through the API (the organization is created,
 * then updated only when it changed; the address created or updated; progress kept with
 * `PUT /identities/me/onboarding`), and 'Complete Setup' finishes onboarding and opens the dashboard.
 * The stories run against a small in-memory server, so what a step saves is what the screen reads back.
 */
const meta = {
  title: "App/Onboarding",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/get-started" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const STEPS = ["Organization", "Business Settings", "Address Information", "Team", "Products", "Billing"];

/** A new personal account: nothing saved yet, the wizard opens on Organization. */
const newAccount = mockApi(() => [accountBackend({ user: personalUser, spy: calls })]);
/** A business whose organization exists: the wizard opens on Address Information. */
const withOrganization = mockApi(() => [
  accountBackend({ user: onboardingBusinessUser, organizations: [organization], invitations, spy: calls }),
]);
/** Organization and address saved: the wizard opens on Team. */
const withAddress = mockApi(() => [
  accountBackend({
    user: onboardingBusinessUser,
    organizations: [organization],
    addresses: { [organization.id]: [acmeAddress] },
    invitations,
    spy: calls,
  }),
]);

const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 2, name });
const next = (canvas: Canvas) => canvas.getByRole("button", { name: "Next" });

async function choose(canvas: Canvas, picker: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: picker }));
  await userEvent.click(await canvas.findByRole("option", { name: option }));
}

async function fillOrganization(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText(/^Company Name/), "Orbit Labs");
  await choose(canvas, /^Country/, "United States");
  await choose(canvas, /^Industry/, "Software");
  await choose(canvas, /^Company Size/, "11-50 employees");
}

function called(method: string, path: string, body?: unknown) {
  return expect(calls).toHaveBeenCalledWith(
    expect.objectContaining({ method, path, ...(body === undefined ? {} : { body }) }),
  );
}

// ---- Loading and errors --------------------------------------------------------------------------------

export const Loading: Story = {
  beforeEach: mockApi(() => [accountBackend({ user: personalUser }), meThenHandler(personalUser, pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your setup...")).toBeVisible();
  },
};

export const UserLoadError: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: personalUser }),
    meThenHandler(personalUser, failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to load user data");
  },
};

export const OrganizationLoadError: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: personalUser }),
    organizationsHandler(failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to load organization data");
  },
};

// ---- Organization --------------------------------------------------------------------------------------

/** Nothing filled: Next is blocked and says why. */
export const OrganizationStep: Story = {
  beforeEach: newAccount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome to Round" })).toBeVisible();
    const stepper = within(canvas.getByRole("navigation", { name: "Setup steps" }));
    await expect(stepper.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      STEPS.map((title, index) => `${index + 1}${title}`),
    );
    // Only the current step can be clicked; later ones are not reachable yet.
    await expect(stepper.getByRole("button", { name: "Organization" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(stepper.queryByRole("button", { name: "Team" })).not.toBeInTheDocument();
    await expect(await stepHeading(canvas, "Organization")).toBeVisible();
    await expect(canvas.getByText("Tell us about your organization.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Back" })).toBeDisabled();
    await expect(next(canvas)).toBeDisabled();
    await expect(next(canvas)).toHaveAccessibleDescription("Please fill in all required fields");
    for (const label of [/^Website/, /^Description/, /^Annual Revenue/]) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
  },
};

export const OrganizationFilled: Story = {
  beforeEach: newAccount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await expect(next(canvas)).toBeEnabled();
    await expect(canvas.queryByText("Please fill in all required fields")).not.toBeInTheDocument();
  },
};

export const OrganizationSaving: Story = {
  beforeEach: [newAccount, mockApi(() => [endpoint("post", "/organizations", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByLabelText(/^Company Name/)).toBeDisabled();
  },
};

/** The server answers 500 without a message: the spec's own text shows, and the step stays. */
export const OrganizationSaveFails: Story = {
  beforeEach: [newAccount, mockApi(() => [endpoint("post", "/organizations", ok(null, 500))])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to create organization");
    await expect(canvas.getByRole("heading", { level: 2, name: "Organization" })).toBeVisible();
  },
};

export const OrganizationCreated: Story = {
  beforeEach: newAccount,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await userEvent.click(next(canvas));
    await expect(await findToast("Organization created successfully")).toBeInTheDocument();
    const heading = await stepHeading(canvas, "Business Settings");
    await waitFor(() => expect(heading).toHaveFocus());
    await called(
      "POST",
      "/organizations",
      expect.objectContaining({
        name: "Orbit Labs",
        country: "US",
        category: "software",
        size: "11-50",
        type: "corporation",
        currency: "USD",
        fiscalYearStart: "January",
        userId: "user-ada",
      }),
    );
    await called(
      "PUT",
      "/identities/me/onboarding",
      expect.objectContaining({ completedSteps: ["organization"] }),
    );
    const stepper = within(canvas.getByRole("navigation", { name: "Setup steps" }));
    await expect(stepper.getByRole("button", { name: "Organization (completed)" })).toBeVisible();
  },
};

// ---- Business settings ---------------------------------------------------------------------------------

/** Saved settings, opened from the stepper: Next sends nothing when nothing changed. */
export const BusinessSettingsStep: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await userEvent.click(canvas.getByRole("button", { name: "Business Settings (completed)" }));
    await expect(await stepHeading(canvas, "Business Settings")).toBeVisible();
    await expect(canvas.getByText("Choose your currency, time zone and fiscal year.")).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Currency/ })).toHaveValue("USD - US Dollar"),
    );
    await expect(canvas.getByLabelText(/^Time Zone/)).toHaveDisplayValue("Eastern Time");
    await expect(canvas.getByLabelText(/^Fiscal Year Start/)).toHaveDisplayValue("April");
    await userEvent.click(next(canvas));
    await expect(await stepHeading(canvas, "Address Information")).toBeVisible();
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", path: "/organizations/org-acme" }),
    );
  },
};

export const BusinessSettingsChanged: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await userEvent.click(canvas.getByRole("button", { name: "Business Settings (completed)" }));
    await userEvent.selectOptions(await canvas.findByLabelText(/^Fiscal Year Start/), "July");
    await userEvent.click(next(canvas));
    await expect(await stepHeading(canvas, "Address Information")).toBeVisible();
    await called(
      "PUT",
      "/organizations/org-acme",
      expect.objectContaining({
        name: "Acme Analytics",
        fiscalYearStart: "July",
        timeZone: "America/New_York",
      }),
    );
  },
};

// ---- Address -------------------------------------------------------------------------------------------

export const AddressStep: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvas, "Address Information")).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Address Type/ })).toHaveValue("Billing"),
    );
    await expect(canvas.getByLabelText(/^Address Name/)).toHaveValue("Business Address");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Country/ })).toHaveValue("United States"),
    );
    for (const label of [/^Street Address/, /^Unit #/, /^City/, /^State \/ Province/, /^ZIP Code/]) {
      await expect(canvas.getByLabelText(label)).toHaveValue("");
    }
    await expect(next(canvas)).toBeDisabled();
    await expect(canvas.getByText("Please fill in all required fields")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Back" })).toBeEnabled();
  },
};

export const AddressUnitTooltip: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await userEvent.hover(canvas.getByRole("button", { name: "About Unit #" }));
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("Building/unit number");
  },
};

export const AddressCreated: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await userEvent.type(canvas.getByLabelText(/^Street Address/), "500 Market Street");
    await userEvent.type(canvas.getByLabelText(/^Unit #/), "12");
    await userEvent.type(canvas.getByLabelText(/^City/), "San Francisco");
    await userEvent.type(canvas.getByLabelText(/^State \/ Province/), "CA");
    await userEvent.type(canvas.getByLabelText(/^ZIP Code/), "94105");
    await userEvent.click(next(canvas));
    await expect(await findToast("Address created successfully")).toBeInTheDocument();
    await expect(await stepHeading(canvas, "Team")).toBeVisible();
    await called(
      "POST",
      "/organizations/org-acme/addresses",
      expect.objectContaining({
        addressType: "billing",
        name: "Business Address",
        addressLine1: "500 Market Street",
        number: "12",
        city: "San Francisco",
        country: "US",
        isPrimary: true,
      }),
    );
  },
};

/** A saved address opened from the stepper and changed: updated in place, its second street line kept. */
export const AddressUpdated: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await userEvent.click(canvas.getByRole("button", { name: "Address Information (completed)" }));
    const city = await canvas.findByLabelText(/^City/);
    await expect(city).toHaveValue("San Francisco");
    await userEvent.clear(city);
    await userEvent.type(city, "Oakland");
    await userEvent.click(next(canvas));
    await expect(await stepHeading(canvas, "Team")).toBeVisible();
    await called(
      "PUT",
      "/addresses/address-acme",
      expect.objectContaining({
        addressLine1: "500 Market Street",
        addressLine2: "Floor 4",
        city: "Oakland",
        isPrimary: true,
      }),
    );
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/organizations/org-acme/addresses" }),
    );
  },
};

// ---- Team ----------------------------------------------------------------------------------------------

export const TeamStep: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvas, "Team")).toBeVisible();
    const stepper = within(canvas.getByRole("navigation", { name: "Setup steps" }));
    for (const done of ["Organization", "Business Settings", "Address Information"]) {
      await expect(stepper.getByRole("button", { name: `${done} (completed)` })).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^Role/)).toHaveDisplayValue("Team Member");
    const list = within(canvas.getByRole("region", { name: "Pending Invitations" }));
    // Only pending invitations are listed.
    await expect(await list.findByText("linus@acme.example")).toBeVisible();
    await expect(list.queryByText("barbara@acme.example")).not.toBeInTheDocument();
    await expect(next(canvas)).toBeEnabled();
  },
};

export const InvitationMessages: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    const email = canvas.getByLabelText(/^Email Address/);
    const send = canvas.getByRole("button", { name: "Send Invitation" });
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription("Please enter an email address.");
    await userEvent.type(email, "GRACE@acme.example");
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription("You cannot invite yourself to the organization.");
    await userEvent.clear(email);
    await userEvent.type(email, "Linus@Acme.example");
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription("This email address has already been invited.");
  },
};

export const InvitationSent: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await userEvent.type(canvas.getByLabelText(/^Email Address/), "margaret@acme.example");
    await userEvent.selectOptions(canvas.getByLabelText(/^Role/), "Developer");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await expect(await findToast("Invitation sent successfully")).toBeInTheDocument();
    await called("POST", "/identities/invite-user", {
      RoundAccountId: "account-acme",
      Email: "margaret@acme.example",
      Role: 12,
    });
    const list = within(canvas.getByRole("region", { name: "Pending Invitations" }));
    await expect(await list.findByText("margaret@acme.example")).toBeVisible();
    await expect(list.getByText("Developer")).toBeVisible();
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveValue("");
  },
};

export const InvitationRemoved: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await userEvent.click(
      await canvas.findByRole("button", { name: "Remove invitation for linus@acme.example" }),
    );
    await expect(await canvas.findByText("No invitations sent yet.")).toBeVisible();
    await called("DELETE", "/identities/invitations/inv-1");
  },
};

// ---- Products and billing ------------------------------------------------------------------------------

async function toProducts(canvas: Canvas) {
  await stepHeading(canvas, "Team");
  await userEvent.click(next(canvas));
  await stepHeading(canvas, "Products");
}

async function toBilling(canvas: Canvas) {
  await toProducts(canvas);
  await userEvent.click(next(canvas));
  await stepHeading(canvas, "Billing");
}

export const ProductsStep: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await toProducts(canvas);
    await called("PUT", "/identities/me/onboarding", expect.objectContaining({ currentStep: "team" }));
    const list = within(canvas.getByRole("region", { name: "Your Products" }));
    await expect(list.getByText("No products added yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(list.getByText("Sample Product")).toBeVisible();
    await expect(list.getByText("$0.00")).toBeVisible();
    await waitFor(() =>
      called(
        "PUT",
        "/identities/me/onboarding",
        expect.objectContaining({
          products: [expect.objectContaining({ name: "Sample Product", price: 0 })],
        }),
      ),
    );
  },
};

export const BillingStep: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await toBilling(canvas);
    await expect(
      canvas.getByText("You can skip this for now and set up billing later in your account settings."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Complete Setup" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Stripe" }));
    await expect(await canvas.findByText("Stripe is connected.")).toBeVisible();
    await expect(canvas.getByText("Connected")).toBeVisible();
    await called(
      "PUT",
      "/identities/me/onboarding",
      expect.objectContaining({ billing: { isConnected: true, provider: "Stripe" } }),
    );
  },
};

export const CompleteSetupSaving: Story = {
  beforeEach: [withAddress, mockApi(() => [endpoint("post", "/identities/me/onboarding/complete", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBilling(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Setup" }));
    await expect(await canvas.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The whole way from Team: a product, Stripe, 'Complete Setup', then the dashboard says so. */
export const CompleteSetup: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await toProducts(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "Billing");
    await userEvent.click(canvas.getByRole("button", { name: "Connect Stripe" }));
    await canvas.findByText("Stripe is connected.");
    await userEvent.click(canvas.getByRole("button", { name: "Complete Setup" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" }),
    ).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    await expect(canvas.getByText("Setup Complete")).toBeVisible();
    await called("POST", "/identities/me/onboarding/complete");
    const products = within(canvas.getByRole("region", { name: "Products & Services" }));
    await expect(products.getByText("Sample Product")).toBeVisible();
    // The sidebar no longer flags Get Started.
    await expect(
      within(canvas.getByRole("navigation", { name: "Main" })).queryByText("Setup"),
    ).not.toBeInTheDocument();
  },
};
