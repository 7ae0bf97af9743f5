import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { growthPlan, sampleFamilies, samplePlans } from "./support/catalogFixtures";
import {
  BAD_IMPORT_CSV,
  csvFile,
  GOOD_IMPORT_CSV,
  longNamedCustomer,
  manyCustomers,
  sampleCustomers,
  UNBROKEN_EMAIL,
  UNBROKEN_NAME,
} from "./support/customerFixtures";
import { CUSTOMER_IN_USE, customersBackend, DUPLICATE_EMAIL } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending, watch } from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";

/**
 * Customers (`/customers`): the five stat cards, the table (or grid) of customers with its search, filters,
 * order, view and page kept in the address, Export of what the filters show, the all-or-none CSV import,
 * Add Customer at `/customers/new`, edit and delete from each row, and what a read-only role sees. The API is
 * the in-memory customers server (./support/customersBackend), answering at the network level.
 */
const meta = {
  title: "App/Customers/List",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/customers" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
/** The list's outage, ended by LoadErrorRetry before it presses Retry. */
let listOutage: ReturnType<typeof outage> | undefined;
/** The addresses Export asked for. */
const exported = fn();
/** What Export handed to the browser's download. */
let saved: MockInstance<typeof URL.createObjectURL> | undefined;
type BackendOptions = Parameters<typeof customersBackend>[0];

/** The business owner with the customers server holding `options` (the six sample customers unless told). */
const withCustomers = (options: BackendOptions = {}, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    catalogBackend({ families: sampleFamilies, plans: samplePlans }),
    customersBackend({
      customers: sampleCustomers,
      planSubscribers: { [growthPlan.id]: ["cus-globex", "cus-ada"] },
      spy: calls,
      ...options,
    }),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Customer Management" });
const table = (canvas: Canvas) => canvas.findByRole("table", { name: "Customers" });
/** The names in the table's rows, top to bottom (each row's first cell: its link). */
const names = (canvas: Canvas) =>
  within(canvas.getByRole("table", { name: "Customers" }))
    .getAllByRole("link")
    .map((link) => link.querySelector("span span")?.textContent ?? "");
const count = (canvas: Canvas, text: string) => canvas.findByText(text);

/** Opens the filters, picks `option` in the select `label`, and applies. */
async function filter(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole("button", { name: /^Filters/ }));
  const form = within(await canvas.findByRole("form", { name: "Filters" }));
  const select = form.getByRole("combobox", { name: label });
  // The countries come from the reference data: wait for the option before choosing it.
  await form.findByRole("option", { name: option });
  await userEvent.selectOptions(select, option);
  await userEvent.click(form.getByRole("button", { name: "Apply" }));
}

/** Opens a row's actions menu and picks an action. */
async function act(canvas: Canvas, customer: string, action: string) {
  await userEvent.click(await canvas.findByRole("button", { name: `Actions for ${customer}` }));
  await userEvent.click(await page().findByRole("menuitem", { name: action }));
}

export const Loading: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => [
      endpoint("get", "/api/customers", pending),
      endpoint("get", "/api/customers/summary", pending),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText("Loading customers")).toBeInTheDocument();
    const summary = canvas.getByRole("region", { name: "Customer summary" });
    for (const label of ["Total Customers", "Active Customers", "Avg MRR", "Avg LTV", "Churn Rate"]) {
      await expect(within(summary).getByText(label).closest("[aria-busy]")).toHaveAttribute(
        "aria-busy",
        "true",
      );
    }
    await expect(canvas.queryByText("No customers found")).toBeNull();
  },
};

/** The six sample customers: the figures, the table in its default order (newest first) and its columns. */
export const Filled: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await count(canvas, "6 customers")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Customer summary" }));
    const figure = (label: string) => summary.getByText(label).parentElement;
    await waitFor(() => expect(figure("Total Customers")).toHaveTextContent("6"));
    await expect(figure("Active Customers")).toHaveTextContent("3");
    // The mean MRR of the four paying customers, (490 + 1,200 + 75 + 250) / 4; the mean LTV of all six.
    await expect(figure("Avg MRR")).toHaveTextContent("$503.75");
    await expect(figure("Avg LTV")).toHaveTextContent("$6,780.00");
    await expect(figure("Churn Rate")).toHaveTextContent("0%");
    const rows = within(await table(canvas));
    for (const column of ["Customer", "Status", "MRR", "LTV", "Churn Risk"]) {
      await expect(rows.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(names(canvas)).toEqual([
      "Ada Lovelace",
      "Globex Corporation",
      "Peter Gibbons",
      "Margaret Hamilton",
      "Sophie Germain",
      "Emmy Noether",
    ]);
    const globex = within(rows.getByRole("row", { name: /Globex Corporation/ }));
    await expect(globex.getByText("hank@globex.example")).toBeVisible();
    await expect(globex.getByText("$1,200.00")).toBeVisible();
    await expect(globex.getByText("$28,800.00")).toBeVisible();
    await expect(globex.getByText("Medium")).toBeVisible();
    await expect(rows.getByRole("link", { name: /Globex Corporation/ })).toHaveAttribute(
      "href",
      "/customers/cus-globex",
    );
    await expect(canvas.getByRole("button", { name: "Add Customer" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Import" })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: withCustomers({ customers: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No customers found" })).toBeVisible();
    await expect(canvas.getByText("Add your first customer to get started")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add Your First Customer" }));
    await expect(await page().findByRole("dialog", { name: "Add Customer" })).toBeVisible();
    await expect(currentPath()).toBe("/customers/new");
  },
};

/** A search matching nobody: the hint is to change it, and no button to add. */
export const EmptySearch: Story = {
  args: { path: "/customers?search=zebra" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No customers found" })).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Add Your First Customer" })).toBeNull();
    await expect(canvas.getByRole("searchbox", { name: "Search customers" })).toHaveValue("zebra");
  },
};

/** 110 customers: a hundred a page, two pages; the page is in the address. */
export const ManyCustomers: Story = {
  beforeEach: withCustomers({ customers: manyCustomers(110) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await count(canvas, "110 customers")).toBeVisible();
    await expect(await canvas.findByText("Page 1 of 2")).toBeInTheDocument();
    await expect(names(canvas)[0]).toBe("Customer 01");
    calls.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(currentPath()).toBe("/customers?page=2"));
    await expect(await canvas.findByText("Page 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(names(canvas)).toHaveLength(10));
    await expect(names(canvas)[0]).toBe("Customer 101");
    await expect(names(canvas).at(-1)).toBe("Customer 110");
  },
};

/** An unbroken name and email wrap inside their cell; nothing scrolls sideways, in the table or the grid. */
export const LongNames: Story = {
  beforeEach: withCustomers({ customers: [longNamedCustomer, ...sampleCustomers.slice(0, 2)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    const name = await rows.findByText(UNBROKEN_NAME);
    await expect(rows.getByText(UNBROKEN_EMAIL)).toBeVisible();
    const cell = name.closest("td") as HTMLElement;
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole("radio", { name: "Grid view" }));
    const card = (await canvas.findByRole("heading", { level: 2, name: UNBROKEN_NAME })).closest(
      "section",
    ) as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const FilteredByStatus: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await filter(canvas, "Status", "Active");
    await waitFor(() => expect(currentPath()).toBe("/customers?status=active"));
    await expect(await count(canvas, "3 customers")).toBeVisible();
    await expect(names(canvas)).toEqual(["Ada Lovelace", "Globex Corporation", "Emmy Noether"]);
    await expect(canvas.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName(/1 active/);
  },
};

export const FilteredByChurnRisk: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await filter(canvas, "Churn Risk", "High");
    await waitFor(() => expect(currentPath()).toBe("/customers?churnRisk=high"));
    await expect(await count(canvas, "2 customers")).toBeVisible();
    await expect(names(canvas)).toEqual(["Peter Gibbons", "Sophie Germain"]);
  },
};

export const FilteredByCountry: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await filter(canvas, "Country", "United States");
    await waitFor(() => expect(currentPath()).toBe("/customers?country=US"));
    await expect(await count(canvas, "2 customers")).toBeVisible();
    await expect(names(canvas)).toEqual(["Globex Corporation", "Peter Gibbons"]);
  },
};

/** The plan filter offers the catalog's plans and keeps the customers with a live subscription to one. */
export const FilteredByPlan: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await filter(canvas, "Plan", "Growth");
    await waitFor(() => expect(currentPath()).toBe(`/customers?planId=${growthPlan.id}`));
    await expect(await count(canvas, "2 customers")).toBeVisible();
    await expect(names(canvas)).toEqual(["Ada Lovelace", "Globex Corporation"]);
  },
};

/** A column header sorts by its column, first ascending then descending; the order is in the address. */
export const SortedByColumn: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await count(canvas, "6 customers");
    await userEvent.click(rows.getByRole("button", { name: "MRR" }));
    await waitFor(() => expect(currentPath()).toBe("/customers?sort=totalMRR&order=asc"));
    await waitFor(() => expect(names(canvas).slice(-2)).toEqual(["Ada Lovelace", "Globex Corporation"]));
    await expect(rows.getByRole("columnheader", { name: "MRR" })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(rows.getByRole("button", { name: "MRR" }));
    await waitFor(() => expect(currentPath()).toBe("/customers?sort=totalMRR&order=desc"));
    await waitFor(() =>
      expect(names(canvas).slice(0, 3)).toEqual(["Globex Corporation", "Ada Lovelace", "Emmy Noether"]),
    );
    await expect(rows.getByRole("columnheader", { name: "MRR" })).toHaveAttribute("aria-sort", "descending");
  },
};

/** The grid: a card per customer with its status, risk, MRR and LTV. */
export const GridView: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole("radio", { name: "Grid view" }));
    await waitFor(() => expect(currentPath()).toBe("/customers?view=grid"));
    const cards = within(await canvas.findByRole("list", { name: "Customers" }));
    await expect(cards.getAllByRole("listitem")).toHaveLength(6);
    const globex = within(
      cards.getByRole("heading", { name: "Globex Corporation" }).closest("section") as HTMLElement,
    );
    await expect(globex.getByText("Hank Scorpio")).toBeVisible();
    await expect(globex.getByText("Medium risk")).toBeVisible();
    await expect(globex.getByText("$1,200.00")).toBeVisible();
    await expect(cards.getByRole("link", { name: "Globex Corporation" })).toHaveAttribute(
      "href",
      "/customers/cus-globex",
    );
    await expect(canvas.queryByRole("table", { name: "Customers" })).toBeNull();
  },
};

/** What is typed shows at once; the address and the request follow once typing pauses (300 ms). */
export const Searched: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    calls.mockClear();
    const box = canvas.getByRole("searchbox", { name: "Search customers" });
    await enterText(box, "noether.ex");
    await expect(box).toHaveValue("noether.ex");
    await waitFor(() => expect(currentPath()).toBe("/customers?search=noether.ex"));
    await expect(await count(canvas, "1 customer")).toBeVisible();
    await expect(names(canvas)).toEqual(["Emmy Noether"]);
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => {
      listOutage = outage("get", "/api/customers", failure(500, "The database is unavailable."));
      return [listOutage.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load customers");
    await expect(alert).toHaveTextContent("The database is unavailable.");
    listOutage?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await count(canvas, "6 customers")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The figures failed, the list did not: the error says which, with its own Retry. */
export const SummaryError: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => [endpoint("get", "/api/customers/summary", failure(500, "The figures are unavailable."))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load the customer figures");
    await expect(alert).toHaveTextContent("The figures are unavailable.");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(await count(canvas, "6 customers")).toBeVisible();
  },
};

/** `/customers/new` opens Add Customer over the list; the new customer is first in the list. */
export const AddCustomer: Story = {
  args: { path: "/customers/new" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await page().findByRole("dialog", { name: "Add Customer" }));
    calls.mockClear();
    await enterText(dialog.getByRole("textbox", { name: /^Email/ }), "barbara@liskov.example");
    await enterText(dialog.getByRole("textbox", { name: "First name" }), "Barbara");
    await enterText(dialog.getByRole("textbox", { name: "Last name" }), "Liskov");
    await enterText(dialog.getByRole("textbox", { name: "Company" }), "CLU Systems");
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await expect(await findToast("Customer added")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(currentPath()).toBe("/customers");
    await expect(await count(canvas, "7 customers")).toBeVisible();
    await waitFor(() => expect(names(canvas)[0]).toBe("Barbara Liskov"));
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/customers",
        body: expect.objectContaining({
          email: "barbara@liskov.example",
          firstName: "Barbara",
          lastName: "Liskov",
          company: "CLU Systems",
        }),
      }),
    );
  },
};

/** The server refuses an email already in the account: its words under Email, the dialog stays open. */
export const AddCustomerEmailTaken: Story = {
  args: { path: "/customers/new" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const dialog = within(await page().findByRole("dialog", { name: "Add Customer" }));
    const email = dialog.getByRole("textbox", { name: /^Email/ });
    await enterText(email, "ada@lovelace.example");
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(DUPLICATE_EMAIL));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(DUPLICATE_EMAIL)).toBeVisible();
    await expect(currentPath()).toBe("/customers/new");
    await expect(within(canvasElement).getByText("6 customers")).toBeVisible();
  },
};

/** Edit Customer from a row's menu: the dialog holds the record; the row shows what was saved. */
export const EditFromRow: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await act(canvas, "Emmy Noether", "Edit Customer");
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue("emmy@noether.example");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Status" }), "suspended");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Customer updated")).toBeVisible();
    const row = within(canvas.getByRole("row", { name: /Emmy Noether/ }));
    await expect(await row.findByText("Suspended")).toBeVisible();
  },
};

/** Add Customer on a test clock: the account's clocks are offered, and the clock chosen is sent. */
export const AddCustomerOnTestClock: Story = {
  beforeEach: withCustomers({
    testClocks: [
      {
        id: "clk-rehearsal",
        name: "Renewal rehearsal",
        frozenTime: "2026-04-01T09:30:00.000Z",
        status: "ready",
        advanceTo: null,
        failures: [],
        customerCount: 0,
        subscriptionCount: 0,
        invoiceCount: 0,
        createdAt: "2026-03-01T09:00:00.000Z",
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await userEvent.click(canvas.getByRole("button", { name: "Add Customer" }));
    const dialog = within(await page().findByRole("dialog", { name: "Add Customer" }));
    await enterText(dialog.getByRole("textbox", { name: /^Email/ }), "rehearsal@example.com");
    await userEvent.click(dialog.getByRole("combobox", { name: /^Test clock/ }));
    await userEvent.click(await page().findByRole("option", { name: /^Renewal rehearsal/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Add Customer" }));
    await expect(await findToast("Customer added")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/customers",
        body: expect.objectContaining({ email: "rehearsal@example.com", testClockId: "clk-rehearsal" }),
      }),
    );
  },
};

/** Edit from a row of a billed customer: its own record is read, and its clock is read-only with the reason. */
export const EditFromRowClockFixed: Story = {
  beforeEach: withCustomers({ inUse: ["cus-emmy"], testClocks: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await act(canvas, "Emmy Noether", "Edit Customer");
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    const clock = dialog.getByRole("combobox", { name: /^Test clock/ });
    await waitFor(() =>
      expect(clock).toHaveAccessibleDescription(/^Fixed: this customer has subscriptions or invoices/),
    );
    await expect(clock).toBeDisabled();
  },
};

/** A file with bad rows is refused whole: the dialog lists each row's line and problem; nobody is added. */
export const ImportBadRows: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await userEvent.click(canvas.getByRole("button", { name: "Import" }));
    const element = await page().findByRole("dialog", { name: "Import Customers" });
    const dialog = within(element);
    await userEvent.upload(
      dialog.getByLabelText("Customers CSV", { selector: "input" }),
      csvFile(BAD_IMPORT_CSV),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Import" }));
    await expect(await dialog.findByText("2 of 3 rows have problems: nothing was imported.")).toBeVisible();
    const problems = within(dialog.getByRole("table", { name: "Rows with problems" }));
    // Line 1 is the header: the second and third customers (lines 3 and 4) are the bad ones.
    await expect(
      problems.getByRole("row", { name: "3 email Please enter a valid email address" }),
    ).toBeVisible();
    await expect(problems.getByRole("row", { name: `4 email ${DUPLICATE_EMAIL}` })).toBeVisible();
    await expect(problems.queryByRole("row", { name: /^2 / })).toBeNull();
    await expect(element).toBeVisible();
    await expect(canvas.getByText("6 customers")).toBeVisible();
  },
};

export const ImportSucceeded: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await userEvent.click(canvas.getByRole("button", { name: "Import" }));
    const dialog = within(await page().findByRole("dialog", { name: "Import Customers" }));
    await userEvent.upload(
      dialog.getByLabelText("Customers CSV", { selector: "input" }),
      csvFile(GOOD_IMPORT_CSV),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Import" }));
    await expect(await findToast("2 customers imported")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(await count(canvas, "8 customers")).toBeVisible();
    await enterText(canvas.getByRole("searchbox", { name: "Search customers" }), "turing");
    await waitFor(() => expect(names(canvas)).toEqual(["Alan Turing"]));
  },
};

export const Delete: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await act(canvas, "Sophie Germain", "Delete Customer");
    const dialog = within(await page().findByRole("dialog", { name: "Delete Customer" }));
    await expect(dialog.getByText("Sophie Germain")).toBeVisible();
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Customer deleted")).toBeVisible();
    await expect(await count(canvas, "5 customers")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /Sophie Germain/ })).toBeNull();
  },
};

/** A customer with subscriptions or invoices: the server's refusal, and 'Set to Cancelled' instead. */
export const DeleteInUse: Story = {
  beforeEach: withCustomers({ inUse: ["cus-globex"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "6 customers");
    await act(canvas, "Globex Corporation", "Delete Customer");
    const dialog = within(await page().findByRole("dialog", { name: "Delete Customer" }));
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await dialog.findByText(CUSTOMER_IN_USE)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Set to Cancelled" }));
    await expect(await findToast("Customer cancelled")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/customers/cus-globex",
        body: { status: "cancelled" },
      }),
    );
    const row = within(canvas.getByRole("row", { name: /Globex Corporation/ }));
    await expect(await row.findByText("Cancelled")).toBeVisible();
    await expect(canvas.getByText("6 customers")).toBeVisible();
  },
};

/** Export asks for the CSV of what the search and filters show, not of the page on screen. */
export const Export: Story = {
  args: { path: "/customers?status=active&search=example&page=1&sort=totalMRR&order=desc" },
  beforeEach: [
    withCustomers(),
    mockApi(() => [watch("get", "/api/customers/export", (request) => exported(request.url))]),
    () => {
      // The file handed to the browser's download, to read what a person would open.
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvas, "3 customers");
    exported.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    const url = new URL(exported.mock.calls[0]?.[0] as string);
    await expect(Object.fromEntries(url.searchParams)).toEqual({ search: "example", status: "active" });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("Export handed no file to the download");
    const text = await file.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r\n/);
    await expect(header).toBe("id,email,firstName,lastName,company,status");
    await expect(rows.map((row) => row.split(",")[1])).toEqual([
      "ada@lovelace.example",
      "hank@globex.example",
      "emmy@noether.example",
    ]);
    await expect(canvas.getByRole("button", { name: "Export" })).toBeEnabled();
  },
};

/** A Viewer reads the list and may export it; adding and importing are off, and the page says why. */
export const ViewerView: Story = {
  beforeEach: withCustomers({}, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Your role (Viewer) cannot manage customers.")).toBeVisible();
    await expect(await count(canvas, "6 customers")).toBeVisible();
    const add = canvas.getByRole("button", { name: "Add Customer" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute("title", "Your role (Viewer) cannot manage customers.");
    await expect(canvas.getByRole("button", { name: "Import" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Globex Corporation" }));
    await expect(await page().findByRole("menuitem", { name: "View Details" })).toBeVisible();
    await expect(page().queryByRole("menuitem", { name: "Edit Customer" })).toBeNull();
    await expect(page().queryByRole("menuitem", { name: "Delete Customer" })).toBeNull();
  },
};
