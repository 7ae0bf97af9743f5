import { TaxRateDialog } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, refusal } from "./billingFixtures";

/**
 * Create tax rate (COMMERCE.md, "Correcting and taxing invoices"): a name, the percentage (0 to 100, up to 4
 * decimals), the country (ISO 3166-1 alpha-2) and, optionally, a region of it, and whether prices already
 * include the tax. Checked with the shared `taxRateSchema`; a country the server does not know comes back
 * under its field.
 *
 * **Accessibility:** every field has a visible label and its hint; messages are tied to their fields.
 */
const meta = {
  title: "Billing/TaxRateDialog",
  component: TaxRateDialog,
  args: { onSubmit: fn(async () => {}), onSuccess: fn(), onOpenChange: fn() },
  render: (args) => (
    <Opener label="New tax rate" onOpenChange={args.onOpenChange}>
      {(dialog) => <TaxRateDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof TaxRateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openWith(canvasElement, "New tax rate", "Create tax rate");
const field = (dialog: Canvas, name: RegExp) => dialog.getByRole("textbox", { name });
const create = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Create tax rate" }));

/** A rate for California, tax added on top: sent with the country and region in capitals. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Name/), "California sales tax");
    await enterText(field(dialog, /^Percentage/), "7.25");
    await enterText(field(dialog, /^Country/), "us");
    await enterText(field(dialog, /^Region/), "ca");
    await create(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "California sales tax",
      percentage: 7.25,
      inclusive: false,
      country: "US",
      region: "CA",
      active: true,
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** A VAT included in prices, for a whole country (no region). */
export const InclusiveVat: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Name/), "VAT (Germany)");
    await enterText(field(dialog, /^Percentage/), "19");
    await enterText(field(dialog, /^Country/), "DE");
    await userEvent.click(dialog.getByRole("switch", { name: /^Included in prices/ }));
    await create(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ percentage: 19, inclusive: true, country: "DE", region: null }),
    );
  },
};

/** Nothing filled in, then a percentage out of range and a country code with a digit in it. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await create(dialog);
    await expect(field(dialog, /^Name/)).toHaveAccessibleDescription(/Please enter the tax rate's name$/);
    await expect(field(dialog, /^Percentage/)).toHaveAccessibleDescription(/Please enter the percentage$/);
    await enterText(field(dialog, /^Name/), "Too much");
    await enterText(field(dialog, /^Percentage/), "120.5");
    await enterText(field(dialog, /^Country/), "D1");
    await create(dialog);
    await expect(field(dialog, /^Percentage/)).toHaveAccessibleDescription(
      /Percentage must be between 0 and 100$/,
    );
    await expect(field(dialog, /^Country/)).toHaveAccessibleDescription(/Country must be a two-letter/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A country the server does not know: its message under the field, the dialog stays open. */
export const UnknownCountry: Story = {
  args: {
    onSubmit: fn(async () => {
      throw refusal("country", "Please select a valid country");
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(field(dialog, /^Name/), "Nowhere tax");
    await enterText(field(dialog, /^Percentage/), "5");
    await enterText(field(dialog, /^Country/), "XX");
    await create(dialog);
    await expect(await dialog.findByText("Please select a valid country")).toBeVisible();
    await expect(field(dialog, /^Country/)).toHaveAttribute("aria-invalid", "true");
  },
};
