import { CustomerDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import {
  CUSTOMER,
  expectNoOverflow,
  failingCountries,
  failingTestClocks,
  loadCountries,
  loadTestClocks,
  never,
  openDialog,
  typeAndLeave,
  UNBROKEN,
} from "./customerFixtures";

/**
 * 'Add Customer' and 'Edit Customer': contact, billing and shipping addresses ('Same as billing address'
 * sends the billing address as shipping), preferences (status, currency, locale, time zone, portal access,
 * auto collection, the five kinds of email), tags and custom fields. The rules and messages are the shared
 * `customerSchema`'s: a field is checked when it loses focus, its message clears as soon as it is edited, and
 * a blocked submission shows every message and focuses the first invalid field. Custom fields are rows here
 * and a record for the API: a blank or repeated name is refused under its row. Server messages at nested
 * paths (`billingAddress.city`, `customFields.<name>`) land under their fields.
 *
 * 'Test clock' puts the customer on one of the account's test clocks (a rehearsal: it lives at the clock's
 * time, stays out of the figures and is deleted with the clock). An edited customer moves onto or off a clock
 * only while it has no subscriptions and no invoices (its record says `testClockChangeable`); otherwise the
 * field is read-only and says why, and the server refuses the move on `testClockId`.
 *
 * A large modal: two columns of fields on a wide screen, one on a phone.
 *
 * **Accessibility:** every control has a visible label; the groups are fieldsets named by their legends;
 * messages are tied to their control with `aria-describedby`; a failure shows an alert banner above the form.
 */
const meta = {
  title: "Customers/CustomerDialog",
  component: CustomerDialog,
  args: {
    loadCountries,
    loadTestClocks,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <CustomerDialog
      {...args}
      trigger={<Button>{args.mode === "edit" ? "Edit Customer" : "Add Customer"}</Button>}
    />
  ),
} satisfies Meta<typeof CustomerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Add Customer", "Add Customer");
const openEdit = (canvasElement: HTMLElement) => openDialog(canvasElement, "Edit Customer", "Edit Customer");
const group = (dialog: Canvas, name: string) => within(dialog.getByRole("group", { name }));
const submit = (dialog: Canvas, name = "Add Customer") =>
  userEvent.click(dialog.getByRole("button", { name }));

/** The output of the schema for a customer with only an email. */
const MINIMAL = {
  email: "ada@lovelace.example",
  firstName: "",
  lastName: "",
  displayName: "",
  company: "",
  phone: "",
  taxNumber: "",
  taxIds: [],
  taxExempt: "none",
  locale: "",
  timezone: "",
  status: "active",
  currency: "",
  billingAddress: null,
  shippingAddress: null,
  emailPreferences: {
    invoices: true,
    subscriptionUpdates: true,
    marketingEmails: false,
    paymentFailures: true,
    trialReminders: true,
  },
  portalAccess: true,
  autoCollection: false,
  tags: [],
  customFields: {},
};

async function chooseCountry(scope: Canvas, label: string) {
  await userEvent.click(scope.getByRole("combobox", { name: /^Country/ }));
  await userEvent.click(await screen.findByRole("option", { name: label }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue("");
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-required", "true");
    // An address is optional until started: nothing in it is marked required yet.
    await expect(group(dialog, "Billing address").getByRole("textbox", { name: "City" })).not.toHaveAttribute(
      "aria-required",
    );
    await expect(dialog.getByRole("checkbox", { name: "Same as billing address" })).toBeChecked();
    await expect(dialog.queryByRole("group", { name: "Shipping address" })).toBeInTheDocument();
    await expect(
      group(dialog, "Shipping address").queryByRole("textbox", { name: "Address line 1" }),
    ).toBeNull();
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("active");
    await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveValue("");
    await expect(dialog.getByRole("switch", { name: /^Portal access/ })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: /^Auto collection/ })).not.toBeChecked();
    await expect(
      dialog.getByText("Charge the default payment method when an invoice is raised"),
    ).toBeVisible();
    const emails = group(dialog, "Email preferences");
    await expect(emails.getByRole("checkbox", { name: "Invoices" })).toBeChecked();
    await expect(emails.getByRole("checkbox", { name: "Marketing emails" })).not.toBeChecked();
    await expect(dialog.getByText("No custom fields")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Customer" })).toBeEnabled();
  },
};

export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(MINIMAL);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const FilledWithSameAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await typeAndLeave(dialog, "First name", "Ada");
    await typeAndLeave(dialog, "Last name", "Lovelace");
    // The display name defaults to the name, and says so.
    await expect(dialog.getByRole("textbox", { name: "Display name" })).toHaveAttribute(
      "placeholder",
      "Ada Lovelace",
    );
    const billing = group(dialog, "Billing address");
    await typeAndLeave(billing, "Address line 1", "12 St James's Square");
    await typeAndLeave(billing, "City", "London");
    await typeAndLeave(billing, "State", "Greater London");
    await typeAndLeave(billing, "ZIP code", "SW1Y 4JH");
    await chooseCountry(billing, "United Kingdom");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Currency" }), "GBP");
    const tags = dialog.getByRole("textbox", { name: "Tags" });
    await userEvent.type(tags, "enterprise{Enter}vip,");
    await userEvent.click(dialog.getByRole("button", { name: "Add field" }));
    await enterText(dialog.getByRole("textbox", { name: "Field name 1" }), "Account manager");
    await enterText(dialog.getByRole("textbox", { name: "Field value 1" }), "Grace Hopper");
    await submit(dialog);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const address = {
      line1: "12 St James's Square",
      line2: "",
      city: "London",
      state: "Greater London",
      zip: "SW1Y 4JH",
      country: "GB",
    };
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...MINIMAL,
      firstName: "Ada",
      lastName: "Lovelace",
      currency: "GBP",
      billingAddress: address,
      // 'Same as billing address' is checked: the billing address is sent as shipping.
      shippingAddress: address,
      tags: ["enterprise", "vip"],
      customFields: { "Account manager": "Grace Hopper" },
    });
  },
};

export const OwnShippingAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await userEvent.click(dialog.getByRole("checkbox", { name: "Same as billing address" }));
    const shipping = group(dialog, "Shipping address");
    await typeAndLeave(shipping, "Address line 1", "1 Dock Road");
    await typeAndLeave(shipping, "City", "Manchester");
    await typeAndLeave(shipping, "State", "Greater Manchester");
    await typeAndLeave(shipping, "ZIP code", "M1 1AA");
    await chooseCountry(shipping, "United Kingdom");
    await submit(dialog);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...MINIMAL,
      billingAddress: null,
      shippingAddress: {
        line1: "1 Dock Road",
        line2: "",
        city: "Manchester",
        state: "Greater Manchester",
        zip: "M1 1AA",
        country: "GB",
      },
    });
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const email = await typeAndLeave(dialog, "Email", "");
    await expect(email).toHaveAccessibleDescription("Email address is required");
    await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};

export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const email = await typeAndLeave(dialog, "Email", "ada@");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    // The message clears as soon as the field is edited.
    await enterText(email, "lovelace.example");
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

export const FirstNameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "First name", "A");
    await expect(field).toHaveAccessibleDescription("First name must be at least 2 characters long");
  },
};

export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "Phone", "call me maybe");
    await expect(field).toHaveAccessibleDescription("Please enter a valid phone number");
  },
};

export const LocaleInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "Locale", "english");
    await expect(field).toHaveAccessibleDescription(
      "A language tag, such as en-US or fr-CA Please enter a valid locale, for example en-US",
    );
  },
};

export const CityRequiredWhenAddressStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    const billing = group(dialog, "Billing address");
    await typeAndLeave(billing, "Address line 1", "12 St James's Square");
    // Once started, the address's fields are required.
    await expect(billing.getByRole("textbox", { name: /^City/ })).toHaveAttribute("aria-required", "true");
    await submit(dialog);
    const city = billing.getByRole("textbox", { name: /^City/ });
    await expect(city).toHaveAccessibleDescription("City is required");
    await expect(billing.getByRole("textbox", { name: /^State/ })).toHaveAccessibleDescription(
      "State is required",
    );
    await expect(billing.getByRole("textbox", { name: /^ZIP code/ })).toHaveAccessibleDescription(
      "ZIP code is required",
    );
    await expect(billing.getByText("Country is required")).toBeVisible();
    await waitFor(() => expect(city).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    const email = dialog.getByRole("textbox", { name: /^Email/ });
    await expect(email).toHaveAccessibleDescription("Email address is required");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TagTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const tags = dialog.getByRole("textbox", { name: "Tags" });
    await userEvent.click(tags);
    await userEvent.paste("t".repeat(256));
    await userEvent.keyboard("{Enter}");
    await expect(dialog.getByText("A tag can have at most 255 characters")).toBeVisible();
    // The refused tag stays in the input to be corrected; no tag was added.
    await expect(tags).toHaveValue("t".repeat(256));
    await expect(dialog.getByText("0 tags")).toBeInTheDocument();
  },
};

export const DuplicateCustomFieldNames: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    const add = dialog.getByRole("button", { name: "Add field" });
    await userEvent.click(add);
    await enterText(dialog.getByRole("textbox", { name: "Field name 1" }), "Contract");
    await userEvent.click(add);
    const second = dialog.getByRole("textbox", { name: "Field name 2" });
    await enterText(second, "Contract");
    await userEvent.tab();
    await expect(second).toHaveAccessibleDescription("Custom field names must be unique");
    await expect(dialog.getByRole("textbox", { name: "Field name 1" })).not.toHaveAttribute("aria-invalid");
    await submit(dialog);
    await waitFor(() => expect(second).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CustomFieldNameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await userEvent.click(dialog.getByRole("button", { name: "Add field" }));
    await enterText(dialog.getByRole("textbox", { name: "Field value 1" }), "Grace Hopper");
    await submit(dialog);
    const name = dialog.getByRole("textbox", { name: "Field name 1" });
    await expect(name).toHaveAccessibleDescription("Custom field name is required");
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CountriesFailed: Story = {
  args: { loadCountries: failingCountries },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(group(dialog, "Billing address").getByRole("combobox", { name: /^Country/ }));
    // The message is shown in the list (and also announced through a status region, ignored here).
    await expect(
      await screen.findByText("Failed to load countries", { ignore: "[role=status]" }),
    ).toBeVisible();
    await expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await submit(dialog);
    const busy = await dialog.findByRole("button", { name: "Adding..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error("A customer with this email address already exists"))),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "A customer with this email address already exists",
    );
    await expect(screen.getByRole("dialog", { name: "Add Customer" })).toBeInTheDocument();
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue(MINIMAL.email);
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to create customer. Please try again.",
    );
  },
};

export const ServerFieldErrors: Story = {
  args: {
    mode: "edit",
    initialValues: CUSTOMER,
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Invalid fields",
        errors: [
          {
            code: "INVALID_FORMAT",
            field: "billingAddress.city",
            description: "London is not in this state",
          },
          {
            code: "MAX_LENGTH",
            field: "customFields.Contract",
            description: "This contract number is not on file",
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await submit(dialog, "Save Changes");
    const city = group(dialog, "Billing address").getByRole("textbox", { name: /^City/ });
    await waitFor(() => expect(city).toHaveAccessibleDescription("London is not in this state"));
    await expect(dialog.getByRole("textbox", { name: "Field value 2" })).toHaveAccessibleDescription(
      "This contract number is not on file",
    );
    await waitFor(() => expect(city).toHaveFocus());
    await expect(dialog.queryByRole("alert")).toBeNull();
  },
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: CUSTOMER },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue(CUSTOMER.email);
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue("Analytical Engines Ltd");
    const billing = group(dialog, "Billing address");
    await expect(billing.getByRole("textbox", { name: /^Address line 1/ })).toHaveValue(
      "12 St James's Square",
    );
    await waitFor(() =>
      expect(billing.getByRole("combobox", { name: /^Country/ })).toHaveValue("United Kingdom"),
    );
    // Its shipping address differs from the billing one.
    await expect(dialog.getByRole("checkbox", { name: "Same as billing address" })).not.toBeChecked();
    await expect(group(dialog, "Shipping address").getByRole("textbox", { name: /^City/ })).toHaveValue(
      "Manchester",
    );
    await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveValue("GBP");
    await expect(dialog.getByRole("combobox", { name: "Time zone" })).toHaveValue("Greenwich Mean Time");
    await expect(dialog.getByRole("switch", { name: /^Auto collection/ })).toBeChecked();
    const emails = group(dialog, "Email preferences");
    await expect(emails.getByRole("checkbox", { name: "Marketing emails" })).toBeChecked();
    await expect(emails.getByRole("checkbox", { name: "Trial reminders" })).not.toBeChecked();
    await expect(dialog.getByText("enterprise")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Field name 1" })).toHaveValue("Account manager");
    await expect(dialog.getByRole("textbox", { name: "Field value 2" })).toHaveValue("C-2026-014");
    await expect(dialog.queryByRole("button", { name: "Add Customer" })).toBeNull();

    const company = dialog.getByRole("textbox", { name: "Company" });
    await userEvent.clear(company);
    await enterText(company, "Analytical Engines");
    await userEvent.click(dialog.getByRole("button", { name: "Remove early-adopter" }));
    await submit(dialog, "Save Changes");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: CUSTOMER.email,
      firstName: "Ada",
      lastName: "Lovelace",
      displayName: "Ada Lovelace",
      company: "Analytical Engines",
      phone: CUSTOMER.phone,
      taxNumber: CUSTOMER.taxNumber,
      taxIds: [],
      taxExempt: "none",
      locale: "en-GB",
      timezone: "Europe/London",
      status: "active",
      currency: "GBP",
      billingAddress: CUSTOMER.billingAddress,
      shippingAddress: CUSTOMER.shippingAddress,
      emailPreferences: CUSTOMER.emailPreferences,
      portalAccess: true,
      autoCollection: true,
      tags: ["enterprise"],
      customFields: CUSTOMER.customFields,
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const EditSaving: Story = {
  args: { mode: "edit", initialValues: CUSTOMER, onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await submit(dialog, "Save Changes");
    await expect(await dialog.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: CUSTOMER, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await submit(dialog, "Save Changes");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to update customer. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  args: {
    mode: "edit",
    initialValues: {
      ...CUSTOMER,
      email: `${UNBROKEN.toLowerCase()}@example.com`,
      displayName: UNBROKEN,
      tags: [UNBROKEN, `${UNBROKEN}-${UNBROKEN}`],
      customFields: { [UNBROKEN]: `${UNBROKEN}-${UNBROKEN}` },
      currency: "CHF",
    },
  },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openEdit(canvasElement);
    await expect(dialog.getByText(UNBROKEN)).toBeVisible();
    // A currency outside the common ones is still offered, since the record has it.
    await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveValue("CHF");
    await expectNoOverflow(element);
  },
};

export const TwoColumnsOnWideScreens: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    const first = dialog.getByRole("textbox", { name: "First name" }).getBoundingClientRect();
    const last = dialog.getByRole("textbox", { name: "Last name" }).getBoundingClientRect();
    await expect(last.top).toBe(first.top);
    await expect(last.left).toBeGreaterThan(first.right);
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { element, dialog } = await open(canvasElement);
    // One column: the last name comes under the first name.
    const first = dialog.getByRole("textbox", { name: "First name" }).getBoundingClientRect();
    const last = dialog.getByRole("textbox", { name: "Last name" }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(last.left).toBe(first.left);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus returns to the button that opened it, and the dialog opens again empty.
    await expect(within(canvasElement).getByRole("button", { name: "Add Customer" })).toHaveFocus();
    const again = await open(canvasElement);
    await expect(again.dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue("");
  },
};

export const Dark: Story = {
  ...CityRequiredWhenAddressStarted,
  globals: { theme: "dark" },
};

const clockField = (dialog: Canvas) => dialog.getByRole("combobox", { name: /^Test clock/ });
/** The field around an input: the nearest box that also holds the input's label. */
function fieldOf(input: HTMLElement) {
  let box = input.parentElement;
  while (box && !box.querySelector(`label[for="${input.id}"]`)) box = box.parentElement;
  return within(box ?? document.body);
}
const clearOf = (input: HTMLElement) => fieldOf(input).getByRole("button", { name: "Clear selection" });

/** A new customer put on a test clock: its id is sent, with the hint saying what a rehearsal is. */
export const TestClockOnCreate: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(clockField(dialog)).toHaveAttribute("placeholder", "None (a live customer)");
    await expect(clockField(dialog)).toHaveAccessibleDescription(/deleted with the clock/);
    await typeAndLeave(dialog, "Email", MINIMAL.email);
    await userEvent.click(clockField(dialog));
    await userEvent.click(await screen.findByRole("option", { name: /^Renewal rehearsal/ }));
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...MINIMAL, testClockId: "clk-renewals" });
  },
};

/** A customer not billed yet, on a clock: its clock is named, and clearing it moves the customer off. */
export const TestClockMovedOff: Story = {
  args: {
    mode: "edit",
    initialValues: { ...CUSTOMER, testClockId: "clk-renewals", testClockChangeable: true },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await waitFor(() => expect(clockField(dialog)).toHaveValue("Renewal rehearsal · Apr 1, 2027, 09:30 UTC"));
    await expect(clockField(dialog)).toBeEnabled();
    await userEvent.click(clearOf(clockField(dialog)));
    await submit(dialog, "Save Changes");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ testClockId: null }));
  },
};

/** A billed customer: its clock is read-only, says why, and saving other fields does not send it. */
export const TestClockFixed: Story = {
  args: {
    mode: "edit",
    initialValues: { ...CUSTOMER, testClockId: "clk-renewals", testClockChangeable: false },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await waitFor(() => expect(clockField(dialog)).toHaveValue("Renewal rehearsal · Apr 1, 2027, 09:30 UTC"));
    await expect(clockField(dialog)).toBeDisabled();
    await expect(clockField(dialog)).toHaveAccessibleDescription(
      "Fixed: this customer has subscriptions or invoices, and a customer's test clock cannot change once its billing has begun.",
    );
    await expect(fieldOf(clockField(dialog)).queryByRole("button", { name: "Clear selection" })).toBeNull();
    await submit(dialog, "Save Changes");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ testClockId: expect.anything() }),
    );
  },
};

/** A live customer with subscriptions: no clock, and none can be chosen. */
export const TestClockFixedLive: Story = {
  args: { mode: "edit", initialValues: { ...CUSTOMER, testClockId: null, testClockChangeable: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(clockField(dialog)).toBeDisabled();
    await expect(clockField(dialog)).toHaveValue("");
    await expect(clockField(dialog)).toHaveAttribute("placeholder", "None (a live customer)");
    await expect(clockField(dialog)).toHaveAccessibleDescription(
      /^Fixed: this customer has subscriptions or invoices/,
    );
  },
};

/** A record from a list (it does not say whether the clock may change): read-only until the customer's own answer. */
export const TestClockChecking: Story = {
  args: { mode: "edit", initialValues: { ...CUSTOMER, testClockId: null } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(clockField(dialog)).toBeDisabled();
    await expect(clockField(dialog)).toHaveAccessibleDescription(
      "Checking whether this customer's test clock can still change...",
    );
  },
};

/** The clocks on their way: the list says so while they load. */
export const TestClocksLoading: Story = {
  args: { loadTestClocks: never },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(clockField(dialog));
    await expect(await screen.findByText("Loading...", { ignore: "[role=status]" })).toBeVisible();
  },
};

export const TestClocksFailed: Story = {
  args: { loadTestClocks: failingTestClocks },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(clockField(dialog));
    await expect(
      await screen.findByText("Failed to load test clocks", { ignore: "[role=status]" }),
    ).toBeVisible();
  },
};

/** The server's refusal of a move (the customer was billed meanwhile), under the field. */
export const TestClockRefused: Story = {
  args: {
    mode: "edit",
    initialValues: { ...CUSTOMER, testClockId: null, testClockChangeable: true },
    onSubmit: fn(async () =>
      Promise.reject({
        message:
          "This customer has subscriptions or invoices: its test clock was fixed when its billing began.",
        errors: [
          {
            code: "TEST_CLOCK_FIXED",
            description:
              "This customer has subscriptions or invoices: its test clock was fixed when its billing began.",
            field: "testClockId",
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await userEvent.click(clockField(dialog));
    await userEvent.click(await screen.findByRole("option", { name: /^Trial ends/ }));
    await submit(dialog, "Save Changes");
    await waitFor(() =>
      expect(clockField(dialog)).toHaveAccessibleDescription(
        /its test clock was fixed when its billing began/,
      ),
    );
  },
};
