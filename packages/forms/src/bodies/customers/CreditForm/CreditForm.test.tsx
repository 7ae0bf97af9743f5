import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../testHelpers.ts";
import { CreditForm, creditBalanceText } from "./CreditForm.tsx";

function setup(currency: string, onSubmit = vi.fn(async () => {})) {
  render(<CreditForm currency={currency} creditBalance={12} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const amount = () => screen.getByRole("textbox", { name: /^Amount/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Apply Credit" }));

describe("CreditForm", () => {
  it("shows the balance and submits the amount as a number with the reason", async () => {
    const onSubmit = setup("USD");
    expect(screen.getByText("Current credit balance: $12.00")).toBeTruthy();
    fireEvent.change(amount(), { target: { value: "25.50" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Reason/ }), { target: { value: "Outage" } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 25.5, reason: "Outage" }));
  });

  it("refuses decimals a currency does not have", () => {
    const onSubmit = setup("JPY");
    fireEvent.change(amount(), { target: { value: "12.5" } });
    fireEvent.blur(amount());
    expect(descriptionOf(amount())).toContain("Amount must be a whole number");
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("writes the balance in the customer's currency", () => {
    expect(creditBalanceText(1500, "JPY")).toBe("Current credit balance: ¥1,500");
    expect(creditBalanceText(12, "EUR")).toBe("Current credit balance: €12.00");
  });
});
