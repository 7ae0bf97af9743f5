import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ChargeResponse, PricePointResponse } from "../../../schemas/index.ts";
import { descriptionOf } from "../../customers/testHelpers.ts";
import { InvoiceForm, linesTotal } from "./InvoiceForm.tsx";

const customer = { id: "cus-ada", name: "Ada Lovelace", currency: "USD" };

const point = (id: string, fields: Partial<PricePointResponse>): PricePointResponse => ({
  id,
  currency: "USD",
  pricingModel: "flat_fee",
  price: null,
  billingFrequency: null,
  setupFee: null,
  freeQuantity: null,
  unitPrice: null,
  percentage: null,
  packageSize: null,
  trialPeriod: null,
  tiers: [],
  description: null,
  showInCheckout: true,
  showInPortal: true,
  version: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

const charge = (name: string, status: ChargeResponse["status"], points: PricePointResponse[]) =>
  ({ id: `ch-${name}`, name, status, pricePoints: points }) as unknown as ChargeResponse;

const CHARGES = [
  charge("Extra seats", "active", [
    point("pp-seats", { pricingModel: "per_unit", unitPrice: 12.5, billingFrequency: "monthly" }),
    point("pp-seats-eur", { pricingModel: "per_unit", unitPrice: 11, currency: "EUR" }),
  ]),
  charge("API calls", "active", [
    point("pp-calls", {
      pricingModel: "tiered",
      tiers: [
        { startingUnit: 1, endingUnit: 100, price: 0.1 },
        { startingUnit: 101, endingUnit: null, price: 0.05 },
      ],
    }),
  ]),
  charge("Late fee", "active", [point("pp-late", { pricingModel: "percentage", percentage: 1.5 })]),
  charge("Old audit", "archived", [point("pp-old", { price: 400 })]),
];

function setup(onSubmit = vi.fn(async () => {})) {
  render(
    <InvoiceForm
      customer={customer}
      onSubmit={onSubmit}
      onCancel={() => {}}
      loadCharges={async () => CHARGES}
    />,
  );
  return onSubmit;
}

async function pickCharge(position: number, name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: "Add Charge" }));
  const picker = screen.getByRole("combobox", { name: new RegExp(`^Charge ${position}`) });
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole("option", { name }));
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

  it("bills catalog charges priced by the engine beside a typed line, and sends their points", async () => {
    const onSubmit = setup();
    fireEvent.change(description(1), { target: { value: "Workshop" } });
    fireEvent.change(amount(1), { target: { value: "100" } });
    await pickCharge(2, /^Extra seats · \$12\.50\/unit\/mo/);
    fireEvent.change(screen.getByRole("textbox", { name: /^Quantity 2/ }), { target: { value: "3" } });
    expect(screen.getByRole("status", { name: "Price 2" }).textContent).toBe("$37.50");
    await pickCharge(3, /^API calls · starts at \$0\.10\/unit/);
    fireEvent.change(screen.getByRole("textbox", { name: /^Quantity 3/ }), { target: { value: "150" } });
    expect(screen.getByRole("status", { name: "Price 3" }).textContent).toBe("$12.50");
    expect(screen.getByText("100 × $0.10 + 50 × $0.05")).toBeTruthy();
    await pickCharge(4, /^Late fee · 1\.5% of the amount/);
    // A percentage charge takes the amount it is a share of, not a quantity.
    expect(screen.queryByRole("textbox", { name: /^Quantity 4/ })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: /^Base amount 4/ }), {
      target: { value: "1234.56" },
    });
    expect(screen.getByRole("status", { name: "Price 4" }).textContent).toBe("$18.52");
    expect(screen.getByText("$168.52")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      customerId: "cus-ada",
      items: [
        { description: "Workshop", amount: 100, quantity: 1 },
        { pricePointId: "pp-seats", quantity: 3 },
        { pricePointId: "pp-calls", quantity: 150 },
        { pricePointId: "pp-late", baseAmount: 1234.56 },
      ],
      memo: "",
      finalize: false,
    });
  });

  it("offers only the active charges in the customer's currency, and asks for a charge and a base amount", async () => {
    const onSubmit = setup();
    fireEvent.change(description(1), { target: { value: "Workshop" } });
    fireEvent.change(amount(1), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Charge" }));
    fireEvent.click(screen.getByRole("combobox", { name: /^Charge 2/ }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual([
      "Extra seats · $12.50/unit/mo",
      "API calls · starts at $0.10/unit",
      "Late fee · 1.5% of the amount",
    ]);
    fireEvent.keyDown(screen.getByRole("combobox", { name: /^Charge 2/ }), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole("combobox", { name: /^Charge 2/ }))).toContain(
        "Charge is required",
      ),
    );
    await pickCharge(3, /^Late fee/);
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole("textbox", { name: /^Base amount 3/ }))).toContain(
        "Base amount is required",
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lands the server's refusal of a charge under its picker", async () => {
    setup(
      vi.fn(async () =>
        Promise.reject({
          message: "Old audit is archived: it can no longer be billed",
          errors: [
            {
              code: "INVALID_FORMAT",
              description: "Old audit is archived: it can no longer be billed",
              field: "items.1.pricePointId",
            },
          ],
        }),
      ),
    );
    fireEvent.change(description(1), { target: { value: "Workshop" } });
    fireEvent.change(amount(1), { target: { value: "100" } });
    await pickCharge(2, /^Extra seats/);
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole("combobox", { name: /^Charge 2/ }))).toContain(
        "Old audit is archived: it can no longer be billed",
      ),
    );
  });

  it("adds each line rounded to the currency, without floating-point drift", () => {
    const line = (amount: number, quantity = 1) => ({ description: "x", amount, quantity });
    expect(linesTotal([line(0.1), line(0.2)], "USD")).toBe(0.3);
    expect(linesTotal([line(1.005, 3)], "USD")).toBe(3.02);
    expect(linesTotal([line(100.4, 1), { description: "", amount: null, quantity: 1 }], "JPY")).toBe(100);
  });
});
