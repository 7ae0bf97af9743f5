import { BusinessSignUpWizard } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import {
  dark,
  loadCompanySizes,
  loadCountries,
  loadCurrencies,
  loadIndustries,
  narrow,
  never,
} from "./accountFixtures";

const PERSONAL = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@analytical.example",
  phone: "+44 20 7946 0958",
  password: "Secret#123",
};

const OPTIONAL_SUBTITLE = "You can add this information later in your account settings";
const REQUIRED_SUBTITLE = "This information will be used for billing and invoicing";

/**
 * Business sign-up (`/auth/register/business`): 'Create Business Account' in three steps, Personal Information,
 * Billing Address (optional by default) and Company Information, with 'Step N of M' and a percent bar that
 * counts completed steps plus the share of the current step's required fields filled. Continue is offered
 * when the step is complete (or optional); 'Create Account' reads 'Creating...' and submits once.
 *
 * **Accessibility:** moving to a step puts focus on its heading; errors are linked to their fields; the
 * progress bar is a labelled `progressbar`; the general error banner is an alert.
 */
const meta = {
  title: "Forms/BusinessSignUpWizard",
  component: BusinessSignUpWizard,
  args: {
    onSubmit: fn(async () => {}),
    loadCountries,
    loadCurrencies,
    loadIndustries,
    loadCompanySizes,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, minHeight: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BusinessSignUpWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
const button = (canvas: Canvas, name: string) => canvas.getByRole("button", { name });
const progress = (canvas: Canvas) => canvas.getByRole("progressbar");

async function pick(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: new RegExp(`^${label}`) }));
  await userEvent.click(await canvas.findByRole("option", { name: option }));
}

async function toAddressStep(canvas: Canvas) {
  await userEvent.click(button(canvas, "Continue"));
  await expect(await canvas.findByRole("heading", { name: /^Billing Address/ })).toHaveFocus();
}

async function fillAddress(canvas: Canvas) {
  await enterText(field(canvas, "Street Address"), "12 St James's Square");
  await enterText(field(canvas, "City"), "London");
  await enterText(field(canvas, "State / Province"), "Greater London");
  await enterText(field(canvas, "ZIP / Postal Code"), "SW1Y 4LB");
  await pick(canvas, "Country", "United Kingdom");
}

async function fillCompany(canvas: Canvas) {
  await enterText(field(canvas, "Company Name"), "Analytical Engines Ltd.");
  await enterText(field(canvas, "Registration Number"), "GB-1843");
}

export const PersonalStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Create Business Account" })).toBeVisible();
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "0");
    await expect(canvas.getByRole("heading", { level: 2, name: "Personal Information" })).toBeVisible();
    await expect(button(canvas, "Previous")).toBeDisabled();
    await expect(button(canvas, "Continue")).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();
  },
};

export const PersonalStepErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(field(canvas, "First Name"), "A");
    await userEvent.tab();
    await expect(canvas.getByText("First name must be at least 2 characters long")).toBeVisible();
    await enterText(field(canvas, "Email"), "ada@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await userEvent.click(field(canvas, "Phone"));
    await userEvent.tab();
    await expect(canvas.getByText("Phone number is required")).toBeVisible();
    await enterText(field(canvas, "Password"), "weakpassword");
    await userEvent.tab();
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
    await expect(button(canvas, "Continue")).toBeDisabled();
  },
};

export const ProgressWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(field(canvas, "First Name"), PERSONAL.firstName);
    // One of five required fields on the first of three steps: 1/5 of 1/3.
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "7");
    await enterText(field(canvas, "Last Name"), PERSONAL.lastName);
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "13");
    await enterText(field(canvas, "Email"), PERSONAL.email);
    await enterText(field(canvas, "Phone"), PERSONAL.phone);
    await enterText(field(canvas, "Password"), PERSONAL.password);
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "33");
    await expect(button(canvas, "Continue")).toBeEnabled();
  },
};

export const BillingAddressOptional: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
    await expect(canvas.getByText(OPTIONAL_SUBTITLE)).toBeVisible();
    await expect(button(canvas, "Continue")).toBeEnabled();
    await expect(button(canvas, "Skip for now")).toBeVisible();
    // No asterisks on an optional step.
    await expect(field(canvas, "Street Address")).not.toHaveAttribute("aria-required");
    await expect(canvas.getByText("Street Address").textContent).toBe("Street Address");
    // The country can be cleared when the address is optional.
    await pick(canvas, "Country", "Canada");
    await expect(button(canvas, "Clear selection")).toBeVisible();
    // A partly filled address can still be skipped; only a complete one takes the offer away.
    await expect(button(canvas, "Skip for now")).toBeVisible();
    await userEvent.click(button(canvas, "Clear selection"));
    await fillAddress(canvas);
    await expect(canvas.queryByRole("button", { name: "Skip for now" })).not.toBeInTheDocument();
  },
};

/** Skipping a partly filled address clears it: nothing of it is submitted, and going back shows it empty. */
export const SkipPartialAddress: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await enterText(field(canvas, "Street Address"), "12 St James's Square");
    await enterText(field(canvas, "City"), "London");
    await userEvent.click(button(canvas, "Skip for now"));
    await expect(await canvas.findByRole("heading", { name: "Company Information" })).toHaveFocus();
    await userEvent.click(button(canvas, "Previous"));
    await expect(await canvas.findByRole("heading", { name: /^Billing Address/ })).toBeVisible();
    await expect(field(canvas, "Street Address")).toHaveValue("");
    await expect(field(canvas, "City")).toHaveValue("");
    await userEvent.click(button(canvas, "Skip for now"));
    await fillCompany(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ billingAddress: null })),
    );
  },
};

export const BillingAddressRequired: Story = {
  args: { defaultValues: { personal: PERSONAL }, optionalBillingAddress: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await expect(canvas.getByText(REQUIRED_SUBTITLE)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Skip for now" })).not.toBeInTheDocument();
    await expect(field(canvas, "Street Address")).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("Street Address")).toHaveTextContent("Street Address*");
    await expect(button(canvas, "Continue")).toBeDisabled();
    await fillAddress(canvas);
    // A required country cannot be cleared.
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
    await expect(button(canvas, "Continue")).toBeEnabled();
  },
};

export const PartialAddressIsChecked: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await enterText(field(canvas, "Street Address"), "12 St James's Square");
    await userEvent.click(button(canvas, "Continue"));
    await expect(await canvas.findByText("City is required")).toBeVisible();
    await expect(canvas.getByText("State is required")).toBeVisible();
    await expect(canvas.getByText("ZIP code is required")).toBeVisible();
    await expect(canvas.getByText("Country is required")).toBeVisible();
    await waitFor(() => expect(field(canvas, "City")).toHaveFocus());
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
  },
};

export const CompanyStep: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await userEvent.click(button(canvas, "Skip for now"));
    await expect(await canvas.findByRole("heading", { name: "Company Information" })).toHaveFocus();
    await expect(canvas.getByText("Step 3 of 3")).toBeVisible();
    await expect(canvas.getByText("Tell us about your company for billing and compliance")).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Currency/ })).toHaveValue("USD - US Dollar"),
    );
    // The currency cannot be cleared.
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Business Type" })).toHaveDisplayValue("Corporation");
    await expect(button(canvas, "Create Account")).toBeDisabled();
    await enterText(field(canvas, "Registration Number"), "ab");
    await userEvent.tab();
    await expect(canvas.getByText("Registration number must be at least 3 characters long")).toBeVisible();
    await enterText(field(canvas, "Tax ID"), "12");
    await userEvent.tab();
    await expect(canvas.getByText("Tax ID must be at least 5 characters long")).toBeVisible();
    await enterText(field(canvas, "Website"), "not a url");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid website URL")).toBeVisible();
    await enterText(field(canvas, "Company Name"), "A");
    await userEvent.tab();
    await expect(canvas.getByText("Company name must be at least 2 characters long")).toBeVisible();
  },
};

export const PreviousKeepsValues: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await enterText(field(canvas, "City"), "London");
    await userEvent.click(button(canvas, "Previous"));
    await expect(await canvas.findByRole("heading", { name: "Personal Information" })).toHaveFocus();
    await expect(field(canvas, "First Name")).toHaveValue("Ada");
    await userEvent.click(button(canvas, "Continue"));
    await expect(field(canvas, "City")).toHaveValue("London");
  },
};

export const Submitting: Story = {
  args: { defaultValues: { personal: PERSONAL }, onSubmit: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await userEvent.click(button(canvas, "Skip for now"));
    await fillCompany(canvas);
    await userEvent.click(button(canvas, "Create Account"));
    const creating = await canvas.findByRole("button", { name: "Creating..." });
    await expect(creating).toHaveAttribute("aria-busy", "true");
    // A second press does not submit again.
    await userEvent.click(creating);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { personal: PERSONAL },
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Business registration failed",
        errors: [
          { code: "CONFLICT", field: "email", description: "An account with this email already exists" },
        ],
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await userEvent.click(button(canvas, "Skip for now"));
    await fillCompany(canvas);
    await userEvent.click(button(canvas, "Create Account"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists",
    );
    // Back on the step holding the field, with the message under it.
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    await expect(field(canvas, "Email")).toHaveAttribute("aria-invalid", "true");
    // The guard was reset: the person can try again.
    await userEvent.clear(field(canvas, "Email"));
    await enterText(field(canvas, "Email"), "ada@engines.example");
    await userEvent.click(button(canvas, "Continue"));
    await userEvent.click(button(canvas, "Continue"));
    await userEvent.click(button(canvas, "Create Account"));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

export const SuccessWithoutAddress: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await userEvent.click(button(canvas, "Skip for now"));
    await fillCompany(canvas);
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "67");
    await userEvent.click(button(canvas, "Create Account"));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...PERSONAL,
        companyInfo: {
          companyName: "Analytical Engines Ltd.",
          registrationNumber: "GB-1843",
          taxId: "",
          currency: "USD",
          industry: "",
          businessType: "corporation",
          website: "",
          employeeCount: "",
          description: "",
        },
        billingAddress: null,
      }),
    );
  },
};

export const SuccessWithEverything: Story = {
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await fillAddress(canvas);
    await userEvent.click(button(canvas, "Continue"));
    await fillCompany(canvas);
    await enterText(field(canvas, "Tax ID"), "VAT 12345");
    await pick(canvas, "Currency", "GBP - British Pound");
    await pick(canvas, "Industry", "Software");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Business Type" }), "llc");
    await pick(canvas, "Company Size", "2-10 employees");
    await enterText(field(canvas, "Website"), "https://engines.example");
    await enterText(field(canvas, "Company Description"), "Mechanical computing.");
    await expect(progress(canvas)).toHaveAttribute("aria-valuenow", "100");
    await userEvent.click(button(canvas, "Create Account"));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...PERSONAL,
        companyInfo: {
          companyName: "Analytical Engines Ltd.",
          registrationNumber: "GB-1843",
          taxId: "VAT 12345",
          currency: "GBP",
          industry: "software",
          businessType: "llc",
          website: "https://engines.example",
          employeeCount: "2-10",
          description: "Mechanical computing.",
        },
        billingAddress: {
          street: "12 St James's Square",
          street2: "",
          city: "London",
          state: "Greater London",
          zipCode: "SW1Y 4LB",
          country: "United Kingdom",
        },
      }),
    );
  },
};

export const Dark: Story = {
  ...dark,
  args: { defaultValues: { personal: PERSONAL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toAddressStep(canvas);
    await expect(canvas.getByText(OPTIONAL_SUBTITLE)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    await expect(button(canvas, "Continue")).toBeVisible();
  },
};
