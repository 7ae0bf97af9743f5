import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../testHelpers.ts";
import { PaymentMethodForm } from "./PaymentMethodForm.tsx";

function setup(onSubmit = vi.fn(async () => {})) {
  render(<PaymentMethodForm onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

const cardNumber = () => screen.getByRole("textbox", { name: /^Card number/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add Payment Method" }));
const nextYear = String(new Date().getUTCFullYear() + 1);

function fillCard(number: string) {
  fireEvent.change(cardNumber(), { target: { value: number } });
  fireEvent.change(screen.getByRole("combobox", { name: /^Expiry month/ }), { target: { value: "4" } });
  fireEvent.change(screen.getByRole("combobox", { name: /^Expiry year/ }), { target: { value: nextYear } });
  fireEvent.change(screen.getByRole("textbox", { name: /^Security code/ }), { target: { value: "123" } });
}

describe("PaymentMethodForm", () => {
  it("submits a card as digits and numbers", async () => {
    const onSubmit = setup();
    fillCard("4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("checkbox", { name: "Make this the default payment method" }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      type: "card",
      cardNumber: "4242424242424242",
      expiryMonth: 4,
      expiryYear: Number(nextYear),
      cvc: "123",
      isDefault: true,
    });
  });

  it("refuses a number that fails the Luhn check, under the card number", () => {
    const onSubmit = setup();
    fillCard("4242 4242 4242 4241");
    fireEvent.blur(cardNumber());
    expect(descriptionOf(cardNumber())).toContain("Card number is invalid");
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the gateway's decline under the card number", async () => {
    setup(
      vi.fn(async () =>
        Promise.reject({
          message: "Your card was declined.",
          errors: [{ code: "CARD_DECLINED", field: "cardNumber", description: "Your card was declined." }],
        }),
      ),
    );
    fillCard("4000 0000 0000 0002");
    submit();
    await waitFor(() => expect(descriptionOf(cardNumber())).toContain("Your card was declined."));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("submits an offline method with its reference", async () => {
    const onSubmit = setup();
    fireEvent.click(screen.getByRole("radio", { name: "Offline" }));
    fireEvent.change(screen.getByRole("combobox", { name: /^Method/ }), { target: { value: "cheque" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Reference" }), { target: { value: "CHQ-0042" } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      type: "offline",
      method: "cheque",
      reference: "CHQ-0042",
      isDefault: false,
    });
  });
});
