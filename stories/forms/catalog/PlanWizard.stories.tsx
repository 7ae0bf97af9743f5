import { CreatePlanDialog, PlanWizard } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectRefusedSave, refusedSave } from "./catalogPlays.ts";

/**
 * 'Create New Plan' in five steps: Basic Info, Pricing, Features, Portal Settings, Review. Next checks the
 * current step with the shared `planSchema` and `pricePointSchema` messages and focuses the first invalid
 * field; Previous keeps what was typed; passed steps can be revisited from the step list. Review sums up the
 * plan, prices formatted with `formatMoney` and suffixed /mo, /yr, /wk. Create Plan shows 'Creating...'.
 *
 * Each price point shows a live preview: the person types a quantity and reads what a customer pays, priced
 * by `@round/billing`, with a line per tier (a hint while the point is incomplete). Edit mode ('Edit Plan')
 * starts from a `planResponse` with every step open and saves with 'Save Changes'.
 *
 * **Accessibility:** the step list is a navigation landmark whose current step carries `aria-current="step"`;
 * each step's title is a heading; Enter in a field acts as Next (Create Plan on the last step).
 */
const FAMILIES = [
  { id: "fam_core", name: "Core Platform" },
  { id: "fam_analytics", name: "Analytics Suite" },
  { id: "fam_enterprise", name: "Enterprise Add-ons" },
];

const meta = {
  title: "Catalog/PlanWizard",
  component: PlanWizard,
  args: { productFamilies: FAMILIES, onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof PlanWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const PORTAL_DEFAULTS = {
  showInCheckout: true,
  showInPortal: true,
  allowUpgrade: true,
  allowDowngrade: true,
  allowCancellation: false,
};

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Next" }));
const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 3, name });

async function passBasicInfo(canvas: Canvas, name = "Growth") {
  await enterText(canvas.getByRole("textbox", { name: "Plan Name" }), name);
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Product Family/ }), "Core Platform");
  await next(canvas);
  await stepHeading(canvas, "Pricing");
}

async function passPricing(canvas: Canvas, price = "49") {
  await enterText(canvas.getByRole("textbox", { name: "Price" }), price);
  await next(canvas);
  await stepHeading(canvas, "Features");
}

async function reachReview(canvas: Canvas) {
  await passBasicInfo(canvas);
  await passPricing(canvas);
  await next(canvas);
  await stepHeading(canvas, "Portal Settings");
  await next(canvas);
  await stepHeading(canvas, "Review");
}

export const BasicInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Create New Plan" })).toBeVisible();
    await expect(await stepHeading(canvas, "Basic Info")).toBeVisible();
    await expect(canvas.getByText("Step 1 of 5")).toBeVisible();
    // The titles of the step list (the Stepper repeats the current one in a caption for narrow screens).
    const steps = within(within(canvas.getByRole("navigation", { name: "Plan steps" })).getByRole("list"));
    for (const title of ["Basic Info", "Pricing", "Features", "Portal Settings", "Review"]) {
      await expect(steps.getByText(title)).toBeVisible();
    }
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: "Billing Cycles" })).toHaveAccessibleDescription(
      "Empty means unlimited",
    );
    await expect(canvas.getByRole("switch", { name: "Metered" })).not.toBeChecked();
  },
};

export const PlanNameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Plan Name" });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Plan name is required");
    await enterText(name, "G");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const PlanNameAndDescriptionLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Plan Name" });
    await enterText(name, "G");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Plan name must be at least 2 characters");
    await userEvent.click(name);
    await userEvent.paste("G".repeat(100));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Plan name cannot exceed 100 characters");
    const description = canvas.getByRole("textbox", { name: "Description" });
    await userEvent.click(description);
    await userEvent.paste("d".repeat(501));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription("Description cannot exceed 500 characters");
    // Next stays on the step while they are wrong.
    await next(canvas);
    await expect(canvas.getByText("Step 1 of 5")).toBeVisible();
  },
};

export const ProductFamilyRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const family = canvas.getByRole("combobox", { name: /Product Family/ });
    await userEvent.click(family);
    await userEvent.tab();
    await expect(family).toHaveAccessibleDescription("Product family is required");
  },
};

export const NoProductFamilies: Story = {
  args: { productFamilies: [] },
  play: async ({ canvasElement }) => {
    const family = within(canvasElement).getByRole("combobox", { name: /Product Family/ });
    await expect(family).toBeDisabled();
    await expect(family).toHaveAccessibleDescription("Create a product family first");
  },
};

export const NextBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvas);
    await expect(canvas.getByText("Plan name is required")).toBeVisible();
    await expect(canvas.getByText("Product family is required")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Plan Name" })).toHaveFocus());
    await expect(canvas.getByText("Step 1 of 5")).toBeVisible();
  },
};

export const BillingCyclesWholeNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cycles = canvas.getByRole("textbox", { name: "Billing Cycles" });
    await enterText(cycles, "1.5");
    await userEvent.tab();
    await expect(cycles).toHaveAccessibleDescription(
      "Empty means unlimited Billing cycles must be a whole number of at least 1",
    );
  },
};

export const Pricing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    await expect(canvas.getByText("Step 2 of 5")).toBeVisible();
    const primary = within(canvas.getByRole("group", { name: "Primary Price Point" }));
    await expect(primary.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    const currencies = within(primary.getByRole("combobox", { name: "Currency" }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(currencies).toEqual(["USD", "EUR", "GBP", "CAD", "AUD", "JPY"]);
    await expect(primary.getByRole("combobox", { name: "Billing Frequency" })).toHaveValue("monthly");
    await expect(primary.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
    await expect(
      within(primary.getByRole("radiogroup", { name: "Pricing Model" })).getAllByRole("radio"),
    ).toHaveLength(8);
    await next(canvas);
    await expect(primary.getByRole("textbox", { name: "Price" })).toHaveAccessibleDescription(
      "USD Price is required",
    );
    await waitFor(() => expect(primary.getByRole("textbox", { name: "Price" })).toHaveFocus());
  },
};

export const PriceNegative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    const primary = within(canvas.getByRole("group", { name: "Primary Price Point" }));
    const price = primary.getByRole("textbox", { name: "Price" });
    // '-5' stays as typed and is refused for what it is, not as a missing price.
    await userEvent.click(price);
    await userEvent.paste("-5");
    await next(canvas);
    await expect(price).toHaveValue("-5");
    await expect(price).toHaveAccessibleDescription("USD Price cannot be negative");
    await expect(canvas.getByText("Step 2 of 5")).toBeVisible();
  },
};

export const PricingModelFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    const primary = within(canvas.getByRole("group", { name: "Primary Price Point" }));
    await userEvent.click(primary.getByRole("radio", { name: "Per Unit" }));
    await expect(primary.getByRole("textbox", { name: "Unit Price" })).toBeVisible();

    await userEvent.click(primary.getByRole("radio", { name: "Package" }));
    await enterText(primary.getByRole("textbox", { name: "Price" }), "100");
    await next(canvas);
    await expect(primary.getByRole("textbox", { name: "Package Size" })).toHaveAccessibleDescription(
      "units Package size is required",
    );

    await userEvent.click(primary.getByRole("radio", { name: "Percentage" }));
    await next(canvas);
    await expect(primary.getByRole("textbox", { name: "Percentage" })).toHaveAccessibleDescription(
      "% Percentage is required for the percentage model",
    );

    await userEvent.click(primary.getByRole("radio", { name: "Stairstep" }));
    await expect(primary.getByRole("group", { name: "Pricing Tiers" })).toBeVisible();
    await next(canvas);
    const tier = within(primary.getByRole("group", { name: "Tier 1" }));
    await expect(tier.getByRole("textbox", { name: "Price" })).toHaveAccessibleDescription(
      "USD Price is required",
    );
  },
};

export const AddAndRemovePricePoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Price Point" }));
    const second = within(canvas.getByRole("group", { name: "Price Point 2" }));
    await userEvent.selectOptions(second.getByRole("combobox", { name: "Billing Frequency" }), "yearly");
    await expect(canvas.queryByRole("button", { name: "Remove price point 1" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Remove price point 2" }));
    await expect(canvas.queryByRole("group", { name: "Price Point 2" })).toBeNull();
  },
};

export const MeteredUsageMetric: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Metered" }));
    await passBasicInfo(canvas);
    const metric = within(canvas.getByRole("group", { name: "Usage Metric" }));
    await expect(metric.getByRole("combobox", { name: "Aggregation" })).toHaveValue("sum");
    await enterText(canvas.getByRole("textbox", { name: "Price" }), "49");
    await next(canvas);
    await expect(metric.getByRole("textbox", { name: "Metric Name" })).toHaveAccessibleDescription(
      "Metric name is required",
    );
    await expect(metric.getByRole("textbox", { name: "Unit" })).toHaveAccessibleDescription(
      "Unit is required",
    );
    await enterText(metric.getByRole("textbox", { name: "Price per Unit" }), "0.0015");
    await userEvent.keyboard("{ArrowUp}");
    await expect(metric.getByRole("textbox", { name: "Price per Unit" })).toHaveValue("0.0025");
  },
};

export const Features: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    await passPricing(canvas);
    await expect(canvas.getByText("No features yet. Add what this plan includes.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add Feature" }));
    const feature = within(canvas.getByRole("group", { name: "Feature 1" }));
    await expect(feature.getByRole("switch", { name: "Included" })).toBeChecked();
    await next(canvas);
    await expect(feature.getByRole("textbox", { name: "Feature Name" })).toHaveAccessibleDescription(
      "Feature name is required",
    );
    await userEvent.selectOptions(feature.getByRole("combobox", { name: "Type" }), "quantity");
    await expect(feature.getByRole("textbox", { name: "Value" })).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: "Add Feature" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove feature 1" }));
    await expect(canvas.queryByRole("group", { name: "Feature 2" })).toBeNull();
  },
};

export const PortalSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    await passPricing(canvas);
    await next(canvas);
    await stepHeading(canvas, "Portal Settings");
    for (const name of ["Show in Checkout", "Show in Customer Portal", "Allow Upgrade", "Allow Downgrade"]) {
      await expect(canvas.getByRole("switch", { name })).toBeChecked();
    }
    await expect(canvas.getByRole("switch", { name: "Allow Cancellation" })).not.toBeChecked();
  },
};

export const PreviousKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas, "Scale");
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await stepHeading(canvas, "Basic Info");
    await expect(canvas.getByRole("textbox", { name: "Plan Name" })).toHaveValue("Scale");
    await expect(canvas.getByRole("combobox", { name: /Product Family/ })).toHaveValue("fam_core");
    await next(canvas);
    await stepHeading(canvas, "Pricing");
  },
};

export const StepListGoesBackToPassedSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    await passPricing(canvas, "19");
    const steps = within(canvas.getByRole("navigation", { name: "Plan steps" }));
    // Steps not reached yet are not buttons.
    await expect(steps.queryByRole("button", { name: /Review/ })).toBeNull();
    await userEvent.click(steps.getByRole("button", { name: /Basic Info/ }));
    await stepHeading(canvas, "Basic Info");
    await userEvent.click(steps.getByRole("button", { name: /Pricing/ }));
    await stepHeading(canvas, "Pricing");
    await expect(canvas.getByRole("textbox", { name: "Price" })).toHaveValue("19");
  },
};

export const ChangedStepIsShownOnCreate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    const steps = within(canvas.getByRole("navigation", { name: "Plan steps" }));
    await userEvent.click(steps.getByRole("button", { name: /Basic Info/ }));
    await userEvent.clear(await canvas.findByRole("textbox", { name: "Plan Name" }));
    // Jump ahead through the step list past the changed step, then on to Review.
    await userEvent.click(steps.getByRole("button", { name: /Portal Settings/ }));
    await stepHeading(canvas, "Portal Settings");
    await next(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: "Create Plan" }));
    await stepHeading(canvas, "Basic Info");
    await expect(canvas.getByRole("textbox", { name: "Plan Name" })).toHaveAccessibleDescription(
      "Plan name is required",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Plan Name" }), "Growth");
    await enterText(canvas.getByRole("textbox", { name: "Description" }), "For growing teams");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Product Family/ }), "Core Platform");
    await enterText(canvas.getByRole("textbox", { name: "Trial Period" }), "14");
    await next(canvas);
    await stepHeading(canvas, "Pricing");
    await enterText(canvas.getByRole("textbox", { name: "Price" }), "49");
    await enterText(canvas.getByRole("textbox", { name: "Setup Fee" }), "99");
    await userEvent.click(canvas.getByRole("button", { name: "Add Price Point" }));
    const second = within(canvas.getByRole("group", { name: "Price Point 2" }));
    await userEvent.selectOptions(second.getByRole("combobox", { name: "Billing Frequency" }), "yearly");
    await enterText(second.getByRole("textbox", { name: "Price" }), "490");
    await next(canvas);
    await stepHeading(canvas, "Features");
    await userEvent.click(canvas.getByRole("button", { name: "Add Feature" }));
    const feature = within(canvas.getByRole("group", { name: "Feature 1" }));
    await enterText(feature.getByRole("textbox", { name: "Feature Name" }), "Seats");
    await userEvent.selectOptions(feature.getByRole("combobox", { name: "Type" }), "quantity");
    await enterText(feature.getByRole("textbox", { name: "Value" }), "10");
    await next(canvas);
    await stepHeading(canvas, "Portal Settings");
    await userEvent.click(canvas.getByRole("switch", { name: "Allow Cancellation" }));
    await next(canvas);
    await stepHeading(canvas, "Review");

    const basic = within(canvas.getByRole("region", { name: "Basic Info" }));
    await expect(basic.getByText("Growth")).toBeVisible();
    await expect(basic.getByText("Core Platform")).toBeVisible();
    await expect(basic.getByText("For growing teams")).toBeVisible();
    await expect(basic.getByText("Unlimited")).toBeVisible();
    await expect(basic.getByText("14 days")).toBeVisible();
    const pricing = within(canvas.getByRole("region", { name: "Pricing" }));
    await expect(pricing.getByText("$49.00/mo")).toBeVisible();
    await expect(pricing.getByText("USD · setup fee $99.00")).toBeVisible();
    await expect(pricing.getByText("$490.00/yr")).toBeVisible();
    await expect(
      within(canvas.getByRole("region", { name: "Features" })).getByText("Seats: 10"),
    ).toBeVisible();
    const portal = within(canvas.getByRole("region", { name: "Portal Settings" }));
    await expect(portal.getByText("Allow Cancellation").nextElementSibling).toHaveTextContent("Yes");
    await expect(canvas.getByRole("button", { name: "Create Plan" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Next" })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await reachReview(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Plan" }));
    const busy = await canvas.findByRole("button", { name: "Creating..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("A plan named Growth already exists"))) },
  play: async ({ canvasElement }) => {
    const canvas = await expectRefusedSave(within(canvasElement), {
      fill: reachReview,
      button: "Create Plan",
      message: "A plan named Growth already exists",
    });
    await expect(canvas.getByRole("button", { name: "Create Plan" })).toBeEnabled();
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSave({
    fill: reachReview,
    button: "Create Plan",
    message: "Failed to create plan. Please try again.",
  }),
};

export const Success: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Plan Name" }), "Growth");
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: /Product Family/ }),
      "Analytics Suite",
    );
    await enterText(canvas.getByRole("textbox", { name: "Trial Period" }), "14");
    await next(canvas);
    await stepHeading(canvas, "Pricing");
    await userEvent.click(canvas.getByRole("radio", { name: "Per Unit" }));
    await enterText(canvas.getByRole("textbox", { name: "Unit Price" }), "5");
    await enterText(canvas.getByRole("textbox", { name: "Free Quantity" }), "3");
    await next(canvas);
    await stepHeading(canvas, "Features");
    await userEvent.click(canvas.getByRole("button", { name: "Add Feature" }));
    await enterText(canvas.getByRole("textbox", { name: "Feature Name" }), "Priority support");
    await userEvent.click(canvas.getByRole("button", { name: "Add Feature" }));
    const second = within(canvas.getByRole("group", { name: "Feature 2" }));
    await enterText(second.getByRole("textbox", { name: "Feature Name" }), "Projects");
    await userEvent.selectOptions(second.getByRole("combobox", { name: "Type" }), "quantity");
    await enterText(second.getByRole("textbox", { name: "Value" }), "25");
    await next(canvas);
    await stepHeading(canvas, "Portal Settings");
    await next(canvas);
    await stepHeading(canvas, "Review");
    await userEvent.click(canvas.getByRole("button", { name: "Create Plan" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Growth",
      description: "",
      productFamilyId: "fam_analytics",
      isMetered: false,
      trialPeriod: 14,
      customerPortal: PORTAL_DEFAULTS,
      pricePoints: [
        {
          currency: "USD",
          billingFrequency: "monthly",
          pricingModel: "per_unit",
          price: 5,
          unitPrice: 5,
          freeQuantity: 3,
          tiers: [],
          description: "",
        },
      ],
      usageMetrics: [],
      features: [
        { name: "Priority support", featureType: "boolean", value: true, description: "", displayOrder: 1 },
        { name: "Projects", featureType: "quantity", value: 25, description: "", displayOrder: 2 },
      ],
    });
    // The wizard starts over.
    await stepHeading(canvas, "Basic Info");
    await expect(canvas.getByRole("textbox", { name: "Plan Name" })).toHaveValue("");
  },
};

export const SuccessMetered: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Metered" }));
    await enterText(canvas.getByRole("textbox", { name: "Billing Cycles" }), "12");
    await passBasicInfo(canvas, "API");
    await userEvent.click(canvas.getByRole("radio", { name: "Tiered" }));
    const tiers = within(canvas.getByRole("group", { name: "Pricing Tiers" }));
    const first = within(tiers.getByRole("group", { name: "Tier 1" }));
    await enterText(first.getByRole("textbox", { name: "Ending Unit" }), "100");
    await enterText(first.getByRole("textbox", { name: "Price" }), "10");
    await userEvent.click(tiers.getByRole("button", { name: "Add Tier" }));
    await enterText(
      within(tiers.getByRole("group", { name: "Tier 2" })).getByRole("textbox", { name: "Price" }),
      "8",
    );
    const metric = within(canvas.getByRole("group", { name: "Usage Metric" }));
    await enterText(metric.getByRole("textbox", { name: "Metric Name" }), "API calls");
    await enterText(metric.getByRole("textbox", { name: "Unit" }), "request");
    await userEvent.selectOptions(metric.getByRole("combobox", { name: "Aggregation" }), "unique_count");
    await enterText(metric.getByRole("textbox", { name: "Price per Unit" }), "0.005");
    await enterText(metric.getByRole("textbox", { name: "Included Quantity" }), "1000");
    await userEvent.click(metric.getByRole("switch", { name: "Overage" }));
    await next(canvas);
    await stepHeading(canvas, "Features");
    await next(canvas);
    await stepHeading(canvas, "Portal Settings");
    await next(canvas);
    await stepHeading(canvas, "Review");
    await expect(canvas.getByText("Tiered: 2 tiers from $10.00/mo")).toBeVisible();
    await expect(
      canvas.getByText(
        "Usage: API calls (request), $0.005/unit, unique count, 1000 included, overage billed",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create Plan" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "API",
      description: "",
      productFamilyId: "fam_core",
      isMetered: true,
      billingCycles: 12,
      customerPortal: PORTAL_DEFAULTS,
      pricePoints: [
        {
          currency: "USD",
          billingFrequency: "monthly",
          pricingModel: "tiered",
          tiers: [
            { startingUnit: 1, endingUnit: 100, price: 10 },
            { startingUnit: 101, price: 8 },
          ],
          description: "",
        },
      ],
      usageMetrics: [
        {
          metricName: "API calls",
          unit: "request",
          aggregation: "unique_count",
          pricePerUnit: 0.005,
          includedQuantity: 1000,
          overage: true,
        },
      ],
      features: [],
    });
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Dialog: Story = {
  render: (args) => (
    <CreatePlanDialog
      trigger={<Button>Create Plan</Button>}
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create Plan" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create New Plan" }));
    await reachReview(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create Plan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const DialogCancel: Story = {
  render: (args) => (
    <CreatePlanDialog
      defaultOpen
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
      onCancel={args.onCancel}
    />
  ),
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Create New Plan" }));
    // The dialog's title is the only 'Create New Plan' heading.
    await expect(dialog.getAllByRole("heading", { level: 2 })).toHaveLength(1);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...NextBlocked,
  globals: { theme: "dark" },
};

export const DarkReview: Story = {
  play: async ({ canvasElement }) => {
    await reachReview(within(canvasElement));
  },
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...PricingModelFields,
  globals: { viewport: { value: "mobile" } },
};

/** Opens the Pricing step and makes the primary point graduated: units 1–10 at $12, 11 and above at $9. */
async function tieredPrimaryPoint(canvas: Canvas) {
  await passBasicInfo(canvas);
  const primary = within(canvas.getByRole("group", { name: "Primary Price Point" }));
  await userEvent.click(primary.getByRole("radio", { name: "Tiered" }));
  const first = within(primary.getByRole("group", { name: "Tier 1" }));
  await enterText(first.getByRole("textbox", { name: "Ending Unit" }), "10");
  await enterText(first.getByRole("textbox", { name: "Price" }), "12");
  await userEvent.click(primary.getByRole("button", { name: "Add Tier" }));
  return primary;
}

export const PricePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = await tieredPrimaryPoint(canvas);
    const preview = within(primary.getByRole("region", { name: "Preview" }));
    // The second tier has no price yet: a hint, not a figure.
    await expect(preview.getByRole("status")).toHaveTextContent(
      "Fill in the price to see what a customer pays.",
    );
    await enterText(
      within(primary.getByRole("group", { name: "Tier 2" })).getByRole("textbox", { name: "Price" }),
      "9",
    );
    const quantity = preview.getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await enterText(quantity, "12");
    await expect(preview.getByRole("status")).toHaveTextContent("Customer pays $138.00");
    const lines = within(preview.getByRole("list", { name: "Breakdown" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    await expect(lines).toEqual([
      "Units 1–10: 10 × $12.00 = $120.00",
      "Units 11 and above: 2 × $9.00 = $18.00",
    ]);
    // A quantity inside the first tier.
    await userEvent.clear(quantity);
    await enterText(quantity, "3");
    await expect(preview.getByRole("status")).toHaveTextContent("Customer pays $36.00");
  },
};

export const PricePreviewFlatFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passBasicInfo(canvas);
    const primary = within(canvas.getByRole("group", { name: "Primary Price Point" }));
    const preview = within(primary.getByRole("region", { name: "Preview" }));
    await expect(preview.getByRole("status")).toHaveTextContent(
      "Fill in the price to see what a customer pays.",
    );
    await userEvent.selectOptions(primary.getByRole("combobox", { name: "Currency" }), "EUR");
    await enterText(primary.getByRole("textbox", { name: "Price" }), "49");
    await expect(preview.getByRole("status")).toHaveTextContent("Customer pays €49.00");
    await userEvent.clear(preview.getByRole("textbox", { name: "Quantity" }));
    await expect(preview.getByRole("status")).toHaveTextContent(
      "Type a quantity to see what a customer pays.",
    );
  },
};

export const FamiliesLoading: Story = {
  args: { families: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const family = within(canvasElement).getByRole("combobox", { name: /Product Family/ });
    await expect(family).toBeDisabled();
    await expect(family).toHaveAccessibleDescription("Loading product families...");
  },
};

export const FamiliesError: Story = {
  args: { families: { status: "error", retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: /Product Family/ })).toHaveAccessibleDescription(
      "Could not load product families.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect((args.families as { retry: () => void }).retry).toHaveBeenCalledTimes(1);
  },
};

/** A plan as the API answers it: edit mode starts from it. */
const RECORD = {
  id: "pln_growth",
  name: "Growth",
  description: "For growing teams",
  productFamilyId: "fam_core",
  isMetered: false,
  billingCycles: 12,
  trialPeriod: 14,
  customerPortal: { ...PORTAL_DEFAULTS, allowCancellation: true },
  pricePoints: [
    {
      id: "pp_growth",
      currency: "USD",
      pricingModel: "flat_fee" as const,
      price: 49,
      billingFrequency: "monthly" as const,
      tiers: [],
    },
  ],
  features: [{ id: "f_seats", name: "Seats", featureType: "quantity" as const, value: 10, displayOrder: 1 }],
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Edit Plan" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Plan Name" })).toHaveValue("Growth");
    await expect(canvas.getByRole("combobox", { name: /Product Family/ })).toHaveValue("fam_core");
    await expect(canvas.getByRole("textbox", { name: "Billing Cycles" })).toHaveValue("12");
    // Every step of a saved plan is complete: the step list opens any of them.
    const steps = within(canvas.getByRole("navigation", { name: "Plan steps" }));
    await userEvent.click(steps.getByRole("button", { name: /Review/ }));
    await stepHeading(canvas, "Review");
    await expect(canvas.getByText("$49.00/mo")).toBeVisible();
    await expect(canvas.getByText("Seats: 10")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Growth",
        productFamilyId: "fam_core",
        billingCycles: 12,
        pricePoints: [expect.objectContaining({ id: "pp_growth", price: 49 })],
        features: [expect.objectContaining({ id: "f_seats", name: "Seats", value: 10 })],
      }),
    );
    // An edit stays on what was saved.
    await expect(canvas.getByRole("heading", { level: 3, name: "Review" })).toBeVisible();
  },
};

export const EditServerFieldErrorOnPricePoint: Story = {
  args: {
    mode: "edit",
    initialValues: RECORD,
    onSubmit: fn(async () =>
      Promise.reject({ fieldErrors: { "pricePoints.0.price": "Price is above the limit" } }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole("navigation", { name: "Plan steps" }));
    await userEvent.click(steps.getByRole("button", { name: /Review/ }));
    await stepHeading(canvas, "Review");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // The wizard opens the step holding the field the server refused, with the message under it.
    await stepHeading(canvas, "Pricing");
    const price = within(canvas.getByRole("group", { name: "Primary Price Point" })).getByRole("textbox", {
      name: "Price",
    });
    await expect(price).toHaveAccessibleDescription("USD Price is above the limit");
    await waitFor(() => expect(price).toHaveFocus());
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({
    fill: async (canvas) => {
      const steps = within(canvas.getByRole("navigation", { name: "Plan steps" }));
      await userEvent.click(steps.getByRole("button", { name: /Review/ }));
      await stepHeading(canvas, "Review");
    },
    button: "Save Changes",
    message: "Failed to update plan. Please try again.",
  }),
};

export const EditDialog: Story = {
  render: (args) => (
    <CreatePlanDialog
      defaultOpen
      mode="edit"
      initialValues={RECORD}
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Plan" }));
    await expect(dialog.getByRole("textbox", { name: "Plan Name" })).toHaveValue("Growth");
  },
};
