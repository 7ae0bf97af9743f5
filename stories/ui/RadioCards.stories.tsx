import { PackageIcon, RadioCards, UsersIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const accountTypes = [
  {
    value: "personal",
    title: "Personal",
    description: "For individuals managing their own subscriptions",
    icon: <UsersIcon size={20} />,
  },
  {
    value: "business",
    title: "Business",
    description: "For companies billing customers, with team members and organization settings",
    icon: <PackageIcon size={20} />,
  },
];

/**
 * Large choices shown as cards with a title, a description and an optional icon, such as the account type at
 * sign-up (Personal / Business) or a pricing model.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Radio Group](https://www.w3.org/WAI/ARIA/apg/patterns/radio/) pattern, built
 * on native radio buttons in a `role="radiogroup"` named by its label. Each radio is named by its card's title
 * and described by its description; the whole card is clickable.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves into the group, on the chosen card (or the first), then out of it |
 * | ArrowDown / ArrowRight | Chooses the next card |
 * | ArrowUp / ArrowLeft | Chooses the previous card |
 * | Space | Chooses the focused card |
 */
const meta = {
  title: "Forms/RadioCards",
  component: RadioCards,
  args: { label: "Account type", options: accountTypes, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Account type" })).toBeVisible();
    await userEvent.click(canvas.getByText("Business"));
    const business = canvas.getByRole("radio", { name: "Business" });
    await expect(business).toBeChecked();
    await expect(business).toHaveAccessibleDescription(
      "For companies billing customers, with team members and organization settings",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("business");
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: "personal" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const personal = canvas.getByRole("radio", { name: "Personal" });
    await expect(personal).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const business = canvas.getByRole("radio", { name: "Business" });
    await expect(business).toHaveFocus();
    await expect(business).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("business");
    await userEvent.keyboard("{ArrowUp}");
    await expect(personal).toBeChecked();
  },
};

const pricingModels = [
  { value: "flat_fee", title: "Flat fee", description: "One price per billing period" },
  { value: "per_unit", title: "Per unit", description: "Price times quantity" },
  { value: "tiered", title: "Tiered", description: "Each unit priced by the tier it falls in" },
  {
    value: "volume",
    title: "Volume",
    description: "Every unit priced by the tier of the total",
    disabled: true,
  },
];

export const ManyWithoutIcons: Story = {
  args: {
    label: "Pricing model",
    options: pricingModels,
    defaultValue: "per_unit",
    hint: "You can change it later",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Volume" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "Per unit" }));
    // The arrow keys skip the disabled card and wrap around.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Flat fee" })).toBeChecked();
    await expect(canvas.getByRole("radiogroup", { name: "Pricing model" })).toHaveAccessibleDescription(
      "You can change it later",
    );
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: "Choose an account type" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Account type" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleDescription("Choose an account type");
    await userEvent.click(canvas.getByRole("radio", { name: "Personal" }));
    await expect(canvas.getByRole("radio", { name: "Personal" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "business" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const personal = canvas.getByRole("radio", { name: "Personal" });
    await expect(personal).toBeDisabled();
    await userEvent.click(personal, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("radio", { name: "Business" })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    options: [
      {
        value: "a",
        title: "Enterprise-grade-multi-entity-consolidated-billing",
        description:
          "Bill several legal entities from one account with consolidated invoices, shared payment methods, " +
          "per-entity tax settings and revenue reports that roll up to the parent organization.",
        icon: <PackageIcon size={20} />,
      },
      { value: "b", title: "Simple", description: "One entity", icon: <UsersIcon size={20} /> },
    ],
    defaultValue: "a",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: /Enterprise/ })).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A card title and description with no place to break wrap inside the card. */
export const LongUnbrokenText: Story = {
  args: {
    label: UNBROKEN,
    options: [
      { value: "a", title: UNBROKEN, description: UNBROKEN, icon: <PackageIcon size={20} /> },
      { value: "b", title: "Simple", description: "One entity", icon: <UsersIcon size={20} /> },
    ],
    defaultValue: "a",
  },
  decorators: [inColumn({ maxWidth: 360 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: UNBROKEN })).toBeChecked();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  args: { defaultValue: "business", error: undefined },
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Personal"));
    await expect(canvas.getByRole("radio", { name: "Personal" })).toBeChecked();
  },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
