import { type OnboardingProduct, ProductsStep } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow } from "./accountFixtures";

function StatefulProducts({
  initial = [],
  currency,
  onProductsChange,
}: {
  initial?: OnboardingProduct[];
  currency?: string;
  onProductsChange: (products: OnboardingProduct[]) => void;
}) {
  const [products, setProducts] = useState(initial);
  return (
    <div style={{ maxWidth: 640 }}>
      <ProductsStep
        products={products}
        currency={currency}
        onProductsChange={(next) => {
          onProductsChange(next);
          setProducts(next);
        }}
      />
    </div>
  );
}

/**
 * Onboarding step Products: the form starts with the sample product ('Sample Product', price 0) and 'Add
 * Product' adds what it holds; after an add the form is empty, the sample showing only as placeholders (an
 * empty name is refused, so a second click adds nothing). A price has at most its currency's minor digits
 * ('Price can have at most 2 decimal places' for USD). The list shows name, description and price, each
 * removable.
 */
const meta = {
  title: "Forms/ProductsStep",
  component: StatefulProducts,
  args: { onProductsChange: fn() },
} satisfies Meta<typeof StatefulProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No products added yet")).toBeVisible();
    await expect(canvas.getByLabelText(/^Product Name/)).toHaveValue("Sample Product");
    await expect(canvas.getByLabelText(/^Price/)).toHaveValue("0");
  },
};

export const AddSampleProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(args.onProductsChange).toHaveBeenCalledWith([
      { id: "product-1", name: "Sample Product", description: "", price: 0 },
    ]);
    const item = canvas.getByRole("listitem");
    await expect(item).toHaveTextContent("Sample Product");
    await expect(item).toHaveTextContent("$0.00");
    // The form is empty again; the sample is only a placeholder, so a second click adds nothing.
    await expect(canvas.getByLabelText(/^Product Name/)).toHaveValue("");
    await expect(canvas.getByLabelText(/^Product Name/)).toHaveAttribute("placeholder", "Sample Product");
    await expect(canvas.getByLabelText(/^Price/)).toHaveValue("");
    await expect(canvas.getByLabelText(/^Price/)).toHaveAttribute("placeholder", "0.00");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(canvas.getByText("Product name is required")).toBeVisible();
    await expect(args.onProductsChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
  },
};

export const AddEditedProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Product Name/));
    await enterText(canvas.getByLabelText(/^Product Name/), "Pro Plan");
    await enterText(canvas.getByLabelText(/^Description/), "Everything in Basic, plus reports");
    await userEvent.clear(canvas.getByLabelText(/^Price/));
    await enterText(canvas.getByLabelText(/^Price/), "49.5");
    await userEvent.keyboard("{Enter}");
    await expect(args.onProductsChange).toHaveBeenCalledWith([
      { id: "product-1", name: "Pro Plan", description: "Everything in Basic, plus reports", price: 49.5 },
    ]);
    const item = canvas.getByRole("listitem");
    await expect(item).toHaveTextContent("Everything in Basic, plus reports");
    await expect(item).toHaveTextContent("$49.50");
    // The form is empty again, with the sample as placeholders.
    await expect(canvas.getByLabelText(/^Product Name/)).toHaveValue("");
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue("");
  },
};

/** More decimals than the currency has: refused, rather than rounded in the list (49.999 shown as $50.00). */
export const PriceTooPrecise: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Price/));
    await enterText(canvas.getByLabelText(/^Price/), "49.999");
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(canvas.getByText("Price can have at most 2 decimal places")).toBeVisible();
    await expect(canvas.getByLabelText(/^Price/)).toHaveFocus();
    await expect(args.onProductsChange).not.toHaveBeenCalled();
    await expect(canvas.getByText("No products added yet")).toBeVisible();
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Product Name/));
    await userEvent.click(canvas.getByRole("button", { name: "Add Product" }));
    await expect(canvas.getByText("Product name is required")).toBeVisible();
    await expect(canvas.getByLabelText(/^Product Name/)).toHaveFocus();
    await expect(args.onProductsChange).not.toHaveBeenCalled();
  },
};

export const RemoveProduct: Story = {
  args: {
    currency: "EUR",
    initial: [
      { id: "product-1", name: "Starter", description: "For small teams", price: 19 },
      { id: "product-2", name: "Growth", description: "", price: 99 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("€19.00");
    await userEvent.click(canvas.getByRole("button", { name: "Remove product Starter" }));
    await expect(args.onProductsChange).toHaveBeenCalledWith([
      { id: "product-2", name: "Growth", description: "", price: 99 },
    ]);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
  },
};

export const Dark: Story = {
  ...dark,
  args: { initial: [{ id: "product-1", name: "Sample Product", description: "", price: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("listitem")).toHaveTextContent("Sample Product");
  },
};

export const Narrow: Story = {
  ...narrow,
  args: {
    initial: [{ id: "product-1", name: "Sample Product", description: "A long description", price: 0 }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Add Product" })).toBeVisible();
  },
};
