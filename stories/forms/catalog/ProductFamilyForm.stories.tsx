import { CreateProductFamilyDialog, ProductFamilyForm } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectRefusedSave, refusedSave, refusedSaveInDialog } from "./catalogPlays.ts";

/**
 * The body of the 'Create Product Family' dialog: name, description, category and the family's settings.
 * Messages come from the shared `productFamilySchema`; a field is checked when it loses focus and its message
 * clears as soon as it is edited. A blocked submission shows every message and focuses the first invalid field.
 *
 * Edit mode (`mode="edit"`, `initialValues` a `productFamilyResponse`) starts from the family, is titled
 * 'Edit Product Family' in its dialog and saves with 'Save Changes'.
 *
 * **Accessibility:** every control has a visible label; messages are tied to their control with
 * `aria-describedby` and announced politely; a failed submission shows an alert banner above the form.
 */
const meta = {
  title: "Catalog/ProductFamilyForm",
  component: ProductFamilyForm,
  args: { onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof ProductFamilyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const CREATE = "Create Product Family";
const CREATE_FAILED = "Failed to create product family. Please try again.";

const NAME = "Core Platform";
const DESCRIPTION = "Everything a team needs to bill its customers.";

async function fillValid(canvas: Canvas) {
  await enterText(canvas.getByRole("textbox", { name: "Name" }), NAME);
  await enterText(canvas.getByRole("textbox", { name: "Description" }), DESCRIPTION);
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Category" }), "SaaS Platform");
}

async function blurAfterTyping(canvas: Canvas, name: string, text: string) {
  const field = canvas.getByRole("textbox", { name });
  await userEvent.click(field);
  if (text) await userEvent.paste(text);
  await userEvent.tab();
  return field;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Default Currency" })).toHaveValue("USD");
    await expect(canvas.getByRole("switch", { name: "Allow Custom Pricing" })).not.toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Require Approval" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: CREATE })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Name", "");
    await expect(field).toHaveAccessibleDescription("Product family name is required");
  },
};

export const NameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Name", " A ");
    await expect(field).toHaveAccessibleDescription("Product family name must be at least 2 characters");
  },
};

export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Name", "N".repeat(101));
    await expect(field).toHaveAccessibleDescription("Product family name cannot exceed 100 characters");
  },
};

export const DescriptionRequired: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Description", "");
    await expect(field).toHaveAccessibleDescription("Description is required");
  },
};

export const DescriptionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Description", "Too short");
    await expect(field).toHaveAccessibleDescription("Description must be at least 10 characters");
  },
};

export const DescriptionTooLong: Story = {
  play: async ({ canvasElement }) => {
    const field = await blurAfterTyping(within(canvasElement), "Description", "d".repeat(501));
    await expect(field).toHaveAccessibleDescription("Description cannot exceed 500 characters");
  },
};

export const CategoryRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole("combobox", { name: "Category" });
    await userEvent.click(category);
    await userEvent.tab();
    await expect(category).toHaveAccessibleDescription("Category is required");
  },
};

export const ErrorClearsWhenEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await blurAfterTyping(canvas, "Name", "");
    await expect(field).toHaveAccessibleDescription("Product family name is required");
    await enterText(field, "C");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Product family name is required")).toBeNull();
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: CREATE }));
    await expect(canvas.getByText("Product family name is required")).toBeVisible();
    await expect(canvas.getByText("Description is required")).toBeVisible();
    await expect(canvas.getByText("Category is required")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("switch", { name: "Allow Custom Pricing" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Default Currency" }), "EUR");
    await expect(canvas.getByRole("switch", { name: "Allow Custom Pricing" })).toBeChecked();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: CREATE }));
    const busy = await canvas.findByRole("button", { name: "Creating..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new Error("A product family with this name already exists"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectRefusedSave(within(canvasElement), {
      fill: fillValid,
      button: CREATE,
      message: "A product family with this name already exists",
    });
    await expect(canvas.getByRole("button", { name: CREATE })).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue(NAME);
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: refusedSave({ fill: fillValid, button: CREATE, message: CREATE_FAILED }),
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject({ fieldErrors: { name: "This name is already used" } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: CREATE }));
    const name = canvas.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveAccessibleDescription("This name is already used"));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Success: Story = {
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("switch", { name: "Require Approval" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Default Currency" }), "GBP");
    await userEvent.click(canvas.getByRole("button", { name: CREATE }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: NAME,
      description: DESCRIPTION,
      category: "SaaS Platform",
      settings: { allowCustomPricing: false, requireApproval: true, defaultCurrency: "GBP" },
    });
    // The form starts over.
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Default Currency" })).toHaveValue("USD");
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
    <CreateProductFamilyDialog
      trigger={<Button>Create Product Family</Button>}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: CREATE }));
    const dialog = await screen.findByRole("dialog", { name: CREATE });
    const body = within(dialog);
    // Visible once the opening animation has run.
    await waitFor(() => expect(body.getByRole("button", { name: "Cancel" })).toBeVisible());
    await fillValid(body);
    await userEvent.click(body.getByRole("button", { name: CREATE }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: NAME,
      description: DESCRIPTION,
      category: "SaaS Platform",
      settings: { allowCustomPricing: false, requireApproval: false, defaultCurrency: "USD" },
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    // Opened again, it starts reset.
    await userEvent.click(within(canvasElement).getByRole("button", { name: CREATE }));
    const again = within(await screen.findByRole("dialog", { name: CREATE }));
    await expect(again.getByRole("textbox", { name: "Name" })).toHaveValue("");
  },
};

export const DialogSubmitting: Story = {
  render: (args) => <CreateProductFamilyDialog defaultOpen onSubmit={args.onSubmit} />,
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: CREATE }));
    await fillValid(dialog);
    await userEvent.click(dialog.getByRole("button", { name: CREATE }));
    await expect(await dialog.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const DialogServerError: Story = {
  render: (args) => <CreateProductFamilyDialog defaultOpen onSubmit={args.onSubmit} />,
  args: { onSubmit: fn(async () => Promise.reject("network down")) },
  play: refusedSaveInDialog(CREATE, { fill: fillValid, button: CREATE, message: CREATE_FAILED }),
};

export const DialogCancel: Story = {
  render: (args) => (
    <CreateProductFamilyDialog defaultOpen onSubmit={args.onSubmit} onCancel={args.onCancel} />
  ),
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: CREATE }));
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  ...FilledValid,
  globals: { viewport: { value: "mobile" } },
};

export const DialogDark: Story = {
  ...DialogSubmitting,
  globals: { theme: "dark" },
};

/** A family as the API answers it: edit mode starts from it. */
const RECORD = {
  id: "fam_core",
  name: "Core Platform",
  description: "Everything a team needs to bill its customers.",
  category: "SaaS Platform",
  status: "active" as const,
  settings: { allowCustomPricing: true, requireApproval: false, defaultCurrency: "EUR" },
  productCount: 4,
  planCount: 2,
  addonCount: 1,
  chargeCount: 1,
  revenue: 1200,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
};

export const Edit: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveValue("Core Platform");
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveValue("SaaS Platform");
    await expect(canvas.getByRole("combobox", { name: "Default Currency" })).toHaveValue("EUR");
    await expect(canvas.getByRole("switch", { name: "Allow Custom Pricing" })).toBeChecked();
    await expect(canvas.queryByRole("button", { name: CREATE })).toBeNull();
    await userEvent.clear(name);
    await enterText(name, "Core Platform 2");
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Core Platform 2",
      description: RECORD.description,
      category: "SaaS Platform",
      settings: { allowCustomPricing: true, requireApproval: false, defaultCurrency: "EUR" },
    });
    // An edit keeps what was saved on screen.
    await expect(name).toHaveValue("Core Platform 2");
  },
};

export const EditSaving: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
    await expect(await canvas.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const EditServerErrorWithoutMessage: Story = {
  args: { mode: "edit", initialValues: RECORD, onSubmit: fn(async () => Promise.reject(new Error())) },
  play: refusedSave({
    button: "Save Changes",
    message: "Failed to update product family. Please try again.",
  }),
};

export const EditDialog: Story = {
  render: (args) => (
    <CreateProductFamilyDialog
      mode="edit"
      initialValues={RECORD}
      trigger={<Button>Edit Family</Button>}
      onSubmit={args.onSubmit}
      onSuccess={args.onSuccess}
    />
  ),
  args: { onSubmit: fn(async () => {}), onSuccess: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit Family" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Product Family" }));
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("Core Platform");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};
