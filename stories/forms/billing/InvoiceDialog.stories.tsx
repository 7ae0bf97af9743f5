import { type InvoiceCustomerOption, InvoiceDialog } from "@round/forms";
import type { ChargeResponse } from "@round/forms/schemas";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog, UNBROKEN } from "../customers/customerFixtures";
import { invoiceCharges } from "./billingFixtures";

const CUSTOMERS: InvoiceCustomerOption[] = [
  { value: "cus-ada", label: "Ada Lovelace · ada@lovelace.example", currency: "USD" },
  { value: "cus-grace", label: "Grace Hopper · grace@navy.example", currency: "USD" },
  { value: "cus-kyoto", label: "Kyoto Works · billing@kyoto.example", currency: "JPY" },
];

/** Searches the customers as the API would, after a short delay. */
const loadCustomers = fn(
  (query: string): Promise<readonly InvoiceCustomerOption[]> =>
    new Promise<InvoiceCustomerOption[]>((resolve) =>
      setTimeout(
        () => resolve(CUSTOMERS.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()))),
        20,
      ),
    ),
);

/** Searches the catalog's charges by name, as `GET /api/catalog/charges?search=&status=active` would. */
const loadCharges = fn(
  (query: string): Promise<readonly ChargeResponse[]> =>
    new Promise((resolve) =>
      setTimeout(
        () =>
          resolve(invoiceCharges.filter((charge) => charge.name.toLowerCase().includes(query.toLowerCase()))),
        20,
      ),
    ),
);

/**
 * Create Invoice: a one-off invoice for a customer, checked with the shared `invoiceFormSchema(currency)` (the
 * rules the server applies to `POST /api/invoices`). The customer is picked from a search of the customers
 * (`GET /api/customers?search=`), or fixed when the dialog opens from a customer's page. A line is typed by
 * hand (a description, an amount in the customer's currency and a quantity) or bills a charge of the catalog
 * ('Add Charge': a search of the active charges' price points in the customer's currency, with a quantity, or
 * a base amount for a percentage charge), its price worked out live by `@round/billing` as the server will.
 * The total adds them exactly. 'Save as draft' keeps a draft; 'Create and finalize' numbers it at once.
 *
 * **Accessibility:** every field has a visible label numbered by its line ('Amount 2', 'Charge 3'); a
 * charge's price is an `output` named 'Price 3' and announced as it changes; the remove buttons are named
 * for their line; the total is announced politely as it changes; messages are tied to their control.
 */
const meta = {
  title: "Billing/InvoiceDialog",
  component: InvoiceDialog,
  args: {
    loadCustomers,
    loadCharges,
    today: "2026-03-02",
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onCancel: fn(),
  },
  render: (args) => <InvoiceDialog {...args} trigger={<Button>Create Invoice</Button>} />,
} satisfies Meta<typeof InvoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Create Invoice", "Create Invoice");
const line = (dialog: Canvas, label: string, n: number) =>
  dialog.getByRole("textbox", { name: new RegExp(`^${label} ${n}`) });

async function pickCustomer(dialog: Canvas, text = "Ada", option = /Ada Lovelace/) {
  await enterText(dialog.getByRole("combobox", { name: /^Customer/ }), text);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

async function fillLine(dialog: Canvas, n: number, description: string, amount: string, quantity?: string) {
  await enterText(line(dialog, "Description", n), description);
  await enterText(line(dialog, "Amount", n), amount);
  if (quantity) {
    await userEvent.clear(line(dialog, "Quantity", n));
    await enterText(line(dialog, "Quantity", n), quantity);
  }
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole("combobox", { name: /^Customer/ })).toHaveValue("");
    await expect(line(dialog, "Description", 1)).toHaveValue("");
    await expect(line(dialog, "Quantity", 1)).toHaveValue("1");
    await expect(dialog.getByRole("button", { name: "Remove line 1" })).toBeDisabled();
    await expect(dialog.getByText("$0.00")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save as draft" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create and finalize" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Charge" })).toBeVisible();
  },
};

async function addCharge(dialog: Canvas, n: number, search: string, option: RegExp) {
  await userEvent.click(dialog.getByRole("button", { name: "Add Charge" }));
  await enterText(dialog.getByRole("combobox", { name: new RegExp(`^Charge ${n}`) }), search);
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/**
 * Charges of the catalog beside a typed line: each priced live by the engine (per unit, graduated tiers, a
 * percentage of a base amount), the total exact, and the points sent.
 */
export const CatalogCharges: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await fillLine(dialog, 1, "Workshop travel", "80.40", "2");
    await addCharge(dialog, 2, "seat", /^Extra seats · \$12\.50\/unit\/mo$/);
    await expect(loadCharges).toHaveBeenCalledWith("seat");
    await userEvent.clear(line(dialog, "Quantity", 2));
    await enterText(line(dialog, "Quantity", 2), "3");
    await expect(dialog.getByRole("status", { name: "Price 2" })).toHaveTextContent("$37.50");
    await expect(dialog.getByText("3 × $12.50")).toBeVisible();
    await addCharge(dialog, 3, "API", /^API calls · starts at \$0\.10\/unit$/);
    await userEvent.clear(line(dialog, "Quantity", 3));
    await enterText(line(dialog, "Quantity", 3), "150");
    await expect(dialog.getByRole("status", { name: "Price 3" })).toHaveTextContent("$12.50");
    await expect(dialog.getByText("100 × $0.10 + 50 × $0.05")).toBeVisible();
    await addCharge(dialog, 4, "Late", /^Late fee · 1\.5% of the amount$/);
    // A percentage charge is a share of a base amount: no quantity.
    await expect(dialog.queryByRole("textbox", { name: /^Quantity 4/ })).toBeNull();
    await enterText(line(dialog, "Base amount", 4), "1234.56");
    await expect(dialog.getByRole("status", { name: "Price 4" })).toHaveTextContent("$18.52");
    await expect(dialog.getByText("1.5% of $1,234.56")).toBeVisible();
    await expect(dialog.getByText("$229.32")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      customerId: "cus-ada",
      items: [
        { description: "Workshop travel", amount: 80.4, quantity: 2 },
        { pricePointId: "pp-seats", quantity: 3 },
        { pricePointId: "pp-calls", quantity: 150 },
        { pricePointId: "pp-late", baseAmount: 1234.56 },
      ],
      memo: "",
      finalize: false,
    });
  },
};

/** A charge line left unchosen, and a percentage charge without its base: each says so under its field. */
export const ChargeRequired: Story = {
  args: { customer: { id: "cus-ada", name: "Ada Lovelace", currency: "USD" } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fillLine(dialog, 1, "Setup", "99");
    await userEvent.click(dialog.getByRole("button", { name: "Add Charge" }));
    await addCharge(dialog, 3, "Late", /^Late fee/);
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(dialog.getByRole("combobox", { name: /^Charge 2/ })).toHaveAccessibleDescription(
      /Charge is required/,
    );
    await expect(line(dialog, "Base amount", 3)).toHaveAccessibleDescription(/Base amount is required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The charges offered are the customer's currency's: none in yen. */
export const NoChargesInCurrency: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog, "Kyoto", /Kyoto Works/);
    await userEvent.click(dialog.getByRole("button", { name: "Add Charge" }));
    await userEvent.click(dialog.getByRole("combobox", { name: /^Charge 2/ }));
    await expect(
      await screen.findByText("No active charges in JPY", { ignore: "[role=status]" }),
    ).toBeVisible();
  },
};

export const ChargesFailToLoad: Story = {
  args: { loadCharges: fn((_query: string) => Promise.reject(new Error("Network error"))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Add Charge" }));
    await userEvent.click(dialog.getByRole("combobox", { name: /^Charge 2/ }));
    await expect(
      await screen.findByText("Failed to load charges", { ignore: "[role=status]" }),
    ).toBeVisible();
  },
};

/** The server refuses a charge (archived since the list was loaded): its message under the charge's picker. */
export const ChargeRefusedByServer: Story = {
  args: {
    customer: { id: "cus-ada", name: "Ada Lovelace", currency: "USD" },
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Onboarding call is archived: it can no longer be billed",
        errors: [
          {
            code: "INVALID_FORMAT",
            description: "Onboarding call is archived: it can no longer be billed",
            field: "items.1.pricePointId",
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fillLine(dialog, 1, "Setup", "99");
    await addCharge(dialog, 2, "Onboard", /^Onboarding call · \$250\.00$/);
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(dialog.getByRole("combobox", { name: /^Charge 2/ })).toHaveAccessibleDescription(
      /Onboarding call is archived/,
    );
  },
};

/** A typed line's faults, each under its own field with its own message (as the server answers them). */
export const LineFaults: Story = {
  args: { customer: { id: "cus-ada", name: "Ada Lovelace", currency: "USD" } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fillLine(dialog, 1, "x".repeat(300), "1.005");
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(line(dialog, "Description", 1)).toHaveAccessibleDescription(
      /Description can have at most 255 characters/,
    );
    await expect(line(dialog, "Amount", 1)).toHaveAccessibleDescription(
      /Amount can have at most 2 decimal places/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two lines, a search for the customer, saved as a draft. */
export const SavedAsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await expect(loadCustomers).toHaveBeenCalledWith("Ada");
    await fillLine(dialog, 1, "Onboarding workshop", "450");
    await userEvent.click(dialog.getByRole("button", { name: "Add Line" }));
    await fillLine(dialog, 2, "Extra seats", "12.50", "3");
    await expect(dialog.getByText("$487.50")).toBeVisible();
    await enterText(dialog.getByLabelText(/^Due date/), "2026-04-01");
    await enterText(dialog.getByRole("textbox", { name: /^Memo/ }), "Thank you!");
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      customerId: "cus-ada",
      items: [
        { description: "Onboarding workshop", amount: 450, quantity: 1 },
        { description: "Extra seats", amount: 12.5, quantity: 3 },
      ],
      dueDate: "2026-04-01",
      memo: "Thank you!",
      finalize: false,
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const CreatedAndFinalized: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await fillLine(dialog, 1, "Setup", "99");
    await userEvent.click(dialog.getByRole("button", { name: "Create and finalize" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ finalize: true })),
    );
  },
};

/** Opened from a customer's page: the customer is fixed and named, with its currency. */
export const CustomerFixed: Story = {
  args: { customer: { id: "cus-ada", name: "Ada Lovelace", currency: "EUR" } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.queryByRole("combobox", { name: /^Customer/ })).toBeNull();
    await expect(dialog.getByText("Ada Lovelace")).toBeVisible();
    await fillLine(dialog, 1, "Consulting", "80", "2");
    await expect(dialog.getByText("€160.00")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ customerId: "cus-ada" })),
    );
  },
};

/** Nothing filled in: each message under its field, focus on the first. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(dialog.getByRole("combobox", { name: /^Customer/ })).toHaveAccessibleDescription(
      /Customer is required/,
    );
    await expect(line(dialog, "Description", 1)).toHaveAccessibleDescription(/Description is required/);
    await expect(line(dialog, "Amount", 1)).toHaveAccessibleDescription(/Amount is required/);
    await waitFor(() => expect(dialog.getByRole("combobox", { name: /^Customer/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A JPY customer: amounts are whole yen. */
export const WholeYen: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog, "Kyoto", /Kyoto Works/);
    await fillLine(dialog, 1, "Setup", "12.5");
    await userEvent.tab();
    await expect(line(dialog, "Amount", 1)).toHaveAccessibleDescription(/Amount must be a whole number/);
    await userEvent.click(dialog.getByRole("button", { name: "Create and finalize" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RemoveLine: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fillLine(dialog, 1, "First", "10");
    await userEvent.click(dialog.getByRole("button", { name: "Add Line" }));
    await fillLine(dialog, 2, "Second", "20");
    await expect(dialog.getByText("$30.00")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Remove line 1" }));
    await expect(line(dialog, "Description", 1)).toHaveValue("Second");
    await expect(dialog.queryByRole("textbox", { name: /^Description 2/ })).toBeNull();
    await expect(dialog.getByText("$20.00")).toBeVisible();
  },
};

export const CustomersFailToLoad: Story = {
  args: { loadCustomers: fn((_query: string) => Promise.reject(new Error("Network error"))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("combobox", { name: /^Customer/ }));
    await expect(
      await screen.findByText("Failed to load customers", { ignore: "[role=status]" }),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await fillLine(dialog, 1, "Setup", "99");
    await userEvent.click(dialog.getByRole("button", { name: "Create and finalize" }));
    await expect(await dialog.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Save as draft" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** The server's refusal, under the field it names. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: "The due date cannot be before today",
        errors: [{ code: "INVALID", description: "The due date cannot be before today", field: "dueDate" }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await fillLine(dialog, 1, "Setup", "99");
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(await dialog.findByText("The due date cannot be before today")).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await pickCustomer(dialog);
    await fillLine(dialog, 1, "Setup", "99");
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to create invoice. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  args: { customer: { id: "cus-long", name: UNBROKEN, currency: "USD" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fillLine(dialog, 1, UNBROKEN, "123456789");
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fillLine(dialog, 1, "Setup", "99");
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...Required,
  globals: { theme: "dark" },
};
