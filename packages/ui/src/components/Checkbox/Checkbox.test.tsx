import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Checkbox } from "./Checkbox";

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

function Controlled({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Send invoices by email"
      checked={checked}
      onCheckedChange={(next) => {
        onCheckedChange(next);
        setChecked(next);
      }}
    />
  );
}

describe("Checkbox", () => {
  test("uncontrolled, a click toggles it and reports the new state", () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send invoices by email" onCheckedChange={onCheckedChange} />);
    fireEvent.click(box("Send invoices by email"));
    expect(box("Send invoices by email").checked).toBe(true);
    fireEvent.click(box("Send invoices by email"));
    expect(box("Send invoices by email").checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  test("starts checked with defaultChecked", () => {
    render(<Checkbox label="Auto-renew" defaultChecked />);
    expect(box("Auto-renew").checked).toBe(true);
  });

  test("controlled, it shows the owner's state and asks for changes", () => {
    const onCheckedChange = vi.fn();
    render(<Controlled onCheckedChange={onCheckedChange} />);
    fireEvent.click(box("Send invoices by email"));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box("Send invoices by email").checked).toBe(true);
  });

  test("a controlled checkbox whose owner refuses stays as it was", () => {
    render(<Checkbox label="Locked" checked={false} onCheckedChange={() => {}} />);
    fireEvent.click(box("Locked"));
    expect(box("Locked").checked).toBe(false);
  });

  test("indeterminate reaches the input (read as mixed)", () => {
    render(<Checkbox label="All plans" indeterminate />);
    expect(box("All plans").indeterminate).toBe(true);
  });

  test("description, error and required are wired to the input", () => {
    render(
      <Checkbox
        label="I accept the terms"
        description="Read them before signing up"
        error="You must accept the terms"
        required
      />,
    );
    const input = box("I accept the terms");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Read them before signing up", "You must accept the terms"]);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
  });

  // Whether a disabled control ignores a click is the browser's doing (jsdom still toggles it): here, that
  // the input really is disabled and its label shows it.
  test("disabled reaches the native input and the label", () => {
    render(<Checkbox label="Auto-renew" disabled />);
    expect(box("Auto-renew").disabled).toBe(true);
    expect(screen.getByText("Auto-renew").hasAttribute("data-disabled")).toBe(true);
  });
});
