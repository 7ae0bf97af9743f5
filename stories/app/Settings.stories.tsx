import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { accountBackend } from "./support/backend";
import {
  acmeAddress,
  acmeMembers,
  completedPersonalUser,
  onboardingBusinessUser,
  organization,
  withRole,
} from "./support/fixtures";
import { endpoint, failure, meThenHandler, mockApi, ok, pending, sequence } from "./support/handlers";
import type { Canvas } from "./support/queries";
import { subscriptionsBackend } from "./support/subscriptionsBackend";

/**
 * Settings: five sections with their own routes under one section nav (tabs following the address):
 * `/settings/profile` (the profile and appearance: theme, the opt-in lockdown), `/settings/organization` (the
 * organization with its business settings, and its address, edited with the onboarding forms, each form with
 * its one Save; read-only with the reason for a role that may not edit it), `/settings/team` and
 * `/settings/security` (their own stories) and `/settings/billing`. `/settings` opens the profile.
 */
const meta = {
  title: "App/Settings",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const business = { ...onboardingBusinessUser, onboardingCompleted: true };

const personal = mockApi(() => [accountBackend({ user: completedPersonalUser, spy: calls })]);
const withOrganization = mockApi(() => [
  accountBackend({
    user: business,
    organizations: [organization],
    addresses: { [organization.id]: [acmeAddress] },
    spy: calls,
  }),
]);
const withoutAddress = mockApi(() => [
  accountBackend({ user: business, organizations: [organization], spy: calls }),
]);

const section = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole("region", { name: title }));
const save = (scope: Awaited<ReturnType<typeof section>>) =>
  userEvent.click(scope.getByRole("button", { name: "Save changes" }));

/** The session's cached user has expired (cache time 0 here): Settings waits for its own `/identities/me`. */
export const Loading: Story = {
  args: { userCacheMs: 0 },
  beforeEach: mockApi(() => [
    accountBackend({ user: completedPersonalUser }),
    meThenHandler(completedPersonalUser, pending),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your settings...")).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { userCacheMs: 0 },
  beforeEach: mockApi(() => [
    accountBackend({ user: completedPersonalUser }),
    meThenHandler(completedPersonalUser, failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Unable to load user data. Please try refreshing the page.",
    );
  },
};

export const PersonalAccount: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const profile = await section(canvas, "Profile");
    await expect(profile.getByLabelText(/^First Name/)).toHaveValue("Ada");
    await expect(profile.getByLabelText(/^Last Name/)).toHaveValue("Lovelace");
    await expect(profile.getByLabelText(/^Email/)).toHaveValue("ada@example.com");
    await expect(profile.getByLabelText(/^Email/)).toHaveAttribute("readonly");
    await expect(profile.getByLabelText(/^Phone/)).toHaveValue("+1 (555) 010-0001");
    await expect(profile.getByLabelText(/^Role/)).toHaveValue("Admin");
    await expect(profile.getByLabelText(/^Role/)).toHaveAttribute("readonly");
    const appearance = await section(canvas, "Appearance and behaviour");
    await expect(appearance.getByRole("radio", { name: /System/ })).toBeChecked();
    await expect(appearance.getByRole("switch", { name: "Lock down the page" })).not.toBeChecked();
  },
};

/** `/settings` opens the first section, Profile, and the tab says so. */
export const OpensOnProfile: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvas, "Profile");
    await expect(currentPath()).toBe("/settings/profile");
    const tabs = canvas.getByRole("tablist", { name: "Settings sections" });
    await expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Profile", "Organization", "Team", "Security", "Billing", "Developers", "Audit log"]);
    await expect(within(tabs).getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  },
};

/** Each section has its address: a tab opens it (click or arrow keys), and the page follows the address. */
export const SectionNavigation: Story = {
  beforeEach: [personal, mockApi(() => [subscriptionsBackend()])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvas, "Profile");
    await userEvent.click(canvas.getByRole("tab", { name: "Security" }));
    await section(canvas, "Password");
    await expect(currentPath()).toBe("/settings/security");
    await expect(canvas.getByRole("tab", { name: "Security" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("form", { name: "Payment gateway" })).toBeVisible();
    await expect(currentPath()).toBe("/settings/billing");
    await expect(canvas.getByRole("tab", { name: "Billing" })).toHaveAttribute("aria-selected", "true");
  },
};

/** A phone: the tabs scroll sideways within the page; nothing is cut or pushes the page wider. */
export const NarrowNav: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { path: "/settings/team" },
  beforeEach: mockApi(() => [
    accountBackend({ user: business, organizations: [organization], members: acmeMembers }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvas, "Members");
    const tabs = canvas.getByRole("tablist", { name: "Settings sections" });
    await expect(tabs.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
  },
};

export const UnknownSection: Story = {
  args: { path: "/settings/nope" },
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  },
};

/** Billing: what is true today (the built-in test gateway, no provider), and no controls that do nothing. */
/** Billing: the account's billing settings and the gateway in use (the section's states: SettingsBilling). */
export const Billing: Story = {
  args: { path: "/settings/billing" },
  beforeEach: [personal, mockApi(() => [subscriptionsBackend()])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = await section(canvas, "Billing settings");
    const gateway = within(await settings.findByRole("form", { name: "Payment gateway" }));
    await expect(gateway.getByRole("radio", { name: /Built-in test gateway/ })).toBeChecked();
    await expect(await canvas.findByRole("region", { name: "Test clocks" })).toBeVisible();
  },
};

/** A personal account has no organization: the section says where one is made. */
export const PersonalAccountOrganization: Story = {
  args: { path: "/settings/organization" },
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await section(canvas, "Organization")).getByText(
        "You have no organization yet. Create one in Get Started.",
      ),
    ).toBeVisible();
  },
};

/**
 * A Developer may read the organization but not edit it: the fields are shown read-only, with the reason
 * before them, and there is no Save to press (before, Save answered 'Your role does not allow this action.').
 */
export const DeveloperOrganization: Story = {
  args: { path: "/settings/organization" },
  beforeEach: mockApi(() => [
    accountBackend({
      user: withRole(business, 12),
      organizations: [organization],
      addresses: { [organization.id]: [acmeAddress] },
      spy: calls,
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const org = await section(canvas, "Organization");
    await expect(
      await canvas.findByText("Your role (Developer) cannot edit the organization."),
    ).toBeVisible();
    await expect(org.getByLabelText(/^Company Name/)).toHaveValue("Acme Analytics");
    await expect(org.getByLabelText(/^Company Name/)).toBeDisabled();
    await expect(org.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    const address = await section(canvas, "Address");
    await expect(address.getByLabelText(/^City/)).toBeDisabled();
    await expect(address.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  },
};

export const BillingSpecialistOrganization: Story = {
  args: { path: "/settings/organization" },
  beforeEach: mockApi(() => [
    accountBackend({ user: withRole(business, 16), organizations: [organization] }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvas, "Organization");
    await expect(
      await canvas.findByText("Your role (Billing Specialist) cannot edit the organization."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  },
};

/** A Viewer: the same read-only organization; their own profile stays theirs to edit. */
export const ViewerSettings: Story = {
  beforeEach: mockApi(() => [
    accountBackend({ user: withRole(business, 17), organizations: [organization] }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await section(canvas, "Profile");
    await expect(profile.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await expect(profile.getByLabelText(/^Role/)).toHaveValue("Viewer");
    await userEvent.click(canvas.getByRole("tab", { name: "Organization" }));
    await section(canvas, "Organization");
    await expect(await canvas.findByText("Your role (Viewer) cannot edit the organization.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  },
};

export const ProfileValidation: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const profile = await section(canvas, "Profile");
    await userEvent.clear(profile.getByLabelText(/^First Name/));
    await userEvent.tab();
    await expect(profile.getByText("First name is required")).toBeVisible();
    await save(profile);
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", path: "/identities/me" }),
    );
  },
};

export const ProfileSaving: Story = {
  beforeEach: [personal, mockApi(() => [endpoint("put", "/identities/me", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const profile = await section(canvas, "Profile");
    await save(profile);
    await expect(await profile.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ProfileSaved: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const profile = await section(canvas, "Profile");
    const phone = profile.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await enterText(phone, "+1 (555) 010-0099");
    await save(profile);
    await expect(await profile.findByText("Profile saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/identities/me",
        body: { firstName: "Ada", lastName: "Lovelace", phoneNumber: "+1 (555) 010-0099" },
      }),
    );
  },
};

export const ProfileSaveFails: Story = {
  beforeEach: [personal, mockApi(() => [endpoint("put", "/identities/me", ok(null, 500))])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const profile = await section(canvas, "Profile");
    await save(profile);
    await expect(await profile.findByRole("alert")).toHaveTextContent("Failed to save profile");
  },
};

export const BusinessAccount: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    await expect(org.getByLabelText(/^Company Name/)).toHaveValue("Acme Analytics");
    await waitFor(() => expect(org.getByRole("combobox", { name: /^Industry/ })).toHaveValue("Software"));
    await waitFor(() => expect(org.getByRole("combobox", { name: /^Country/ })).toHaveValue("United States"));
    await waitFor(() =>
      expect(org.getByRole("combobox", { name: /^Company Size/ })).toHaveValue("11-50 employees"),
    );
    await waitFor(() =>
      expect(org.getByRole("combobox", { name: /^Currency/ })).toHaveValue("USD - US Dollar"),
    );
    await expect(org.getByRole("combobox", { name: /^Time Zone/ })).toHaveValue("Eastern Time");
    await expect(org.getByLabelText(/^Fiscal Year Start/)).toHaveDisplayValue("April");
    const address = await section(canvas, "Address");
    await expect(address.getByLabelText(/^Address Name/)).toHaveValue("Head Office");
    await expect(address.getByLabelText(/^Street Address/)).toHaveValue("500 Market Street");
    await expect(address.getByLabelText(/^City/)).toHaveValue("San Francisco");
    await waitFor(() =>
      expect(address.getByRole("combobox", { name: /^Address Type/ })).toHaveValue("Headquarters"),
    );
  },
};

export const OrganizationSaved: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    await userEvent.selectOptions(org.getByLabelText(/^Fiscal Year Start/), "July");
    await userEvent.clear(org.getByLabelText(/^Website/));
    await enterText(org.getByLabelText(/^Website/), "https://acme.example/about");
    await save(org);
    await expect(await org.findByText("Organization saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/organizations/org-acme",
        body: expect.objectContaining({
          name: "Acme Analytics",
          website: "https://acme.example/about",
          fiscalYearStart: "July",
          category: "software",
        }),
      }),
    );
  },
};

export const OrganizationSaveFails: Story = {
  args: { path: "/settings/organization" },
  beforeEach: [withOrganization, mockApi(() => [endpoint("put", "/organizations/:id", ok(null, 500))])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    await save(org);
    await expect(await org.findByRole("alert")).toHaveTextContent("Failed to update organization");
  },
};

/** The server refuses the name with a field error: its message shows under Company Name, not in a banner. */
export const OrganizationServerFieldError: Story = {
  args: { path: "/settings/organization" },
  beforeEach: [
    withOrganization,
    mockApi(() => [
      endpoint(
        "put",
        "/organizations/:id",
        failure(400, "An organization with this name already exists", { field: "name" }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    await save(org);
    await expect(await org.findByText("An organization with this name already exists")).toBeVisible();
    await expect(org.getByLabelText(/^Company Name/)).toHaveAccessibleDescription(
      "An organization with this name already exists",
    );
    await expect(org.queryByRole("alert")).not.toBeInTheDocument();
    await expect(org.queryByText("Organization saved")).not.toBeInTheDocument();
  },
};

/** The organization request failed: not "no organization yet", but the error and a Retry. */
export const OrganizationLoadError: Story = {
  args: { path: "/settings/organization" },
  beforeEach: [
    withOrganization,
    mockApi(() => [
      sequence("get", "/organizations", [
        failure(500, "Database unavailable"),
        ok({ items: [organization] } as unknown as JsonBodyType),
      ]),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load organization data");
    await expect(canvas.queryByText(/You have no organization yet/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    const org = within(await canvas.findByRole("region", { name: "Organization" }));
    await expect(org.getByLabelText(/^Company Name/)).toHaveValue("Acme Analytics");
  },
};

export const AddressesLoadError: Story = {
  args: { path: "/settings/organization" },
  beforeEach: [
    withOrganization,
    mockApi(() => [endpoint("get", "/organizations/:id/addresses", failure(500, "Database unavailable"))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to fetch addresses");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    // No address form that could save a second address over the one not loaded.
    await expect(canvas.queryByRole("region", { name: "Address" })).not.toBeInTheDocument();
  },
};

/** The organization's rules, as in Get Started: each message under its field, and nothing is sent. */
export const OrganizationValidation: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    await userEvent.clear(org.getByLabelText(/^Company Name/));
    await enterText(org.getByLabelText(/^Company Name/), "A");
    await userEvent.tab();
    await expect(org.getByText("Company name must be at least 2 characters long")).toBeVisible();
    await userEvent.clear(org.getByLabelText(/^Website/));
    await enterText(org.getByLabelText(/^Website/), "not a website");
    await userEvent.tab();
    await expect(org.getByText("Please enter a valid website URL")).toBeVisible();
    await save(org);
    await expect(org.getByLabelText(/^Company Name/)).toHaveAccessibleDescription(
      "Company name must be at least 2 characters long",
    );
    await expect(org.queryByText("Organization saved")).not.toBeInTheDocument();
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", path: "/organizations/org-acme" }),
    );
  },
};

/** The address's rules: every required field says so, and nothing is sent. */
export const AddressValidation: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const address = await section(canvas, "Address");
    for (const label of [
      /^Address Name/,
      /^Street Address/,
      /^Unit #/,
      /^City/,
      /^State \/ Province/,
      /^ZIP Code/,
    ]) {
      await userEvent.clear(address.getByLabelText(label));
    }
    await save(address);
    for (const message of [
      "Address name is required",
      "Street address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      await expect(await address.findByText(message)).toBeVisible();
    }
    // Unit # is optional (a deviation from the spec: most addresses have none).
    await expect(address.queryByText("Unit number is required")).toBeNull();
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: "/addresses/address-acme" }),
    );
  },
};

export const AddressSaved: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const address = await section(canvas, "Address");
    await userEvent.clear(address.getByLabelText(/^City/));
    await enterText(address.getByLabelText(/^City/), "Oakland");
    await save(address);
    await expect(await address.findByText("Address saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/addresses/address-acme",
        body: expect.objectContaining({
          city: "Oakland",
          addressLine1: "500 Market Street",
          addressLine2: "Floor 4",
          isPrimary: true,
        }),
      }),
    );
  },
};

/** No address yet: the section starts from the defaults and its first save creates one. */
export const AddressCreated: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withoutAddress,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const address = await section(canvas, "Address");
    await expect(address.getByLabelText(/^Address Name/)).toHaveValue("Business Address");
    await save(address);
    await expect(await address.findByText("Street address is required")).toBeVisible();
    await enterText(address.getByLabelText(/^Street Address/), "1 Main Street");
    await enterText(address.getByLabelText(/^Unit #/), "4");
    await enterText(address.getByLabelText(/^City/), "Boston");
    await enterText(address.getByLabelText(/^State \/ Province/), "MA");
    await enterText(address.getByLabelText(/^ZIP Code/), "02108");
    await save(address);
    await expect(await address.findByText("Address saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/organizations/org-acme/addresses",
        body: expect.objectContaining({ addressLine1: "1 Main Street", city: "Boston", country: "US" }),
      }),
    );
  },
};

export const DarkTheme: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    await userEvent.click(
      (await section(canvas, "Appearance and behaviour")).getByRole("radio", { name: /Dark/ }),
    );
    await expect(document.documentElement.dataset.theme).toBe("dark");
    await expect(localStorage.getItem("round-theme")).toBe("dark");
  },
};

/** The opt-in lockdown blocks page zoom while on (a WCAG 1.4.4 failure, hence off by default). */
export const Lockdown: Story = {
  beforeEach: personal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const toggle = (await section(canvas, "Appearance and behaviour")).getByRole("switch", {
      name: "Lock down the page",
    });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(localStorage.getItem("round-lockdown")).toBe("true");
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(localStorage.getItem("round-lockdown")).toBe("false");
  },
};

/**
 * The brand on the customer's pages: a color that is not a hex color is refused under its field on blur, a
 * good one shows its swatch, and the server's refusal of the logo lands under Logo URL, sent with the color.
 */
export const BrandFieldsError: Story = {
  args: { path: "/settings/organization" },
  beforeEach: [
    withOrganization,
    mockApi(() => [
      endpoint(
        "put",
        "/organizations/:id",
        failure(400, "Logo must be a full https address of an image", { field: "logoUrl" }),
        calls,
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    const color = org.getByRole("textbox", { name: /^Brand color/ });
    await enterText(color, "blue");
    await userEvent.tab();
    await expect(await org.findByText("Brand color must be a hex color such as #1a73e8")).toBeVisible();
    await expect(color).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(color);
    await enterText(color, "#1A73E8");
    await enterText(org.getByRole("textbox", { name: /^Logo URL/ }), "https://cdn.example/logo.png");
    await save(org);
    const logo = org.getByRole("textbox", { name: /^Logo URL/ });
    await expect(await org.findByText("Logo must be a full https address of an image")).toBeVisible();
    await expect(logo).toHaveAttribute("aria-invalid", "true");
    await expect(org.queryByText("Brand color must be a hex color such as #1a73e8")).toBeNull();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        body: expect.objectContaining({ logoUrl: "https://cdn.example/logo.png", brandColor: "#1A73E8" }),
      }),
    );
  },
};

/**
 * What invoices print of the business besides its name and address: its registration number and tax id,
 * shown as stored, a malformed tax id refused under its field, then both saved with the section.
 */
export const LegalDetailsSaved: Story = {
  args: { path: "/settings/organization" },
  beforeEach: withOrganization,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Settings" });
    const org = await section(canvas, "Organization");
    const taxId = org.getByRole("textbox", { name: /^Tax ID/ });
    await enterText(taxId, "DE 123!");
    await userEvent.tab();
    await expect(taxId).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(taxId);
    await enterText(taxId, "DE123456788");
    await expect(taxId).not.toHaveAttribute("aria-invalid");
    await save(org);
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(
        expect.objectContaining({
          method: "PUT",
          body: expect.objectContaining({ taxId: "DE123456788", registrationNumber: "REG-2025-0042" }),
        }),
      ),
    );
  },
};
