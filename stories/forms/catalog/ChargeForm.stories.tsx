import { ChargeForm, CreateChargeDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { refusedSave } from "./catalogPlays.ts";

/**
 * The body of the 'Create Charge' dialog. It starts as a one-time flat fee with one price point (USD, 0,
 * monthly). The type decides the charge models offered (one-time and penalty: flat fee, percentage;
 * recurring: flat fee, per unit; usage-based: per unit, tiered). The percentage model asks for a percentage
 * from 0 to 100 in steps of 0.1; only recurring charges have a billing frequency. Messages come from the
 * shared `chargeSchema`. Edit mode (`mode="edit"`, `initialValues` a `chargeResponse`) starts from the record;
 * `families` takes the product family loader's state; server field errors land under their fields.
 */
const FAMILIES = [
  { id: 1, name: "Core Platform" },
  { id: 2, name: "Analytics Suite" },
  { id: 3, name: "Enterprise Add-ons" },
];

const meta = {
  title: "Catalog/ChargeForm",
  component: ChargeForm,
  args: { productFamilies: FAMILIES, onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof ChargeForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Create Charge" }));
/** A name is all a new charge needs before it may be saved. */
const nameOnly = (canvas: Canvas) =>
  enterText(canvas.getByRole("textbox", { name: "Name" }), "Onboarding fee");
const pricePoint = (canvas: Canvas, position: number) =>
  within(canvas.getByRole("group", { name: `Price Point ${position}` }));
const modelValues = (canvas: Canvas) =>
  within(canvas.getByRole("radiogroup", { name: "Charge Model" }))
    .getAllByRole("radio")
    .map((radio) => radio.getAttribute("value"));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Type" })).toHaveValue("one_time");
    await expect(modelValues(canvas)).toEqual(["flat_fee", "percentage"]);
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    await expect(point.getByRole("textbox", { name: "Price" })).toHaveValue("0");
    await expect(point.queryByRole("combobox", { name: "Billing Frequency" })).toBeNull();
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole("textbox", { name: "Name" });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Charge name is required");
    await enterText(name, "Late fee");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const PriceRequired: Story = {
  play: async ({ canvasElement }) => {
    const price = pricePoint(within(canvasElement), 1).getByRole("textbox", { name: "Price" });
    await userEvent.clear(price);
    await userEvent.tab();
    await expect(price).toHaveAccessibleDescription("USD Price is required");
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(canvas.getByText("Charge name is required")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each model says when it is charged: once for a one-time charge, each period for a recurring one. */
export const ModelsSayWhenCharged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const models = within(canvas.getByRole("radiogroup", { name: "Charge Model" }));
    await expect(models.getByText("One fixed price, charged once")).toBeVisible();
    await expect(models.queryByText("One fixed price for each billing period")).toBeNull();
    await expect(models.getByText("A percentage of another amount, charged once")).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "penalty");
    await expect(models.getByText("One fixed amount each time it is charged")).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "recurring");
    await expect(models.getByText("One fixed price for each billing period")).toBeVisible();
  },
};

export const TypeChangesAllowedModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole("combobox", { name: "Type" });
    await userEvent.click(canvas.getByRole("radio", { name: "Percentage" }));
    await userEvent.selectOptions(type, "penalty");
    await expect(modelValues(canvas)).toEqual(["flat_fee", "percentage"]);
    await expect(canvas.getByRole("radio", { name: "Percentage" })).toBeChecked();

    await userEvent.selectOptions(type, "recurring");
    await expect(modelValues(canvas)).toEqual(["flat_fee", "per_unit"]);
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
    await expect(pricePoint(canvas, 1).getByRole("combobox", { name: "Billing Frequency" })).toHaveValue(
      "monthly",
    );

    await userEvent.selectOptions(type, "usage_based");
    await expect(modelValues(canvas)).toEqual(["per_unit", "tiered"]);
    await expect(canvas.getByRole("radio", { name: "Per Unit" })).toBeChecked();
    await expect(pricePoint(canvas, 1).queryByRole("combobox", { name: "Billing Frequency" })).toBeNull();
  },
};

export const PercentageRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Percentage" }));
    const percentage = pricePoint(canvas, 1).getByRole("textbox", { name: "Percentage" });
    await expect(pricePoint(canvas, 1).queryByRole("textbox", { name: "Price" })).toBeNull();
    await userEvent.click(percentage);
    await userEvent.tab();
    await expect(percentage).toHaveAccessibleDescription("% Percentage is required for the percentage model");
  },
};

export const PercentageOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Percentage" }));
    const percentage = pricePoint(canvas, 1).getByRole("textbox", { name: "Percentage" });
    // Kept as typed, not clamped to 100: the message says what is wrong.
    await enterText(percentage, "150");
    await userEvent.tab();
    await expect(percentage).toHaveValue("150");
    await expect(percentage).toHaveAccessibleDescription("% Percentage must be between 0 and 100");
    await userEvent.clear(percentage);
    await enterText(percentage, "-5");
    await userEvent.tab();
    await expect(percentage).toHaveValue("-5");
    await expect(percentage).toHaveAccessibleDescription("% Percentage must be between 0 and 100");
    await userEvent.clear(percentage);
    await enterText(percentage, "99.9");
    await expect(percentage).not.toHaveAttribute("aria-invalid");
    await userEvent.type(percentage, "{ArrowUp}{ArrowUp}");
    await expect(percentage).toHaveValue("100");
  },
};

export const PriceNegative: Story = {
  play: async ({ canvasElement }) => {
    const price = pricePoint(within(canvasElement), 1).getByRole("textbox", { name: "Price" });
    // Typed or pasted whole, '-5' stays in the field (it used to be dropped, leaving 'Price is required').
    await userEvent.clear(price);
    await userEvent.paste("-5");
    await userEvent.tab();
    await expect(price).toHaveValue("-5");
    await expect(price).toHaveAccessibleDescription("USD Price cannot be negative");
  },
};

export const NameLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Name" });
    await enterText(name, "L");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Charge name must be at least 2 characters");
    await userEvent.click(name);
    await userEvent.paste("a".repeat(100));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Charge name cannot exceed 100 characters");
    const description = canvas.getByRole("textbox", { name: "Description" });
    await userEvent.click(description);
    await userEvent.paste("d".repeat(501));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription("Description cannot exceed 500 characters");
  },
};

export const UsageBasedTiered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "usage_based");
    await userEvent.click(canvas.getByRole("radio", { name: "Tiered" }));
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("group", { name: "Pricing Tiers" })).toBeVisible();
    await submit(canvas);
    await expect(point.getByText("Price is required")).toBeVisible();
  },
};

export const AddAndRemovePricePoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Price Point" }));
    await expect(pricePoint(canvas, 2).getByRole("textbox", { name: "Price" })).toHaveValue("0");
    await userEvent.click(canvas.getByRole("button", { name: "Remove price point 2" }));
    await expect(canvas.queryByRole("group", { name: "Price Point 2" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /Remove price point/ })).toBeNull();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "Onboarding fee");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Product Family" }), "Core Platform");
    const price = pricePoint(canvas, 1).getByRole("textbox", { name: "Price" });
    await userEvent.clear(price);
    await enterText(price, "250");
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "Onboarding fee");
    await submit(canvas);
    await expect(await canvas.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Charges are read-only during migration"))) },
  play: refusedSave({
    fill: nameOnly,
    button: "Create Charge",
    message: "Charges are read-only during migration",
  }),
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSave({
    fill: nameOnly,
    button: "Create Charge",
    message: "Failed to create charge. Please try again.",
  }),
};

export const Success: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "Onboarding fee");
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Product Family" }),
      "Analytics Suite",
    );
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Onboarding fee",
      description: "",
      productFamilyId: 2,
      type: "one_time",
      chargeModel: "flat_fee",
      pricePoints: [{ currency: "USD", price: 0, tiers: [], description: "" }],
    });
  },
};

export const SuccessRecurringPerUnit: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "Extra seats");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "recurring");
    await userEvent.click(canvas.getByRole("radio", { name: "Per Unit" }));
    const point = pricePoint(canvas, 1);
    await userEvent.selectOptions(point.getByRole("combobox", { name: "Currency" }), "CAD");
    const price = point.getByRole("textbox", { name: "Price" });
    await userEvent.clear(price);
    await enterText(price, "12.5");
    await userEvent.selectOptions(point.getByRole("combobox", { name: "Billing Frequency" }), "yearly");
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Extra seats",
      description: "",
      type: "recurring",
      chargeModel: "per_unit",
      pricePoints: [{ currency: "CAD", price: 12.5, billingFrequency: "yearly", tiers: [], description: "" }],
    });
  },
};

export const SuccessPercentagePenalty: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "Late payment");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "penalty");
    await userEvent.click(canvas.getByRole("radio", { name: "Percentage" }));
    await enterText(pricePoint(canvas, 1).getByRole("textbox", { name: "Percentage" }), "2.5");
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Late payment",
      description: "",
      type: "penalty",
      chargeModel: "percentage",
      pricePoints: [{ currency: "USD", percentage: 2.5, tiers: [], description: "" }],
    });
  },
};

export const Dialog: Story = {
  render: (args) => (
    <CreateChargeDialog
      trigger={<Button>Create Charge</Button>}
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create Charge" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Charge" }));
    await enterText(dialog.getByRole("textbox", { name: "Name" }), "Onboarding fee");
    await userEvent.click(dialog.getByRole("button", { name: "Create Charge" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const DialogSubmitting: Story = {
  render: (args) => (
    <CreateChargeDialog defaultOpen productFamilies={args.productFamilies} onSubmit={args.onSubmit} />
  ),
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Create Charge" }));
    await enterText(dialog.getByRole("textbox", { name: "Name" }), "Onboarding fee");
    await userEvent.click(dialog.getByRole("button", { name: "Create Charge" }));
    await expect(await dialog.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...UsageBasedTiered,
  globals: { viewport: { value: "mobile" } },
};

/** A charge as the API answers it: edit mode starts from it. */
const RECORD = {
  id: "chg_setup",
  name: "Onboarding",
  description: "Guided setup sessions",
  productFamilyId: "2",
  status: "active" as const,
  type: "usage_based" as const,
  chargeType: "usage_based" as const,
  chargeModel: "tiered" as const,
  pricePoints: [
    {
      id: "pp_setup",
      currency: "EUR",
      pricingModel: "tiered" as const,
      price: null,
      billingFrequency: null,
      tiers: [
        { startingUnit: 1, endingUnit: 5, price: 100 },
        { startingUnit: 6, endingUnit: null, price: 80 },
      ],
    },
  ],
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Onboarding");
    await expect(canvas.getByRole("combobox", { name: "Product Family" })).toHaveValue("2");
    await expect(canvas.getByRole("combobox", { name: "Type" })).toHaveValue("usage_based");
    await expect(canvas.getByRole("radio", { name: "Tiered" })).toBeChecked();
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
    await expect(
      within(point.getByRole("group", { name: "Tier 1" })).getByRole("textbox", { name: "Ending Unit" }),
    ).toHaveValue("5");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Onboarding",
        productFamilyId: 2,
        type: "usage_based",
        chargeModel: "tiered",
        pricePoints: [
          expect.objectContaining({
            id: "pp_setup",
            currency: "EUR",
            tiers: [
              { startingUnit: 1, endingUnit: 5, price: 100 },
              { startingUnit: 6, price: 80 },
            ],
          }),
        ],
      }),
    );
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({ button: "Save Changes", message: "Failed to update charge. Please try again." }),
};

export const ServerFieldErrorOnTier: Story = {
  args: {
    mode: "edit",
    initialValues: RECORD,
    onSubmit: fn(async () =>
      Promise.reject({
        fieldErrors: { "pricePoints.0.tiers.1.price": "This tier must cost less than the first" },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    const tier2 = within(pricePoint(canvas, 1).getByRole("group", { name: "Tier 2" }));
    const price = tier2.getByRole("textbox", { name: "Price" });
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription("EUR This tier must cost less than the first"),
    );
    await waitFor(() => expect(price).toHaveFocus());
    await expect(canvas.queryByRole("alert")).toBeNull();
    // Editing the field clears its message.
    await enterText(price, "0");
    await expect(price).not.toHaveAttribute("aria-invalid");
  },
};

export const FamiliesLoading: Story = {
  args: { families: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Product Family" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription("Loading product families...");
  },
};

export const FamiliesError: Story = {
  args: { families: { status: "error", retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Product Family" })).toHaveAccessibleDescription(
      "Could not load product families.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect((args.families as { retry: () => void }).retry).toHaveBeenCalledTimes(1);
  },
};

export const EditDialog: Story = {
  render: (args) => (
    <CreateChargeDialog
      defaultOpen
      mode="edit"
      initialValues={RECORD}
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Charge" }));
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("Onboarding");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};
