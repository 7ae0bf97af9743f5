import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../../customers/testHelpers.ts";
import { InvoiceForm, linesTotal } from "./InvoiceForm.tsx";

const customer = { id: "cus-ada", name: "Ada Lovelace", currency: "USD" };

function setup(onSubmit = vi.fn(async () => {})) {
  render(<InvoiceForm customer={customer} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const description = (n: number) => screen.getByRole("textbox", { name: new RegExp(`^Description ${n}`) });
const amount = (n: number) => screen.getByRole("textbox", { name: new RegExp(`^Amount ${n}`) });

describe("InvoiceForm", () => {
  it("saves a draft of the lines typed, for the customer fixed in advance", async () => {
    const onSubmit = setup();
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    fireEvent.change(description(1), { target: { value: "Onboarding workshop" } });
    fireEvent.change(amount(1), { target: { value: "450" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Line" }));
    fireEvent.change(description(2), { target: { value: "Extra seats" } });
    fireEvent.change(amount(2), { target: { value: "12.50" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Quantity 2/ }), { target: { value: "3" } });
    expect(screen.getByText("$487.50")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      customerId: "cus-ada",
      items: [
        { description: "Onboarding workshop", amount: 450, quantity: 1 },
        { description: "Extra seats", amount: 12.5, quantity: 3 },
      ],
      memo: "",
      finalize: false,
    });
  });

  it("finalizes when 'Create and finalize' is pressed", async () => {
    const onSubmit = setup();
    fireEvent.change(description(1), { target: { value: "Setup" } });
    fireEvent.change(amount(1), { target: { value: "99" } });
    fireEvent.click(screen.getByRole("button", { name: "Create and finalize" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ finalize: true }));
  });

  it("shows each line's message under its own field and sends nothing", async () => {
    const onSubmit = setup();
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(descriptionOf(description(1))).toContain("Description is required"));
    expect(descriptionOf(amount(1))).toContain("Amount is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds each line rounded to the currency, without floating-point drift", () => {
    const line = (amount: number, quantity = 1) => ({ description: "x", amount, quantity });
    expect(linesTotal([line(0.1), line(0.2)], "USD")).toBe(0.3);
    expect(linesTotal([line(1.005, 3)], "USD")).toBe(3.02);
    expect(linesTotal([line(100.4, 1), { description: "", amount: null, quantity: 1 }], "JPY")).toBe(100);
  });
});
