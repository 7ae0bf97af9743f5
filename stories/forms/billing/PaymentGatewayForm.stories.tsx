import { PaymentGatewayForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { refusal, SETTINGS } from "./billingFixtures";

const KEY = "sk_test_51Hx9Round0000Ada4242";

/**
 * The account's payment gateway: the built-in test gateway, or Stripe with the account's secret key
 * (`sk_test_…` or `sk_live_…`, checked with the shared `billingSettingsSchema`). The server checks a new key
 * with Stripe before keeping it; only its last 4 characters are shown again, so a connected Stripe needs no
 * key to stay connected. A role that may not manage billing sees the gateway read-only.
 *
 * **Accessibility:** a form named 'Payment gateway'; the gateways are a labelled radio group whose options
 * carry their description; the key is a labelled password field with its hint and message tied to it.
 */
const meta = {
  title: "Billing/PaymentGatewayForm",
  component: PaymentGatewayForm,
  args: { settings: SETTINGS, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof PaymentGatewayForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const stripe = (form: Canvas) => form.getByRole("radio", { name: "Stripe" });
const key = (form: Canvas) => form.getByLabelText(/^Stripe secret key/);

/** On the test gateway: no key asked for. */
export const TestGateway: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Payment gateway" }));
    await expect(form.getByRole("radio", { name: "Built-in test gateway" })).toBeChecked();
    await expect(stripe(form)).not.toBeChecked();
    await expect(form.queryByLabelText(/^Stripe secret key/)).toBeNull();
    await expect(form.getByRole("button", { name: "Save gateway" })).toBeEnabled();
  },
};

/** Stripe chosen: the key is asked for, sent, then cleared, and the gateway saved. */
export const ConnectStripe: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(stripe(form));
    await expect(key(form)).toHaveAttribute("type", "password");
    await expect(key(form)).toBeRequired();
    await expect(key(form)).toHaveAccessibleDescription(
      "From the Stripe dashboard (Developers → API keys). Kept encrypted; only its last 4 characters are shown again.",
    );
    await userEvent.type(key(form), KEY);
    await userEvent.click(form.getByRole("button", { name: "Connect Stripe" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Payment gateway saved");
    await expect(args.onSubmit).toHaveBeenCalledWith({ gateway: "stripe", stripeSecretKey: KEY });
    await expect(key(form)).toHaveValue("");
  },
};

/** A publishable key where the secret one goes: refused before anything is sent. */
export const KeyMalformed: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(stripe(form));
    await userEvent.type(key(form), "pk_live_51Hx9Round0000");
    await userEvent.click(form.getByRole("button", { name: "Connect Stripe" }));
    await expect(key(form)).toHaveAccessibleDescription(
      /A Stripe secret key starts with sk_test_ or sk_live_$/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Connect Stripe with the key left empty: asked for under the field, nothing sent. */
export const KeyRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(stripe(form));
    await userEvent.click(form.getByRole("button", { name: "Connect Stripe" }));
    await expect(key(form)).toHaveAccessibleDescription(/Stripe secret key is required$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Stripe refuses the key: its words under the field. */
export const KeyRefusedByStripe: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(refusal("stripeSecretKey", "Invalid API Key provided: sk_test_****4242")),
    ),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(stripe(form));
    await userEvent.type(key(form), KEY);
    await userEvent.click(form.getByRole("button", { name: "Connect Stripe" }));
    await waitFor(() =>
      expect(key(form)).toHaveAccessibleDescription(/Invalid API Key provided: sk_test_\*\*\*\*4242$/),
    );
    await expect(form.queryByText("Payment gateway saved")).toBeNull();
  },
};

/** Stripe already connected: its key's last 4 shown, no key needed to save. */
export const StripeConnected: Story = {
  args: { settings: { ...SETTINGS, gateway: "stripe", stripeKeyLast4: "4242" } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(stripe(form)).toBeChecked();
    await expect(key(form)).not.toBeRequired();
    await expect(key(form)).toHaveAccessibleDescription(
      "Connected with the key ending in 4242. Enter another key to replace it.",
    );
    await userEvent.click(form.getByRole("button", { name: "Save gateway" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Payment gateway saved");
    await expect(args.onSubmit).toHaveBeenCalledWith({ gateway: "stripe" });
  },
};

/** A role that may not manage billing: the gateway shown, the choice disabled, no key and no button. */
export const ReadOnly: Story = {
  args: { readOnly: true, settings: { ...SETTINGS, gateway: "stripe", stripeKeyLast4: "4242" } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(stripe(form)).toBeChecked();
    await expect(stripe(form)).toBeDisabled();
    await expect(form.getByRole("radio", { name: "Built-in test gateway" })).toBeDisabled();
    await expect(form.queryByLabelText(/^Stripe secret key/)).toBeNull();
    await expect(form.queryByRole("button")).toBeNull();
  },
};
