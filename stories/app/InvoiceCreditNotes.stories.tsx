import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { type CreditNoteSeed, creditNotesBackend } from "./support/creditNotesBackend";
import { adaMethods, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, mockApi } from "./support/handlers";
import { sampleInvoices } from "./support/invoiceFixtures";
import { type InvoiceSeed, invoiceStore, invoicesBackend } from "./support/invoicesBackend";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";

/**
 * An invoice's page with its taxes and credit notes (COMMERCE.md, "Correcting and taxing invoices"): a tax
 * line per rate in the totals ('incl.' for a rate inside the prices), 'Reverse charge' when the buyer accounts
 * for the tax, Credited and Refunded once there are any; the Credit notes card (each with its split, status,
 * PDF and Void while nothing of it was refunded) and their refunds; and Issue credit note on a finalized
 * invoice. The API is the in-memory invoices and credit notes servers sharing their invoices.
 */
const meta = {
  title: "App/Invoices/Details with credit notes",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/invoices/inv-12" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

const VAT = {
  taxRateId: "txr-vat",
  name: "VAT",
  percentage: 20,
  inclusive: false,
  country: "GB",
  region: null,
  taxableAmount: 150,
  amount: 30,
};

/** INV-000020: open, $150.00 of lines and 20% VAT on top. */
const TAXED: InvoiceSeed = {
  id: "inv-20",
  number: "INV-000020",
  customerId: "cus-ada",
  customerName: "Ada Lovelace",
  status: "open",
  tax: 30,
  taxLines: [VAT],
  lines: [
    { kind: "plan", description: "Pro plan", amount: 100, taxAmount: 20, taxRateId: "txr-vat" },
    { kind: "addon", description: "Extra seats", amount: 50, taxAmount: 10, taxRateId: "txr-vat" },
  ],
};

/** The paid INV-000009 ($1,200.00 by card) with three credit notes: one refunded in part, one voided. */
const CREDITED = sampleInvoices.map((invoice) =>
  invoice.id === "inv-9" ? { ...invoice, creditedAmount: 300, refundedAmount: 150 } : invoice,
);
const NOTES: CreditNoteSeed[] = [
  {
    id: "cn-3",
    number: "CN-000003",
    invoiceId: "inv-9",
    status: "voided",
    reason: "duplicate",
    total: 60,
    creditAmount: 60,
    voidedAt: "2026-02-10T10:00:00.000Z",
    createdAt: "2026-02-09T10:00:00.000Z",
  },
  {
    id: "cn-2",
    number: "CN-000002",
    invoiceId: "inv-9",
    reason: "order_change",
    memo: "Support hours not used",
    total: 100,
    creditAmount: 100,
    createdAt: "2026-02-05T10:00:00.000Z",
  },
  {
    id: "cn-1",
    number: "CN-000001",
    invoiceId: "inv-9",
    reason: "product_unsatisfactory",
    total: 200,
    refundAmount: 150,
    creditAmount: 50,
    lines: [{ invoiceLineId: "inv-9-line-1", description: "Enterprise plan", amount: 200, taxAmount: 0 }],
    createdAt: "2026-01-10T10:00:00.000Z",
    refunds: [
      refund("re-1", "succeeded", "2026-01-11T10:00:00.000Z"),
      refund("re-0", "failed", "2026-01-10T10:00:00.000Z", "Your card's bank refused the refund."),
    ],
  },
];

function refund(id: string, status: "succeeded" | "failed", createdAt: string, failureMessage?: string) {
  return {
    id,
    paymentId: "inv-9-pay-1",
    invoiceId: "inv-9",
    invoiceNumber: "INV-000009",
    creditNoteId: "cn-1",
    customerId: "cus-globex",
    amount: 150,
    currency: "USD",
    status,
    method: "card" as const,
    gatewayRefundId: status === "succeeded" ? "re_test_1" : null,
    failureMessage: failureMessage ?? null,
    createdAt,
  };
}

const withCredit = ({
  user = businessUser,
  invoices = [...sampleInvoices, TAXED],
  creditNotes = [] as CreditNoteSeed[],
  refusingRefunds = [] as string[],
} = {}) =>
  mockApi(() => {
    const store = invoiceStore(invoices);
    return [
      accountHandlers(user),
      customersBackend({ customers: sampleCustomers, paymentMethods: adaMethods }),
      invoicesBackend({ store }),
      creditNotesBackend({ invoices: store, creditNotes, refusingRefunds, spy: calls }),
    ];
  });

const heading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 1, name });
const totals = (canvas: Canvas) => canvas.getByRole("complementary", { name: "Invoice totals" });
const button = (canvas: Canvas, name: string) => canvas.queryByRole("button", { name });
const creditNotesCard = (canvas: Canvas) =>
  within(canvas.getByRole("heading", { level: 2, name: "Credit notes" }).closest("section") as HTMLElement);
const openIssue = async (canvas: Canvas) => {
  await userEvent.click(button(canvas, "Issue credit note") as HTMLElement);
  return within(await page().findByRole("dialog", { name: "Issue credit note" }));
};

/** An exclusive 20% VAT: its own line in the totals, added to the total. */
export const TaxLines: Story = {
  args: { path: "/invoices/inv-20" },
  beforeEach: withCredit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000020");
    await expect(definitionOf(totals(canvas), "Subtotal")).toBe("$150.00");
    await expect(definitionOf(totals(canvas), "VAT 20%")).toBe("$30.00");
    await expect(definitionOf(totals(canvas), "Total")).toBe("$180.00");
    await expect(definitionOf(totals(canvas), "Amount due")).toBe("$180.00");
    await expect(within(totals(canvas)).queryByText("Credited")).toBeNull();
    await expect(button(canvas, "Issue credit note")).toBeEnabled();
  },
};

/** A rate inside the prices reads 'incl.', and the total does not grow. */
export const InclusiveTax: Story = {
  args: { path: "/invoices/inv-20" },
  beforeEach: withCredit({
    invoices: [
      {
        ...TAXED,
        tax: 20,
        taxLines: [{ ...VAT, name: "MwSt.", percentage: 19, inclusive: true, amount: 20 }],
        lines: [
          { kind: "plan", description: "Pro plan", amount: 125.26, taxAmount: 20, taxRateId: "txr-vat" },
        ],
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000020");
    await expect(definitionOf(totals(canvas), "MwSt. 19% (incl.)")).toBe("$20.00");
    await expect(definitionOf(totals(canvas), "Total")).toBe("$125.26");
  },
};

/** A business buyer in another country accounts for the tax itself: no tax, and the invoice says so. */
export const ReverseCharge: Story = {
  args: { path: "/invoices/inv-20" },
  beforeEach: withCredit({
    invoices: [
      {
        ...TAXED,
        tax: 0,
        taxLines: [],
        reverseCharge: true,
        lines: [{ description: "Pro plan", amount: 150 }],
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000020");
    await expect(definitionOf(totals(canvas), "Reverse charge")).toBe("No tax charged");
    await expect(definitionOf(totals(canvas), "Total")).toBe("$150.00");
  },
};

/** An open invoice with no credit note yet: the card says what one is for. */
export const NoCreditNotes: Story = {
  beforeEach: withCredit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await expect(await creditNotesCard(canvas).findByText("No credit notes")).toBeVisible();
  },
};

/** Three credit notes, one voided, and the refunds they made (a failed attempt with the bank's words). */
export const WithCreditNotesAndRefunds: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withCredit({ invoices: CREDITED, creditNotes: NOTES }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    await expect(definitionOf(totals(canvas), "Credited")).toBe("$300.00");
    await expect(definitionOf(totals(canvas), "Refunded")).toBe("$150.00");
    await expect(definitionOf(totals(canvas), "Amount due")).toBe("$0.00");
    const notes = within(await canvas.findByRole("list", { name: "Credit notes" }));
    const [third, second, first] = notes.getAllByRole("listitem") as HTMLElement[];
    await expect(first).toHaveTextContent("CN-000001$200.00Issued");
    await expect(first).toHaveTextContent("Jan 10, 2026 · Product unsatisfactory");
    await expect(first).toHaveTextContent("Refunded $150.00 · $50.00 to the customer's balance");
    // Refunded: it can no longer be voided.
    await expect(within(first as HTMLElement).queryByRole("button", { name: "Void CN-000001" })).toBeNull();
    await expect(second).toHaveTextContent("$100.00 to the customer's balance");
    await expect(second).toHaveTextContent("Support hours not used");
    await expect(within(second as HTMLElement).getByRole("button", { name: "Void CN-000002" })).toBeEnabled();
    await expect(third).toHaveTextContent("Voided");
    await expect(within(third as HTMLElement).queryByRole("button", { name: /^Void/ })).toBeNull();
    const refunds = within(canvas.getByRole("list", { name: "Refunds" }));
    const [succeeded, failed] = refunds.getAllByRole("listitem") as HTMLElement[];
    await expect(succeeded).toHaveTextContent("$150.00Succeeded");
    await expect(succeeded).toHaveTextContent("Jan 11, 2026 · CN-000001 · To the card");
    await expect(failed).toHaveTextContent("Failed");
    await expect(failed).toHaveTextContent("Your card's bank refused the refund.");
  },
};

/** Voiding asks first; the credit note then reads Voided and no longer counts in Credited. */
export const VoidCreditNote: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withCredit({ invoices: CREDITED, creditNotes: NOTES }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    await userEvent.click(await canvas.findByRole("button", { name: "Void CN-000002" }));
    const dialog = within(await page().findByRole("dialog", { name: "Void credit note?" }));
    await expect(dialog.getByText(/CN-000002 no longer counts/)).toBeVisible();
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Void credit note" }));
    await expect(await findToast("Credit note CN-000002 voided")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/credit-notes/cn-2/void" }),
    );
    await waitFor(() => expect(definitionOf(totals(canvas), "Credited")).toBe("$200.00"));
    await expect(canvas.queryByRole("button", { name: "Void CN-000002" })).toBeNull();
  },
};

/** $20.00 off an open invoice: the amount due falls, the credit note is listed, one key per opening. */
export const IssueByAmount: Story = {
  beforeEach: withCredit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    const dialog = await openIssue(canvas);
    await enterText(dialog.getByRole("textbox", { name: /^Amount/ }), "20");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Reason/ }), "Order change");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Issue credit note" }));
    await expect(await findToast("Credit note CN-000001 issued")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith({
      method: "POST",
      path: "/api/credit-notes",
      body: { invoiceId: "inv-12", reason: "order_change", amount: 20 },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(definitionOf(totals(canvas), "Amount due")).toBe("$100.00"));
    await expect(definitionOf(totals(canvas), "Credited")).toBe("$20.00");
    const notes = within(await canvas.findByRole("list", { name: "Credit notes" }));
    await expect(notes.getByRole("listitem")).toHaveTextContent("Lowers the amount due by $20.00");
  },
};

/** A line of a paid invoice refunded to the card: Refunded shows, and the refund is listed. */
export const IssueWithRefund: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withCredit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    const dialog = await openIssue(canvas);
    await userEvent.click(dialog.getByRole("radio", { name: /^Lines/ }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "Enterprise plan" }));
    const amount = dialog.getByRole("textbox", { name: /^Credit of Enterprise plan/ });
    await userEvent.clear(amount);
    await enterText(amount, "300");
    await expect(dialog.getByText("Refundable: $1,200.00")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Refund to card\/payment/ })).toHaveValue("300");
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: /^Reason/ }),
      "Product unsatisfactory",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Issue credit note" }));
    await expect(await findToast("Credit note CN-000001 issued")).toBeVisible();
    await waitFor(() => expect(definitionOf(totals(canvas), "Refunded")).toBe("$300.00"));
    const refunds = within(await canvas.findByRole("list", { name: "Refunds" }));
    await expect(refunds.getByRole("listitem")).toHaveTextContent("$300.00Succeeded");
  },
};

/** The card's bank refuses the refund (402): said under the refund, and nothing is credited. */
export const RefundRefused: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withCredit({ refusingRefunds: ["inv-9"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    const dialog = await openIssue(canvas);
    await enterText(dialog.getByRole("textbox", { name: /^Amount/ }), "100");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Reason/ }), "Duplicate");
    await userEvent.click(dialog.getByRole("button", { name: "Issue credit note" }));
    const refundField = dialog.getByRole("textbox", { name: /^Refund to card\/payment/ });
    await waitFor(() =>
      expect(refundField).toHaveAccessibleDescription(
        /The refund failed: .* Nothing was credited or refunded\./,
      ),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(await creditNotesCard(canvas).findByText("No credit notes")).toBeVisible();
    await expect(within(totals(canvas)).queryByText("Refunded")).toBeNull();
  },
};

/** A credit note's PDF is fetched with the session's token and handed to the browser. */
export const DownloadCreditNotePdf: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: [
    withCredit({ invoices: CREDITED, creditNotes: NOTES }),
    () => {
      const saved = spyOn(URL, "createObjectURL");
      return () => saved.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    calls.mockClear();
    await userEvent.click(await canvas.findByRole("button", { name: "Download CN-000001 PDF" }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "GET", path: "/api/credit-notes/cn-1/pdf" }),
    );
  },
};

/** A Viewer sees the credit notes; issuing and voiding are disabled with the reason. */
export const ViewerReadOnly: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withCredit({ user: withRole(businessUser, 17), invoices: CREDITED, creditNotes: NOTES }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    await expect(button(canvas, "Issue credit note")).toBeDisabled();
    await expect(button(canvas, "Issue credit note")).toHaveAttribute(
      "title",
      expect.stringMatching(/Viewer/),
    );
    await expect(await canvas.findByRole("button", { name: "Void CN-000002" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Download CN-000002 PDF" })).toBeEnabled();
  },
};

/** Drafts and voided invoices cannot be credited. */
export const DraftNotCreditable: Story = {
  args: { path: "/invoices/inv-draft" },
  beforeEach: withCredit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Draft invoice");
    await expect(button(canvas, "Issue credit note")).toBeNull();
    await expect(canvas.queryByRole("heading", { level: 2, name: "Credit notes" })).toBeNull();
  },
};

export const PhoneWidth: Story = {
  ...WithCreditNotesAndRefunds,
  globals: { viewport: { value: "mobile" } },
  play: async (context) => {
    await WithCreditNotesAndRefunds.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  ...WithCreditNotesAndRefunds,
  globals: { theme: "dark" },
};
