import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NumberField } from "./NumberField";
import { clampNumber, isNumberDraft, normalizeNumberText, parseNumber, stepNumber } from "./number";

describe("number helpers", () => {
  it("accepts drafts on the way to a number and refuses the rest", () => {
    for (const text of ["", "-", ".", "-.", "12", "-12.5", "0.", ".5"])
      expect(isNumberDraft(text)).toBe(true);
    for (const text of ["a", "1a", "1.2.3", "--1", "1-", "1e5", "+1"])
      expect(isNumberDraft(text)).toBe(false);
  });
  it("parses complete numbers only", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("-")).toBeNull();
    expect(parseNumber("1.")).toBe(1);
    expect(parseNumber("-0.25")).toBe(-0.25);
  });
  it("drops spaces and thousands separators", () => {
    expect(normalizeNumberText("1,234 567")).toBe("1234567");
  });
  it("clamps and steps without floating-point noise", () => {
    expect(clampNumber(5, 0, 3)).toBe(3);
    expect(clampNumber(-5, 0)).toBe(0);
    expect(stepNumber(0.1, 1, 0.2)).toBe(0.3);
    expect(stepNumber(null, 1, 1, 5)).toBe(5);
    expect(stepNumber(10, 1, 1, 0, 10)).toBe(10);
  });
});

function Controlled() {
  const [value, setValue] = useState<number | null>(2);
  return (
    <>
      <NumberField label="Seats" value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue(10)}>
        Ten
      </button>
    </>
  );
}

describe("NumberField", () => {
  const input = () => screen.getByRole("textbox", { name: "Seats" }) as HTMLInputElement;

  it("refuses characters that cannot make a number", () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Seats" onValueChange={onValueChange} />);
    fireEvent.change(input(), { target: { value: "12" } });
    fireEvent.change(input(), { target: { value: "12x" } });
    expect(input().value).toBe("12");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(12);
  });

  it("keeps a number beyond min and max as typed, a minus included, when it loses focus", () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Seats" min={1} max={50} onValueChange={onValueChange} />);
    fireEvent.change(input(), { target: { value: "80" } });
    expect(onValueChange).toHaveBeenLastCalledWith(80);
    fireEvent.blur(input());
    expect(input().value).toBe("80");
    expect(onValueChange).toHaveBeenLastCalledWith(80);
    // Pasted whole, "-5" is not dropped (an emptied field would say the value is required).
    fireEvent.change(input(), { target: { value: "-5" } });
    fireEvent.blur(input());
    expect(input().value).toBe("-5");
    expect(onValueChange).toHaveBeenLastCalledWith(-5);
  });

  it("reports null when emptied and tidies a trailing dot on blur", () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Seats" defaultValue={3} onValueChange={onValueChange} />);
    fireEvent.change(input(), { target: { value: "" } });
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(input(), { target: { value: "4." } });
    fireEvent.blur(input());
    expect(input().value).toBe("4");
  });

  it("steps with the arrow keys", () => {
    render(<NumberField label="Seats" defaultValue={1} step={5} max={8} />);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input().value).toBe("6");
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input().value).toBe("8");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(input().value).toBe("3");
  });

  it("follows a controlled value", () => {
    render(<Controlled />);
    expect(input().value).toBe("2");
    fireEvent.change(input(), { target: { value: "2." } });
    expect(input().value).toBe("2.");
    fireEvent.click(screen.getByRole("button", { name: "Ten" }));
    expect(input().value).toBe("10");
  });
});
