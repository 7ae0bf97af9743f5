import { act, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Field } from "./Field";
import { useControllableState } from "./useControllableState";

const ids = (input: HTMLElement) => (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);

function Input(props: {
  prefix?: string;
  suffix?: string;
  hint?: string;
  error?: string;
  describedBy?: string;
}) {
  return (
    <Field label="Price" {...props}>
      {(control) => <input {...control} />}
    </Field>
  );
}

describe("Field", () => {
  test("ties the label to the control and generates an id safe in selectors", () => {
    render(<Input />);
    const input = screen.getByRole("textbox", { name: "Price" });
    expect(input.id).toMatch(/^field-[a-zA-Z0-9_-]+$/);
  });

  test("describes the control by its text adornments, hint and error, in that order", () => {
    render(<Input describedBy="outside" prefix="$" suffix="USD" hint="Before tax" error="Enter a price" />);
    const input = screen.getByRole("textbox", { name: "Price" });
    expect(ids(input)).toEqual([
      "outside",
      `${input.id}-prefix`,
      `${input.id}-suffix`,
      `${input.id}-hint`,
      `${input.id}-error`,
    ]);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  test("icon adornments are decoration, not description", () => {
    render(
      <Field label="Search" prefix={<svg />}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Search" }).hasAttribute("aria-describedby")).toBe(false);
  });

  test("the error region is always there, polite, and empty without an error", () => {
    const { rerender } = render(<Input />);
    const input = screen.getByRole("textbox", { name: "Price" });
    const region = document.getElementById(`${input.id}-error`) as HTMLElement;
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");
    rerender(<Input error="Enter a price" />);
    expect(document.getElementById(`${input.id}-error`)).toBe(region);
    expect(region.textContent).toBe("Enter a price");
  });
});

describe("useControllableState", () => {
  test("uncontrolled: keeps its own value and reports each change", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>(undefined, "a", onChange));
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(onChange).toHaveBeenCalledWith("b");
  });

  test("controlled: shows the given value and only reports", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>("a", "z", onChange));
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("a");
    expect(onChange).toHaveBeenCalledWith("b");
  });
});
