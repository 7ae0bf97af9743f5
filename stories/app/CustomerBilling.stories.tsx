import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { adaRefunds, creditNotesListBackend } from "./support/creditNotesListBackend";
import { adaMethods, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage } from "./support/handlers";
import { manyInvoices, sampleInvoices } from "./support/invoiceFixtures";
import { type InvoiceSeed, invoicesBackend } from "./support/invoicesBackend";
import { type Canvas, findToast, page } from "./support/queries";

/**
 * A customer's money on its page (`/customers/{id}`): the Invoices tab (its invoices with their status,
 * amount and due date, each with its PDF and a link to its page; Create Invoice for this customer), the
 * Payments tab (payments and failed attempts; Record Payment: an open invoice of the customer, then the
 * payment; under them the customer's refunds) and the side panel's Generate Invoice. Each list's page is in the address.
 */
const meta = {
  title: "App/Customers/Billing",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/customers/cus-ada?tab=invoices" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
let downtime: ReturnType<typeof outage> | undefined;
let saved: MockInstance<typeof URL.createObjectURL> | undefined;

const withBilling = (invoices: InvoiceSeed[] = sampleInvoices, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    customersBackend({ customers: sampleCustomers, paymentMethods: adaMethods }),
    invoicesBackend({ invoices, spy: calls }),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Ada Lovelace" });
const panel = (canvas: Canvas, name: string) => within(canvas.getByRole("tabpanel", { name }));
async function rows(canvas: Canvas, table: string) {
  const found = within(await canvas.findByRole("table", { name: table }));
  return found
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);
}

export const Invoices: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await waitFor(async () =>
      expect(await rows(canvas, "Customer invoices")).toEqual([
        "INV-000012Open$120.00Mar 22, 2026PDF",
        "INV-000010Partially paid$120.00Feb 19, 2026PDF",
      ]),
    );
    const tab = panel(canvas, "Invoices");
    await expect(tab.getByRole("link", { name: "INV-000012" })).toHaveAttribute("href", "/invoices/inv-12");
    await expect(tab.getByRole("button", { name: "Create Invoice" })).toBeEnabled();
  },
};

/** At 1280 px, beside the side panel: each row's PDF button is whole, nothing of the table past its edge. */
export const InvoicesBesideSidePanel: Story = {
  globals: { viewport: { value: "desktop" } },
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const region = await panel(canvas, "Invoices").findByRole("region", { name: "Customer invoices" });
    const pdf = await within(region).findByRole("button", { name: "Download PDF of INV-000012" });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    await expect(pdf).toHaveTextContent("PDF");
    // On one line: a small button's height, not two lines of 'PD' and 'F'.
    await expect(pdf.getBoundingClientRect().height).toBeLessThanOrEqual(32);
    await expect(pdf.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};

export const InvoicesEmpty: Story = {
  beforeEach: withBilling([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(
      await panel(canvas, "Invoices").findByRole("heading", { level: 2, name: "No invoices" }),
    ).toBeVisible();
    await expect(canvas.getByText("Ada Lovelace has no invoices yet.")).toBeVisible();
  },
};

export const InvoicesErrorRetry: Story = {
  beforeEach: [
    withBilling(),
    mockApi(() => {
      downtime = outage("get", "/api/invoices", failure(500, "The database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const alert = await panel(canvas, "Invoices").findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load invoices");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(async () => expect(await rows(canvas, "Customer invoices")).toHaveLength(2));
  },
};

/** The invoices' page is in the address, beside the tab. */
export const InvoicesPaging: Story = {
  args: { path: "/customers/cus-ada?tab=invoices&invoicesPage=5" },
  beforeEach: withBilling(manyInvoices),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await waitFor(async () => expect(await rows(canvas, "Customer invoices")).toHaveLength(5));
    await userEvent.click(canvas.getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(currentPath()).toBe("/customers/cus-ada?tab=invoices&invoicesPage=4"));
    await waitFor(async () => expect(await rows(canvas, "Customer invoices")).toHaveLength(10));
  },
};

export const DownloadPdf: Story = {
  beforeEach: [
    withBilling(),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    calls.mockClear();
    await userEvent.click(await canvas.findByRole("button", { name: "Download PDF of INV-000012" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/invoices/inv-12/pdf",
        authorization: "Bearer story-access-token",
      }),
    );
  },
};

/** Create Invoice from the tab: the customer is fixed; the draft joins the list. */
export const CreateFromTab: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(panel(canvas, "Invoices").getByRole("button", { name: "Create Invoice" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Invoice" }));
    await expect(dialog.getByText("Ada Lovelace")).toBeVisible();
    await expect(dialog.queryByRole("combobox", { name: /^Customer/ })).toBeNull();
    await enterText(dialog.getByRole("textbox", { name: /^Description 1/ }), "Training");
    await enterText(dialog.getByRole("textbox", { name: /^Amount 1/ }), "300");
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(await findToast("Draft invoice saved")).toBeVisible();
    await waitFor(async () =>
      expect((await rows(canvas, "Customer invoices"))[0]).toMatch(/^DraftDraft\$300\.00/),
    );
  },
};

/** The side panel's Generate Invoice opens Create Invoice for this customer. */
export const GenerateInvoice: Story = {
  args: { path: "/customers/cus-ada" },
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const side = within(canvas.getByRole("complementary", { name: "Customer side panel" }));
    await userEvent.click(side.getByRole("button", { name: "Generate Invoice" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Invoice" }));
    await expect(dialog.getByText("Ada Lovelace")).toBeVisible();
    await enterText(dialog.getByRole("textbox", { name: /^Description 1/ }), "Audit");
    await enterText(dialog.getByRole("textbox", { name: /^Amount 1/ }), "99.90");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Create and finalize" }));
    await expect(await findToast("Invoice INV-000013 created")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/invoices",
        body: expect.objectContaining({ customerId: "cus-ada", finalize: true }),
      }),
    );
  },
};

export const Payments: Story = {
  args: { path: "/customers/cus-initech?tab=payments" },
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Peter Gibbons" });
    await waitFor(async () =>
      expect(await rows(canvas, "Customer payments")).toEqual([
        "Jan 15, 2026$45.00Visa •••• 0002FailedYour card was declined.INV-000011",
      ]),
    );
  },
};

export const PaymentsEmpty: Story = {
  args: { path: "/customers/cus-ada?tab=payments" },
  beforeEach: withBilling([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(
      await panel(canvas, "Payments").findByRole("heading", { level: 2, name: "No payments" }),
    ).toBeVisible();
  },
};

/** Record Payment from the tab: the open invoice first, then the payment; it joins the list. */
export const RecordPaymentFromTab: Story = {
  args: { path: "/customers/cus-ada?tab=payments" },
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await waitFor(async () => expect(await rows(canvas, "Customer payments")).toHaveLength(1));
    await userEvent.click(panel(canvas, "Payments").getByRole("button", { name: "Record Payment" }));
    const choose = within(await page().findByRole("dialog", { name: "Record Payment" }));
    const select = await choose.findByRole("combobox", { name: "Invoice" });
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["INV-000012 · $120.00 due", "INV-000010 · $70.00 due"]);
    await userEvent.selectOptions(select, "INV-000010 · $70.00 due");
    await userEvent.click(choose.getByRole("button", { name: "Continue" }));
    const dialog = within(await page().findByRole("dialog", { name: "Record Payment" }));
    await expect(await dialog.findByText("INV-000010: $70.00 due")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Record Payment" }));
    await expect(await findToast("INV-000010 is paid")).toBeVisible();
    await waitFor(async () => expect(await rows(canvas, "Customer payments")).toHaveLength(2));
  },
};

/** A Viewer sees the lists; Create Invoice, Record Payment and Generate Invoice say why they are off. */
export const ViewerReadOnly: Story = {
  beforeEach: withBilling(sampleInvoices, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await waitFor(async () => expect(await rows(canvas, "Customer invoices")).toHaveLength(2));
    const create = panel(canvas, "Invoices").getByRole("button", { name: "Create Invoice" });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute("title", expect.stringMatching(/Viewer/));
    const side = within(canvas.getByRole("complementary", { name: "Customer side panel" }));
    await expect(side.getByRole("button", { name: "Generate Invoice" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Download PDF of INV-000012" })).toBeEnabled();
  },
};

/** The payments list can fail on its own; the rest of the page stands. */
export const PaymentsError: Story = {
  args: { path: "/customers/cus-ada?tab=payments" },
  beforeEach: [
    withBilling(),
    mockApi(() => [endpoint("get", "/api/payments", failure(500, "Payments are unavailable."))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const alert = await panel(canvas, "Payments").findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load payments");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** The customer's refunds under its payments: newest first, a failed one saying why. */
export const PaymentsWithRefunds: Story = {
  args: { path: "/customers/cus-ada?tab=payments" },
  beforeEach: [withBilling(), mockApi(() => [creditNotesListBackend({ refunds: adaRefunds })])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const refunds = within(await panel(canvas, "Payments").findByRole("region", { name: "Refunds" }));
    await waitFor(async () =>
      expect(await rows(canvas, "Customer refunds")).toEqual([
        "Feb 27, 2026$12.50INV-000012CardSucceeded",
        "Feb 24, 2026$30.00INV-000012CardFailedThe card's bank declined the refund.",
        "Feb 20, 2026$19.99INV-000010OfflineSucceeded",
      ]),
    );
    await expect(refunds.getByText("The card's bank declined the refund.")).toBeVisible();
    const failed = refunds.getByText("Failed").closest("[data-tone]");
    await expect(failed).toHaveAttribute("data-tone", "danger");
    await expect(refunds.getAllByRole("link", { name: "INV-000010" })[0]).toHaveAttribute(
      "href",
      "/invoices/inv-10",
    );
  },
};

export const PaymentsWithoutRefunds: Story = {
  args: { path: "/customers/cus-ada?tab=payments" },
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const refunds = within(await panel(canvas, "Payments").findByRole("region", { name: "Refunds" }));
    await expect(await refunds.findByRole("heading", { level: 3, name: "No refunds" })).toBeVisible();
    await expect(refunds.getByText(/Nothing was refunded to Ada Lovelace/)).toBeVisible();
  },
};
