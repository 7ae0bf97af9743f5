import { ReplayFailedDialog, RotateSecretDialog, WebhookEndpointDialog } from "@round/forms";
import type { WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointWithSecret } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, refusal } from "../billing/billingFixtures";

const SECRET = "whsec_6gRuQdJU7T+YmBw38JwhsMIR/AfjKJjGmgEETfaD5oc=";
const ENDPOINT: WebhookEndpoint = {
  id: "we_access",
  url: "https://api.acme-shop.com/webhooks/round",
  description: "Grants access when an invoice is paid",
  enabledEvents: ["invoice.*", "subscription.cancelled"],
  enabled: true,
  disabledReason: null,
  secretPrefix: "whsec_Mf9K",
  previousSecretExpiresAt: null,
  createdAt: "2026-02-12T10:00:00.000Z",
  updatedAt: "2026-02-12T10:00:00.000Z",
};
const made = (body: WebhookEndpointCreate): WebhookEndpointWithSecret => ({
  ...ENDPOINT,
  ...body,
  id: "we_new",
  secretPrefix: SECRET.slice(0, 10),
  secret: SECRET,
});
const writeText = fn();
const body = () => within(document.body);

/**
 * Add endpoint and Edit endpoint: the URL Round posts to (https; checked by the shared
 * `webhookEndpointFormSchema`, the host by the server), an optional description, every event or a choice of
 * families (`invoice.*`, which covers its single types and those added later) and single types, and whether
 * it is on. A new endpoint's signing secret is shown once, with a copy button and a warning. Also here:
 * Rotate secret (asked first, then the new secret and until when the old one signs) and Replay failed
 * deliveries (since a UTC time, then how many were queued).
 *
 * **Accessibility:** the families are checkboxes inside a fieldset named 'Events'; a family with some of its
 * types chosen reads as 'mixed'; each family's types are a group of their own; the events' message is an
 * alert tied to the fieldset; the secret is a group named 'Signing secret'.
 */
const meta = {
  title: "Developers/WebhookEndpointDialog",
  component: WebhookEndpointDialog,
  args: { onSubmit: fn(async (input: WebhookEndpointCreate) => made(input)), onOpenChange: fn() },
  render: (args) => (
    <Opener label="New endpoint" onOpenChange={args.onOpenChange}>
      {(dialog) => <WebhookEndpointDialog {...args} {...dialog} />}
    </Opener>
  ),
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof WebhookEndpointDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const urlField = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole("textbox", { name: /^Endpoint URL/ });

/** Every event: a URL is enough. Then the secret, once, copied. */
export const AllEvents: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await expect(dialog.getByRole("switch", { name: "All events" })).toBeChecked();
    await expect(dialog.queryByRole("group", { name: "Events" })).not.toBeInTheDocument();
    await enterText(urlField(dialog), "  https://hooks.example.com/round ");
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: "https://hooks.example.com/round",
      description: null,
      enabledEvents: ["*"],
      enabled: true,
    });
    const shown = within(await body().findByRole("dialog", { name: "Your endpoint's signing secret" }));
    await expect(shown.getByRole("group", { name: "Signing secret" })).toHaveTextContent(SECRET);
    await expect(shown.getByText(/Round cannot show it again/)).toBeVisible();
    await userEvent.click(shown.getByRole("button", { name: "Copy secret" }));
    await expect(writeText).toHaveBeenCalledWith(SECRET);
    await userEvent.click(shown.getByRole("button", { name: "Done" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A family covers its types; a single type makes its family 'mixed'; choosing the family replaces it. */
export const FamiliesAndTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await enterText(urlField(dialog), "https://hooks.example.com/round");
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    const events = within(dialog.getByRole("group", { name: "Events" }));
    await userEvent.click(events.getByRole("checkbox", { name: "subscription.cancelled" }));
    await expect(events.getByRole("checkbox", { name: "subscription.*" })).toBePartiallyChecked();
    await userEvent.click(events.getByRole("checkbox", { name: "invoice.paid" }));
    await userEvent.click(events.getByRole("checkbox", { name: "invoice.*" }));
    await expect(events.getByRole("checkbox", { name: "invoice.*" })).toBeChecked();
    const invoices = within(events.getByRole("group", { name: "Single invoice event types" }));
    for (const type of invoices.getAllByRole("checkbox")) {
      await expect(type).toBeChecked();
      await expect(type).toBeDisabled();
    }
    await expect(events.getByText("All 7 invoice events, and new ones")).toBeVisible();
    await userEvent.click(dialog.getByRole("switch", { name: "Enabled" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: "https://hooks.example.com/round",
      description: null,
      enabledEvents: ["subscription.cancelled", "invoice.*"],
      enabled: false,
    });
  },
};

/** Nothing filled in: the URL and the events say what is missing, and nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(await dialog.findByText("URL is required")).toBeVisible();
    await expect(urlField(dialog)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toHaveTextContent("Choose at least one event");
    await expect(dialog.getByRole("group", { name: "Events" })).toHaveAccessibleDescription(
      "Choose at least one event",
    );
    await enterText(urlField(dialog), "ftp://files.example.com");
    await userEvent.tab();
    await expect(await dialog.findByText("URL must be a full http(s) address")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the host: the message lands on the URL field; nothing is shown as made. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn((_input: WebhookEndpointCreate) =>
      Promise.reject(refusal("url", "URL must not point to a private, loopback or link-local address")),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await enterText(urlField(dialog), "https://10.0.0.12/hooks");
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(
      await dialog.findByText("URL must not point to a private, loopback or link-local address"),
    ).toBeVisible();
    await expect(urlField(dialog)).toHaveAttribute("aria-invalid", "true");
    await expect(
      body().queryByRole("dialog", { name: "Your endpoint's signing secret" }),
    ).not.toBeInTheDocument();
  },
};

/** A failure tied to no field shows above the form. */
export const GeneralFailure: Story = {
  args: {
    onSubmit: fn((_input: WebhookEndpointCreate) =>
      Promise.reject(new Error("Network error. Please try again.")),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await enterText(urlField(dialog), "https://hooks.example.com/round");
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(await dialog.findByText("Network error. Please try again.")).toBeVisible();
  },
};

/** While the endpoint is being added the button says so and Cancel waits. */
export const Submitting: Story = {
  args: {
    onSubmit: fn((_input: WebhookEndpointCreate) => new Promise<WebhookEndpointWithSecret>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await enterText(urlField(dialog), "https://hooks.example.com/round");
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    const busy = await dialog.findByRole("button", { name: "Adding..." });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** Edit: the endpoint's values filled in; Save sends them and closes, with no secret. */
export const Edit: Story = {
  args: {
    endpoint: ENDPOINT,
    onSubmit: fn(async (input: WebhookEndpointCreate) => ({ ...ENDPOINT, ...input })),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Edit endpoint");
    await expect(urlField(dialog)).toHaveValue(ENDPOINT.url);
    await expect(dialog.getByRole("switch", { name: "All events" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "invoice.*" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "subscription.cancelled" })).toBeChecked();
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: ENDPOINT.url,
      description: ENDPOINT.description,
      enabledEvents: ["*"],
      enabled: true,
    });
    await waitFor(() => expect(body().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** On a phone the families stack in one column inside the dialog. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New endpoint", "Add endpoint");
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    const customer = dialog.getByRole("checkbox", { name: "customer.*" }).getBoundingClientRect();
    const payment = dialog.getByRole("checkbox", { name: "payment_method.*" }).getBoundingClientRect();
    await expect(payment.top).toBeGreaterThan(customer.top);
    await expect(Math.round(payment.left)).toBe(Math.round(customer.left));
  },
};

const rotated = { secret: SECRET, previousSecretExpiresAt: "2026-03-03T09:00:00.000Z" };

/** Rotate: asked first; then the new secret once and until when the old one signs. */
export const Rotate: StoryObj<typeof RotateSecretDialog> = {
  args: { url: ENDPOINT.url, onSubmit: fn(async () => rotated) },
  render: (args) => (
    <Opener label="Rotate">{(dialog) => <RotateSecretDialog {...args} {...dialog} />}</Opener>
  ),
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "Rotate", "Rotate the signing secret?");
    await expect(dialog.getByText(ENDPOINT.url)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Rotate secret" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const shown = within(await body().findByRole("dialog", { name: "New signing secret" }));
    await expect(shown.getByRole("group", { name: "Signing secret" })).toHaveTextContent(SECRET);
    await expect(shown.getByText(/old secret keeps signing until Mar 3, 2026, 09:00 UTC/)).toBeVisible();
  },
};

/** A refused rotation says why; the secret stays as it was. */
export const RotateFailed: StoryObj<typeof RotateSecretDialog> = {
  args: {
    url: ENDPOINT.url,
    onSubmit: fn(() => Promise.reject(refusal("id", "Webhook endpoint not found."))),
  },
  render: Rotate.render,
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "Rotate", "Rotate the signing secret?");
    await userEvent.click(dialog.getByRole("button", { name: "Rotate secret" }));
    await expect(await dialog.findByText("Webhook endpoint not found.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Rotate secret" })).toBeEnabled();
  },
};

/** Replay: since a UTC time; the answer says how many deliveries were queued again. */
export const Replay: StoryObj<typeof ReplayFailedDialog> = {
  args: { defaultSince: "2026-03-01T09:00", onSubmit: fn(async () => ({ count: 12 })) },
  render: (args) => (
    <Opener label="Replay">{(dialog) => <ReplayFailedDialog {...args} {...dialog} />}</Opener>
  ),
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "Replay", "Replay failed deliveries");
    const since = dialog.getByLabelText(/^Failed since \(UTC\)/);
    await expect(since).toHaveValue("2026-03-01T09:00");
    fireEvent.change(since, { target: { value: "2026-02-27T18:30" } });
    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ since: "2026-02-27T18:30:00Z", status: "failed" });
    await expect(await dialog.findByText("12 failed deliveries were queued again.")).toBeVisible();
  },
};

/** Nothing failed since then: said plainly. */
export const ReplayNothing: StoryObj<typeof ReplayFailedDialog> = {
  ...Replay,
  args: { defaultSince: "2026-03-01T09:00", onSubmit: fn(async () => ({ count: 0 })) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "Replay", "Replay failed deliveries");
    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await expect(
      await dialog.findByText("No failed delivery since then: nothing was replayed."),
    ).toBeVisible();
  },
};

/** No time: the rule says so; the server's refusal of `since` lands on the field too. */
export const ReplayInvalid: StoryObj<typeof ReplayFailedDialog> = {
  ...Replay,
  args: {
    defaultSince: "2026-03-01T09:00",
    onSubmit: fn(() => Promise.reject(refusal("since", "Since must be within the last 30 days"))),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "Replay", "Replay failed deliveries");
    const since = dialog.getByLabelText(/^Failed since \(UTC\)/);
    fireEvent.change(since, { target: { value: "" } });
    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await expect(await dialog.findByText("Since must be a date and time")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(since, { target: { value: "2025-01-01T00:00" } });
    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await expect(await dialog.findByText("Since must be within the last 30 days")).toBeVisible();
    await expect(since).toHaveAttribute("aria-invalid", "true");
  },
};
