import { Button, DataTable, type DataTableColumn, formatDate, Money, PlusIcon, UsersIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";

interface Customer {
  id: string;
  name: string;
  email: string;
  status: "active" | "inactive" | "archived";
  mrr: number;
  createdAt: string;
}

const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Tim",
];
const lastNames = ["Lovelace", "Hopper", "Turing", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson"];
const statuses = ["active", "inactive", "archived"] as const;

/** Deterministic sample customers (no randomness: each story is also a screenshot). */
function makeCustomers(count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length];
    const last = lastNames[(index * 7) % lastNames.length];
    const day = String((index % 28) + 1).padStart(2, "0");
    const month = String(((index * 5) % 12) + 1).padStart(2, "0");
    return {
      id: `cus_${String(index + 1).padStart(5, "0")}`,
      name: `${first} ${last} ${index + 1}`,
      email: `${first?.toLowerCase()}.${last?.toLowerCase()}${index + 1}@example.com`,
      status: statuses[index % 3] ?? "active",
      mrr: ((index * 7919) % 50000) / 100,
      createdAt: `2025-${month}-${day}`,
    };
  });
}

const columns: DataTableColumn<Customer>[] = [
  { key: "name", header: "Customer", cell: (row) => row.name, sortValue: (row) => row.name },
  { key: "email", header: "Email", cell: (row) => row.email },
  {
    key: "status",
    header: "Status",
    cell: (row) => row.status.charAt(0).toUpperCase() + row.status.slice(1),
    sortValue: (row) => row.status,
    width: 120,
  },
  {
    key: "mrr",
    header: "MRR",
    cell: (row) => <Money amount={row.mrr} />,
    sortValue: (row) => row.mrr,
    align: "end",
    width: 130,
  },
  {
    key: "createdAt",
    header: "Created",
    cell: (row) => formatDate(row.createdAt),
    sortValue: (row) => row.createdAt,
    width: 140,
  },
];

const eight = makeCustomers(8);
const tenThousand = makeCustomers(10_000);

/**
 * A table of rows with sortable columns, linked rows, loading and empty states. Rows are virtualized
 * (@tanstack/react-virtual): only those in view are in the DOM, so 10,000 rows scroll smoothly inside
 * a scroll area of `height` (480 px by default) under a sticky header.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Table](https://www.w3.org/WAI/ARIA/apg/patterns/table/) pattern, as in its
 * [sortable table](https://www.w3.org/WAI/ARIA/apg/patterns/table/examples/sortable-table/) example: a real `<table>` named by its caption, shown once above the scroll area (or by `aria-label`); spacer rows stand in for rows out
 * of view, and `aria-rowcount` / `aria-rowindex` give screen readers the true size and position. A
 * sortable header is a button inside the `<th>`, whose `aria-sort` says the order. With `getRowHref`,
 * the first cell holds a real link (a router link via `linkAs`) and a click anywhere on the row follows
 * it. While the body scrolls, the scroll area is a focusable, named region so it scrolls by keyboard.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to the scroll area, the sort buttons and the row links |
 * | Enter / Space (on a header) | Sorts by that column: ascending, then descending |
 * | Enter (on a row link) | Opens the row |
 * | Arrow keys / Page Up / Page Down (on the scroll area) | Scroll the rows |
 */
const meta = {
  title: "Data/DataTable",
  component: DataTable<Customer>,
  args: {
    columns,
    rows: eight,
    getRowId: (row: Customer) => row.id,
    caption: "Customers",
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<Customer>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll("tbody tr[aria-rowindex]")) as HTMLTableRowElement[];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Customers" });
    await expect(canvas.getByRole("region", { name: "Customers" })).toBeVisible();
    // The caption names the table and its scroll area, and is written once.
    await expect(canvas.getAllByText("Customers")).toHaveLength(1);
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(8);
    await expect(table).toHaveAttribute("aria-rowcount", "9");
    await expect(within(table).getByText("Ada Lovelace 1")).toBeVisible();
    await expect(within(table).getByText("$79.19")).toBeVisible();
  },
};

export const Sorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Customers" });
    const header = canvas.getByRole("columnheader", { name: "MRR" });
    const sortButton = within(header).getByRole("button", { name: "MRR" });
    await userEvent.click(sortButton);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: "mrr", direction: "asc" });
    await expect(bodyRows(table)[0]).toHaveTextContent("$0.00");

    // Keyboard: Enter on the focused header button flips the order.
    await expect(sortButton).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(bodyRows(table)[0]).toHaveTextContent("$475.14");

    // Only the sorted column carries aria-sort.
    await expect(canvas.getByRole("columnheader", { name: "Customer" })).not.toHaveAttribute("aria-sort");
    // A column without sortValue has no button.
    await expect(
      within(canvas.getByRole("columnheader", { name: "Email" })).queryByRole("button"),
    ).toBeNull();
  },
};

export const DefaultSort: Story = {
  args: { defaultSort: { key: "name", direction: "desc" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("columnheader", { name: "Customer" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(bodyRows(canvas.getByRole("table"))[0]).toHaveTextContent("Margaret");
  },
};

export const LinkedRows: Story = {
  args: { getRowHref: (row: Customer) => `/customers/${row.id}`, linkAs: FakeRouterLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Grace Thompson 2" });
    await expect(link).toHaveAttribute("href", "/customers/cus_00002");

    // A click anywhere on the row follows its link.
    await userEvent.click(canvas.getByText("grace.thompson2@example.com"));
    await expect(navigate).toHaveBeenLastCalledWith("/customers/cus_00002");

    // And the links work from the keyboard: after the four sort buttons comes the first row's link.
    for (let stop = 0; stop < 5; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Ada Lovelace 1" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenLastCalledWith("/customers/cus_00001");
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Customers" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(5);
    await expect(within(table).queryByText("Ada Lovelace 1")).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: "No customers found",
    emptyDescription: "Try adjusting your search or filters",
    emptyIcon: <UsersIcon size={22} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No customers found")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    rows: [],
    "aria-label": "Customers",
    caption: undefined,
    emptyAction: (
      <Button icon={<PlusIcon />} onClick={fn()}>
        Add Customer
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Customers" })).toBeVisible();
    await expect(canvas.getByText("No items to display")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add Customer" })).toHaveFocus();
  },
};

export const TenThousandRows: Story = {
  args: {
    rows: tenThousand,
    caption: "All customers",
    getRowHref: (row: Customer) => `/customers/${row.id}`,
    linkAs: FakeRouterLink,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "All customers" });
    await expect(table).toHaveAttribute("aria-rowcount", "10001");
    await expect(table.querySelectorAll("tr").length).toBeLessThan(100);

    // The scroll area is a keyboard stop while it scrolls.
    const region = canvas.getByRole("region", { name: "All customers" });
    await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
    await userEvent.tab();
    await expect(region).toHaveFocus();

    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(within(table).getByText("Tim Hopper 10000")).toBeVisible());
    const last = within(table).getByText("Tim Hopper 10000").closest("tr");
    await expect(last).toHaveAttribute("aria-rowindex", "10001");
    await expect(table.querySelectorAll("tr").length).toBeLessThan(100);
    // The header stays in view.
    const header = canvas.getByRole("columnheader", { name: "Customer" }).getBoundingClientRect();
    await expect(header.top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: "long",
        name: "Enterprise-Professional-Services-Implementation-Customer-With-A-Very-Long-Name",
        email: "averyveryveryveryverylongemailaddressthatneverbreaks@averyveryverylongdomainname.example.com",
        status: "active",
        mrr: 123456789.12,
        createdAt: "2026-01-05",
      },
      ...eight.slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    const region = canvas.getByRole("region");
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(region.clientWidth + 1);
    await expect(canvas.getByText("$123,456,789.12")).toBeVisible();
    await expect(canvas.getByText("Jan 5, 2026")).toBeVisible();
  },
};

export const Dark: Story = {
  ...Sorted,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Customers" });
    // The table keeps its minimum width and scrolls sideways inside its region.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
    region.scrollLeft = region.scrollWidth;
    await expect(canvas.getByRole("columnheader", { name: "Created" })).toBeVisible();
  },
};
