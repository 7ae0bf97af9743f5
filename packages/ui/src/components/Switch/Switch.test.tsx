import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Switch } from "./Switch";

const control = (name: string) => screen.getByRole("switch", { name }) as HTMLInputElement;

describe("Switch", () => {
  test("is a switch whose aria-checked follows each click", () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Page lockdown" onCheckedChange={onCheckedChange} />);
    expect(control("Page lockdown").getAttribute("aria-checked")).toBe("false");
    fireEvent.click(control("Page lockdown"));
    expect(control("Page lockdown").getAttribute("aria-checked")).toBe("true");
    expect(control("Page lockdown").checked).toBe(true);
    fireEvent.click(control("Page lockdown"));
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  test("controlled, it shows the owner's state", () => {
    const { rerender } = render(<Switch label="Dark mode" checked onCheckedChange={() => {}} />);
    expect(control("Dark mode").getAttribute("aria-checked")).toBe("true");
    fireEvent.click(control("Dark mode"));
    expect(control("Dark mode").getAttribute("aria-checked")).toBe("true");
    rerender(<Switch label="Dark mode" checked={false} onCheckedChange={() => {}} />);
    expect(control("Dark mode").getAttribute("aria-checked")).toBe("false");
  });

  test("its description describes it", () => {
    render(<Switch label="Page lockdown" description="Blocks the right-click menu" />);
    const id = control("Page lockdown").getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(id)?.textContent).toBe("Blocks the right-click menu");
  });

  // Whether a disabled control ignores a click is the browser's doing (jsdom still toggles it).
  test("disabled reaches the native input and the label", () => {
    render(<Switch label="Page lockdown" disabled defaultChecked />);
    expect(control("Page lockdown").disabled).toBe(true);
    expect(control("Page lockdown").checked).toBe(true);
    expect(screen.getByText("Page lockdown").hasAttribute("data-disabled")).toBe(true);
  });
});
