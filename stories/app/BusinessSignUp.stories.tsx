import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, currentState } from "./support/AppStory";
import {
  failure,
  mockApi,
  ok,
  pending,
  referenceHandlers,
  registerBusinessHandler,
} from "./support/handlers";
import { type Canvas, findToast, NEW_PERSON } from "./support/queries";

/**
 * Business sign-up (`/auth/register/business`): Personal Information, Billing Address (optional, 'Skip for
 * now') and Company Information, with 'Step N of M' and the percent bar. The pickers load the reference lists
 * from the server; 'Create Account' posts to `/identities/register-business` and opens the "check your email"
 * page with the business note.
 */
const meta = {
  title: "App/BusinessSignUp",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/register/business" },
  beforeEach: [cleanBrowser, mockApi(() => [referenceHandlers()])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerCalls = fn();

const COMPANY = { companyName: "Orbit Labs", registrationNumber: "OL-1962" } as const;
const ADDRESS = { street: "1 Launch Way", city: "Hampton", state: "VA", zipCode: "23666" } as const;

function progress(canvas: Canvas, step: number) {
  return canvas.getByRole("progressbar", { name: `Step ${step} of 3` });
}

async function fillPersonal(canvas: Canvas) {
  await enterText(await canvas.findByLabelText(/^First Name/), NEW_PERSON.firstName);
  await enterText(canvas.getByLabelText(/^Last Name/), NEW_PERSON.lastName);
  await enterText(canvas.getByLabelText(/^Email/), NEW_PERSON.email);
  await enterText(canvas.getByLabelText(/^Phone/), NEW_PERSON.phone);
  await enterText(canvas.getByLabelText(/^Password/), NEW_PERSON.password);
}

async function toBillingStep(canvas: Canvas) {
  await fillPersonal(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
  await canvas.findByRole("heading", { level: 2, name: /^Billing Address/ });
}

async function choose(canvas: Canvas, picker: RegExp, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: picker }));
  await userEvent.click(await canvas.findByRole("option", { name: option }));
}

async function fillAddress(canvas: Canvas) {
  await enterText(canvas.getByLabelText(/^Street Address/), ADDRESS.street);
  await enterText(canvas.getByLabelText(/^City/), ADDRESS.city);
  await enterText(canvas.getByLabelText(/^State \/ Province/), ADDRESS.state);
  await enterText(canvas.getByLabelText(/^ZIP \/ Postal Code/), ADDRESS.zipCode);
  await choose(canvas, /^Country/, "United States");
}

async function toCompanyStep(canvas: Canvas, { withAddress = false } = {}) {
  await toBillingStep(canvas);
  if (withAddress) {
    await fillAddress(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
  } else {
    await userEvent.click(canvas.getByRole("button", { name: "Skip for now" }));
  }
  await canvas.findByRole("heading", { level: 2, name: "Company Information" });
}

async function fillCompany(canvas: Canvas) {
  await enterText(canvas.getByLabelText(/^Company Name/), COMPANY.companyName);
  await enterText(canvas.getByLabelText(/^Registration Number/), COMPANY.registrationNumber);
}

async function submit(canvas: Canvas, options: { withAddress?: boolean } = {}) {
  await toCompanyStep(canvas, options);
  await fillCompany(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
}

export const PersonalStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Create Business Account" }),
    ).toBeVisible();
    await expect(progress(canvas, 1)).toHaveAttribute("aria-valuenow", "0");
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Personal Information" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Skip for now" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
  },
};

/** Errors show per field on blur; the bar counts the required fields filled so far (2 of 5 is 13%). */
export const PersonalStepValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^First Name/), NEW_PERSON.firstName);
    await enterText(canvas.getByLabelText(/^Last Name/), NEW_PERSON.lastName);
    await expect(progress(canvas, 1)).toHaveAttribute("aria-valuenow", "13");
    await enterText(canvas.getByLabelText(/^Email/), "katherine@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText("Phone number is required")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeDisabled();
  },
};

export const BillingAddressStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBillingStep(canvas);
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
    await expect(progress(canvas, 2)).toHaveAttribute("aria-valuenow", "33");
    const heading = canvas.getByRole("heading", { level: 2, name: /^Billing Address/ });
    await expect(heading).toHaveTextContent("Billing Address (Optional)");
    // The new step's heading takes focus, so the change is announced.
    await expect(heading).toHaveFocus();
    await expect(
      canvas.getByText("You can add this information later in your account settings"),
    ).toBeVisible();
    // Optional: no field is marked required.
    for (const label of [/^Street Address/, /^City/, /^State \/ Province/, /^ZIP \/ Postal Code/]) {
      await expect(canvas.getByLabelText(label)).not.toBeRequired();
    }
    await expect(canvas.getByRole("button", { name: "Skip for now" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeEnabled();
  },
};

/** Once the address is filled, 'Skip for now' goes away, and the optional country can be cleared. */
export const BillingAddressFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBillingStep(canvas);
    await fillAddress(canvas);
    await expect(canvas.getByRole("combobox", { name: /^Country/ })).toHaveValue("United States");
    await expect(canvas.getByRole("button", { name: "Clear selection" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Skip for now" })).not.toBeInTheDocument();
    await expect(progress(canvas, 2)).toHaveAttribute("aria-valuenow", "67");
  },
};

/** A partly filled address is checked in full: each missing field says so, and Continue stays on the step. */
export const BillingAddressPartial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toBillingStep(canvas);
    await enterText(canvas.getByLabelText(/^Street Address/), ADDRESS.street);
    await enterText(canvas.getByLabelText(/^City/), ADDRESS.city);
    // Partly filled is not "already filled": skipping is still offered.
    await expect(canvas.getByRole("button", { name: "Skip for now" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByText("State is required")).toBeVisible();
    await expect(canvas.getByText("ZIP code is required")).toBeVisible();
    await expect(canvas.getByText("Country is required")).toBeVisible();
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^State \/ Province/)).toHaveFocus());
  },
};

/** 'Skip for now' on a partly filled address drops it: nothing of it is sent with the registration. */
export const SkipPartialBillingAddress: Story = {
  beforeEach: mockApi(() => [
    registerBusinessHandler(ok({ message: "Registration successful." }), registerCalls),
  ]),
  play: async ({ canvasElement }) => {
    registerCalls.mockClear();
    const canvas = within(canvasElement);
    await toBillingStep(canvas);
    await enterText(canvas.getByLabelText(/^Street Address/), ADDRESS.street);
    await userEvent.click(canvas.getByRole("button", { name: "Skip for now" }));
    await canvas.findByRole("heading", { level: 2, name: "Company Information" });
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(await canvas.findByLabelText(/^Street Address/)).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: "Skip for now" }));
    await canvas.findByRole("heading", { level: 2, name: "Company Information" });
    await fillCompany(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(await canvas.findByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(registerCalls.mock.calls[0]?.[0].body).not.toHaveProperty("addressLine1");
  },
};

export const CompanyStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompanyStep(canvas);
    await expect(canvas.getByText("Step 3 of 3")).toBeVisible();
    await expect(canvas.getByText("Tell us about your company for billing and compliance")).toBeVisible();
    // The currency starts at USD and cannot be cleared.
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Currency/ })).toHaveValue("USD - US Dollar"),
    );
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
    // Skipped billing (not completed) plus one of three company fields: (1 + 1/3) / 3.
    await expect(progress(canvas, 3)).toHaveAttribute("aria-valuenow", "44");
    await fillCompany(canvas);
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

/** The company step's rules, each message under its field as it is left. */
export const CompanyStepValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompanyStep(canvas);
    const name = canvas.getByLabelText(/^Company Name/);
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Company name is required");
    await enterText(name, "A");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Company name must be at least 2 characters long");
    await enterText(name, "cme@Labs");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(
      "Company name can only contain letters, numbers, spaces, and - & . , ( )",
    );

    const registration = canvas.getByLabelText(/^Registration Number/);
    await userEvent.click(registration);
    await userEvent.tab();
    await expect(registration).toHaveAccessibleDescription("Registration number is required");
    await enterText(registration, "OL");
    await userEvent.tab();
    await expect(registration).toHaveAccessibleDescription(
      "Registration number must be at least 3 characters long",
    );
    await enterText(registration, "#1962");
    await userEvent.tab();
    await expect(registration).toHaveAccessibleDescription(
      "Registration number can only contain letters, numbers, spaces, and hyphens",
    );

    const taxId = canvas.getByLabelText(/^Tax ID/);
    await enterText(taxId, "12");
    await userEvent.tab();
    // The field's hint ('Optional') comes first in its description.
    await expect(taxId).toHaveAccessibleDescription(/Tax ID must be at least 5 characters long$/);
    await enterText(taxId, "3/45");
    await userEvent.tab();
    await expect(taxId).toHaveAccessibleDescription(
      /Tax ID can only contain letters, numbers, spaces, and hyphens$/,
    );

    const website = canvas.getByLabelText(/^Website/);
    await enterText(website, "orbit labs");
    await userEvent.tab();
    await expect(website).toHaveAccessibleDescription(/Please enter a valid website URL$/);

    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(canvas.getByText("Step 3 of 3")).toBeVisible();
    await expect(currentPath()).toBe("/auth/register/business");
  },
};

export const CompanyPickers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompanyStep(canvas);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Industry/ }));
    const list = await canvas.findByRole("listbox", { name: /^Industry/ });
    const options = await within(list).findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Software",
      "Financial Services",
      "Healthcare",
      "Retail",
    ]);
    await userEvent.click(canvas.getByRole("option", { name: "Software" }));
    await userEvent.click(canvas.getByRole("combobox", { name: /^Company Size/ }));
    await expect(await canvas.findByRole("option", { name: "201+ employees" })).toBeVisible();
    await expect(canvas.getByRole("option", { name: "1 employee" })).toBeVisible();
    await userEvent.click(canvas.getByRole("option", { name: "11-50 employees" }));
    await expect(canvas.getByRole("combobox", { name: /^Company Size/ })).toHaveValue("11-50 employees");
  },
};

export const ReferenceListsUnavailable: Story = {
  beforeEach: mockApi(() => [referenceHandlers({ fail: true })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompanyStep(canvas);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Industry/ }));
    const [message] = await canvas.findAllByText("Failed to load industries");
    await expect(message).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const PreviousKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCompanyStep(canvas, { withAddress: true });
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: /^Billing Address/ })).toBeVisible();
    await expect(canvas.getByLabelText(/^City/)).toHaveValue(ADDRESS.city);
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(await canvas.findByLabelText(/^Email/)).toHaveValue(NEW_PERSON.email);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
  },
};

export const Submitting: Story = {
  beforeEach: mockApi(() => [registerBusinessHandler(pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  beforeEach: mockApi(() => [
    registerBusinessHandler(
      failure(409, "An account with this email address already exists.", { code: "EMAIL_IN_USE" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An account with this email address already exists.",
    );
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
    await expect(currentPath()).toBe("/auth/register/business");
  },
};

/** An error the server ties to a field of an earlier step takes the person back there, under the field. */
export const ServerFieldError: Story = {
  beforeEach: mockApi(() => [
    registerBusinessHandler(
      failure(409, "An account with this email address already exists.", {
        code: "EMAIL_IN_USE",
        field: "email",
      }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    const email = await canvas.findByLabelText(/^Email/);
    await expect(email).toHaveAccessibleDescription("An account with this email address already exists.");
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
  },
};

export const SuccessWithoutBillingAddress: Story = {
  beforeEach: mockApi(() => [
    registerBusinessHandler(ok({ message: "Registration successful." }), registerCalls),
  ]),
  play: async ({ canvasElement }) => {
    registerCalls.mockClear();
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(
      await findToast("Registration successful. Please check your email to confirm your account."),
    ).toBeInTheDocument();
    await expect(canvas.getByText("Your business details are saved")).toBeVisible();
    await expect(currentPath()).toBe("/auth/confirmation-pending");
    await expect(currentState()).toEqual({
      email: NEW_PERSON.email,
      accountType: "business",
      hasBusinessData: true,
    });
    const body = registerCalls.mock.calls[0]?.[0].body;
    await expect(body).toMatchObject({
      email: NEW_PERSON.email,
      userName: NEW_PERSON.email,
      phoneNumber: NEW_PERSON.phone,
      companyName: COMPANY.companyName,
      registrationNumber: COMPANY.registrationNumber,
      currency: "USD",
      businessType: "corporation",
    });
    await expect(body).not.toHaveProperty("addressLine1");
  },
};

export const SuccessWithBillingAddress: Story = {
  beforeEach: mockApi(() => [
    registerBusinessHandler(ok({ message: "Registration successful." }), registerCalls),
  ]),
  play: async ({ canvasElement }) => {
    registerCalls.mockClear();
    const canvas = within(canvasElement);
    await submit(canvas, { withAddress: true });
    await expect(await canvas.findByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(registerCalls.mock.calls[0]?.[0].body).toMatchObject({
      addressLine1: ADDRESS.street,
      city: ADDRESS.city,
      state: ADDRESS.state,
      zipCode: ADDRESS.zipCode,
      country: "US",
    });
  },
};
