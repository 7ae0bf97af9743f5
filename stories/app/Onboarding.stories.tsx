import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
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
  sequence,
} from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";

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
  await enterText(await canvas.findByLabelText(/^Company Name/), "Orbit Labs");
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

/** The session's cached user has expired (cache time 0 here): the wizard waits for its own `/identities/me`. */
export const Loading: Story = {
  args: { userCacheMs: 0 },
  beforeEach: mockApi(() => [accountBackend({ user: personalUser }), meThenHandler(personalUser, pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your setup...")).toBeVisible();
  },
};

/** As above, and that request fails: the spec's text, and Retry asks again. */
export const UserLoadError: Story = {
  args: { userCacheMs: 0 },
  beforeEach: mockApi(() => [
    accountBackend({ user: personalUser }),
    sequence("get", "/identities/me", [
      ok(personalUser as unknown as JsonBodyType),
      failure(500, "Database unavailable"),
      ok(personalUser as unknown as JsonBodyType),
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load user data");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await stepHeading(canvas, "Organization")).toBeVisible();
  },
};

export const OrganizationLoadError: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: personalUser }),
    organizationsHandler(failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load organization data");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(
      canvas.queryByRole("heading", { level: 1, name: "Welcome to Round" }),
    ).not.toBeInTheDocument();
  },
};

/** The organization's addresses cannot be loaded: nothing is shown that a save could duplicate. */
export const AddressesLoadError: Story = {
  beforeEach: [
    withOrganization,
    mockApi(() => [
      sequence("get", "/organizations/:id/addresses", [
        failure(500, "Database unavailable"),
        ok({ items: [] }),
      ]),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load onboarding data");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await stepHeading(canvas, "Address Information")).toBeVisible();
  },
};

// ---- User information ----------------------------------------------------------------------------------

/**
 * The signed-in profile has no name (never filled, or not readable): User Information is the only step. Its
 * email is the sign-in address; Next saves the profile (`PUT /identities/me`) and the usual steps follow.
 */
export const UserInformationStep: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: { ...personalUser, firstName: "", lastName: "" }, spy: calls }),
  ]),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvas, "User Information")).toBeVisible();
    await expect(canvas.getByText("Tell us about yourself.")).toBeVisible();
    const stepper = within(canvas.getByRole("navigation", { name: "Setup steps" }));
    await expect(stepper.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1User Information",
    ]);
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveValue("ada@example.com");
    await expect(email).toHaveAttribute("readonly");
    await expect(next(canvas)).toBeDisabled();
    await expect(next(canvas)).toHaveAccessibleDescription("Please fill in all required fields");
    await enterText(canvas.getByLabelText(/^First Name/), "A");
    await userEvent.tab();
    await expect(canvas.getByText("First name must be at least 2 characters long")).toBeVisible();
    await enterText(canvas.getByLabelText(/^First Name/), "da");
    await enterText(canvas.getByLabelText(/^Last Name/), "Lovelace");
    await userEvent.click(next(canvas));
    await expect(await stepHeading(canvas, "Organization")).toBeVisible();
    await expect(
      within(canvas.getByRole("navigation", { name: "Setup steps" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(STEPS.map((title, index) => `${index + 1}${title}`));
    await called("PUT", "/identities/me", {
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "+1 (555) 010-0001",
    });
  },
};

export const UserInformationSaveFails: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: { ...personalUser, firstName: "", lastName: "" } }),
    endpoint("put", "/identities/me", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^First Name/), "Ada");
    await enterText(canvas.getByLabelText(/^Last Name/), "Lovelace");
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Database unavailable");
    await expect(await findToast("An unknown error occurred")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "User Information" })).toBeVisible();
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
    await expect(await findToast("Failed to save organization")).toBeInTheDocument();
    await expect(await findToast("Failed to create organization")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Organization" })).toBeVisible();
  },
};

/** The website must be a URL: its message shows on leaving the field, and Next sends nothing. */
export const OrganizationValidation: Story = {
  beforeEach: newAccount,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await enterText(canvas.getByLabelText(/^Website/), "not a website");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid website URL")).toBeVisible();
    await userEvent.click(next(canvas));
    await waitFor(() => expect(canvas.getByLabelText(/^Website/)).toHaveFocus());
    await expect(canvas.getByRole("heading", { level: 2, name: "Organization" })).toBeVisible();
    await expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ path: "/organizations" }));
  },
};

/**
 * Organization edits are saved by themselves 2 seconds after the last change (created the first time);
 * Next then has nothing left to send.
 */
export const OrganizationSavedAfterPause: Story = {
  beforeEach: newAccount,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await expect(await findToast("Organization created successfully")).toBeInTheDocument();
    await called("POST", "/organizations", expect.objectContaining({ name: "Orbit Labs" }));
    await userEvent.click(next(canvas));
    await expect(await stepHeading(canvas, "Business Settings")).toBeVisible();
    const saves = calls.mock.calls.filter(([call]) => call.path.startsWith("/organizations"));
    await expect(saves).toHaveLength(1);
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

/** Steps after the current one that are not completed cannot be opened from the stepper. */
export const LaterStepsNotClickable: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    const stepper = within(canvas.getByRole("navigation", { name: "Setup steps" }));
    await expect(stepper.getByRole("button", { name: "Organization (completed)" })).toBeEnabled();
    await expect(stepper.getByRole("button", { name: "Address Information" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    for (const later of ["Team", "Products", "Billing"]) {
      await expect(stepper.queryByRole("button", { name: new RegExp(later) })).not.toBeInTheDocument();
    }
    await userEvent.click(stepper.getByText("Billing"));
    await expect(canvas.getByRole("heading", { level: 2, name: "Address Information" })).toBeVisible();
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
    await expect(canvas.getByRole("combobox", { name: /^Time Zone/ })).toHaveValue("Eastern Time");
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
    await enterText(canvas.getByLabelText(/^Street Address/), "500 Market Street");
    await enterText(canvas.getByLabelText(/^Unit #/), "12");
    await enterText(canvas.getByLabelText(/^City/), "San Francisco");
    await enterText(canvas.getByLabelText(/^State \/ Province/), "CA");
    await enterText(canvas.getByLabelText(/^ZIP Code/), "94105");
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

async function fillAddress(canvas: Canvas) {
  await enterText(canvas.getByLabelText(/^Street Address/), "500 Market Street");
  await enterText(canvas.getByLabelText(/^Unit #/), "12");
  await enterText(canvas.getByLabelText(/^City/), "San Francisco");
  await enterText(canvas.getByLabelText(/^State \/ Province/), "CA");
  await enterText(canvas.getByLabelText(/^ZIP Code/), "94105");
}

/**
 * The address created, then straight through Team, Products and Billing to Complete Setup: the step's toast
 * stays in the wizard and is not on the dashboard.
 */
export const AddressToastStaysInTheWizard: Story = {
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await fillAddress(canvas);
    await userEvent.click(next(canvas));
    await expect(await findToast("Address created successfully")).toBeInTheDocument();
    await toBilling(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Setup" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    // Gone on arrival (not merely timed out a few seconds later).
    const notifications = within(await page().findByRole("region", { name: "Notifications" }));
    await expect(notifications.queryByText("Address created successfully")).toBeNull();
  },
};

export const AddressSaveFails: Story = {
  beforeEach: [
    withOrganization,
    mockApi(() => [endpoint("post", "/organizations/:id/addresses", failure(500, "Database unavailable"))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Address Information");
    await fillAddress(canvas);
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Database unavailable");
    await expect(await findToast("Failed to save address")).toBeInTheDocument();
    await expect(await findToast("Database unavailable")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Address Information" })).toBeVisible();
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
    await enterText(city, "Oakland");
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
    await enterText(email, "GRACE@acme.example");
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription("You cannot invite yourself to the organization.");
    await userEvent.clear(email);
    await enterText(email, "Linus@Acme.example");
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
    await enterText(canvas.getByLabelText(/^Email Address/), "margaret@acme.example");
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

export const InvitationSendFails: Story = {
  beforeEach: [
    withAddress,
    mockApi(() => [
      endpoint(
        "post",
        "/identities/invite-user",
        failure(409, "This person already belongs to the organization.", { code: "CONFLICT" }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await enterText(canvas.getByLabelText(/^Email Address/), "margaret@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    const form = within(canvas.getByRole("form", { name: "Invite a team member" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(
      "This person already belongs to the organization.",
    );
    await expect(await findToast("Failed to send invitation")).toBeInTheDocument();
    await expect(await findToast("This person already belongs to the organization.")).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Email Address/)).toHaveValue("margaret@acme.example");
  },
};

/** The signed-in user carries no account id: nothing can be sent, and the spec says why. */
export const InvitationWithoutAccount: Story = {
  beforeEach: mockApi(() => [
    accountBackend({
      user: { ...onboardingBusinessUser, roundAccountId: null, roundAccountUsers: [] },
      organizations: [organization],
      addresses: { [organization.id]: [acmeAddress] },
      spy: calls,
    }),
  ]),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await enterText(canvas.getByLabelText(/^Email Address/), "margaret@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "User authentication error. Please refresh and try again.",
    );
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: "/identities/invite-user" }),
    );
  },
};

export const InvitationRemoveFails: Story = {
  beforeEach: [
    withAddress,
    mockApi(() => [endpoint("delete", "/identities/invitations/:id", failure(404, "Invitation not found."))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, "Team");
    await userEvent.click(
      await canvas.findByRole("button", { name: "Remove invitation for linus@acme.example" }),
    );
    const list = within(canvas.getByRole("region", { name: "Pending Invitations" }));
    await expect(await list.findByRole("alert")).toHaveTextContent("Invitation not found.");
    await expect(await findToast("An unknown error occurred")).toBeInTheDocument();
    await expect(await findToast("Invitation not found.")).toBeInTheDocument();
    await expect(list.getByText("linus@acme.example")).toBeVisible();
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

/** Billing fakes no connection: it says payments run on the built-in test gateway and links to Settings. */
export const BillingStep: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBilling(canvas);
    await expect(canvas.getByText("Built-in test gateway")).toBeVisible();
    await expect(canvas.getByText("Test mode")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Connect Stripe" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Settings, Billing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    await expect(canvas.getByRole("button", { name: "Complete Setup" })).toBeEnabled();
  },
};

/** The product list could not be saved: an error popup in the spec's words. */
export const ProductsSaveFails: Story = {
  beforeEach: [
    withAddress,
    mockApi(() => [
      sequence("put", "/identities/me/onboarding", [ok({}), failure(500, "Database unavailable")]),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProducts(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(await findToast("An unknown error occurred")).toBeInTheDocument();
    await expect(await findToast("Database unavailable")).toBeInTheDocument();
  },
};

/** The link to Settings, Billing goes there inside the app. */
export const BillingStepOpensSettings: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBilling(canvas);
    await userEvent.click(canvas.getByRole("link", { name: "Settings, Billing" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/billing"));
  },
};

export const CompleteSetupFails: Story = {
  beforeEach: [
    withAddress,
    mockApi(() => [
      endpoint("post", "/identities/me/onboarding/complete", failure(500, "Database unavailable")),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBilling(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Setup" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Database unavailable");
    await expect(await findToast("An unknown error occurred")).toBeInTheDocument();
    await expect(await findToast("Database unavailable")).toBeInTheDocument();
    // Still on Billing, and 'Complete Setup' can be pressed again.
    await expect(canvas.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Complete Setup" })).toBeEnabled();
    await expect(currentPath()).toBe("/get-started");
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

/** The whole way from Team: a product, Billing, 'Complete Setup', then the dashboard says so. */
export const CompleteSetup: Story = {
  beforeEach: withAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await toProducts(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await userEvent.click(next(canvas));
    await stepHeading(canvas, "Billing");
    await userEvent.click(canvas.getByRole("button", { name: "Complete Setup" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Welcome back, Grace Hopper" }),
    ).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    await expect(canvas.getByText("Setup Complete")).toBeVisible();
    await called("POST", "/identities/me/onboarding/complete");
    // The dashboard lists the catalog's plans (the server makes the onboarding products the first plans).
    await expect(canvas.getByRole("region", { name: "Products & Services" })).toBeVisible();
    // The sidebar no longer flags Get Started.
    await expect(
      within(canvas.getByRole("navigation", { name: "Main" })).queryByText("Setup"),
    ).not.toBeInTheDocument();
  },
};
