import { type OnboardingProduct, OnboardingWizard, type PendingInvitation, roleLabel } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import {
  dark,
  loadAddressTypes,
  loadCompanySizes,
  loadCountries,
  loadCurrencies,
  loadIndustries,
  narrow,
  never,
} from "./accountFixtures";

type WizardProps = ComponentProps<typeof OnboardingWizard>;

/** The wizard with the app's part played by local state: invitations and products. */
function StatefulOnboarding(
  props: Omit<WizardProps, "invitations" | "onRevoke" | "products" | "onProductsChange"> & {
    onRevoke: (id: string) => void;
    onProductsChange: (products: OnboardingProduct[]) => void;
    initialInvitations?: PendingInvitation[];
    initialProducts?: OnboardingProduct[];
  },
) {
  const { initialInvitations = [], initialProducts = [], ...rest } = props;
  const [invitations, setInvitations] = useState(initialInvitations);
  const [products, setProducts] = useState(initialProducts);
  return (
    <div style={{ maxWidth: 880, minHeight: 860 }}>
      <OnboardingWizard
        {...rest}
        invitations={invitations}
        onInvite={async (invitation) => {
          await props.onInvite(invitation);
          setInvitations((list) => [
            ...list,
            {
              id: `inv-${list.length + 1}`,
              email: invitation.email,
              role: roleLabel(invitation.role),
              status: "pending",
            },
          ]);
        }}
        onRevoke={(id) => {
          props.onRevoke(id);
          setInvitations((list) => list.filter((invitation) => invitation.id !== id));
        }}
        products={products}
        onProductsChange={(next) => {
          props.onProductsChange(next);
          setProducts(next);
        }}
      />
    </div>
  );
}

const ORGANIZATION = {
  companyName: "Acme Corporation",
  country: "United States",
  industry: "software",
  companySize: "11-50",
};
const ADDRESS = {
  addressLine1: "500 Howard Street",
  number: "400",
  city: "San Francisco",
  state: "California",
  zipCode: "94105",
  country: "United States",
};
const STEP_TITLES = [
  "Organization",
  "Business Settings",
  "Address Information",
  "Team",
  "Products",
  "Billing",
];
const REQUIRED = "Please fill in all required fields";

/**
 * Onboarding (`/get-started`): 'Welcome to Round', a stepper over Organization, Business Settings, Address
 * Information, Team, Products and Billing (numbered from the steps available, completed ones check-marked,
 * clickable at or before the current step or when completed), Back and Next, and 'Complete Setup' ('Saving...')
 * on the last step. Next is disabled with 'Please fill in all required fields' while the step is incomplete,
 * and saves the step through `onSaveStep`. Without a profile the only step is User Information.
 *
 * **Accessibility:** the stepper is a navigation landmark whose current step has `aria-current="step"`;
 * moving to a step focuses its heading; Next is described by the required-fields message while disabled.
 */
const meta = {
  title: "Forms/OnboardingWizard",
  component: StatefulOnboarding,
  args: {
    onSaveStep: fn(async () => {}),
    onComplete: fn(async () => {}),
    loadCountries,
    loadCurrencies,
    loadIndustries,
    loadCompanySizes,
    loadAddressTypes,
    currentUserEmail: "owner@acme.example",
    roundAccountId: "acct_123",
    onInvite: fn(async () => {}),
    onRevoke: fn(),
    onProductsChange: fn(),
  },
} satisfies Meta<typeof StatefulOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
const button = (canvas: Canvas, name: string) => canvas.getByRole("button", { name });
/** A step button's name: its title and the Stepper's 'completed' note, however it is punctuated. */
const completed = (title: string) => new RegExp(`^${title}\\W+completed\\W*$`);
const productList = (canvas: Canvas) => within(canvas.getByRole("region", { name: "Your Products" }));
const stepper = (canvas: Canvas) => canvas.getByRole("navigation", { name: "Setup steps" });

async function pick(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: new RegExp(`^${label}`) }));
  await userEvent.click(await canvas.findByRole("option", { name: option }));
}

async function expectStep(canvas: Canvas, title: string) {
  await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: title })).toHaveFocus());
}

async function fillOrganization(canvas: Canvas) {
  await enterText(field(canvas, "Company Name"), ORGANIZATION.companyName);
  await pick(canvas, "Country", "United States");
  await pick(canvas, "Industry", "Software");
  await pick(canvas, "Company Size", "11-50 employees");
}

async function fillAddress(canvas: Canvas) {
  await enterText(field(canvas, "Street Address"), ADDRESS.addressLine1);
  await enterText(field(canvas, "Unit #"), ADDRESS.number);
  await enterText(field(canvas, "City"), ADDRESS.city);
  await enterText(field(canvas, "State / Province"), ADDRESS.state);
  await enterText(field(canvas, "ZIP Code"), ADDRESS.zipCode);
  await pick(canvas, "Country", "United States");
}

export const OrganizationStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome to Round" })).toBeVisible();
    const items = within(stepper(canvas)).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(
      STEP_TITLES.map((title, i) => `${i + 1}${title}`),
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "Organization" })).toBeVisible();
    await expect(button(canvas, "Back")).toBeDisabled();
    const next = button(canvas, "Next");
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByText(REQUIRED)).toBeVisible();
    // Later steps are not reachable yet.
    await expect(within(stepper(canvas)).queryByRole("button", { name: /Team/ })).not.toBeInTheDocument();
  },
};

export const NextBlockedUntilFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(field(canvas, "Company Name"), ORGANIZATION.companyName);
    await pick(canvas, "Country", "United States");
    await pick(canvas, "Industry", "Software");
    await expect(canvas.getByText(REQUIRED)).toBeVisible();
    await expect(button(canvas, "Next")).toBeDisabled();
    await pick(canvas, "Company Size", "11-50 employees");
    await expect(canvas.queryByText(REQUIRED)).not.toBeInTheDocument();
    await expect(button(canvas, "Next")).toBeEnabled();
    // Clearing a required picker blocks Next again.
    await userEvent.click(canvas.getAllByRole("button", { name: "Clear selection" })[0] as HTMLElement);
    await expect(canvas.getByText(REQUIRED)).toBeVisible();
  },
};

export const InvalidFieldBlocksSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await enterText(field(canvas, "Website"), "not a site");
    await userEvent.click(button(canvas, "Next"));
    await expect(await canvas.findByText("Please enter a valid website URL")).toBeVisible();
    await waitFor(() => expect(field(canvas, "Website")).toHaveFocus());
    await expect(args.onSaveStep).not.toHaveBeenCalled();
  },
};

export const ClickThroughAllSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Organization
    await fillOrganization(canvas);
    await userEvent.click(button(canvas, "Next"));
    await expectStep(canvas, "Business Settings");
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "organization",
      { ...ORGANIZATION, website: "", description: "", revenue: 0 },
      { changed: true },
    );
    await expect(
      within(stepper(canvas)).getByRole("button", { name: completed("Organization") }),
    ).toBeVisible();
    // Business Settings: the defaults are valid.
    await expect(canvas.getByRole("combobox", { name: /^Time Zone/ })).toHaveDisplayValue("UTC");
    await userEvent.click(button(canvas, "Next"));
    await expectStep(canvas, "Address Information");
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "businessSettings",
      { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
      { changed: false },
    );
    // Address
    await fillAddress(canvas);
    await userEvent.click(button(canvas, "Next"));
    await expectStep(canvas, "Team");
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "address",
      { ...ADDRESS, addressType: "billing", name: "Business Address", addressLine2: "", isPrimary: true },
      { changed: true },
    );
    // Team
    await enterText(field(canvas, "Email Address"), "grace@acme.example");
    await userEvent.click(button(canvas, "Send Invitation"));
    await expect(await canvas.findByText("grace@acme.example")).toBeVisible();
    await expect(args.onInvite).toHaveBeenCalledWith({ email: "grace@acme.example", role: 4 });
    await userEvent.click(button(canvas, "Next"));
    await expectStep(canvas, "Products");
    // Products
    await userEvent.click(button(canvas, "Add Product"));
    await expect(productList(canvas).getByRole("listitem")).toHaveTextContent("Sample Product");
    await userEvent.click(button(canvas, "Next"));
    await expectStep(canvas, "Billing");
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "products",
      { products: [{ id: "product-1", name: "Sample Product", description: "", price: 0 }] },
      { changed: true },
    );
    // Billing: the built-in test gateway, nothing connected.
    await expect(canvas.getByText("Built-in test gateway")).toBeVisible();
    await userEvent.click(button(canvas, "Complete Setup"));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    await expect(args.onSaveStep).toHaveBeenLastCalledWith(
      "billing",
      { isConnected: false, provider: null },
      { changed: true },
    );
    await expect(args.onSaveStep).toHaveBeenCalledTimes(6);
  },
};

export const PreCompletedFromData: Story = {
  args: {
    data: {
      organization: ORGANIZATION,
      businessSettings: { currency: "EUR", timezone: "Europe/Paris", fiscalYearStart: "April" },
      address: { name: "HQ" },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Opens on the first step not completed.
    await expect(canvas.getByRole("heading", { level: 2, name: "Address Information" })).toBeVisible();
    const nav = within(stepper(canvas));
    await expect(nav.getByRole("button", { name: completed("Organization") })).toBeVisible();
    await expect(nav.getByRole("button", { name: completed("Business Settings") })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Address Information" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(nav.queryByRole("button", { name: /Team/ })).not.toBeInTheDocument();
    await expect(field(canvas, "Address Name")).toHaveValue("HQ");
    await userEvent.click(nav.getByRole("button", { name: completed("Organization") }));
    await expectStep(canvas, "Organization");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Industry/ })).toHaveValue("Software"));
    // A completed step ahead of the current one stays reachable; an incomplete one does not.
    await expect(nav.queryByRole("button", { name: "Address Information" })).not.toBeInTheDocument();
    await userEvent.click(nav.getByRole("button", { name: completed("Business Settings") }));
    await expectStep(canvas, "Business Settings");
    await expect(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ })).toHaveDisplayValue("April");
  },
};

export const Saving: Story = {
  args: { onSaveStep: fn(never), data: { organization: ORGANIZATION } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Business Settings" })).toBeVisible();
    await userEvent.click(button(canvas, "Next"));
    await expect(await canvas.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(button(canvas, "Back")).toBeDisabled();
  },
};

export const SaveFails: Story = {
  args: { onSaveStep: fn(async () => Promise.reject({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillOrganization(canvas);
    await userEvent.click(button(canvas, "Next"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to save organization");
    await expect(canvas.getByRole("heading", { level: 2, name: "Organization" })).toBeVisible();
  },
};

export const TeamStep: Story = {
  args: {
    initialStep: "team",
    initialInvitations: [
      { id: "inv-1", email: "grace@acme.example", role: "Team Member", status: "pending" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Pending Invitations" })).toBeVisible();
    await enterText(field(canvas, "Email Address"), "owner@acme.example");
    await userEvent.click(button(canvas, "Send Invitation"));
    await expect(await canvas.findByText("You cannot invite yourself to the organization.")).toBeVisible();
    await userEvent.click(button(canvas, "Remove invitation for grace@acme.example"));
    await expect(args.onRevoke).toHaveBeenCalledWith("inv-1");
    await expect(button(canvas, "Next")).toBeEnabled();
  },
};

export const ProductsStep: Story = {
  args: { initialStep: "products", data: { businessSettings: { currency: "GBP" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No products added yet")).toBeVisible();
    await userEvent.click(button(canvas, "Add Product"));
    await expect(productList(canvas).getByRole("listitem")).toHaveTextContent("£0.00");
  },
};

export const BillingStep: Story = {
  args: { initialStep: "billing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Built-in test gateway")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Connect/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Settings, Billing" })).toBeVisible();
    await expect(button(canvas, "Complete Setup")).toBeEnabled();
  },
};

export const CompleteSetupSaving: Story = {
  args: { initialStep: "billing", onComplete: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, "Complete Setup"));
    const saving = await canvas.findByRole("button", { name: "Saving..." });
    await expect(saving).toHaveAttribute("aria-busy", "true");
    await userEvent.click(saving);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const CompleteSetupFails: Story = {
  args: {
    initialStep: "billing",
    onComplete: fn(async () => Promise.reject(new Error("Failed to save organization"))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, "Complete Setup"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to save organization");
    // The guard resets: trying again calls onComplete again.
    await userEvent.click(button(canvas, "Complete Setup"));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(2));
  },
};

export const UserInformationOnly: Story = {
  args: { hasProfile: false, productName: "Round Billing" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Welcome to Round Billing" })).toBeVisible();
    await expect(within(stepper(canvas)).getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByRole("heading", { level: 2, name: "User Information" })).toBeVisible();
    await expect(button(canvas, "Complete Setup")).toBeDisabled();
    await enterText(field(canvas, "First Name"), "Ada");
    await enterText(field(canvas, "Last Name"), "Lovelace");
    await enterText(field(canvas, "Email"), "ada@example.com");
    await enterText(field(canvas, "Phone"), "+1 555 010 2030");
    await userEvent.click(button(canvas, "Complete Setup"));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "userInfo",
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 555 010 2030" },
      { changed: true },
    );
  },
};

/**
 * The signed-in user's profile lacks its names: the email is the sign-in address (read only), and the button
 * says Next because the app's usual steps follow once the profile is saved.
 */
export const UserInformationBeforeSetup: Story = {
  args: {
    hasProfile: false,
    finishLabel: "Next",
    userEmailReadOnly: true,
    data: { userInfo: { email: "ada@example.com", phone: "+1 555 010 2030" } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, "Email")).toHaveValue("ada@example.com");
    await expect(field(canvas, "Email")).toHaveAttribute("readonly");
    await expect(field(canvas, "Email")).toHaveAccessibleDescription(
      "Your sign-in address can't be changed here.",
    );
    await expect(canvas.queryByRole("button", { name: "Complete Setup" })).not.toBeInTheDocument();
    await enterText(field(canvas, "First Name"), "Ada");
    await enterText(field(canvas, "Last Name"), "Lovelace");
    await userEvent.click(button(canvas, "Next"));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    await expect(args.onSaveStep).toHaveBeenCalledWith(
      "userInfo",
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+1 555 010 2030" },
      { changed: true },
    );
  },
};

/**
 * Every edit of a step with fields is reported through `onStepEdit`: its values as Next would save them, or
 * null while they break a rule (here an invalid website), so an app can save as the person types.
 */
export const ReportsEdits: Story = {
  args: { data: { organization: ORGANIZATION }, initialStep: "organization", onStepEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onStepEdit).not.toHaveBeenCalled();
    await enterText(field(canvas, "Website"), "acme");
    await expect(args.onStepEdit).toHaveBeenLastCalledWith("organization", null);
    await enterText(field(canvas, "Website"), ".example");
    await expect(args.onStepEdit).toHaveBeenLastCalledWith(
      "organization",
      expect.objectContaining({ companyName: "Acme Corporation", website: "acme.example", revenue: 0 }),
    );
  },
};

export const Dark: Story = {
  ...dark,
  args: { data: { organization: ORGANIZATION } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Business Settings" })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stepper(canvas)).toBeVisible();
    await expect(button(canvas, "Next")).toBeDisabled();
  },
};
