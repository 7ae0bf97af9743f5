import { CouponForm, CreateCouponDialog, seededCouponCodeGenerator } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { refusedSave, refusedSaveInDialog } from "./catalogPlays.ts";

/**
 * The body of the 'Create Coupon' dialog. It starts as a percentage discount used once, valid from today.
 * 'Generate' fills in a code such as 'SAVE-7KQ2M9' (stories pass a seeded generator, so the codes repeat).
 * Limited-period coupons need a duration in months and an end date; forever coupons have no end date.
 * Every message is the shared `couponSchema`'s.
 *
 * Edit mode (`mode="edit"`, `initialValues` a `couponResponse`) starts from the record and saves with
 * 'Save Changes'; a server's field errors (a used code) land under their fields.
 *
 * **Accessibility:** the duration is a radio group whose cards carry the spec's descriptions; the applicable
 * plans are a fieldset of checkboxes described by its hint.
 */
const TODAY = "2025-03-01";
const SEED = 2025;
const PLANS = [
  { id: "plan_starter", name: "Starter" },
  { id: "plan_growth", name: "Growth" },
  { id: "plan_scale", name: "Scale" },
];

const meta = {
  title: "Catalog/CouponForm",
  component: CouponForm,
  args: {
    plans: PLANS,
    today: TODAY,
    generateCode: seededCouponCodeGenerator(SEED),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  // A fresh generator per story, so each one sees the same codes.
  render: (args) => <CouponForm {...args} generateCode={seededCouponCodeGenerator(SEED)} />,
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Create Coupon" }));
const CREATE_FAILED = "Failed to create coupon. Please try again.";
const textbox = (canvas: Canvas, name: string) => canvas.getByRole("textbox", { name });

async function blurEmpty(canvas: Canvas, name: string) {
  const field = textbox(canvas, name);
  await userEvent.click(field);
  await userEvent.tab();
  return field;
}

async function typeAndBlur(canvas: Canvas, name: string, text: string) {
  const field = textbox(canvas, name);
  await userEvent.clear(field);
  await enterText(field, text);
  await userEvent.tab();
  return field;
}

async function fillValid(canvas: Canvas) {
  await enterText(textbox(canvas, "Name"), "Spring Sale");
  await enterText(textbox(canvas, "Coupon Code"), "SPRING-25");
  await enterText(textbox(canvas, "Discount Value"), "25");
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Discount Type" })).toHaveValue("percentage");
    await expect(textbox(canvas, "Discount Value")).toHaveAccessibleDescription("%");
    await expect(canvas.getByRole("radio", { name: "One Time" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "One Time" })).toHaveAccessibleDescription(
      "expires after first use",
    );
    await expect(canvas.getByRole("radio", { name: "Forever" })).toHaveAccessibleDescription("never expires");
    await expect(canvas.getByRole("radio", { name: "Limited Period" })).toHaveAccessibleDescription(
      "expires after specified time",
    );
    await expect(canvas.getByLabelText("Valid From")).toHaveValue(TODAY);
    await expect(canvas.getByLabelText(/Valid Until/)).toHaveValue("");
    await expect(canvas.queryByRole("textbox", { name: "Duration (months)" })).toBeNull();
    await expect(textbox(canvas, "Max Redemptions")).toHaveAccessibleDescription("Leave empty for unlimited");
    await expect(canvas.getByRole("switch", { name: "Stackable" })).not.toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Auto Apply" })).not.toBeChecked();
  },
};

export const GenerateCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = seededCouponCodeGenerator(SEED);
    const first = expected();
    const second = expected();
    const code = textbox(canvas, "Coupon Code");
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(code).toHaveValue(first);
    await expect((code as HTMLInputElement).value).toMatch(/^SAVE-[A-Z0-9]{6}$/);
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(code).toHaveValue(second);
  },
};

export const GenerateClearsTheCodeMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await typeAndBlur(canvas, "Coupon Code", "save 10");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await expect(code).not.toHaveAttribute("aria-invalid");
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurEmpty(within(canvasElement), "Name");
    await expect(field).toHaveAccessibleDescription("Coupon name is required");
  },
};

export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurEmpty(within(canvasElement), "Coupon Code");
    await expect(field).toHaveAccessibleDescription(
      "Uppercase letters, numbers, underscores and hyphens Coupon code is required",
    );
  },
};

export const CodeFormat: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeAndBlur(within(canvasElement), "Coupon Code", "save 10");
    await expect(field).toHaveAccessibleDescription(
      "Uppercase letters, numbers, underscores and hyphens Coupon code can only contain uppercase letters, numbers, underscores, and hyphens",
    );
  },
};

export const DiscountValueRequired: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurEmpty(within(canvasElement), "Discount Value");
    await expect(field).toHaveAccessibleDescription("% Discount value must be positive");
  },
};

export const DiscountValueZero: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeAndBlur(within(canvasElement), "Discount Value", "0");
    await expect(field).toHaveAccessibleDescription("% Discount value must be positive");
  },
};

export const PercentageAbove100: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeAndBlur(within(canvasElement), "Discount Value", "150");
    await expect(field).toHaveAccessibleDescription("% Percentage discount cannot exceed 100%");
  },
};

export const FixedAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = await typeAndBlur(canvas, "Discount Value", "150");
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Discount Type" }), "fixed_amount");
    await expect(value).toHaveAccessibleDescription("USD");
    await userEvent.click(value);
    await userEvent.tab();
    await expect(value).not.toHaveAttribute("aria-invalid");
  },
};

export const FixedAmountInMinorUnits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Discount Type" }), "fixed_amount");
    const value = await typeAndBlur(canvas, "Discount Value", "1.005");
    await expect(value).toHaveAccessibleDescription("USD Amount can have at most 2 decimal places");
    const minimum = await typeAndBlur(canvas, "Minimum Order Value", "20.001");
    await expect(minimum).toHaveAccessibleDescription("USD Amount can have at most 2 decimal places");
    await typeAndBlur(canvas, "Discount Value", "1.01");
    await expect(value).not.toHaveAttribute("aria-invalid");
  },
};

export const FixedAmountInYen: Story = {
  args: { currency: "JPY" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Discount Type" }), "fixed_amount");
    const value = await typeAndBlur(canvas, "Discount Value", "500.5");
    await expect(value).toHaveAccessibleDescription("JPY Amount must be a whole number");
  },
};

export const NameAndCodeLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await typeAndBlur(canvas, "Name", "S");
    await expect(name).toHaveAccessibleDescription("Coupon name must be at least 2 characters");
    await userEvent.click(name);
    await userEvent.paste("S".repeat(100));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Coupon name cannot exceed 100 characters");
    const code = textbox(canvas, "Coupon Code");
    await userEvent.click(code);
    await userEvent.paste("C".repeat(51));
    await userEvent.tab();
    await expect(code).toHaveAccessibleDescription(
      "Uppercase letters, numbers, underscores and hyphens Coupon code cannot exceed 50 characters",
    );
    const description = textbox(canvas, "Description");
    await userEvent.click(description);
    await userEvent.paste("d".repeat(501));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription("Description cannot exceed 500 characters");
  },
};

export const LimitedPeriodNeedsDurationAndEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Limited Period" }));
    const duration = await blurEmpty(canvas, "Duration (months)");
    await expect(duration).toHaveAccessibleDescription(
      "months Duration is required for limited period coupons",
    );
    await submit(canvas);
    await expect(canvas.getByLabelText(/Valid Until/)).toHaveAccessibleDescription(
      "End date is required for limited period coupons",
    );
  },
};

export const DurationWholeMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Limited Period" }));
    const duration = await typeAndBlur(canvas, "Duration (months)", "1.5");
    await expect(duration).toHaveAccessibleDescription("months Duration must be a whole number of months");
  },
};

export const ForeverHasNoEndDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Forever" }));
    await expect(canvas.queryByLabelText(/Valid Until/)).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Duration (months)" })).toBeNull();
  },
};

export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const until = canvas.getByLabelText(/Valid Until/);
    await enterText(until, "2025-02-01");
    await submit(canvas);
    await expect(until).toHaveAccessibleDescription("End date must be after start date");
    await userEvent.clear(until);
    await enterText(until, "2025-04-01");
    await expect(until).not.toHaveAttribute("aria-invalid");
  },
};

export const MaxRedemptionsPositive: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeAndBlur(within(canvasElement), "Max Redemptions", "0");
    await expect(field).toHaveAccessibleDescription(
      "Leave empty for unlimited Max redemptions must be positive",
    );
  },
};

export const MaxRedemptionsWhole: Story = {
  play: async ({ canvasElement }) => {
    const field = await typeAndBlur(within(canvasElement), "Max Redemptions", "2.5");
    await expect(field).toHaveAccessibleDescription(
      "Leave empty for unlimited Max redemptions must be a whole number",
    );
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(canvas.getByText("Coupon name is required")).toBeVisible();
    await expect(canvas.getByText("Coupon code is required")).toBeVisible();
    await expect(canvas.getByText("Discount value must be positive")).toBeVisible();
    await waitFor(() => expect(textbox(canvas, "Name")).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoPlans: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Applicable Plans" })).toHaveAccessibleDescription(
      "No plans yet: the coupon applies to every plan",
    );
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Growth" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Stackable" }));
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
  args: { onSubmit: fn(async () => Promise.reject(new Error("Coupon code SPRING-25 is already in use"))) },
  play: refusedSave({
    fill: fillValid,
    button: "Create Coupon",
    message: "Coupon code SPRING-25 is already in use",
  }),
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSave({ fill: fillValid, button: "Create Coupon", message: CREATE_FAILED }),
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({ fieldErrors: [{ field: "couponCode", message: "This code is already used" }] }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText("This code is already used")).toBeVisible());
    await waitFor(() => expect(textbox(canvas, "Coupon Code")).toHaveFocus());
  },
};

export const Success: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Spring Sale",
      couponCode: "SPRING-25",
      description: "",
      discountType: "percentage",
      discountValue: 25,
      durationType: "one_time",
      validFrom: TODAY,
      restrictions: { firstTimeCustomersOnly: false, applicablePlans: [] },
      stackable: false,
      autoApply: false,
    });
    await expect(textbox(canvas, "Name")).toHaveValue("");
  },
};

export const SuccessLimitedPeriod: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(textbox(canvas, "Name"), "Welcome");
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Discount Type" }), "fixed_amount");
    await enterText(textbox(canvas, "Discount Value"), "20");
    await userEvent.click(canvas.getByRole("radio", { name: "Limited Period" }));
    await enterText(textbox(canvas, "Duration (months)"), "3");
    await enterText(canvas.getByLabelText(/Valid Until/), "2025-06-01");
    await enterText(textbox(canvas, "Max Redemptions"), "500");
    await userEvent.click(canvas.getByRole("switch", { name: "First-time customers only" }));
    await enterText(textbox(canvas, "Minimum Order Value"), "50");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Scale" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Starter" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Auto Apply" }));
    await submit(canvas);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Welcome",
      couponCode: seededCouponCodeGenerator(SEED)(),
      description: "",
      discountType: "fixed_amount",
      discountValue: 20,
      durationType: "limited_period",
      duration: 3,
      validFrom: TODAY,
      validUntil: "2025-06-01",
      maxRedemptions: 500,
      restrictions: {
        firstTimeCustomersOnly: true,
        minimumOrderValue: 50,
        applicablePlans: ["plan_starter", "plan_scale"],
      },
      stackable: false,
      autoApply: true,
    });
  },
};

export const Dialog: Story = {
  render: (args) => (
    <CreateCouponDialog
      trigger={<Button>Create Coupon</Button>}
      plans={args.plans}
      today={args.today}
      generateCode={seededCouponCodeGenerator(SEED)}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create Coupon" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Coupon" }));
    await fillValid(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create Coupon" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const DialogServerError: Story = {
  render: (args) => (
    <CreateCouponDialog defaultOpen plans={args.plans} today={args.today} onSubmit={args.onSubmit} />
  ),
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSaveInDialog("Create Coupon", {
    fill: fillValid,
    button: "Create Coupon",
    message: CREATE_FAILED,
  }),
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...LimitedPeriodNeedsDurationAndEnd,
  globals: { viewport: { value: "mobile" } },
};

/** A coupon as the API answers it: edit mode starts from it. */
const RECORD = {
  id: "cpn_spring",
  name: "Spring Sale",
  couponCode: "SPRING-25",
  description: null,
  discountType: "percentage" as const,
  discountValue: 25,
  durationType: "limited_period" as const,
  duration: 3,
  validFrom: "2025-03-01",
  validUntil: "2025-06-01",
  maxRedemptions: 500,
  restrictions: { firstTimeCustomersOnly: true, minimumOrderValue: null, applicablePlans: ["plan_growth"] },
  stackable: false,
  autoApply: true,
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, "Name")).toHaveValue("Spring Sale");
    await expect(textbox(canvas, "Coupon Code")).toHaveValue("SPRING-25");
    await expect(textbox(canvas, "Duration (months)")).toHaveValue("3");
    await expect(canvas.getByLabelText(/Valid Until/)).toHaveValue("2025-06-01");
    await expect(canvas.getByRole("checkbox", { name: "Growth" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Auto Apply" })).toBeChecked();
    await typeAndBlur(canvas, "Discount Value", "30");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        couponCode: "SPRING-25",
        discountValue: 30,
        duration: 3,
        validUntil: "2025-06-01",
        maxRedemptions: 500,
      }),
    );
  },
};

export const EditServerFieldError: Story = {
  args: {
    mode: "edit",
    initialValues: RECORD,
    onSubmit: fn(async () => Promise.reject({ fieldErrors: { couponCode: "This code is already used" } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(textbox(canvas, "Coupon Code")).toHaveAccessibleDescription(
        "Uppercase letters, numbers, underscores and hyphens This code is already used",
      ),
    );
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({ button: "Save Changes", message: "Failed to update coupon. Please try again." }),
};

export const EditDialog: Story = {
  render: (args) => (
    <CreateCouponDialog
      defaultOpen
      mode="edit"
      initialValues={RECORD}
      plans={args.plans}
      onSubmit={args.onSubmit}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Coupon" }));
    await expect(dialog.getByRole("textbox", { name: "Coupon Code" })).toHaveValue("SPRING-25");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  },
};
