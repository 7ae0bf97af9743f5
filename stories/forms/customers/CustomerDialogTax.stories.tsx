import { CustomerDialog } from "@round/forms";
import { type CustomerResponse, invalidTaxIdMessage, MAX_TAX_IDS, taxIdMessages } from "@round/forms/schemas";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { CUSTOMER, loadCountries, openDialog, typeAndLeave } from "./customerFixtures";

/**
 * The 'Tax' section of 'Add Customer' and 'Edit Customer': the tax status (Taxable; Exempt, no tax; Reverse
 * charge, no tax and the invoices say so) and the customer's tax IDs, each a type and a number. A number is
 * checked for its type (format and check digits) as it leaves the field, with the shared messages of
 * `taxIds.ts` on its own row; the same id twice is refused on the later row. A new row starts on the type of
 * the billing country. An edit sends the tax IDs and status it shows, so saving other fields keeps them, and
 * the server's messages at `taxIds.N.value` land on that row's number.
 *
 * **Accessibility:** the tax IDs are a fieldset named 'Tax IDs'; each row is a group named by its number
 * ('Tax ID 2') holding a 'Type' select, a 'Number' field and its remove button ('Remove tax ID 2').
 */
const meta = {
  title: "Customers/CustomerDialog tax",
  component: CustomerDialog,
  args: {
    loadCountries,
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
const group = (scope: Canvas, name: string) => within(scope.getByRole("group", { name }));
const status = (dialog: Canvas) => dialog.getByRole("combobox", { name: "Tax treatment" });
const number = (dialog: Canvas, row: number) =>
  group(dialog, `Tax ID ${row}`).getByRole("textbox", { name: "Number" });
const type = (dialog: Canvas, row: number) =>
  group(dialog, `Tax ID ${row}`).getByRole("combobox", { name: "Type" });
const addTaxId = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Add tax ID" }));

/** A German and a British VAT number, both valid. */
const TAX_IDS: CustomerResponse["taxIds"] = [
  { type: "eu_vat", value: "DE123456788" },
  { type: "gb_vat", value: "GB980780684" },
];
const WITH_TAX_IDS: CustomerResponse = { ...CUSTOMER, taxIds: TAX_IDS };

/** A new customer: taxable, no tax IDs yet, and the status says what it means. */
export const TaxEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const tax = group(dialog, "Tax");
    await expect(status(dialog)).toHaveValue("none");
    await expect(within(status(dialog)).getByRole("option", { selected: true })).toHaveTextContent("Taxable");
    await expect(status(dialog)).toHaveAccessibleDescription(
      "Tax is charged at the rate of the billing address's country",
    );
    await expect(tax.getByText("No tax IDs")).toBeVisible();
    await expect(tax.getByRole("button", { name: "Add tax ID" })).toBeEnabled();
  },
};

/** Two tax IDs added: each starts on the billing country's type, and they are sent in their compact form. */
export const TaxIdsAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", CUSTOMER.email);
    await addTaxId(dialog);
    // Focus goes to the new row; without a billing country it starts on an EU VAT number.
    await expect(type(dialog, 1)).toHaveFocus();
    await expect(type(dialog, 1)).toHaveValue("eu_vat");
    await enterText(number(dialog, 1), "de 123 456 788");
    await userEvent.tab();
    await expect(number(dialog, 1)).not.toHaveAttribute("aria-invalid");
    await addTaxId(dialog);
    await userEvent.selectOptions(type(dialog, 2), "gb_vat");
    await enterText(number(dialog, 2), "GB 980 7806 84");
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ taxExempt: "none", taxIds: TAX_IDS }),
    );
  },
};

/** A British billing address: a new row starts on a UK VAT number. */
export const TaxIdTypeFromBillingCountry: Story = {
  args: { mode: "edit", initialValues: CUSTOMER },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await addTaxId(dialog);
    await expect(type(dialog, 1)).toHaveValue("gb_vat");
    await expect(within(type(dialog, 1)).getByRole("option", { selected: true })).toHaveTextContent(
      "UK VAT number",
    );
  },
};

/** A German VAT number whose check digit is wrong: the message is on that row's number, and submit is blocked. */
export const TaxIdInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", CUSTOMER.email);
    await addTaxId(dialog);
    await enterText(number(dialog, 1), "DE123456788");
    await addTaxId(dialog);
    await enterText(number(dialog, 2), "DE123456789");
    await userEvent.tab();
    await expect(number(dialog, 2)).toHaveAttribute("aria-invalid", "true");
    await expect(number(dialog, 2)).toHaveAccessibleDescription(invalidTaxIdMessage("eu_vat"));
    await expect(number(dialog, 1)).not.toHaveAttribute("aria-invalid");
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(number(dialog, 2)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Editing the number clears its message.
    await userEvent.clear(number(dialog, 2));
    await expect(number(dialog, 2)).not.toHaveAttribute("aria-invalid");
  },
};

/** An EU VAT number without its country prefix, and a number left empty: each says what is missing. */
export const TaxIdPrefixAndRequired: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await addTaxId(dialog);
    await enterText(number(dialog, 1), "00123456");
    await userEvent.tab();
    await expect(number(dialog, 1)).toHaveAccessibleDescription(taxIdMessages.euPrefix);
    await addTaxId(dialog);
    await userEvent.click(number(dialog, 2));
    await userEvent.tab();
    await expect(number(dialog, 2)).toHaveAccessibleDescription(taxIdMessages.required);
    // Another type is checked by its own rules: a US EIN.
    await userEvent.selectOptions(type(dialog, 1), "us_ein");
    await expect(number(dialog, 1)).not.toHaveAttribute("aria-invalid");
    await userEvent.click(number(dialog, 1));
    await userEvent.tab();
    await expect(number(dialog, 1)).toHaveAccessibleDescription(invalidTaxIdMessage("us_ein"));
  },
};

/** The same tax ID twice (as typed differently): refused on the later row. */
export const TaxIdDuplicate: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await typeAndLeave(dialog, "Email", CUSTOMER.email);
    await addTaxId(dialog);
    await enterText(number(dialog, 1), "DE123456788");
    await addTaxId(dialog);
    await enterText(number(dialog, 2), "de 123456788");
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(number(dialog, 2)).toHaveAccessibleDescription(taxIdMessages.duplicate));
    await expect(number(dialog, 1)).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses one of the tax IDs: its message lands on that row's number, not in a banner. */
export const TaxIdServerError: Story = {
  args: {
    mode: "edit",
    initialValues: WITH_TAX_IDS,
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Invalid fields",
        errors: [
          {
            code: "INVALID_FORMAT",
            field: "taxIds.1.value",
            description: invalidTaxIdMessage("gb_vat"),
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(number(dialog, 2)).toHaveValue("GB980780684");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(number(dialog, 2)).toHaveAccessibleDescription(invalidTaxIdMessage("gb_vat")));
    await waitFor(() => expect(number(dialog, 2)).toHaveFocus());
    await expect(number(dialog, 1)).not.toHaveAttribute("aria-invalid");
    await expect(dialog.queryByRole("alert")).toBeNull();
  },
};

/** An edit of other fields sends the tax IDs and status as they were, so none is lost. */
export const EditKeepsTaxIds: Story = {
  args: { mode: "edit", initialValues: { ...WITH_TAX_IDS, taxExempt: "reverse" } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(type(dialog, 1)).toHaveValue("eu_vat");
    await expect(number(dialog, 1)).toHaveValue("DE123456788");
    await expect(type(dialog, 2)).toHaveValue("gb_vat");
    const company = dialog.getByRole("textbox", { name: "Company" });
    await userEvent.clear(company);
    await enterText(company, "Analytical Engines");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ company: "Analytical Engines", taxIds: TAX_IDS, taxExempt: "reverse" }),
    );
  },
};

/** A tax ID removed: the next one takes its place and focus, and only the rest is sent. */
export const TaxIdRemoved: Story = {
  args: { mode: "edit", initialValues: WITH_TAX_IDS },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Remove tax ID 1" }));
    await expect(type(dialog, 1)).toHaveFocus();
    await expect(number(dialog, 1)).toHaveValue("GB980780684");
    await expect(dialog.queryByRole("group", { name: "Tax ID 2" })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ taxIds: [TAX_IDS[1]] }));
  },
};

/** Reverse charge: the hint says the invoices carry it; Exempt: no tax. The status chosen is sent. */
export const ReverseChargeAndExempt: Story = {
  args: { mode: "edit", initialValues: { ...WITH_TAX_IDS, taxExempt: "reverse" } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(status(dialog)).toHaveValue("reverse");
    await expect(within(status(dialog)).getByRole("option", { selected: true })).toHaveTextContent(
      "Reverse charge",
    );
    await expect(status(dialog)).toHaveAccessibleDescription(
      "No tax is charged; invoices say 'Reverse charge'",
    );
    await userEvent.selectOptions(status(dialog), "exempt");
    await expect(status(dialog)).toHaveAccessibleDescription("No tax is charged");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ taxExempt: "exempt", taxIds: TAX_IDS }),
    );
  },
};

/** At the most tax IDs a customer can have, Add is disabled and says why. */
export const TaxIdsAtMaximum: Story = {
  args: {
    mode: "edit",
    initialValues: {
      ...CUSTOMER,
      taxIds: Array.from({ length: MAX_TAX_IDS }, (_, index) => ({
        type: "us_ein" as const,
        value: `12-34567${String(index).padStart(2, "0")}`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openEdit(canvasElement);
    await expect(number(dialog, MAX_TAX_IDS)).toHaveValue("12-3456724");
    const add = dialog.getByRole("button", { name: "Add tax ID" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(taxIdMessages.tooMany);
  },
};

/** On a phone a row's type and number stack, and nothing is wider than the dialog. */
export const TaxIdsPhoneWidth: Story = {
  args: { mode: "edit", initialValues: WITH_TAX_IDS },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openEdit(canvasElement);
    const kind = type(dialog, 1).getBoundingClientRect();
    const value = number(dialog, 1).getBoundingClientRect();
    await expect(value.top).toBeGreaterThan(kind.bottom);
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  },
};
