// Runs in a real browser: virtualization depends on layout (the scroll area's height, each row's measured
// height) and on real scrolling, none of which jsdom computes.
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { DataTable, type DataTableColumn } from "./DataTable";

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${index + 1}`,
  amount: (index * 37) % 1000,
}));

const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", cell: (row) => row.name, sortValue: (row) => row.id },
  {
    key: "amount",
    header: "Amount",
    cell: (row) => row.amount.toFixed(2),
    sortValue: (row) => row.amount,
    align: "end",
  },
];

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe("DataTable virtualization", () => {
  it("renders fewer than 100 rows of 10,000 and reaches the last row by scrolling", async () => {
    const screen = await render(
      <DataTable columns={columns} rows={rows} getRowId={(row) => String(row.id)} aria-label="Customers" />,
    );
    const table = screen.getByRole("table", { name: "Customers" }).element() as HTMLTableElement;
    const region = screen.getByRole("region", { name: "Customers" }).element() as HTMLElement;

    await expect.element(screen.getByText("Customer 1", { exact: true })).toBeVisible();
    expect(table.querySelectorAll("tr").length).toBeLessThan(100);
    expect(region.clientHeight).toBeLessThanOrEqual(480);
    // The spacer rows give the scroll area the height of all 10,000 rows.
    expect(region.scrollHeight).toBeGreaterThan(10_000 * 40);

    region.scrollTop = region.scrollHeight;
    await nextFrame();
    await expect.element(screen.getByText("Customer 10000", { exact: true })).toBeVisible();
    expect(table.querySelectorAll("tr").length).toBeLessThan(100);
    expect(screen.getByText("Customer 1", { exact: true }).query()).toBeNull();

    const last = screen.getByText("Customer 10000", { exact: true }).element().closest("tr");
    expect(last?.getAttribute("aria-rowindex")).toBe("10001");
    // The sticky header is still at the top of the scroll area.
    const header = screen.getByRole("columnheader", { name: "Name" }).element().getBoundingClientRect();
    expect(Math.abs(header.top - region.getBoundingClientRect().top)).toBeLessThan(2);
  });

  it("scrolls to the top of the new order when sorting a scrolled table", async () => {
    const onSortChange = vi.fn();
    const screen = await render(
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        aria-label="Customers"
        onSortChange={onSortChange}
      />,
    );
    const region = screen.getByRole("region", { name: "Customers" }).element() as HTMLElement;
    region.scrollTop = 200_000;
    await nextFrame();
    await screen.getByRole("button", { name: "Name" }).click();
    await screen.getByRole("button", { name: "Name" }).click();
    expect(region.scrollTop).toBe(0);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: "name", direction: "desc" });
    await expect.element(screen.getByText("Customer 10000", { exact: true })).toBeVisible();
  });

  it("keeps the first screen of rows measured to their real height", async () => {
    const screen = await render(
      <DataTable
        columns={columns}
        rows={rows.slice(0, 50)}
        getRowId={(row) => String(row.id)}
        aria-label="Few"
        height={300}
      />,
    );
    const region = screen.getByRole("region", { name: "Few" }).element() as HTMLElement;
    await expect.element(screen.getByText("Customer 1", { exact: true })).toBeVisible();
    expect(region.clientHeight).toBeLessThanOrEqual(300);
    region.scrollTop = region.scrollHeight;
    await nextFrame();
    await expect.element(screen.getByText("Customer 50", { exact: true })).toBeVisible();
    // Scrolled to the end, the last row's bottom meets the bottom of the scroll area.
    const lastRow = screen.getByText("Customer 50", { exact: true }).element().closest("tr") as HTMLElement;
    const gap = region.getBoundingClientRect().bottom - lastRow.getBoundingClientRect().bottom;
    expect(Math.abs(gap)).toBeLessThan(3);
  });
});
