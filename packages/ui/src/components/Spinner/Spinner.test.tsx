import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  test("is a status saying 'Loading' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
  });

  test("says its label", () => {
    render(<Spinner label="Loading invoices" />);
    expect(screen.getByRole("status").textContent).toBe("Loading invoices");
  });

  test("with label null it is silent decoration, for a place whose visible text already says it", () => {
    const { container } = render(<Spinner label={null} size={24} />);
    expect(screen.queryByRole("status")).toBeNull();
    const circle = container.querySelector("[aria-hidden='true']") as HTMLElement;
    expect(circle.style.width).toBe("24px");
    expect(container.textContent).toBe("");
  });
});
