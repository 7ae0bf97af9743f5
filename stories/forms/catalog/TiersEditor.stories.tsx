import { type TierDraft, TiersEditor, tierErrors } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";

/**
 * The tiers of a tiered, volume or stairstep price: starting unit, ending unit (empty means unlimited) and
 * price per row. 'Add Tier' appends a tier that starts right after the previous one; setting an ending unit
 * moves the next tier's start. Messages come from the shared tier schema.
 *
 * **Accessibility:** a fieldset named 'Pricing Tiers'; each row is a group named 'Tier N' so its three fields
 * are told apart; each remove button says which tier it removes.
 */
const meta = {
  title: "Catalog/TiersEditor",
  component: TiersEditor,
  args: {
    id: "tiers",
    tiers: [{ startingUnit: 1, endingUnit: null, price: null }],
    currency: "USD",
    onChange: fn(),
  },
  render: function Render(args) {
    const [tiers, setTiers] = useState<TierDraft[]>([...args.tiers]);
    const [errors, setErrors] = useState<Record<string, string>>({});
    return (
      <TiersEditor
        {...args}
        tiers={tiers}
        errors={errors}
        onChange={(next) => {
          setTiers(next);
          setErrors({});
          args.onChange(next);
        }}
        onBlur={() => setErrors(tierErrors(tiers))}
      />
    );
  },
} satisfies Meta<typeof TiersEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneTier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tier = canvas.getByRole("group", { name: "Tier 1" });
    await expect(within(tier).getByRole("textbox", { name: "Starting Unit" })).toHaveValue("1");
    await expect(within(tier).getByRole("textbox", { name: "Ending Unit" })).toHaveAttribute(
      "placeholder",
      "Unlimited",
    );
    await expect(canvas.queryByRole("button", { name: "Remove tier 1" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add Tier" })).toBeVisible();
  },
};

export const AddTierStartsAfterThePreviousEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole("group", { name: "Tier 1" }));
    await enterText(first.getByRole("textbox", { name: "Ending Unit" }), "100");
    await enterText(first.getByRole("textbox", { name: "Price" }), "10");
    await userEvent.click(canvas.getByRole("button", { name: "Add Tier" }));
    const second = within(canvas.getByRole("group", { name: "Tier 2" }));
    await expect(second.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("101");
    await expect(second.getByRole("textbox", { name: "Ending Unit" })).toHaveValue("");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { startingUnit: 1, endingUnit: 100, price: 10 },
      { startingUnit: 101, endingUnit: null, price: null },
    ]);
  },
};

export const EndingUnitMovesTheNextStart: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: 10, price: 5 },
      { startingUnit: 11, endingUnit: null, price: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = within(canvas.getByRole("group", { name: "Tier 1" })).getByRole("textbox", {
      name: "Ending Unit",
    });
    await userEvent.clear(end);
    await enterText(end, "50");
    const second = within(canvas.getByRole("group", { name: "Tier 2" }));
    await expect(second.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("51");
  },
};

export const RemoveTier: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: 10, price: 5 },
      { startingUnit: 11, endingUnit: 20, price: 4 },
      { startingUnit: 21, endingUnit: null, price: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove tier 2" }));
    await expect(canvas.queryByRole("group", { name: "Tier 3" })).toBeNull();
    const second = within(canvas.getByRole("group", { name: "Tier 2" }));
    await expect(second.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("11");
    await expect(second.getByRole("textbox", { name: "Price" })).toHaveValue("3");
  },
};

export const PriceRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole("textbox", { name: "Price" });
    await userEvent.click(price);
    await userEvent.tab();
    await expect(price).toHaveAccessibleDescription("USD Price is required");
    await expect(price).toHaveAttribute("aria-invalid", "true");
  },
};

export const PriceNegative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole("textbox", { name: "Price" });
    await userEvent.click(price);
    await userEvent.paste("-5");
    await userEvent.tab();
    await expect(price).toHaveValue("-5");
    await expect(price).toHaveAccessibleDescription("USD Price cannot be negative");
  },
};

export const OnlyTheLastTierCanBeUnlimited: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: null, price: 5 },
      { startingUnit: 2, endingUnit: null, price: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole("group", { name: "Tier 1" }));
    await userEvent.click(first.getByRole("textbox", { name: "Ending Unit" }));
    await userEvent.tab();
    await expect(canvas.getByText("Only the last tier can be unlimited")).toBeVisible();
  },
};

export const TiersMustBeContiguous: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: 10, price: 5 },
      { startingUnit: 11, endingUnit: null, price: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = within(canvas.getByRole("group", { name: "Tier 2" })).getByRole("textbox", {
      name: "Starting Unit",
    });
    await userEvent.clear(start);
    await enterText(start, "15");
    await userEvent.tab();
    await expect(canvas.getByText("Tiers must be contiguous")).toBeVisible();
  },
};

export const TiersMustStartAtOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole("textbox", { name: "Starting Unit" });
    await userEvent.clear(start);
    await enterText(start, "5");
    await userEvent.tab();
    await expect(canvas.getByText("Tiers must start at unit 1")).toBeVisible();
  },
};

export const EndBeforeStart: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: 10, price: 5 },
      { startingUnit: 11, endingUnit: null, price: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = within(canvas.getByRole("group", { name: "Tier 2" })).getByRole("textbox", {
      name: "Ending Unit",
    });
    await enterText(end, "5");
    await userEvent.tab();
    await expect(canvas.getByText("Tier end must not be before its start")).toBeVisible();
  },
};

export const ListError: Story = {
  args: { tiers: [], error: "At least one tier is required" },
  render: (args) => <TiersEditor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("At least one tier is required")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Pricing Tiers" })).toHaveAccessibleDescription(
      "At least one tier is required",
    );
  },
};

export const ManyTiers: Story = {
  args: {
    tiers: [
      { startingUnit: 1, endingUnit: 10, price: 10 },
      { startingUnit: 11, endingUnit: 100, price: 8 },
      { startingUnit: 101, endingUnit: 1000, price: 6 },
      { startingUnit: 1001, endingUnit: 10000, price: 4.5 },
      { startingUnit: 10001, endingUnit: null, price: 2.25 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: /Remove tier/ })).toHaveLength(5);
    await expect(canvas.getByRole("group", { name: "Tier 5" })).toBeVisible();
  },
};

export const Dark: Story = {
  ...ManyTiers,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...ManyTiers,
  globals: { viewport: { value: "mobile" } },
};
