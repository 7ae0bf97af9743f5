import { StepProgress } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * 'Step N of M' with a percent-complete bar, for the top of a wizard when a full `Stepper` would not fit
 * or is not needed, such as onboarding on a phone. The percent defaults to `current / total`.
 *
 * **Accessibility:** no interactive pattern: a `progressbar` named by the 'Step N of M' text, with the percent as its value text.
 * It is not interactive.
 */
const meta = {
  title: "Navigation/StepProgress",
  component: StepProgress,
  args: { current: 2, total: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
    const bar = canvas.getByRole("progressbar", { name: "Step 2 of 3" });
    await expect(bar).toHaveAttribute("aria-valuetext", "66.7%");
  },
};

export const CustomPercent: Story = {
  args: { current: 1, total: 3, percent: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
    await expect(within(canvasElement).getByText("10.0%")).toBeVisible();
  },
};

export const Complete: Story = {
  args: { current: 3, total: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

export const CustomLabel: Story = {
  args: { current: 2, total: 5, formatLabel: (current, total) => `Étape ${current} sur ${total}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Étape 2 sur 5" })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { label: "Organization details, billing address and tax identification: step 2 of 3" },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** A label with no place to break wraps above the bar, inside its container. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN },
  decorators: [inColumn({ width: 280 })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
