import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Receipt } from "./Receipt";

describe("Receipt", () => {
  test("a section named by its title, with the amount and the facts", () => {
    render(
      <Receipt
        title="Payment received"
        amount={120}
        currency="USD"
        items={[{ term: "Invoice", detail: "INV-0012" }]}
        actions={<a href="/x.pdf">Download PDF</a>}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Payment received" });
    expect(receipt.textContent).toContain("Amount paid$120.00");
    expect(receipt.textContent).toContain("InvoiceINV-0012");
    expect(receipt.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("link", { name: "Download PDF" })).toBeTruthy();
  });
});
