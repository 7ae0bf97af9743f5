import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Select, type SelectOption } from "./Select";

const currencies: SelectOption[] = [
  { value: "USD", label: "US Dollar" },
  { value: "EUR", label: "Euro" },
  { value: "JPY", label: "Yen", disabled: true },
];

const select = () => screen.getByRole("combobox", { name: "Currency" }) as HTMLSelectElement;

describe("Select", () => {
  test("with a placeholder it starts on it, not on the first option", () => {
    render(<Select label="Currency" options={currencies} placeholder="Select a currency" />);
    expect(select().value).toBe("");
    expect(select().selectedOptions[0]?.textContent).toBe("Select a currency");
  });

  test("without a placeholder it starts on the first option, as a native select does", () => {
    render(<Select label="Currency" options={currencies} />);
    expect(select().value).toBe("USD");
  });

  test("onValueChange gets the chosen value; onChange still runs", () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(
      <Select label="Currency" options={currencies} onValueChange={onValueChange} onChange={onChange} />,
    );
    fireEvent.change(select(), { target: { value: "EUR" } });
    expect(onValueChange).toHaveBeenCalledWith("EUR");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test("required: the placeholder cannot be chosen again; disabled options stay disabled", () => {
    render(<Select label="Currency" options={currencies} placeholder="Select a currency" required />);
    const options = Array.from(select().options);
    expect(options[0]?.disabled).toBe(true);
    expect(options.find((option) => option.value === "JPY")?.disabled).toBe(true);
    expect(select().getAttribute("aria-required")).toBe("true");
  });

  test("an error marks it invalid and describes it", () => {
    render(<Select label="Currency" options={currencies} error="Select a currency" />);
    expect(select().getAttribute("aria-invalid")).toBe("true");
    const id = select().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(id)?.textContent).toBe("Select a currency");
  });

  test("controlled by value", () => {
    const { rerender } = render(
      <Select label="Currency" options={currencies} value="EUR" onChange={() => {}} />,
    );
    expect(select().value).toBe("EUR");
    rerender(<Select label="Currency" options={currencies} value="USD" onChange={() => {}} />);
    expect(select().value).toBe("USD");
  });
});
