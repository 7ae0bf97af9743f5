import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { creditNotesBackend } from "./support/creditNotesBackend";
import { adaMethods, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { sampleInvoices } from "./support/invoiceFixtures";
import { invoicesBackend } from "./support/invoicesBackend";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";

/**
 * An invoice's page (`/invoices/{id}`): its number and status, customer and dates, the lines, the totals
 * (subtotal, discount, credit applied, total, paid, due) and the payments (failed attempts with the
 * gateway's words), with the actions its status allows: Finalize and Delete for a draft, Void for an open
 * invoice, Collect now and Record Payment while money is owed, and Download PDF, fetched with the session's
 * token. The API is the in-memory invoices server (./support/invoicesBackend).
 */
const meta = {
  title: "App/Invoices/Details",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/invoices/inv-12" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
let downtime: ReturnType<typeof outage> | undefined;
let saved: MockInstance<typeof URL.createObjectURL> | undefined;

const withInvoices = (user = businessUser, extra = {}) =>
  mockApi(() => [
    accountHandlers(user),
    customersBackend({ customers: sampleCustomers, paymentMethods: adaMethods }),
    invoicesBackend({ invoices: sampleInvoices, spy: calls, ...extra }),
    // No credit notes yet: the card shows its empty state (./InvoiceCreditNotes.stories.tsx covers them).
    creditNotesBackend({ invoices: [] }),
  ]);

const heading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 1, name });
const totals = (canvas: Canvas) => canvas.getByRole("complementary", { name: "Invoice totals" });
const button = (canvas: Canvas, name: string) => canvas.queryByRole("button", { name });

export const Loading: Story = {
  beforeEach: [withInvoices(), mockApi(() => [endpoint("get", "/api/invoices/inv-12", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading invoice...")).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: "/invoices/inv-nothing" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Invoice not found");
    await expect(canvas.getByText("The invoice you're looking for doesn't exist.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Invoices" }));
    await waitFor(() => expect(currentPath()).toBe("/invoices"));
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withInvoices(),
    mockApi(() => {
      downtime = outage("get", "/api/invoices/inv-12", failure(500, "The database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load this invoice");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await heading(canvas, "INV-000012");
  },
};

/** An open invoice: details, lines with their period, totals, no payment yet, and its actions. */
export const Open: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    // What it is for, its dates written as everywhere else in the app.
    await expect(canvas.getByText("Renewal, Feb 20, 2026 to Mar 19, 2026")).toBeVisible();
    const details = canvas
      .getByRole("heading", { level: 2, name: "Details" })
      .closest("section") as HTMLElement;
    await expect(definitionOf(details, "Customer")).toBe("Ada Lovelace");
    await expect(definitionOf(details, "Status")).toBe("Open");
    await expect(definitionOf(details, "Issue date")).toBe("Feb 20, 2026");
    await expect(definitionOf(details, "Due date")).toBe("Mar 22, 2026");
    const lines = within(await canvas.findByRole("table", { name: "Invoice lines" }));
    const rows = lines
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      "Pro planFeb 20, 2026 – Mar 19, 20261$100.00",
      "Extra seatsFeb 20, 2026 – Mar 19, 20262$20.00",
    ]);
    await expect(definitionOf(totals(canvas), "Subtotal")).toBe("$120.00");
    await expect(definitionOf(totals(canvas), "Total")).toBe("$120.00");
    await expect(definitionOf(totals(canvas), "Amount paid")).toBe("$0.00");
    await expect(definitionOf(totals(canvas), "Amount due")).toBe("$120.00");
    await expect(canvas.getByText("No payments yet")).toBeVisible();
    for (const name of ["Download PDF", "Void", "Collect now", "Record Payment"]) {
      await expect(button(canvas, name)).toBeEnabled();
    }
    await expect(button(canvas, "Finalize")).toBeNull();
    await expect(button(canvas, "Delete")).toBeNull();
  },
};

/** A failed card attempt shows as a failure with the gateway's words. */
export const OverdueWithFailedPayment: Story = {
  args: { path: "/invoices/inv-11" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000011");
    const payments = within(canvas.getByRole("list", { name: "Payments" }));
    const [attempt] = payments.getAllByRole("listitem");
    await expect(attempt).toHaveTextContent("$45.00");
    await expect(
      within(attempt as HTMLElement)
        .getByText("Failed")
        .closest("[data-tone]"),
    ).toHaveAttribute("data-tone", "danger");
    await expect(attempt).toHaveTextContent("Your card was declined.");
    await expect(attempt).toHaveTextContent("Visa •••• 0002");
  },
};

/** Paid: a succeeded payment shown as good news; nothing left to do but download. */
export const Paid: Story = {
  args: { path: "/invoices/inv-9" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000009");
    const payments = within(canvas.getByRole("list", { name: "Payments" }));
    await expect(payments.getByText("Succeeded").closest("[data-tone]")).toHaveAttribute(
      "data-tone",
      "success",
    );
    await expect(definitionOf(totals(canvas), "Amount due")).toBe("$0.00");
    for (const name of ["Void", "Collect now", "Record Payment", "Finalize", "Delete"]) {
      await expect(button(canvas, name)).toBeNull();
    }
    await expect(button(canvas, "Download PDF")).toBeEnabled();
  },
};

/**
 * A draft: 'Draft invoice' until finalized, which gives it its number. The confirmation says first what will
 * happen: Globex pays by other means, so the invoice is numbered and emailed, and nothing is charged.
 */
export const DraftFinalize: Story = {
  args: { path: "/invoices/inv-draft" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Draft invoice");
    await expect(button(canvas, "Delete")).toBeEnabled();
    await expect(button(canvas, "Record Payment")).toBeNull();
    await userEvent.click(button(canvas, "Finalize") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Finalize invoice" }));
    await expect(
      await dialog.findByText(
        /It gets its invoice number and is emailed to hank@globex\.example\. \$450\.00 is then due within the account's net terms; nothing is charged now\./,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Finalize" }));
    await expect(await findToast("Invoice INV-000013 finalized")).toBeVisible();
    await heading(canvas, "INV-000013");
    await expect(button(canvas, "Void")).toBeEnabled();
  },
};

/** Ada pays automatically by card: the confirmation names the card and the amount charged now, after her credit. */
export const DraftFinalizeChargesCard: Story = {
  args: { path: "/invoices/inv-ada-draft" },
  beforeEach: withInvoices(businessUser, {
    invoices: [
      ...sampleInvoices,
      {
        id: "inv-ada-draft",
        customerId: "cus-ada",
        customerName: "Ada Lovelace",
        status: "draft",
        autoCollection: true,
        lines: [{ description: "Onboarding workshop", amount: 120 }],
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Draft invoice");
    await userEvent.click(button(canvas, "Finalize") as HTMLElement);
    let dialog = within(await page().findByRole("dialog", { name: "Finalize invoice" }));
    await expect(
      await dialog.findByText(
        /the Visa ending 4242 is charged \$100\.00 now after \$20\.00 of the customer's credit balance\./,
      ),
    ).toBeVisible();
    // Cancel changes nothing.
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(calls).not.toHaveBeenCalled();
    await userEvent.click(button(canvas, "Finalize") as HTMLElement);
    dialog = within(await page().findByRole("dialog", { name: "Finalize invoice" }));
    await userEvent.click(await dialog.findByRole("button", { name: "Finalize and charge" }));
    await expect(await findToast("Invoice INV-000013 finalized and paid")).toBeVisible();
    await heading(canvas, "INV-000013");
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/invoices/inv-ada-draft/finalize" }),
    );
  },
};

/** The customer cannot be read: the confirmation says so and offers a retry, and cannot finalize blind. */
export const DraftFinalizeCustomerUnreadable: Story = {
  args: { path: "/invoices/inv-draft" },
  beforeEach: [
    withInvoices(),
    mockApi(() => [endpoint("get", "/api/customers/cus-globex", failure(500, "Failed to load customer"))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Draft invoice");
    await userEvent.click(button(canvas, "Finalize") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Finalize invoice" }));
    await expect(await dialog.findByText("Failed to load customer", {}, { timeout: 8000 })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Finalize" })).toBeDisabled();
  },
};

export const DraftDelete: Story = {
  args: { path: "/invoices/inv-draft" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Draft invoice");
    await userEvent.click(button(canvas, "Delete") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Delete Invoice" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Draft invoice deleted")).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/invoices"));
  },
};

/** Void asks first; the page then reads Voided with nothing due. */
export const VoidConfirm: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await userEvent.click(button(canvas, "Void") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Void Invoice" }));
    await userEvent.click(dialog.getByRole("button", { name: "Void Invoice" }));
    await expect(await findToast("INV-000012 voided")).toBeVisible();
    await waitFor(() => expect(definitionOf(totals(canvas), "Amount due")).toBe("$0.00"));
    await expect(button(canvas, "Void")).toBeNull();
  },
};

/** Record Payment of part of what is due: the invoice becomes partially paid, the payment is listed. */
export const RecordPartialPayment: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await userEvent.click(button(canvas, "Record Payment") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Record Payment" }));
    const amount = dialog.getByRole("textbox", { name: /^Amount/ });
    await expect(amount).toHaveValue("120");
    await userEvent.clear(amount);
    await enterText(amount, "50");
    await enterText(dialog.getByRole("textbox", { name: /^Reference/ }), "CHQ-200");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Record Payment" }));
    await expect(await findToast("Payment recorded: INV-000012 is partially paid")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/invoices/inv-12/payments",
        body: expect.objectContaining({ amount: 50, paymentMethod: "offline", reference: "CHQ-200" }),
      }),
    );
    await waitFor(() => expect(definitionOf(totals(canvas), "Amount due")).toBe("$70.00"));
    await expect(definitionOf(totals(canvas), "Amount paid")).toBe("$50.00");
    const details = canvas
      .getByRole("heading", { level: 2, name: "Details" })
      .closest("section") as HTMLElement;
    await expect(definitionOf(details, "Status")).toBe("Partially paid");
    await expect(within(canvas.getByRole("list", { name: "Payments" })).getByText(/CHQ-200/)).toBeVisible();
  },
};

/** Record Payment on one of the customer's saved cards. */
export const RecordPaymentByCard: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await userEvent.click(button(canvas, "Record Payment") as HTMLElement);
    const dialog = within(await page().findByRole("dialog", { name: "Record Payment" }));
    await userEvent.click(dialog.getByRole("combobox", { name: /^Payment method/ }));
    await userEvent.click(await page().findByRole("option", { name: /Mastercard ending 4444/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Record Payment" }));
    await expect(await findToast("INV-000012 is paid")).toBeVisible();
  },
};

/** Collect now with a card that declines: the failure is said, and the failed attempt is listed. */
export const CollectDeclined: Story = {
  beforeEach: withInvoices(businessUser, { declining: ["cus-ada"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await userEvent.click(button(canvas, "Collect now") as HTMLElement);
    await expect(await findToast("Your card was declined.")).toBeVisible();
    const payments = within(await canvas.findByRole("list", { name: "Payments" }));
    await expect(payments.getByText("Failed")).toBeVisible();
  },
};

/** Download PDF fetches the file with the session's token and hands it to the browser. */
export const DownloadPdf: Story = {
  beforeEach: [
    withInvoices(),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    calls.mockClear();
    await userEvent.click(button(canvas, "Download PDF") as HTMLElement);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/invoices/inv-12/pdf",
        authorization: "Bearer story-access-token",
      }),
    );
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("No file handed to the download");
    await expect(file.type).toBe("application/pdf");
  },
};

/** A Viewer sees the invoice; every write action is disabled with the reason. */
export const ViewerReadOnly: Story = {
  beforeEach: withInvoices(withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await expect(await canvas.findByText(/Your role \(Viewer\) cannot/)).toBeVisible();
    for (const name of ["Void", "Collect now", "Record Payment"]) {
      await expect(button(canvas, name)).toBeDisabled();
      await expect(button(canvas, name)).toHaveAttribute("title", expect.stringMatching(/Viewer/));
    }
    await expect(button(canvas, "Download PDF")).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: "dark" },
};

const PAY_LINK = "https://round.example/pay/tok-inv-12";

/** An open invoice carries its pay page: the link shows in the details, and Copy pay link copies it. */
export const CopyPayLink: Story = {
  beforeEach: [
    withInvoices(businessUser, {
      invoices: sampleInvoices.map((invoice) =>
        invoice.id === "inv-12" ? { ...invoice, hostedInvoiceUrl: PAY_LINK } : invoice,
      ),
    }),
    () => {
      const writeText = fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      return () => {
        delete (navigator as { clipboard?: unknown }).clipboard;
      };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "INV-000012");
    const details = canvas
      .getByRole("heading", { level: 2, name: "Details" })
      .closest("section") as HTMLElement;
    await expect(definitionOf(details, "Pay link")).toBe(PAY_LINK);
    await userEvent.click(canvas.getByRole("button", { name: "Copy pay link" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(PAY_LINK);
    await expect(await canvas.findByRole("button", { name: "Copied" })).toBeVisible();
  },
};
