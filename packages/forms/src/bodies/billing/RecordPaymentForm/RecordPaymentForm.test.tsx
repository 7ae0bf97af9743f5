import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../../customers/testHelpers.ts";
import { RecordPaymentForm } from "./RecordPaymentForm.tsx";

function setup(onSubmit = vi.fn(async () => {})) {
  render(
    <RecordPaymentForm
      currency="USD"
      amountDue={120}
      invoiceNumber="INV-000012"
      today="2026-03-02"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

const amount = () => screen.getByRole("textbox", { name: /^Amount/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Record Payment" }));

describe("RecordPaymentForm", () => {
  it("starts at the amount due, offline, today", async () => {
    const onSubmit = setup();
    expect(screen.getByText("INV-000012: $120.00 due")).toBeTruthy();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      amount: 120,
      paymentMethod: "offline",
      reference: "",
      paidAt: "2026-03-02",
    });
  });

  it("records part of what is due with a reference", async () => {
    const onSubmit = setup();
    fireEvent.change(amount(), { target: { value: "50" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Reference/ }), { target: { value: "CHQ-118" } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 50, reference: "CHQ-118" }));
  });

  it("refuses more than is due", async () => {
    const onSubmit = setup();
    fireEvent.change(amount(), { target: { value: "120.01" } });
    submit();
    await waitFor(() => expect(descriptionOf(amount())).toContain("The amount is more than the $120.00 due"));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
