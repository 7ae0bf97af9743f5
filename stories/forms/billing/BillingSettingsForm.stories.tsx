import { BillingSettingsForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { SETTINGS } from "./billingFixtures";

/**
 * The account's billing settings, checked with the shared `billingSettingsSchema`: the net term days (0 to
 * 365), the invoice number prefix (capitals, digits and hyphens, with the next number it gives), the days a
 * failed payment is tried again (1 to 60, increasing, at most 6) and what follows the last retry; one Save.
 * A role that may not manage billing sees the values read-only, without Save.
 *
 * **Accessibility:** a form named 'Billing settings'; every field has a visible label and hint, messages are
 * tied to their control; the choice after the last retry is a labelled radio group; the saved and failed
 * messages are a status and an alert.
 */
const meta = {
  title: "Billing/BillingSettingsForm",
  component: BillingSettingsForm,
  args: { settings: SETTINGS, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof BillingSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const netTerms = (form: Canvas) => form.getByRole("textbox", { name: /^Net term days/ });
const prefix = (form: Canvas) => form.getByRole("textbox", { name: /^Invoice number prefix/ });
const retryDays = (form: Canvas) => form.getByRole("textbox", { name: /^Retry days/ });
const save = (form: Canvas) => userEvent.click(form.getByRole("button", { name: "Save" }));

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await enterText(field, text);
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Billing settings" }));
    await expect(netTerms(form)).toHaveValue("30");
    await expect(prefix(form)).toHaveValue("INV");
    await expect(prefix(form)).toHaveAccessibleDescription("Next invoice number: INV-000042");
    await expect(retryDays(form)).toHaveValue("3, 5, 7");
    await expect(form.getByRole("radio", { name: "Keep the subscription active" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Cancel the subscription" })).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/** Every value changed and saved: the prefix in capitals, the retry days as numbers. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await retype(netTerms(form), "14");
    await retype(prefix(form), "acme");
    await expect(prefix(form)).toHaveValue("ACME");
    await expect(prefix(form)).toHaveAccessibleDescription("Next invoice number: ACME-000042");
    await retype(retryDays(form), "2, 4 8,16");
    await userEvent.click(form.getByRole("radio", { name: "Cancel the subscription" }));
    await save(form);
    await expect(await form.findByRole("status")).toHaveTextContent("Billing settings saved");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      netTermDays: 14,
      invoicePrefix: "ACME",
      dunningDays: [2, 4, 8, 16],
      afterFinalFailure: "cancel",
    });
  },
};

/** Values the rules refuse: each message under its field, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await retype(netTerms(form), "7.5");
    await retype(prefix(form), "INV_");
    await retype(retryDays(form), "7, 3, soon");
    await save(form);
    await expect(netTerms(form)).toHaveAccessibleDescription(
      /Net terms must be a whole number of days from 0 to 365$/,
    );
    await expect(prefix(form)).toHaveAccessibleDescription(
      /Invoice prefix can have 1 to 12 capital letters, digits and hyphens$/,
    );
    await expect(retryDays(form)).toHaveAccessibleDescription(
      /Retry days must be whole numbers from 1 to 60, in increasing order$/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A role that may not manage billing: the values shown, every control disabled, no Save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(netTerms(form)).toBeDisabled();
    await expect(netTerms(form)).toHaveValue("30");
    await expect(prefix(form)).toBeDisabled();
    await expect(retryDays(form)).toBeDisabled();
    for (const radio of form.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await expect(form.queryByRole("button", { name: "Save" })).toBeNull();
  },
};

/** A failure without words of its own: the form's failure text in an alert, cleared by the next edit. */
export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await save(form);
    await expect(await form.findByRole("alert")).toHaveTextContent(
      "Failed to save the billing settings. Please try again.",
    );
    await expect(form.queryByText("Billing settings saved")).toBeNull();
    await retype(netTerms(form), "15");
    await expect(form.queryByRole("alert")).toBeNull();
  },
};
