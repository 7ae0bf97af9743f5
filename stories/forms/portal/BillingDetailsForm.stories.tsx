import { BillingDetailsForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { OVERVIEW, refusal } from "./customerPagesFixtures";
import { type } from "./formHelpers";

/**
 * The billing details a customer keeps in the portal: company, tax number and billing address, as they
 * appear on invoices. Checked with the server's `portalBillingDetailsSchema`; the server's field messages
 * (`billingAddress.zip`, `taxNumber`) show under their fields. Saved, it says so beside the button.
 *
 * **Accessibility:** a form named 'Billing details'; the address is a group under its legend, each field
 * with its billing autocomplete token; the first field in error takes focus; 'Billing details saved.' is
 * said in a polite live region that is always there.
 */
const meta = {
  title: "Customer pages/BillingDetailsForm",
  component: BillingDetailsForm,
  args: { initialValues: OVERVIEW.customer, onSubmit: fn(async () => {}), onSuccess: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole("textbox", { name });

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, /^Company/)).toHaveValue("Analytical Engines Ltd");
    await expect(field(canvas, /^Street address/)).toHaveAttribute("autocomplete", "billing address-line1");
    await userEvent.clear(field(canvas, /^Company/));
    await type(field(canvas, /^Company/), "Difference Engines Ltd");
    await userEvent.click(canvas.getByRole("button", { name: "Save billing details" }));
    await expect(await canvas.findByText("Billing details saved.")).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      company: "Difference Engines Ltd",
      taxNumber: "GB123456789",
      billingAddress: OVERVIEW.customer.billingAddress,
    });
    // Editing again takes the status back.
    await type(field(canvas, /^Company/), "!");
    await expect(canvas.queryByText("Billing details saved.")).toBeNull();
  },
};

/** A blank required field is refused before anything is sent, and focused. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(field(canvas, /^City/));
    await userEvent.click(canvas.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(field(canvas, /^City/)).toHaveFocus());
    await expect(field(canvas, /^City/)).toHaveAccessibleDescription("City is required");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the tax number: its message is under the field, which takes focus. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(refusal("taxNumber", "Tax number is not a valid VAT number for the United Kingdom")),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(field(canvas, /^Tax number/)).toHaveFocus());
    await expect(field(canvas, /^Tax number/)).toHaveAccessibleDescription(
      expect.stringContaining("Tax number is not a valid VAT number for the United Kingdom"),
    );
    await expect(canvas.queryByText("Billing details saved.")).toBeNull();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
