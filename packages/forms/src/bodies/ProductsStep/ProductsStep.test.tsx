import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { OnboardingProduct } from "../OnboardingWizard/onboardingValues.ts";
import { ProductsStep } from "./ProductsStep.tsx";

function Harness({
  onChange,
  currency,
}: {
  onChange: (products: OnboardingProduct[]) => void;
  currency?: string;
}) {
  const [products, setProducts] = useState<OnboardingProduct[]>([]);
  return (
    <ProductsStep
      products={products}
      currency={currency}
      onProductsChange={(next) => {
        onChange(next);
        setProducts(next);
      }}
    />
  );
}

const name = () => screen.getByLabelText(/^Product Name/) as HTMLInputElement;
const price = () => screen.getByLabelText(/^Price/) as HTMLInputElement;
const add = () => fireEvent.click(screen.getByRole("button", { name: "Add Product" }));

describe("ProductsStep", () => {
  it("after an add the form is empty with placeholders, and a second click adds nothing", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    add();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([
      { id: "product-1", name: "Sample Product", description: "", price: 0 },
    ]);
    expect(name().value).toBe("");
    expect(name().placeholder).toBe("Sample Product");
    expect(price().value).toBe("");
    expect(price().placeholder).toBe("0.00");
    add();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Product name is required")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("refuses a price with more decimals than the currency has", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(price(), { target: { value: "49.999" } });
    add();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("Price can have at most 2 decimal places")).toBeTruthy();
    expect(document.activeElement).toBe(price());
    fireEvent.change(price(), { target: { value: "49.99" } });
    add();
    expect(onChange).toHaveBeenLastCalledWith([
      { id: "product-1", name: "Sample Product", description: "", price: 49.99 },
    ]);
  });

  it("writes the price placeholder with the currency's decimals", () => {
    render(<Harness onChange={vi.fn()} currency="JPY" />);
    add();
    expect(price().placeholder).toBe("0");
  });
});
