import { describe, expect, it } from "vitest";
import { type DataTableColumn, nextSort, sortRows } from "./DataTable";

interface Row {
  name: string;
  amount: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", cell: (row) => row.name, sortValue: (row) => row.name },
  { key: "amount", header: "Amount", cell: (row) => row.amount, sortValue: (row) => row.amount },
  { key: "note", header: "Note", cell: () => "" },
];

const rows: Row[] = [
  { name: "plan 10", amount: 5 },
  { name: "Plan 2", amount: 50 },
  { name: "plan 1", amount: 5 },
];

describe("sortRows", () => {
  it("sorts text naturally and without regard to case", () => {
    const sorted = sortRows(rows, columns, { key: "name", direction: "asc" });
    expect(sorted.map((row) => row.name)).toEqual(["plan 1", "Plan 2", "plan 10"]);
  });

  it("sorts numbers, descending, keeping ties in their order", () => {
    const sorted = sortRows(rows, columns, { key: "amount", direction: "desc" });
    expect(sorted.map((row) => row.name)).toEqual(["Plan 2", "plan 10", "plan 1"]);
  });

  it("leaves rows alone without a sort or a sortable column, and never mutates them", () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { key: "note", direction: "asc" })).toBe(rows);
    sortRows(rows, columns, { key: "name", direction: "asc" });
    expect(rows[0]?.name).toBe("plan 10");
  });
});

describe("nextSort", () => {
  it("starts ascending, then flips", () => {
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
  });

  it("starts ascending on another column", () => {
    expect(nextSort({ key: "name", direction: "desc" }, "amount")).toEqual({
      key: "amount",
      direction: "asc",
    });
  });
});
