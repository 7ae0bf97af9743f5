import { AddonForm, CreateAddonDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { refusedSave, refusedSaveInDialog } from "./catalogPlays.ts";

/**
 * The body of the 'Create Add-on' dialog. The type decides the charge models offered (recurring: flat fee,
 * per unit, tiered, volume; one-time: flat fee, per unit; usage-based: per unit, tiered, volume, stairstep);
 * changing it keeps the model when still allowed, else picks the first allowed one. One-time add-ons have no
 * billing frequency; per-unit prices add a setup fee and a free quantity; tiered models edit tiers.
 * Messages come from the shared `addonSchema` and tier rules.
 *
 * Edit mode (`mode="edit"`, `initialValues` an `addonResponse`) starts from the record, keeps each price
 * point's id and says 'Save Changes' / 'Saving...'. `families` takes the product family loader's state:
 * loading, failed (with Retry) or ready; a server's field errors land under their fields, nested ones too.
 *
 * **Accessibility:** each price point is a fieldset named 'Price Point N'; its remove button names it. The
 * charge model is a radio group (arrow keys move and choose).
 */
const FAMILIES = [
  { id: "fam_core", name: "Core Platform" },
  { id: "fam_analytics", name: "Analytics Suite" },
  { id: "fam_enterprise", name: "Enterprise Add-ons" },
];

const meta = {
  title: "Catalog/AddonForm",
  component: AddonForm,
  args: { productFamilies: FAMILIES, onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof AddonForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Create Add-on" }));
const CREATE_FAILED = "Failed to create add-on. Please try again.";
const pricePoint = (canvas: Canvas, position: number) =>
  within(canvas.getByRole("group", { name: `Price Point ${position}` }));

async function fillValid(canvas: Canvas) {
  await enterText(canvas.getByRole("textbox", { name: "Name" }), "Single Sign-On");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Product Family" }), "Core Platform");
  await enterText(pricePoint(canvas, 1).getByRole("textbox", { name: "Price" }), "49");
}

const PORTAL_DEFAULTS = {
  showInCheckout: true,
  showInPortal: true,
  allowSelfSubscribe: false,
  allowSelfRemove: false,
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Type" })).toHaveValue("recurring");
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
    const models = within(canvas.getByRole("radiogroup", { name: "Charge Model" })).getAllByRole("radio");
    await expect(models.map((radio) => radio.getAttribute("value"))).toEqual([
      "flat_fee",
      "per_unit",
      "tiered",
      "volume",
    ]);
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    await expect(point.getByRole("combobox", { name: "Billing Frequency" })).toHaveValue("month");
    await expect(canvas.queryByRole("button", { name: /Remove price point/ })).toBeNull();
    await expect(canvas.getByRole("switch", { name: "Optional" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Show in Checkout" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Allow Self-Remove" })).not.toBeChecked();
  },
};

export const ProductFamilyChoices: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Product Family" });
    const names = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(names).toEqual([
      "Select a product family",
      "Core Platform",
      "Analytics Suite",
      "Enterprise Add-ons",
    ]);
  },
};

export const NoProductFamilies: Story = {
  args: { productFamilies: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Product Family" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription("Create a product family first");
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole("textbox", { name: "Name" });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Addon name is required");
    await enterText(name, "S");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const PriceRequired: Story = {
  play: async ({ canvasElement }) => {
    const price = pricePoint(within(canvasElement), 1).getByRole("textbox", { name: "Price" });
    await userEvent.click(price);
    await userEvent.tab();
    await expect(price).toHaveAccessibleDescription("USD Price is required");
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(canvas.getByText("Addon name is required")).toBeVisible();
    await expect(canvas.getByText("Price is required")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TypeChangesAllowedModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole("combobox", { name: "Type" });
    const modelValues = () =>
      within(canvas.getByRole("radiogroup", { name: "Charge Model" }))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value"));

    // Per unit is allowed for one-time add-ons too, so it stays.
    await userEvent.click(canvas.getByRole("radio", { name: "Per Unit" }));
    await userEvent.selectOptions(type, "one_time");
    await expect(modelValues()).toEqual(["flat_fee", "per_unit"]);
    await expect(canvas.getByRole("radio", { name: "Per Unit" })).toBeChecked();

    // Flat fee is not allowed for usage-based add-ons: the first allowed model (per unit) is chosen.
    await userEvent.click(canvas.getByRole("radio", { name: "Flat Fee" }));
    await userEvent.selectOptions(type, "usage_based");
    await expect(modelValues()).toEqual(["per_unit", "tiered", "volume", "stairstep"]);
    await expect(canvas.getByRole("radio", { name: "Per Unit" })).toBeChecked();

    // Stairstep is not allowed for recurring add-ons: back to flat fee.
    await userEvent.click(canvas.getByRole("radio", { name: "Stairstep" }));
    await userEvent.selectOptions(type, "recurring");
    await expect(canvas.getByRole("radio", { name: "Flat Fee" })).toBeChecked();
  },
};

export const OneTimeHasNoBillingFrequency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "one_time");
    await expect(canvas.queryByRole("combobox", { name: "Billing Frequency" })).toBeNull();
  },
};

export const PerUnitShowsSetupFeeAndFreeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("textbox", { name: "Setup Fee" })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "Per Unit" }));
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("textbox", { name: "Setup Fee" })).toBeVisible();
    await expect(point.getByRole("textbox", { name: "Free Quantity" })).toBeVisible();
  },
};

export const SetupFeeInMinorUnits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Per Unit" }));
    const point = pricePoint(canvas, 1);
    // A unit price keeps up to 6 decimals; the setup fee is charged as it is, in cents.
    const price = point.getByRole("textbox", { name: "Price" });
    await enterText(price, "0.0125");
    await userEvent.tab();
    await expect(price).not.toHaveAttribute("aria-invalid");
    const fee = point.getByRole("textbox", { name: "Setup Fee" });
    await enterText(fee, "10.005");
    await userEvent.tab();
    await expect(fee).toHaveAccessibleDescription("USD Amount can have at most 2 decimal places");
    await userEvent.clear(fee);
    await enterText(fee, "-10");
    await userEvent.tab();
    await expect(fee).toHaveAccessibleDescription("USD Setup fee cannot be negative");
    await userEvent.clear(fee);
    await enterText(fee, "10.05");
    await expect(fee).not.toHaveAttribute("aria-invalid");
  },
};

export const PriceNegative: Story = {
  play: async ({ canvasElement }) => {
    const price = pricePoint(within(canvasElement), 1).getByRole("textbox", { name: "Price" });
    await userEvent.click(price);
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
    await enterText(name, "S");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Addon name must be at least 2 characters");
    await userEvent.click(name);
    await userEvent.paste("S".repeat(100));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Addon name cannot exceed 100 characters");
    const description = canvas.getByRole("textbox", { name: "Description" });
    await userEvent.click(description);
    await userEvent.paste("d".repeat(501));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription("Description cannot exceed 500 characters");
  },
};

export const TieredShowsTiers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Tiered" }));
    const point = pricePoint(canvas, 1);
    await expect(point.getByRole("group", { name: "Pricing Tiers" })).toBeVisible();
    // The only price left is the tier's own.
    await expect(point.getAllByRole("textbox", { name: "Price" })).toHaveLength(1);
    const tier = within(point.getByRole("group", { name: "Tier 1" }));
    const price = tier.getByRole("textbox", { name: "Price" });
    await userEvent.click(price);
    await userEvent.tab();
    await expect(price).toHaveAccessibleDescription("USD Price is required");
  },
};

export const TierMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Tiered" }));
    const point = pricePoint(canvas, 1);
    await enterText(
      within(point.getByRole("group", { name: "Tier 1" })).getByRole("textbox", { name: "Price" }),
      "5",
    );
    await userEvent.click(point.getByRole("button", { name: "Add Tier" }));
    await expect(
      within(point.getByRole("group", { name: "Tier 2" })).getByRole("textbox", { name: "Starting Unit" }),
    ).toHaveValue("2");
    await submit(canvas);
    await expect(point.getByText("Only the last tier can be unlimited")).toBeVisible();
  },
};

export const AddAndRemovePricePoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Price Point" }));
    await userEvent.selectOptions(pricePoint(canvas, 2).getByRole("combobox", { name: "Currency" }), "EUR");
    await expect(canvas.getByRole("button", { name: "Remove price point 1" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove price point 1" }));
    await expect(canvas.queryByRole("group", { name: "Price Point 2" })).toBeNull();
    await expect(pricePoint(canvas, 1).getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
    await expect(canvas.queryByRole("button", { name: /Remove price point/ })).toBeNull();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await enterText(
      canvas.getByRole("textbox", { name: "Description" }),
      "Sign in with your identity provider.",
    );
    await userEvent.click(canvas.getByRole("switch", { name: "Allow Self-Subscribe" }));
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error("An add-on named Single Sign-On already exists"))),
  },
  play: refusedSave({
    fill: fillValid,
    button: "Create Add-on",
    message: "An add-on named Single Sign-On already exists",
  }),
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({ fill: fillValid, button: "Create Add-on", message: CREATE_FAILED }),
};

export const Success: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.selectOptions(
      pricePoint(canvas, 1).getByRole("combobox", { name: "Billing Frequency" }),
      "year",
    );
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Single Sign-On",
      description: "",
      productFamilyId: "fam_core",
      type: "recurring",
      chargeModel: "flat_fee",
      isOptional: true,
      isQuantityBasedCharge: false,
      customerPortal: PORTAL_DEFAULTS,
      pricePoints: [{ currency: "USD", price: 49, billingFrequency: "year", tiers: [], description: "" }],
    });
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
  },
};

export const SuccessUsageBasedTiered: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByRole("textbox", { name: "Name" }), "API Calls");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Type" }), "usage_based");
    await userEvent.click(canvas.getByRole("radio", { name: "Tiered" }));
    const point = pricePoint(canvas, 1);
    const first = within(point.getByRole("group", { name: "Tier 1" }));
    await enterText(first.getByRole("textbox", { name: "Ending Unit" }), "1000");
    await enterText(first.getByRole("textbox", { name: "Price" }), "0.01");
    await userEvent.click(point.getByRole("button", { name: "Add Tier" }));
    await enterText(
      within(point.getByRole("group", { name: "Tier 2" })).getByRole("textbox", { name: "Price" }),
      "0.005",
    );
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "API Calls",
      description: "",
      type: "usage_based",
      chargeModel: "tiered",
      isOptional: true,
      isQuantityBasedCharge: false,
      customerPortal: PORTAL_DEFAULTS,
      pricePoints: [
        {
          currency: "USD",
          billingFrequency: "month",
          tiers: [
            { startingUnit: 1, endingUnit: 1000, price: 0.01 },
            { startingUnit: 1001, price: 0.005 },
          ],
          description: "",
        },
      ],
    });
  },
};

export const Dialog: Story = {
  render: (args) => (
    <CreateAddonDialog
      trigger={<Button>Create Addon</Button>}
      productFamilies={args.productFamilies}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create Addon" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Add-on" }));
    await fillValid(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create Add-on" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const DialogServerError: Story = {
  render: (args) => (
    <CreateAddonDialog defaultOpen productFamilies={args.productFamilies} onSubmit={args.onSubmit} />
  ),
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSaveInDialog("Create Add-on", {
    fill: fillValid,
    button: "Create Add-on",
    message: CREATE_FAILED,
  }),
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...TierMessages,
  globals: { viewport: { value: "mobile" } },
};

/** An add-on as the API answers it: edit mode starts from it. */
const RECORD = {
  id: "add_api",
  name: "API Calls",
  description: "Metered API access",
  productFamilyId: "fam_analytics",
  productFamilyName: "Analytics Suite",
  status: "active" as const,
  type: "usage_based" as const,
  chargeModel: "tiered" as const,
  isOptional: false,
  isQuantityBasedCharge: true,
  customerPortal: {
    showInCheckout: false,
    showInPortal: true,
    allowSelfSubscribe: true,
    allowSelfRemove: false,
  },
  pricePoints: [
    {
      id: "pp_api",
      currency: "USD",
      pricingModel: "tiered" as const,
      price: null,
      billingFrequency: "month" as const,
      tiers: [
        { startingUnit: 1, endingUnit: 1000, price: 0.01 },
        { startingUnit: 1001, endingUnit: null, price: 0.005 },
      ],
    },
  ],
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("API Calls");
    await expect(canvas.getByRole("combobox", { name: "Product Family" })).toHaveValue("fam_analytics");
    await expect(canvas.getByRole("combobox", { name: "Type" })).toHaveValue("usage_based");
    await expect(canvas.getByRole("radio", { name: "Tiered" })).toBeChecked();
    const tier2 = within(pricePoint(canvas, 1).getByRole("group", { name: "Tier 2" }));
    await expect(tier2.getByRole("textbox", { name: "Starting Unit" })).toHaveValue("1001");
    await expect(tier2.getByRole("textbox", { name: "Price" })).toHaveValue("0.005");
    await expect(canvas.getByRole("switch", { name: "Allow Self-Subscribe" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "API Calls",
        productFamilyId: "fam_analytics",
        pricePoints: [
          {
            id: "pp_api",
            currency: "USD",
            billingFrequency: "month",
            tiers: [
              { startingUnit: 1, endingUnit: 1000, price: 0.01 },
              { startingUnit: 1001, price: 0.005 },
            ],
            description: "",
          },
        ],
      }),
    );
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({ button: "Save Changes", message: "Failed to update add-on. Please try again." }),
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
    const select = canvas.getByRole("combobox", { name: "Product Family" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription("Could not load product families.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    const families = args.families as { retry: () => void };
    await expect(families.retry).toHaveBeenCalledTimes(1);
  },
};

export const FamiliesEmpty: Story = {
  args: { families: { status: "ready", options: [] } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Product Family" });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription("Create a product family first");
  },
};

export const FamiliesReady: Story = {
  args: { productFamilies: undefined, families: { status: "ready", options: FAMILIES } },
  play: ProductFamilyChoices.play,
};

export const ServerFieldErrorOnPricePoint: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Invalid add-on",
        errors: [
          { code: "INVALID", field: "pricePoints.1.price", description: "Price must be in whole cents" },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Price Point" }));
    await enterText(pricePoint(canvas, 2).getByRole("textbox", { name: "Price" }), "99");
    await submit(canvas);
    const price = pricePoint(canvas, 2).getByRole("textbox", { name: "Price" });
    await waitFor(() => expect(price).toHaveAccessibleDescription("USD Price must be in whole cents"));
    await expect(pricePoint(canvas, 1).getByRole("textbox", { name: "Price" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const EditDialog: Story = {
  render: (args) => (
    <CreateAddonDialog
      defaultOpen
      mode="edit"
      initialValues={RECORD}
      families={{ status: "ready", options: FAMILIES }}
      onSubmit={args.onSubmit}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Add-on" }));
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("API Calls");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};
