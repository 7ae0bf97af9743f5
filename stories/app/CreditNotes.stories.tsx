import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import {
  type CreditNoteSeed,
  creditNotesListBackend,
  manyCreditNotes,
  sampleCreditNotes,
} from "./support/creditNotesListBackend";
import { businessUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending, watch } from "./support/handlers";
import { sampleInvoices } from "./support/invoiceFixtures";
import { invoicesBackend } from "./support/invoicesBackend";
import type { Canvas } from "./support/queries";

/**
 * Credit notes (`/invoices/credit-notes`), beside Invoices under the same tabs: every credit note with its
 * invoice and customer (linked), date, total, what was refunded and credited to the balance, status
 * badge and PDF; its search (the number, 300 ms after typing stops), the status filter (All, Issued, Voided)
 * and the page, all in the address; Export CSV of what the filters show. The API is answered in memory
 * (./support/creditNotesListBackend), at the network level.
 */
const meta = {
  title: "App/Invoices/Credit notes",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/invoices/credit-notes" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = fn();
const exported = fn();
const downloaded = fn();
let downtime: ReturnType<typeof outage> | undefined;
let saved: MockInstance<typeof URL.createObjectURL> | undefined;

const withCreditNotes = (creditNotes: CreditNoteSeed[] = sampleCreditNotes) =>
  mockApi(() => [
    accountHandlers(businessUser),
    invoicesBackend({ invoices: sampleInvoices }),
    creditNotesListBackend({ creditNotes }),
    watch("get", "/api/credit-notes", (request) => listed(request.url)),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Credit notes" });
const table = async (canvas: Canvas) => within(await canvas.findByRole("table", { name: "Credit notes" }));
/** The credit note numbers of the rows shown, in order. */
async function numbers(canvas: Canvas) {
  const rows = (await table(canvas)).getAllByRole("row").slice(1);
  return rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent ?? "");
}
const row = async (canvas: Canvas, number: string) =>
  within((await table(canvas)).getByText(number).closest("tr") as HTMLElement);

export const List: Story = {
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const tabs = within(canvas.getByRole("navigation", { name: "Invoices pages" }));
    await expect(tabs.getByRole("link", { name: "Credit notes" })).toHaveAttribute("aria-current", "page");
    await expect(await canvas.findByText("3 credit notes")).toBeVisible();
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["CN-000003", "CN-000002", "CN-000001"]));
    const refunded = await row(canvas, "CN-000003");
    await expect(refunded.getByRole("link", { name: "INV-000009" })).toHaveAttribute(
      "href",
      "/invoices/inv-9",
    );
    await expect(refunded.getByRole("link", { name: "Globex Corporation" })).toHaveAttribute(
      "href",
      "/customers/cus-globex",
    );
    await expect(refunded.getByText("Feb 25, 2026")).toBeVisible();
    // Total, refunded and credited to the balance, to the cent.
    await expect(refunded.getByText("$200.00")).toBeVisible();
    await expect(refunded.getByText("$150.00")).toBeVisible();
    await expect(refunded.getByText("$50.00")).toBeVisible();
    await expect(refunded.getByText("Issued")).toBeVisible();
    await expect((await row(canvas, "CN-000002")).getAllByText("$19.99")).toHaveLength(2);
    await expect((await row(canvas, "CN-000001")).getByText("Voided")).toBeVisible();
    await expect(refunded.getByRole("button", { name: "Download PDF of CN-000003" })).toBeEnabled();
  },
};

/** From the invoices list to the credit notes through the tabs over both, and back. */
export const FromInvoices: Story = {
  args: { path: "/invoices" },
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Invoices" });
    const tabs = within(canvas.getByRole("navigation", { name: "Invoices pages" }));
    await expect(tabs.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(tabs.getByRole("link", { name: "Credit notes" }));
    await waitFor(() => expect(currentPath()).toBe("/invoices/credit-notes"));
    await heading(canvas);
    await expect(await canvas.findByText("3 credit notes")).toBeVisible();
    const back = within(canvas.getByRole("navigation", { name: "Invoices pages" }));
    await expect(back.getByRole("link", { name: "Credit notes" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(back.getByRole("link", { name: "Invoices" }));
    await waitFor(() => expect(currentPath()).toBe("/invoices"));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  },
};

/** The search (the number) goes to the address and the server once typing pauses. */
export const Search: Story = {
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    listed.mockClear();
    await enterText(canvas.getByRole("searchbox", { name: "Search credit notes" }), "000002");
    await waitFor(() => expect(currentPath()).toBe("/invoices/credit-notes?search=000002"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["CN-000002"]));
    await expect(canvas.getByText("1 credit note")).toBeVisible();
    const asked = new URL(listed.mock.calls.at(-1)?.[0] as string);
    await expect(asked.searchParams.get("search")).toBe("000002");
  },
};

export const FilteredToVoided: Story = {
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    const status = canvas.getByRole("combobox", { name: "Status" });
    await expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Issued", "Voided"]);
    await userEvent.selectOptions(status, "Voided");
    await waitFor(() => expect(currentPath()).toBe("/invoices/credit-notes?status=voided"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["CN-000001"]));
    await expect(canvas.getByText("1 credit note")).toBeVisible();
  },
};

/** A column header sorts by its column, first ascending; the order is in the address and asked of the server. */
export const SortedByTotal: Story = {
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    const rows = await table(canvas);
    await userEvent.click(rows.getByRole("button", { name: "Total" }));
    await waitFor(() => expect(currentPath()).toBe("/invoices/credit-notes?sort=total&order=asc"));
    await waitFor(async () => expect(await numbers(canvas)).toEqual(["CN-000002", "CN-000001", "CN-000003"]));
    await expect(rows.getByRole("columnheader", { name: "Total" })).toHaveAttribute("aria-sort", "ascending");
    const asked = new URL(listed.mock.calls.at(-1)?.[0] as string);
    await expect(asked.searchParams.get("orderBy")).toBe("total");
    await expect(asked.searchParams.get("isAscending")).toBe("true");
  },
};

export const Empty: Story = {
  beforeEach: withCreditNotes([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No credit notes yet" })).toBeVisible();
    await expect(canvas.getByText(/issued from an invoice's page/)).toBeVisible();
  },
};

/** Opened from a link with a filter and a search that find nothing: the way out is said. */
export const NoMatch: Story = {
  args: { path: "/invoices/credit-notes?status=voided&search=000003" },
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No credit notes found" }),
    ).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveValue("voided");
    await expect(canvas.getByRole("searchbox", { name: "Search credit notes" })).toHaveValue("000003");
  },
};

export const Loading: Story = {
  beforeEach: [withCreditNotes(), mockApi(() => [endpoint("get", "/api/credit-notes", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText("Loading credit notes")).toBeInTheDocument();
    await expect(await canvas.findByRole("table", { name: "Credit notes" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withCreditNotes(),
    mockApi(() => {
      downtime = outage("get", "/api/credit-notes", failure(500, "The database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load credit notes");
    await expect(alert).toHaveTextContent("The database is unavailable.");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(async () => expect(await numbers(canvas)).toContain("CN-000003"));
  },
};

/** Pages from the server, the page in the address. */
export const Paging: Story = {
  args: { path: "/invoices/credit-notes?page=2" },
  beforeEach: withCreditNotes(manyCreditNotes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("30 credit notes")).toBeVisible();
    await waitFor(async () => expect((await numbers(canvas))[0]).toBe("CN-000010"));
    await expect(await numbers(canvas)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(currentPath()).toBe("/invoices/credit-notes"));
    await waitFor(async () => expect((await numbers(canvas))[0]).toBe("CN-000030"));
  },
};

/** Export CSV of what the search and the filter show (not the page). */
export const ExportCsv: Story = {
  args: { path: "/invoices/credit-notes?status=issued&search=cn&page=1" },
  beforeEach: [
    withCreditNotes(),
    mockApi(() => [watch("get", "/api/credit-notes/export", (request) => exported(request.url))]),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("2 credit notes");
    exported.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    const url = new URL(exported.mock.calls[0]?.[0] as string);
    await expect(Object.fromEntries(url.searchParams)).toEqual({ search: "cn", status: "issued" });
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("Export handed no file to the download");
    await expect(
      (await file.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r\n/),
    ).toHaveLength(3);
  },
};

/** A credit note's PDF, downloaded through the signed-in client (the session's token on the request). */
export const DownloadPdf: Story = {
  beforeEach: [
    withCreditNotes(),
    mockApi(() => [watch("get", "/api/credit-notes/:id/pdf", (request) => downloaded(request))]),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    downloaded.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Download PDF of CN-000002" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const request = downloaded.mock.calls[0]?.[0] as Request;
    await expect(new URL(request.url).pathname).toBe("/api/credit-notes/cn-2/pdf");
    await expect(request.headers.get("Authorization")).toBe("Bearer story-access-token");
  },
};

/**
 * At 375 px each credit note shows its number, invoice and customer over its total and status, with its PDF;
 * the page does not scroll sideways.
 */
export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = await canvas.findByRole("region", { name: "Credit notes" });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    const refunded = await row(canvas, "CN-000003");
    for (const text of ["INV-000009", "Globex Corporation", "$200.00", "Issued"]) {
      const shown = refunded.getByText(text);
      await expect(shown).toBeVisible();
      await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(refunded.getByRole("button", { name: "Download PDF of CN-000003" })).toBeVisible();
  },
};

/**
 * At 1280 px beside the open sidebar the page does not scroll sideways; the table's own region does, to its
 * last columns, each header whole.
 */
export const DesktopWidth: Story = {
  globals: { viewport: { value: "desktop" } },
  beforeEach: withCreditNotes(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 credit notes");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const header = within((await table(canvas)).getAllByRole("row")[0] as HTMLElement);
    for (const name of ["Number", "Customer", "To balance", "Status"]) {
      const text = header.getByText(name);
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
    }
    const region = await canvas.findByRole("region", { name: "Credit notes" });
    region.scrollLeft = region.scrollWidth;
    const last = await row(canvas, "CN-000001");
    await waitFor(() =>
      expect(last.getByText("Voided").getBoundingClientRect().right).toBeLessThanOrEqual(
        region.getBoundingClientRect().right,
      ),
    );
  },
};

export const Dark: Story = {
  ...List,
  globals: { theme: "dark" },
};
