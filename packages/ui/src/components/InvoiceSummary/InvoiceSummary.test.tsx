import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { InvoiceSummary } from "./InvoiceSummary";

const lines = [
  {
    id: "l1",
    description: "Pro plan",
    quantity: 1,
    amount: 100,
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
  },
  { id: "l2", description: "Extra seats", quantity: 2, amount: 20 },
];

const rowText = (name: string) =>
  (screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement).textContent;

describe("InvoiceSummary", () => {
  test("lists the lines with their period and quantity, then every total given", () => {
    render(
      <InvoiceSummary
        label="Invoice INV-0012"
        currency="USD"
        lines={lines}
        subtotal={120}
        discount={12}
        total={108}
        creditApplied={8}
        amountPaid={0}
        amountDue={100}
      />,
    );
    const table = screen.getByRole("table", { name: "Invoice INV-0012" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows.slice(1, 3)).toEqual(["Pro planMar 1, 2026 – Mar 31, 20261$100.00", "Extra seats2$20.00"]);
    expect(rowText("Subtotal")).toBe("Subtotal$120.00");
    expect(rowText("Discount")).toBe("Discount-$12.00");
    expect(rowText("Credit applied")).toBe("Credit applied-$8.00");
    expect(rowText("Amount due")).toBe("Amount due$100.00");
  });

  test("leaves out the rows not given, and writes nothing taken off as $0.00", () => {
    render(<InvoiceSummary label="Preview" currency="EUR" lines={[]} subtotal={0} discount={0} total={0} />);
    expect(screen.getByText("No lines")).toBeTruthy();
    expect(rowText("Discount")).toBe("Discount€0.00");
    expect(screen.queryByRole("rowheader", { name: "Amount due" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Qty" })).toBeNull();
  });

  test("the preview's charge now, in translated words", () => {
    render(
      <InvoiceSummary
        label="Preview"
        currency="USD"
        lines={lines}
        subtotal={120}
        total={120}
        chargedNow={120}
        labels={{ chargedNow: "Débité maintenant" }}
      />,
    );
    expect(rowText("Débité maintenant")).toBe("Débité maintenant$120.00");
  });

  test("a row per tax between the discount and the total, and a note under the figures", () => {
    render(
      <InvoiceSummary
        label="Invoice INV-0013"
        currency="USD"
        lines={lines}
        subtotal={120}
        discount={20}
        taxes={[
          { label: "VAT 20%", amount: 20 },
          { label: "GST 10% (included)", amount: 10.91 },
        ]}
        total={120}
        note="Reverse charge — VAT to be accounted for by the recipient"
      />,
    );
    const sums = Array.from(screen.getByRole("table").querySelectorAll("tfoot tr"), (row) => row.textContent);
    expect(sums).toEqual([
      "Subtotal$120.00",
      "Discount-$20.00",
      "VAT 20%$20.00",
      "GST 10% (included)$10.91",
      "Total$120.00",
      "Reverse charge — VAT to be accounted for by the recipient",
    ]);
  });

  test("no taxes and no note: no rows for them", () => {
    render(
      <InvoiceSummary label="Preview" currency="USD" lines={lines} subtotal={120} taxes={[]} total={120} />,
    );
    expect(screen.getByRole("table").querySelectorAll("tfoot tr")).toHaveLength(2);
  });
});
