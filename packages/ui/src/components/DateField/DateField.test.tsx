import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { DateField } from "./DateField";

describe("DateField", () => {
  test("is a native date input with its label, min and max", () => {
    render(<DateField label="Start date" min="2026-01-01" max="2026-12-31" defaultValue="2026-03-02" />);
    const input = screen.getByLabelText("Start date") as HTMLInputElement;
    expect(input.type).toBe("date");
    expect(input.min).toBe("2026-01-01");
    expect(input.max).toBe("2026-12-31");
    expect(input.value).toBe("2026-03-02");
  });

  test("onValueChange gets the date as YYYY-MM-DD, '' when cleared; onChange still runs", () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(<DateField label="Start date" onValueChange={onValueChange} onChange={onChange} />);
    const input = screen.getByLabelText("Start date");
    fireEvent.change(input, { target: { value: "2026-04-30" } });
    fireEvent.change(input, { target: { value: "" } });
    expect(onValueChange.mock.calls).toEqual([["2026-04-30"], [""]]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test("an error marks it invalid", () => {
    render(<DateField label="End date" error="End date must be after the start date" />);
    expect(screen.getByLabelText("End date").getAttribute("aria-invalid")).toBe("true");
  });
});
