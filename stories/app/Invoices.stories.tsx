import type { TestClockResponse } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { adaMethods, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending, watch } from "./support/handlers";
import { invoiceCharges, manyInvoices, sampleInvoices } from "./support/invoiceFixtures";
import { type InvoiceSeed, invoicesBackend } from "./support/invoicesBackend";
import { type Canvas, findToast, page } from "./support/queries";

/**
 * Invoices (`/invoices`): the table of every invoice (number, or 'Draft'; the customer, linked; amount;
 * status badge; issue and due dates; row actions), its search (300 ms after typing stops), the status filter
 * (All and each status: Draft, Open, Partially paid, Paid, Overdue, Voided) and the page, all in the address; Export of what the filters
 * show; Create Invoice; Void with a confirmation; Delete of drafts; and the bulk bar of the selected invoices
 * (Finalize, Void, Collect) reporting each invoice's result. The API is the in-memory invoices server
 * (./support/invoicesBackend), answering at the network level.
 */
const meta = {
  title: "App/Invoices/List",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/invoices" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const exported = fn();
let downtime: ReturnType<typeof outage> | undefined;
let saved: MockInstance<typeof URL.createObjectURL> | undefined;

const withInvoices = (invoices: InvoiceSeed[] = sampleInvoices, user = businessUser, extra = {}) =>
  mockApi(() => [
    accountHandlers(user),
    customersBackend({ customers: sampleCustomers, paymentMethods: adaMethods }),
    invoicesBackend({
      invoices,
      spy: calls,
      withoutCard: ["cus-initech"],
      charges: invoiceCharges,
      ...extra,
    }),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Invoices" });
const table = async (canvas: Canvas) => within(await canvas.findByRole("table", { name: "Invoices" }));
/** The invoice numbers of the rows shown, in order. */
async function numbers(canvas: Canvas) {
  const rows = (await table(canvas)).getAllByRole("row").slice(1);
  return rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");
}
const row = async (canvas: Canvas, name: string) =>
  within((await table(canvas)).getByRole("link", { name }).closest("tr") as HTMLElement);
async function menuItem(canvas: Canvas, invoice: string, item: string) {
  await userEvent.click(canvas.getByRole("button", { name: `Actions for ${invoice}` }));
  await userEvent.click(await page().findByRole("menuitem", { name: item }));
}

export const Loading: Story = {
  beforeEach: [withInvoices(), mockApi(() => [endpoint("get", "/api/invoices", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText("Loading invoices")).toBeInTheDocument();
    await expect(await canvas.findByRole("table", { name: "Invoices" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  beforeEach: withInvoices([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No invoices found" })).toBeVisible();
    await expect(canvas.getByText("Create your first invoice to bill a customer")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Your First Invoice" })).toBeEnabled();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withInvoices(),
    mockApi(() => {
      downtime = outage("get", "/api/invoices", failure(500, "The database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load invoices");
    await expect(alert).toHaveTextContent("The database is unavailable.");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(async () => expect(await numbers(canvas)).toContain("INV-000012"));
  },
};

/** Every status with its badge; drafts read 'Draft'; the customer links to its page. */
export const List: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText("6 invoices")).toBeVisible();
    await expect(await numbers(canvas)).toEqual([
      "Draft",
      "INV-000012",
      "INV-000010",
      "INV-000011",
      "INV-000009",
      "INV-000008",
    ]);
    const open = await row(canvas, "INV-000012");
    await expect(open.getByText("$120.00")).toBeVisible();
    await expect(open.getByText("Open").closest("[title]")).toHaveAttribute("title", "Open");
    await expect(open.getByText("Feb 20, 2026")).toBeVisible();
    await expect(open.getByText("Mar 22, 2026")).toBeVisible();
    await expect(open.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      "/customers/cus-ada",
    );
    const tones = async (name: string) =>
      (await table(canvas)).getByRole("link", { name }).closest("tr")?.querySelector("[data-tone]");
    await expect(await tones("INV-000009")).toHaveAttribute("data-tone", "success");
    await expect(await tones("INV-000011")).toHaveAttribute("data-tone", "danger");
    await expect(await tones("INV-000010")).toHaveAttribute("data-tone", "info");
    await expect(await tones("INV-000008")).toHaveAttribute("data-tone", "neutral");
    await expect(await tones("Draft")).toHaveAttribute("data-tone", "neutral");
    await userEvent.click((await table(canvas)).getByRole("link", { name: "INV-000012" }));
    await waitFor(() => expect(currentPath()).toBe("/invoices/inv-12"));
  },
};

/** The search goes to the address (and the server) once typing pauses. */
export const Search: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await enterText(canvas.getByRole("searchbox", { name: "Search invoices" }), "globex");
    await waitFor(() => expect(currentPath()).toBe("/invoices?search=globex"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["Draft", "INV-000009"]));
    await expect(canvas.getByText("2 invoices")).toBeVisible();
  },
};

/** Every status of an invoice can be filtered on, each by its badge's name; the filter is in the address. */
export const FilterByStatus: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    const status = canvas.getByRole("combobox", { name: "Status" });
    await expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Draft", "Open", "Partially paid", "Paid", "Overdue", "Voided"]);
    await userEvent.selectOptions(status, "Open");
    await waitFor(() => expect(currentPath()).toBe("/invoices?status=open"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["INV-000012"]));
    await userEvent.selectOptions(status, "Partially paid");
    await waitFor(() => expect(currentPath()).toBe("/invoices?status=partially_paid"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["INV-000010"]));
    await userEvent.selectOptions(status, "Voided");
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["INV-000008"]));
  },
};

const REHEARSAL: TestClockResponse = {
  id: "clk-rehearsal",
  name: "Renewal rehearsal",
  frozenTime: "2026-05-01T09:00:00.000Z",
  status: "ready",
  advanceTo: null,
  failures: [],
  customerCount: 1,
  subscriptionCount: 1,
  invoiceCount: 1,
  createdAt: "2026-03-01T09:00:00.000Z",
};

/**
 * A test clock's rehearsal invoices stay out of the account's list (numbered in their own sequence, dated on
 * the clock) until the clock is chosen; the choice is in the address.
 */
export const RehearsalInvoices: Story = {
  beforeEach: withInvoices(
    [
      ...sampleInvoices,
      {
        id: "inv-rehearsal",
        number: "INV-TEST-000001",
        customerId: "cus-ada",
        customerName: "Ada Lovelace",
        status: "paid",
        total: 49,
        testClockId: REHEARSAL.id,
        payments: [{ amount: 49, status: "succeeded" }],
      },
    ],
    businessUser,
    { testClocks: [REHEARSAL] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await expect(await numbers(canvas)).not.toContain("INV-TEST-000001");
    const of = canvas.getByRole("combobox", { name: "Invoices of" });
    await expect(of).toHaveDisplayValue("Live invoices");
    await userEvent.selectOptions(of, "Test clock: Renewal rehearsal");
    await waitFor(() => expect(currentPath()).toBe("/invoices?testClockId=clk-rehearsal"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["INV-TEST-000001"]));
  },
};

/** A link made when the filter offered 'Pending': still open and partially paid, and named so. */
export const FilterPendingLink: Story = {
  args: { path: "/invoices?status=pending" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["INV-000012", "INV-000010"]));
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveDisplayValue(
      "Open or partially paid",
    );
  },
};

/** Opened from a link with a filter and a search: nothing found, with the way out. */
export const FilteredEmpty: Story = {
  args: { path: "/invoices?status=overdue&search=globex" },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No invoices found" })).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveValue("overdue");
  },
};

/** Pages from the server, the page in the address. */
export const Paging: Story = {
  args: { path: "/invoices?page=2" },
  beforeEach: withInvoices(manyInvoices),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("45 invoices")).toBeVisible();
    await waitFor(async () => expect((await numbers(canvas))[0]).toBe("INV-000025"));
    await userEvent.click(canvas.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(currentPath()).toBe("/invoices?page=3"));
    await waitFor(async () => expect(await numbers(canvas)).toHaveLength(5));
  },
};

export const Export: Story = {
  args: { path: "/invoices?status=paid&search=glo&page=1" },
  beforeEach: [
    withInvoices(),
    mockApi(() => [watch("get", "/api/invoices/export", (request) => exported(request.url))]),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("1 invoice");
    exported.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    const url = new URL(exported.mock.calls[0]?.[0] as string);
    await expect(Object.fromEntries(url.searchParams)).toEqual({ search: "glo", status: "paid" });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("Export handed no file to the download");
    await expect(
      (await file.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r\n/),
    ).toEqual([
      "number,customer,status,amount,dueDate",
      "INV-000009,Globex Corporation,paid,1200,2026-01-19",
    ]);
  },
};

/** Void from a row's menu: a confirmation first, then the badge changes. */
export const VoidConfirm: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await menuItem(canvas, "INV-000012", "Void");
    const dialog = within(await page().findByRole("dialog", { name: "Void Invoice" }));
    await expect(dialog.getByText(/INV-000012/)).toBeVisible();
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Void Invoice" }));
    await expect(await findToast("INV-000012 voided")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/invoices/inv-12/void" }),
    );
    await waitFor(async () => expect((await row(canvas, "INV-000012")).getByText("Voided")).toBeVisible());
  },
};

/** Deleting a draft asks first; only drafts offer it. */
export const DeleteDraft: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await userEvent.click(canvas.getByRole("button", { name: "Actions for INV-000009" }));
    await expect(page().queryByRole("menuitem", { name: "Delete" })).toBeNull();
    await expect(page().queryByRole("menuitem", { name: "Void" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await menuItem(canvas, "Draft for Globex Corporation", "Delete");
    const dialog = within(await page().findByRole("dialog", { name: "Delete Invoice" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Draft invoice deleted")).toBeVisible();
    await waitFor(() => expect(canvas.getByText("5 invoices")).toBeVisible());
  },
};

/** Three invoices ticked and collected: each one's result, refusals in the server's words. */
export const BulkCollect: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    for (const name of ["INV-000012", "INV-000011", "INV-000009"]) {
      await userEvent.click(canvas.getByRole("checkbox", { name: `Select ${name}` }));
    }
    const bar = within(canvas.getByRole("region", { name: "Selected invoices" }));
    await expect(bar.getByText("3 invoices selected")).toBeVisible();
    await userEvent.click(bar.getByRole("button", { name: "Collect" }));
    const dialog = within(await page().findByRole("dialog", { name: "Collect results" }));
    await expect(dialog.getByText("1 of 3 invoices changed.")).toBeVisible();
    const items = dialog.getAllByRole("listitem").map((item) => item.textContent);
    await expect(items).toEqual([
      "INV-000012: Paid",
      "INV-000011: This customer has no default card to charge.",
      "INV-000009: Only an open or overdue invoice can be collected.",
    ]);
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await expect(canvas.queryByRole("region", { name: "Selected invoices" })).toBeNull();
    await waitFor(async () => expect((await row(canvas, "INV-000012")).getByText("Paid")).toBeVisible());
  },
};

/**
 * Selecting the whole page and finalizing: a confirmation first says what each draft will do (an
 * auto-collected customer's card charged now, the others numbered and sent) and that the rest stay; then the
 * drafts get their numbers, the others say why not.
 */
export const BulkFinalize: Story = {
  beforeEach: withInvoices([
    ...sampleInvoices.slice(0, 2),
    {
      id: "inv-ada-draft",
      customerId: "cus-ada",
      customerName: "Ada Lovelace",
      status: "draft",
      autoCollection: true,
      createdAt: "2026-02-01T10:00:00.000Z",
      lines: [{ description: "Onboarding workshop", amount: 120 }],
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 invoices");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select every invoice on this page" }));
    await userEvent.click(
      within(canvas.getByRole("region", { name: "Selected invoices" })).getByRole("button", {
        name: "Finalize",
      }),
    );
    const confirm = within(await page().findByRole("dialog", { name: "Finalize 2 invoices" }));
    const outcomes = within(await confirm.findByRole("list", { name: "What finalizing does" }));
    await expect(outcomes.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Draft for Globex Corporation: It gets its invoice number and is emailed to hank@globex.example. $450.00 is then due within the account's net terms; nothing is charged now.",
      "Draft for Ada Lovelace: It gets its invoice number and the Visa ending 4242 is charged $100.00 now after $20.00 of the customer's credit balance.",
    ]);
    await expect(
      confirm.getByText("1 other selected invoice is not a draft and stays as it is."),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Finalize and charge" }));
    const dialog = within(await page().findByRole("dialog", { name: "Finalize results" }));
    await expect(dialog.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Draft for Globex Corporation: Open",
      "INV-000012: Only a draft invoice can be finalized.",
      "Draft for Ada Lovelace: Paid",
    ]);
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(async () =>
      expect(await numbers(canvas)).toEqual(["INV-000013", "INV-000012", "INV-000014"]),
    );
  },
};

/** Create Invoice from the list: the new invoice's page opens. */
export const CreateInvoice: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await userEvent.click(canvas.getByRole("button", { name: "Create Invoice" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Invoice" }));
    await enterText(dialog.getByRole("combobox", { name: /^Customer/ }), "Ada");
    await userEvent.click(await page().findByRole("option", { name: /Ada Lovelace/ }));
    await enterText(dialog.getByRole("textbox", { name: /^Description 1/ }), "Consulting day");
    await enterText(dialog.getByRole("textbox", { name: /^Amount 1/ }), "800");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Create and finalize" }));
    await expect(await findToast("Invoice INV-000013 created")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/invoices",
        body: expect.objectContaining({
          customerId: "cus-ada",
          items: [{ description: "Consulting day", amount: 800, quantity: 1 }],
          finalize: true,
        }),
      }),
    );
    await waitFor(() => expect(currentPath()).toBe("/invoices/inv-new-1"));
    await expect(await canvas.findByRole("heading", { level: 1, name: "INV-000013" })).toBeVisible();
  },
};

/** Create Invoice billing a charge of the catalog: searched, priced live, and priced again by the server. */
export const CreateInvoiceWithCharge: Story = {
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await userEvent.click(canvas.getByRole("button", { name: "Create Invoice" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Invoice" }));
    await enterText(dialog.getByRole("combobox", { name: /^Customer/ }), "Ada");
    await userEvent.click(await page().findByRole("option", { name: /Ada Lovelace/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Add Charge" }));
    await userEvent.click(dialog.getByRole("button", { name: "Remove line 1" }));
    await enterText(dialog.getByRole("combobox", { name: /^Charge 1/ }), "seats");
    await userEvent.click(await page().findByRole("option", { name: /^Extra seats · \$12\.50\/unit\/mo$/ }));
    await userEvent.clear(dialog.getByRole("textbox", { name: /^Quantity 1/ }));
    await enterText(dialog.getByRole("textbox", { name: /^Quantity 1/ }), "4");
    await expect(dialog.getByRole("status", { name: "Price 1" })).toHaveTextContent("$50.00");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Save as draft" }));
    await expect(await findToast("Draft invoice saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/invoices",
        body: expect.objectContaining({ items: [{ pricePointId: "pp-seats", quantity: 4 }] }),
      }),
    );
    await waitFor(() => expect(currentPath()).toBe("/invoices/inv-new-1"));
    const lines = within(await canvas.findByRole("table", { name: "Invoice lines" }));
    await expect(lines.getByText("Extra seats")).toBeVisible();
    await expect(lines.getByText("$50.00")).toBeVisible();
  },
};

/** A Viewer reads the invoices: no selection, no write actions, and the reason. */
export const ViewerReadOnly: Story = {
  beforeEach: withInvoices(sampleInvoices, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await expect(await canvas.findByText(/Your role \(Viewer\) cannot/)).toBeVisible();
    const create = canvas.getByRole("button", { name: "Create Invoice" });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute("title", expect.stringMatching(/Viewer/));
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Actions for INV-000012" }));
    await expect(await page().findByRole("menuitem", { name: "View" })).toBeVisible();
    await expect(page().queryByRole("menuitem", { name: "Void" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeEnabled();
  },
};

/**
 * At 375 px each row shows the number over the customer and the amount over the status, all in view: the
 * table does not scroll sideways (the dates are on the invoice's page).
 */
export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: withInvoices(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("6 invoices");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = await canvas.findByRole("region", { name: "Invoices" });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    const open = await row(canvas, "INV-000012");
    for (const text of ["Ada Lovelace", "$120.00", "Open"]) {
      const shown = open.getByText(text);
      await expect(shown).toBeVisible();
      await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(open.getByRole("button", { name: "Actions for INV-000012" })).toBeVisible();
  },
};

export const Dark: Story = {
  ...List,
  globals: { theme: "dark" },
};
