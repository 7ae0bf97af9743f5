import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { type RadioCardOption, RadioCards } from "./RadioCards";

const options: RadioCardOption[] = [
  { value: "personal", title: "Personal", description: "Just me" },
  { value: "business", title: "Business", description: "A company" },
  { value: "agency", title: "Agency", disabled: true },
];

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("RadioCards", () => {
  test("a radio group named by its label; each card a radio named by its title", () => {
    render(<RadioCards label="Account type" options={options} />);
    expect(screen.getByRole("radiogroup", { name: "Account type" })).toBeTruthy();
    const descriptionId = radio("Business").getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(descriptionId)?.textContent).toBe("A company");
  });

  test("choosing a card checks it and reports its value", () => {
    const onValueChange = vi.fn();
    render(<RadioCards label="Account type" options={options} onValueChange={onValueChange} />);
    fireEvent.click(radio("Business"));
    expect(radio("Business").checked).toBe(true);
    expect(radio("Personal").checked).toBe(false);
    expect(onValueChange).toHaveBeenCalledWith("business");
  });

  test("all radios share one name, the given one or a generated one", () => {
    const { unmount } = render(<RadioCards label="Account type" options={options} name="accountType" />);
    expect(screen.getAllByRole("radio").map((input) => (input as HTMLInputElement).name)).toEqual([
      "accountType",
      "accountType",
      "accountType",
    ]);
    unmount();
    render(<RadioCards label="Account type" options={options} />);
    const names = new Set(screen.getAllByRole("radio").map((input) => (input as HTMLInputElement).name));
    expect(names.size).toBe(1);
    expect([...names][0]).not.toBe("");
  });

  test("controlled: shows the owner's value", () => {
    const { rerender } = render(
      <RadioCards label="Account type" options={options} value="personal" onValueChange={() => {}} />,
    );
    fireEvent.click(radio("Business"));
    expect(radio("Personal").checked).toBe(true);
    rerender(<RadioCards label="Account type" options={options} value="business" onValueChange={() => {}} />);
    expect(radio("Business").checked).toBe(true);
  });

  test("error, required and disabled reach the group and the radios", () => {
    render(
      <RadioCards label="Account type" options={options} error="Choose an account type" required disabled />,
    );
    const group = screen.getByRole("radiogroup", { name: "Account type" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose an account type",
    );
    expect(screen.getAllByRole("radio").every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });

  test("one disabled option is disabled alone", () => {
    render(<RadioCards label="Account type" options={options} />);
    expect(radio("Agency").disabled).toBe(true);
    expect(radio("Business").disabled).toBe(false);
  });
});
