import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";
import { STRIPE_KEY, STRIPE_REFUSED, subscriptionsBackend } from "./support/subscriptionsBackend";
import { taxRatesBackend } from "./support/taxRatesBackend";

/**
 * Settings, Billing (`/settings/billing`): the billing settings with one Save, the built-in test gateway, the
 * tax rates (create, turn off, delete) and the test clocks (create, advance with the preview of its steps, delete). The API is the in-memory billing
 * server (./support/subscriptionsBackend), answering at the network level.
 */
const meta = {
  title: "App/Settings/Billing",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings/billing" },
  beforeEach: [cleanBrowser, signedIn, () => void calls.mockClear()],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
let downtime: ReturnType<typeof outage> | undefined;

const rehearsal = {
  id: "clock-1",
  name: "Renewal rehearsal",
  frozenTime: "2026-03-02T09:00:00.000Z",
  status: "ready" as const,
  advanceTo: null,
  failures: [],
  customerCount: 2,
  subscriptionCount: 2,
  invoiceCount: 3,
  createdAt: "2026-03-01T09:00:00.000Z",
};
const steps = [
  {
    on: "2026-04-02",
    subscriptionId: "sub-1",
    invoiceId: null,
    customerName: "Ada Lovelace",
    action: "Renewed Starter: invoice INV-000042, $29.00",
  },
  {
    on: "2026-04-05",
    subscriptionId: "sub-1",
    invoiceId: null,
    customerName: "Ada Lovelace",
    action: "Payment retry 1 failed",
  },
];

type Options = Parameters<typeof subscriptionsBackend>[0];
const withBilling = (options: Options = {}, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    subscriptionsBackend({ spy: calls, clocks: [rehearsal], advanceSteps: steps, ...options }),
    taxRatesBackend(),
  ]);

const sent = (method: string, path: string) =>
  calls.mock.calls.map(([call]) => call).filter((call) => call.method === method && call.path === path);
const settingsForm = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: "Billing settings" }));
const gatewayForm = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: "Payment gateway" }));
const ratesTable = async (canvas: Canvas) => within(await canvas.findByRole("table", { name: "Tax rates" }));
const clocksTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Test clocks" }));

export const Loading: Story = {
  beforeEach: [
    withBilling(),
    mockApi(() => [
      endpoint("get", "/api/billing/settings", pending),
      endpoint("get", "/api/test-clocks", pending),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading billing settings")).toBeInTheDocument();
    await expect(await canvas.findByText("Loading test clocks")).toBeInTheDocument();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withBilling(),
    mockApi(() => {
      downtime = outage("get", "/api/billing/settings", failure(500, "The billing database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load the billing settings");
    await expect(alert).toHaveTextContent("The billing database is unavailable.");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await settingsForm(canvas);
  },
};

/** The settings as the account has them, the gateway, and one clock. */
export const Filled: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await settingsForm(canvas);
    await expect(form.getByRole("textbox", { name: /^Net term days/ })).toHaveValue("30");
    await expect(form.getByRole("textbox", { name: /^Invoice number prefix/ })).toHaveValue("INV");
    await expect(form.getByText("Next invoice number: INV-000042")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Retry days/ })).toHaveValue("3, 5, 7");
    await expect(form.getByRole("radio", { name: "Keep the subscription active" })).toBeChecked();
    const gateway = await gatewayForm(canvas);
    await expect(gateway.getByRole("radio", { name: /Built-in test gateway/ })).toBeChecked();
    await expect(gateway.queryByRole("textbox", { name: /Stripe secret key/ })).toBeNull();
    const table = await clocksTable(canvas);
    const row = within(table.getByText("Renewal rehearsal").closest("tr") as HTMLElement);
    await expect(row.getByText("Mar 2, 2026, 09:00 UTC")).toBeVisible();
    await expect(row.getByText("2")).toBeVisible();
    await expect(row.getByText("Ready")).toBeVisible();
  },
};

/**
 * Stripe: the secret key is asked for, a key Stripe refuses says so under the field, a good one connects;
 * afterwards only its last 4 characters are shown.
 */
export const ConnectStripe: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gateway = await gatewayForm(canvas);
    await userEvent.click(gateway.getByRole("radio", { name: /^Stripe/ }));
    const key = gateway.getByLabelText(/^Stripe secret key/);
    await expect(key).toHaveAttribute("type", "password");
    // Connecting without a key: asked for under the field, nothing sent.
    await userEvent.click(gateway.getByRole("button", { name: "Connect Stripe" }));
    await expect(await gateway.findByText("Stripe secret key is required")).toBeVisible();
    await expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ method: "PUT" }));
    await enterText(key, "sk_test_51SomeoneElsesKey000000");
    await userEvent.click(gateway.getByRole("button", { name: "Connect Stripe" }));
    await expect(await gateway.findByText(STRIPE_REFUSED)).toBeVisible();
    await userEvent.clear(key);
    await enterText(key, STRIPE_KEY);
    await userEvent.click(gateway.getByRole("button", { name: "Connect Stripe" }));
    await expect(await gateway.findByText("Payment gateway saved")).toBeVisible();
    await expect(gateway.getByText(/Connected with the key ending in wxyz/)).toBeVisible();
    await expect(key).toHaveValue("");
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", body: { gateway: "stripe", stripeSecretKey: STRIPE_KEY } }),
    );
  },
};

/** One Save sends every field; the saved text shows until the next edit. */
export const Save: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const form = await settingsForm(within(canvasElement));
    const days = form.getByRole("textbox", { name: /^Net term days/ });
    await userEvent.clear(days);
    await enterText(days, "14");
    const prefix = form.getByRole("textbox", { name: /^Invoice number prefix/ });
    await userEvent.clear(prefix);
    await enterText(prefix, "rnd");
    await expect(form.getByText("Next invoice number: RND-000042")).toBeVisible();
    await userEvent.click(form.getByRole("radio", { name: "Cancel the subscription" }));
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await expect(await form.findByText("Billing settings saved")).toBeVisible();
    await expect(sent("PUT", "/api/billing/settings").at(-1)?.body).toEqual({
      netTermDays: 14,
      invoicePrefix: "RND",
      dunningDays: [3, 5, 7],
      afterFinalFailure: "cancel",
    });
  },
};

/** Retry days out of order: the rule's words under the field, nothing sent. */
export const ValidationError: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const form = await settingsForm(within(canvasElement));
    const retries = form.getByRole("textbox", { name: /^Retry days/ });
    await userEvent.clear(retries);
    await enterText(retries, "5, 3");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await expect(
      await form.findByText("Retry days must be whole numbers from 1 to 60, in increasing order"),
    ).toBeVisible();
    await expect(sent("PUT", "/api/billing/settings")).toHaveLength(0);
  },
};

export const CreateClock: Story = {
  beforeEach: withBilling({ clocks: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No test clocks" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create test clock" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create test clock" }));
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Trial rehearsal");
    const time = dialog.getByLabelText(/^Frozen time/);
    // It starts at the time of opening; another is picked here.
    await expect(time).not.toHaveValue("");
    await userEvent.clear(time);
    await enterText(time, "2026-05-01T10:30");
    await userEvent.click(dialog.getByRole("button", { name: "Create test clock" }));
    await expect(await findToast("Test clock created")).toBeVisible();
    await expect(sent("POST", "/api/test-clocks").at(-1)?.body).toEqual({
      name: "Trial rehearsal",
      frozenTime: "2026-05-01T10:30:00Z",
    });
    const table = await clocksTable(canvas);
    await expect(await table.findByText("Trial rehearsal")).toBeVisible();
  },
};

/** Advance: the steps it would run, 'Confirm advance', then the steps that ran. */
export const AdvanceWithPreview: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await clocksTable(canvas);
    await userEvent.click(table.getByRole("button", { name: "Advance Renewal rehearsal" }));
    const dialog = within(await page().findByRole("dialog", { name: "Advance Renewal rehearsal" }));
    const confirm = dialog.getByRole("button", { name: "Confirm advance" });
    // A month on from the clock's time is offered first.
    await expect(dialog.getByLabelText(/^New time/)).toHaveValue("2026-04-02T09:00");
    await userEvent.clear(dialog.getByLabelText(/^New time/));
    await enterText(dialog.getByLabelText(/^New time/), "2026-04-10T09:00");
    const preview = within(dialog.getByRole("region", { name: "Steps it would run" }));
    await expect(await preview.findByText(/Renewed Starter: invoice INV-000042, \$29\.00/)).toBeVisible();
    await expect(preview.getByText(/Payment retry 1 failed/)).toBeVisible();
    await expect(sent("POST", "/api/test-clocks/clock-1/advance").at(-1)?.body).toEqual({
      frozenTime: "2026-04-10T09:00:00Z",
      preview: true,
    });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const ran = within(await dialog.findByRole("region", { name: "Steps that ran" }));
    await expect(ran.getByText("Advanced to Apr 10, 2026, 09:00 UTC: 2 steps ran")).toBeVisible();
    // The dialog says the clock's new time, not the one it had when it opened.
    await expect(dialog.getByText("Frozen at Apr 10, 2026, 09:00 UTC.")).toBeVisible();
    await expect(sent("POST", "/api/test-clocks/clock-1/advance").at(-1)?.body).toEqual({
      frozenTime: "2026-04-10T09:00:00Z",
    });
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await expect(await table.findByText("Apr 10, 2026, 09:00 UTC")).toBeVisible();
  },
};

/** Backwards is refused, in the server's words under the field. */
export const AdvanceBackwards: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const table = await clocksTable(within(canvasElement));
    await userEvent.click(table.getByRole("button", { name: "Advance Renewal rehearsal" }));
    const dialog = within(await page().findByRole("dialog", { name: "Advance Renewal rehearsal" }));
    await userEvent.clear(dialog.getByLabelText(/^New time/));
    await enterText(dialog.getByLabelText(/^New time/), "2026-01-01T09:00");
    await expect(await dialog.findByText("A test clock can only move forward")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm advance" })).toBeDisabled();
  },
};

export const DeleteClock: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await clocksTable(canvas);
    await userEvent.click(table.getByRole("button", { name: "Delete Renewal rehearsal" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Test Clock" }));
    // What goes with the clock is said before it goes.
    await expect(
      dialog.getByText(
        "Its 2 customers, 2 subscriptions and 3 invoices (with their payments) are deleted with it. Live customers and invoice numbers are not touched.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Test clock deleted")).toBeVisible();
    await expect(sent("DELETE", "/api/test-clocks/clock-1")).toHaveLength(1);
    await expect(await canvas.findByRole("heading", { name: "No test clocks" })).toBeVisible();
  },
};

/**
 * The last advance left a step it could not take: the clock reached its time, its badge says steps failed and
 * each failed step is listed with its day, customer and reason; the clock can be advanced again.
 */
export const ClockWithFailedSteps: Story = {
  beforeEach: withBilling({
    clocks: [
      {
        ...rehearsal,
        status: "internal_failure",
        failures: [
          {
            on: "2026-04-02",
            subscriptionId: "sub-broken",
            invoiceId: null,
            customerId: "cus-broken",
            customerName: "Broken Books",
            message: "Plan price point not found",
          },
        ],
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await clocksTable(canvas);
    await expect(table.getByText("Steps failed")).toBeVisible();
    await expect(canvas.getByText("Renewal rehearsal: 1 step failed in the last advance")).toBeVisible();
    const failed = within(canvas.getByRole("list", { name: "Failed steps of Renewal rehearsal" }));
    await expect(failed.getByText("Apr 2, 2026 · Broken Books: Plan price point not found")).toBeVisible();
    await expect(table.getByRole("button", { name: "Advance Renewal rehearsal" })).toBeEnabled();
  },
};

/** A Viewer reads the settings and the clocks; nothing can be saved, created or advanced, and the page says why. */
export const ViewerReadOnly: Story = {
  beforeEach: withBilling({}, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Your role \(Viewer\) cannot/)).toBeVisible();
    const form = await settingsForm(canvas);
    await expect(form.getByRole("textbox", { name: /^Net term days/ })).toBeDisabled();
    await expect(form.queryByRole("button", { name: "Save" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Create test clock" })).toBeDisabled();
    const table = await clocksTable(canvas);
    await expect(table.queryByRole("button", { name: /Advance|Delete/ })).toBeNull();
  },
};

/** The account's rates: where each applies, whether prices include it; a new one created from its dialog. */
export const TaxRates: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await ratesTable(canvas);
    const rows = table.getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      "VAT (Germany)19 %DETax includedActiveTurn offDelete",
      "California sales tax7.25 %US · CATax addedActiveTurn offDelete",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Create tax rate" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create tax rate" }));
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "VAT (France)");
    await enterText(dialog.getByRole("textbox", { name: /^Percentage/ }), "20");
    await enterText(dialog.getByRole("textbox", { name: /^Country/ }), "FR");
    await userEvent.click(dialog.getByRole("button", { name: "Create tax rate" }));
    await expect(await findToast("Tax rate created")).toBeVisible();
    await waitFor(async () =>
      expect((await ratesTable(canvas)).getByRole("row", { name: /VAT \(France\)/ })).toBeVisible(),
    );
  },
};

/** Turning a rate off keeps it (its invoices keep it); it shows as Off and can be turned on again. */
export const TaxRateTurnedOff: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ratesTable(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Turn off California sales tax" }));
    await expect(await findToast("California sales tax turned off")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Turn on California sales tax" })).toBeVisible();
    const row = (await ratesTable(canvas)).getByRole("row", { name: /California sales tax/ });
    await expect(row).toHaveTextContent("Off");
  },
};

/** No rates yet: what they are for, and the way to make one. */
export const NoTaxRates: Story = {
  beforeEach: [withBilling(), mockApi(() => taxRatesBackend({ rates: [] }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No tax rates" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create tax rate" })).toBeEnabled();
  },
};
