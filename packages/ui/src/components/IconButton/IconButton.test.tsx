import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  test("label is its accessible name and its tooltip", () => {
    render(<IconButton label="Delete plan" icon={<svg />} />);
    const button = screen.getByRole("button", { name: "Delete plan" });
    expect(button.getAttribute("title")).toBe("Delete plan");
    expect(button.getAttribute("type")).toBe("button");
  });

  test("a title of its own replaces the tooltip, not the name", () => {
    render(<IconButton label="Delete plan" title="Delete (cannot be undone)" icon={<svg />} />);
    expect(screen.getByRole("button", { name: "Delete plan" }).getAttribute("title")).toBe(
      "Delete (cannot be undone)",
    );
  });

  test("a click calls onClick; disabled, it does not", () => {
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="Refresh" icon={<svg />} onClick={onClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    rerender(<IconButton label="Refresh" icon={<svg />} onClick={onClick} disabled />);
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("forwards its ref and aria attributes (a toggle's aria-pressed)", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} label="Show password" icon={<svg />} aria-pressed={false} />);
    expect(ref.current).toBe(screen.getByRole("button", { name: "Show password" }));
    expect(ref.current?.getAttribute("aria-pressed")).toBe("false");
  });
});
