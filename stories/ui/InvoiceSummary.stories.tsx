import { InvoiceSummary } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow } from "./longText";

const lines = [
  {
    id: "l1",
    description: "Pro",
    quantity: 1,
    amount: 49,
    periodStart: "2026-02-15",
    periodEnd: "2026-03-14",
  },
  {
    id: "l2",
    description: "Extra seats",
    quantity: 2,
    amount: 20,
    periodStart: "2026-02-15",
    periodEnd: "2026-03-14",
  },
];

/** The text of a totals row, named by its header: 'Subtotal$69.00'. */
function sum(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole("rowheader", { name }).closest("tr")?.textContent;
}

/**
 * An invoice as its PDF lays it out, for the customer's pages: the lines (description with its service
 * period, quantity, amount) and the totals under them. Each total is given on purpose (subtotal, discount,
 * total, credit applied, amount paid, amount due) and left out when undefined; a change's preview adds what
 * the card is charged now. Taxes come as rows in the caller's words (`taxes`: 'VAT 20%', 'GST 10% (included)')
 * between the discount and the total, and a `note` (a reverse charge) closes the table. Discounts and credit
 * show as amounts taken off. Words are props (`labels`).
 *
 * **Accessibility:** a table named by `label`; the totals are row headers, so a screen reader reads each
 * figure with its name. No interactive parts.
 */
const meta = {
  title: "Data/InvoiceSummary",
  component: InvoiceSummary,
  args: {
    label: "Invoice INV-000012",
    currency: "USD",
    lines,
    subtotal: 69,
    discount: 6.9,
    total: 62.1,
    creditApplied: 2.1,
    amountPaid: 0,
    amountDue: 60,
  },
} satisfies Meta<typeof InvoiceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Invoice INV-000012" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1, 3)
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      "ProFeb 15, 2026 – Mar 14, 20261$49.00",
      "Extra seatsFeb 15, 2026 – Mar 14, 20262$20.00",
    ]);
    await expect(sum(canvasElement, "Subtotal")).toBe("Subtotal$69.00");
    await expect(sum(canvasElement, "Discount")).toBe("Discount-$6.90");
    await expect(sum(canvasElement, "Total")).toBe("Total$62.10");
    await expect(sum(canvasElement, "Credit applied")).toBe("Credit applied-$2.10");
    await expect(sum(canvasElement, "Amount paid")).toBe("Amount paid$0.00");
    await expect(sum(canvasElement, "Amount due")).toBe("Amount due$60.00");
  },
};

/** A change's preview: the invoice it raises and what the card is charged at once. */
export const ChangePreview: Story = {
  args: {
    label: "Invoice it raises",
    lines: [
      { description: "Business (remaining time)", quantity: 1, amount: 45.86 },
      { description: "Unused time on Pro", quantity: 1, amount: -22.7 },
    ],
    subtotal: 23.16,
    discount: undefined,
    total: 23.16,
    creditApplied: undefined,
    amountPaid: undefined,
    chargedNow: 23.16,
    amountDue: 0,
  },
  play: async ({ canvasElement }) => {
    await expect(sum(canvasElement, "Charged to your card now")).toBe("Charged to your card now$23.16");
    await expect(within(canvasElement).queryByRole("rowheader", { name: "Discount" })).toBeNull();
    await expect(within(canvasElement).getByText("-$22.70")).toBeVisible();
  },
};

/** Checkout's words: what is due today. */
export const DueToday: Story = {
  args: {
    label: "First invoice",
    creditApplied: undefined,
    amountPaid: undefined,
    amountDue: 62.1,
    labels: { amountDue: "Due today" },
  },
  play: async ({ canvasElement }) => {
    await expect(sum(canvasElement, "Due today")).toBe("Due today$62.10");
  },
};

/** Taxed: a row per rate between the discount and the total, one of them included in the lines' amounts. */
export const Taxed: Story = {
  args: {
    label: "Invoice INV-000014",
    lines: [
      {
        id: "l1",
        description: "Pro",
        quantity: 1,
        amount: 30,
        periodStart: "2026-02-15",
        periodEnd: "2026-03-14",
      },
      { id: "l2", description: "Support (Australia)", quantity: 1, amount: 30 },
    ],
    subtotal: 60,
    discount: 0,
    taxes: [
      { label: "VAT 20%", amount: 6 },
      { label: "GST 10% (included)", amount: 2.73 },
    ],
    total: 66,
    creditApplied: undefined,
    amountPaid: 0,
    amountDue: 66,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Invoice INV-000014" });
    const sums = Array.from(table.querySelectorAll("tfoot tr"), (row) => row.textContent);
    await expect(sums).toEqual([
      "Subtotal$60.00",
      "Discount$0.00",
      "VAT 20%$6.00",
      "GST 10% (included)$2.73",
      "Total$66.00",
      "Amount paid$0.00",
      "Amount due$66.00",
    ]);
    await expect(within(table).getByRole("rowheader", { name: "VAT 20%" })).toBeVisible();
  },
};

/** A reverse charge: no tax row, and the note under the figures says who accounts for the VAT. */
export const ReverseCharge: Story = {
  args: {
    label: "Invoice INV-000015",
    discount: undefined,
    subtotal: 69,
    total: 69,
    creditApplied: undefined,
    amountPaid: 0,
    amountDue: 69,
    note: "Reverse charge — VAT to be accounted for by the recipient",
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Invoice INV-000015" });
    await expect(
      within(table).getByText("Reverse charge — VAT to be accounted for by the recipient"),
    ).toBeVisible();
    await expect(table.querySelector("tfoot tr:last-child")?.textContent).toBe(
      "Reverse charge — VAT to be accounted for by the recipient",
    );
    await expect(sum(canvasElement, "Total")).toBe("Total$69.00");
  },
};

/** On a phone a long description wraps inside the table; the figures never do. */
export const Phone: Story = {
  args: {
    lines: [
      {
        description: "Enterprise analytics platform with unlimited dashboards, alerts and exports",
        quantity: 12,
        amount: 1234.56,
        periodStart: "2026-02-15",
        periodEnd: "2026-03-14",
      },
    ],
    subtotal: 1234.56,
    discount: 0,
    total: 1234.56,
    creditApplied: 0,
    amountPaid: 0,
    amountDue: 1234.56,
  },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expectNoOverflow(table.parentElement as HTMLElement);
    await expect(within(table).getAllByText("$1,234.56")[0]).toBeVisible();
  },
};
