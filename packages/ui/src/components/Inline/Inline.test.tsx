import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Inline } from "./Inline";

describe("Inline", () => {
  test("is a div holding its children side by side, in order", () => {
    render(
      <Inline data-testid="row">
        <button type="button">Export</button>
        <button type="button">Add Customer</button>
      </Inline>,
    );
    const row = screen.getByTestId("row");
    expect(row.tagName).toBe("DIV");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Export",
      "Add Customer",
    ]);
  });

  test("`as` picks the element; other attributes reach the root", () => {
    render(
      <Inline as="nav" aria-label="Quick actions" id="quick">
        <a href="/catalog/plans/create">Create Plan</a>
      </Inline>,
    );
    const nav = screen.getByRole("navigation", { name: "Quick actions" });
    expect(nav.id).toBe("quick");
  });

  test("align and justify each change the classes; className is kept", () => {
    const { rerender } = render(<Inline data-testid="row" className="mine" />);
    const plain = screen.getByTestId("row").className;
    rerender(<Inline data-testid="row" className="mine" justify="between" />);
    const between = screen.getByTestId("row").className;
    rerender(<Inline data-testid="row" className="mine" justify="between" align="baseline" />);
    const baseline = screen.getByTestId("row").className;
    expect(new Set([plain, between, baseline]).size).toBe(3);
    expect(screen.getByTestId("row").classList.contains("mine")).toBe(true);
  });
});
