import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test } from "vitest";
import { TextField } from "./TextField";

const describedBy = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("TextField", () => {
  test("the label names the input", () => {
    render(<TextField label="Plan name" />);
    expect(screen.getByRole("textbox", { name: "Plan name" })).toBeTruthy();
  });

  test("the hint describes the input; without an error it is not invalid", () => {
    render(<TextField label="Plan name" hint="Shown on invoices" />);
    const input = screen.getByRole("textbox", { name: "Plan name" });
    expect(describedBy(input)).toEqual(["Shown on invoices"]);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  test("an error marks the input invalid and describes it after the hint", () => {
    render(<TextField label="Plan name" hint="Shown on invoices" error="Plan name is required" />);
    const input = screen.getByRole("textbox", { name: "Plan name" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input)).toEqual(["Shown on invoices", "Plan name is required"]);
  });

  test("the caller's aria-describedby and a text suffix are kept in the description", () => {
    render(
      <>
        <p id="extra">Letters and digits</p>
        <TextField label="Trial" suffix="days" aria-describedby="extra" />
      </>,
    );
    expect(describedBy(screen.getByRole("textbox", { name: "Trial" }))).toEqual([
      "Letters and digits",
      "days",
    ]);
  });

  test("required sets aria-required and an asterisk hidden from screen readers", () => {
    render(<TextField label="Email" required />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  test("native props and the ref reach the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Email" type="email" name="email" defaultValue="a@b.co" disabled />);
    expect(ref.current?.type).toBe("email");
    expect(ref.current?.name).toBe("email");
    expect(ref.current?.value).toBe("a@b.co");
    expect(ref.current?.disabled).toBe(true);
  });
});
