import { PricingModelPicker } from "@round/forms";
import type { PricingModel } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../../interactions";

/**
 * The pricing-model picker of the plan wizard: each model as a card with its title and a one-line description.
 *
 * **Accessibility:** a WAI-ARIA radio group of native radio buttons named by the group label.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Enters the group on the chosen model (the first when none is chosen) |
 * | Arrow keys | Move to the next or previous model and choose it |
 * | Space | Chooses the focused model |
 */
const meta = {
  title: "Catalog/PricingModelPicker",
  component: PricingModelPicker,
  args: { value: "flat_fee", onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<PricingModel | null>(args.value);
    return (
      <PricingModelPicker
        {...args}
        value={value}
        onChange={(model) => {
          setValue(model);
          args.onChange(model);
        }}
      />
    );
  },
} satisfies Meta<typeof PricingModelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = ["Flat Fee", "Per Unit", "Tiered", "Volume", "Stairstep", "Package", "Percentage", "Metered"];

export const AllModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Pricing Model" });
    const radios = within(group).getAllByRole("radio");
    await expect(radios).toHaveLength(8);
    for (const title of TITLES) await expect(canvas.getByRole("radio", { name: title })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
    await expect(canvas.getByText("One fixed price for each billing period")).toBeVisible();
    await expect(canvas.getByText("A price for each bundle of a fixed number of units")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

export const ChoosingWithTheMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Tiered"));
    await expect(canvas.getByRole("radio", { name: "Tiered" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("tiered");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Per Unit" })).toHaveFocus();
    await expect(canvas.getByRole("radio", { name: "Per Unit" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith("tiered");
  },
};

export const AllowedSubset: Story = {
  args: { allowed: ["per_unit", "tiered", "volume", "stairstep"], value: "per_unit", label: "Charge Model" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = within(canvas.getByRole("radiogroup", { name: "Charge Model" })).getAllByRole("radio");
    await expect(radios).toHaveLength(4);
    await expect(canvas.queryByRole("radio", { name: "Flat Fee" })).toBeNull();
    await expect(canvas.getByRole("radio", { name: "Stairstep" })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { value: null, error: "Invalid pricing model", required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Pricing Model" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Invalid pricing model");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const Dark: Story = {
  ...AllModels,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Metered" })).toBeInTheDocument();
  },
};
