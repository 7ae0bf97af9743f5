import { Stepper, type StepperStep } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

const wizard: StepperStep[] = [
  { id: "basics", title: "Basic Info", description: "Name and description", completed: true },
  { id: "pricing", title: "Pricing", description: "Price points and trial" },
  { id: "features", title: "Features", description: "What the plan includes", optional: true },
  { id: "portal", title: "Portal Settings", description: "Checkout and portal" },
  { id: "review", title: "Review", description: "Check and create" },
];

/**
 * The steps of a wizard and where the person is, such as Create New Plan's Basic Info, Pricing, Features,
 * Portal Settings and Review. Steps are numbered 1 to N; completed steps show a check mark. A step can be
 * clicked to go back to it once it has been reached (it is before the current one, or completed); later
 * steps are plain text. On narrow screens only the current step keeps its title.
 *
 * **Accessibility:** no APG pattern of its own (APG has no stepper): a `nav` landmark named by `label` around an ordered list, so screen readers say
 * 'step 2 of 5'. The current step has `aria-current="step"`; completed steps add '(completed)' after
 * their title. A step button's name is its whole visible text: title, 'Optional' and description. Reachable steps are buttons; the others are not focusable.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves between the reachable steps |
 * | Enter / Space | Goes to the focused step |
 */
const meta = {
  title: "Navigation/Stepper",
  component: Stepper,
  args: { steps: wizard, currentIndex: 1, onStepClick: fn(), label: "Create plan steps" },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Create plan steps" });
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(5);
    // Completed, current and future steps.
    const basics = canvas.getByRole("button", { name: /^Basic Info \(completed\)/ });
    const pricing = canvas.getByRole("button", { name: /^Pricing/ });
    await expect(pricing).toHaveAttribute("aria-current", "step");
    await expect(canvas.queryByRole("button", { name: /^Features/ })).toBeNull();
    await userEvent.click(basics);
    await expect(args.onStepClick).toHaveBeenCalledWith(0);
  },
};

export const FutureStepDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const features = canvas.getByText("Features");
    await userEvent.click(features);
    await expect(args.onStepClick).not.toHaveBeenCalled();
    // Only the reached steps are in the Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Basic Info \(completed\)/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Pricing/ })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const KeyboardNavigation: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(3);
    const steps = args.steps.map((step, index) => ({ ...step, completed: index < 3 }));
    return <Stepper {...args} steps={steps} currentIndex={current} onStepClick={setCurrent} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Pricing \(completed\)/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: /^Pricing \(completed\)/ })).toHaveAttribute(
      "aria-current",
      "step",
    );
    // Completed steps stay reachable after going back.
    await expect(canvas.getByRole("button", { name: /^Features \(completed\)/ })).toBeEnabled();
  },
};

export const FirstStep: Story = {
  args: { currentIndex: 0, steps: wizard.map((step) => ({ ...step, completed: false })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: /^Basic Info/ })).toHaveAttribute("aria-current", "step");
    for (const number of ["1", "2", "3", "4", "5"]) {
      await expect(canvas.getByText(number)).toBeVisible();
    }
  },
};

export const AllCompleted: Story = {
  args: { currentIndex: 4, steps: wizard.map((step) => ({ ...step, completed: true })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button")).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: /^Features \(completed\)/ }));
    await expect(args.onStepClick).toHaveBeenCalledWith(2);
  },
};

export const ReadOnly: Story = {
  args: { onStepClick: undefined, currentIndex: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent("Features");
  },
};

export const ThreeSteps: Story = {
  args: {
    steps: [
      { id: "about", title: "About you", completed: true },
      { id: "organization", title: "Organization" },
      { id: "billing", title: "Billing" },
    ],
    label: "Onboarding steps",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /^Organization/ })).toHaveAttribute(
      "aria-current",
      "step",
    );
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { id: "a", title: "Company information and registration details", completed: true },
      {
        id: "b",
        title: "BillingAddressAndTaxIdentificationNumberVerification",
        description: "Required by law",
      },
      { id: "c", title: "Invite your team" },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation");
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    // The numbers stand alone; the current step's title is the caption under them, on one line.
    const caption = nav.querySelector("p");
    await expect(caption).toBeVisible();
    await expect(caption).toHaveTextContent("Pricing");
    await expect(caption?.getBoundingClientRect().height).toBeLessThan(24);
    // Compact: every step is still named for screen readers.
    await expect(canvas.getByRole("button", { name: /^Basic Info \(completed\)/ })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /^Pricing/ })).toBeVisible();
  },
};
