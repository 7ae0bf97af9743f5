import { CreditNoteDialog, type CreditNoteInvoice } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow } from "../customers/customerFixtures";
import { Opener, openWith } from "./billingFixtures";

/** INV-000012: open, $120.00 due, nothing paid. */
const OPEN: CreditNoteInvoice = {
  id: "inv-12",
  number: "INV-000012",
  currency: "USD",
  status: "open",
  total: 120,
  tax: 0,
  taxLines: [],
  amountPaid: 0,
  amountDue: 120,
  refundedAmount: 0,
  creditedAmount: 0,
  lines: [
    { id: "line-pro", kind: "plan", description: "Pro plan", amount: 100, taxAmount: 0, taxRateId: null },
    {
      id: "line-seats",
      kind: "addon",
      description: "Extra seats",
      amount: 20,
      taxAmount: 0,
      taxRateId: null,
    },
  ],
};

/** INV-000009: paid by card, $150.00 plus 20% VAT (added on top): $180.00. */
const PAID: CreditNoteInvoice = {
  id: "inv-9",
  number: "INV-000009",
  currency: "USD",
  status: "paid",
  total: 180,
  tax: 30,
  taxLines: [
    {
      taxRateId: "txr-vat",
      name: "VAT",
      percentage: 20,
      inclusive: false,
      country: "GB",
      region: null,
      taxableAmount: 150,
      amount: 30,
    },
  ],
  amountPaid: 180,
  amountDue: 0,
  refundedAmount: 0,
  creditedAmount: 0,
  lines: [
    {
      id: "line-ent",
      kind: "plan",
      description: "Enterprise plan",
      amount: 100,
      taxAmount: 20,
      taxRateId: "txr-vat",
    },
    {
      id: "line-sup",
      kind: "addon",
      description: "Priority support",
      amount: 50,
      taxAmount: 10,
      taxRateId: "txr-vat",
    },
  ],
};

/** A refusal as the API answers it: the message, and the field it names (or none). */
const answered = (status: number, description: string, field?: string) =>
  Object.assign(new Error(description), {
    status,
    body: { message: description, errors: [{ code: "X", description, ...(field ? { field } : {}) }] },
  });

/**
 * Issue credit note (COMMERCE.md, "Correcting and taxing invoices"): lines of the invoice (each up to what is
 * left of it) or an amount, a reason and a memo. On a paid invoice, what passes the amount due is split into a
 * refund (at most what is refundable), a credit to the customer's balance and an amount settled outside Round,
 * prefilled with the refund first. The preview and the messages are `splitCreditNote`'s, as the server's.
 *
 * **Accessibility:** every field has a visible label; a line's amount is named after the line; messages are
 * tied to their fields; the preview is a description list.
 */
const meta = {
  title: "Billing/CreditNoteDialog",
  component: CreditNoteDialog,
  args: { invoice: OPEN, onSubmit: fn(async () => {}), onSuccess: fn(), onOpenChange: fn() },
  render: (args) => (
    <Opener label="Issue credit note" onOpenChange={args.onOpenChange}>
      {(dialog) => <CreditNoteDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof CreditNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) =>
  openWith(canvasElement, "Issue credit note", "Issue credit note");
const field = (dialog: Canvas, name: RegExp) => dialog.getByRole("textbox", { name });
const issue = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Issue credit note" }));
const preview = (dialog: Canvas) => within(dialog.getByRole("region", { name: "Preview" }));
const figure = (dialog: Canvas, term: string) =>
  preview(dialog).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
const reason = (dialog: Canvas, label: string) =>
  userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Reason/ }), label);

/** $30.00 off an open invoice: it only lowers the amount due, so no refund is offered. */
export const ByAmountOnOpenInvoice: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.queryByText(/^Refundable/)).toBeNull();
    await expect(
      preview(dialog).getByText("Enter the amount to credit to see what it changes."),
    ).toBeVisible();
    await enterText(field(dialog, /^Amount/), "30");
    await reason(dialog, "Order change");
    await enterText(field(dialog, /^Memo/), "Two seats removed");
    await expect(figure(dialog, "Credit note total")).toBe("$30.00");
    await expect(figure(dialog, "Lowers the amount due")).toBe("$30.00");
    await expect(figure(dialog, "Refund")).toBe("$0.00");
    await expect(figure(dialog, "Amount due after")).toBe("$90.00");
    await issue(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoiceId: "inv-12",
      reason: "order_change",
      memo: "Two seats removed",
      amount: 30,
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** More than the invoice's total: refused before sending, with the server's words. */
export const AmountOverTotal: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Amount/), "120.01");
    await reason(dialog, "Duplicate");
    await issue(dialog);
    await expect(field(dialog, /^Amount/)).toHaveAccessibleDescription(
      /The credit notes of an invoice cannot pass its total: at most \$120\.00 is left to credit/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The Enterprise line of a paid invoice, refunded in part and the rest credited to the balance. */
export const ByLinesOnPaidInvoice: Story = {
  args: { invoice: PAID },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: /^Lines/ }));
    const line = dialog.getByRole("checkbox", { name: "Enterprise plan" });
    await expect(line).toHaveAccessibleDescription("$120.00 left to credit of $120.00");
    await userEvent.click(line);
    await expect(field(dialog, /^Credit of Enterprise plan/)).toHaveValue("120");
    await expect(dialog.getByText("Refundable: $180.00")).toBeVisible();
    // All of it back to the card at first.
    await expect(field(dialog, /^Refund to card\/payment/)).toHaveValue("120");
    await expect(field(dialog, /^Credit to customer's balance/)).toHaveValue("0");
    await userEvent.clear(field(dialog, /^Refund to card\/payment/));
    await enterText(field(dialog, /^Refund to card\/payment/), "100");
    await userEvent.clear(field(dialog, /^Credit to customer's balance/));
    await enterText(field(dialog, /^Credit to customer's balance/), "20");
    await reason(dialog, "Product unsatisfactory");
    await expect(figure(dialog, "Credit note total")).toBe("$120.00");
    await expect(figure(dialog, "Tax included")).toBe("$20.00");
    await expect(figure(dialog, "Lowers the amount due")).toBe("$0.00");
    await expect(figure(dialog, "Refund")).toBe("$100.00");
    await expect(figure(dialog, "Credit to balance")).toBe("$20.00");
    await expect(figure(dialog, "Amount due after")).toBe("$0.00");
    await issue(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoiceId: "inv-9",
      reason: "product_unsatisfactory",
      lines: [{ invoiceLineId: "line-ent", amount: 120 }],
      refundAmount: 100,
      creditAmount: 20,
      outOfBandAmount: 0,
    });
  },
};

/** A refund of $30.00 out of $50.00, the rest nowhere: the message on the split's last field, nothing sent. */
export const SplitDoesNotAddUp: Story = {
  args: { invoice: PAID },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Amount/), "50");
    await reason(dialog, "Other");
    await userEvent.clear(field(dialog, /^Refund to card\/payment/));
    await enterText(field(dialog, /^Refund to card\/payment/), "30");
    await issue(dialog);
    await expect(field(dialog, /^Settled outside Round/)).toHaveAccessibleDescription(
      /must add up to \$50\.00, what is left once the amount due is lowered/,
    );
    await expect(field(dialog, /^Settled outside Round/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The card's bank refuses the refund (402): said under the refund, the dialog stays open. */
export const RefundRefused: Story = {
  args: {
    invoice: PAID,
    onSubmit: fn(async () => {
      throw answered(
        402,
        "The refund failed: Your card's bank refused the refund. Nothing was credited or refunded.",
        "refundAmount",
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Amount/), "40");
    await reason(dialog, "Duplicate");
    await issue(dialog);
    await expect(
      await dialog.findByText(/The refund failed: Your card's bank refused the refund/),
    ).toBeVisible();
    await expect(field(dialog, /^Refund to card\/payment/)).toHaveAttribute("aria-invalid", "true");
    await expect(screen.getByRole("dialog", { name: "Issue credit note" })).toBeVisible();
  },
};

/** Another credit note got there first (409): the server's words above the form. */
export const Conflict: Story = {
  args: {
    onSubmit: fn(async () => {
      throw answered(
        409,
        "The credit notes of an invoice cannot pass its total: at most $0.00 is left to credit",
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Amount/), "10");
    await reason(dialog, "Duplicate");
    await issue(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(/at most \$0\.00 is left to credit/);
  },
};

/** Nothing chosen: the reason and the lines are asked for. */
export const LinesRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: /^Lines/ }));
    await issue(dialog);
    await expect(dialog.getByText("Please choose at least one line to credit")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: /^Reason/ })).toHaveAccessibleDescription(
      /Please choose a reason/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  args: { invoice: PAID },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Amount/), "50");
    await expect(figure(dialog, "Refund")).toBe("$50.00");
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Dark: Story = {
  ...SplitDoesNotAddUp,
  globals: { theme: "dark" },
};
