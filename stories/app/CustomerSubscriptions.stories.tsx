import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { sampleAddons, sampleFamilies, samplePlans } from "./support/catalogFixtures";
import { adaCredits, adaMethods, adaNotes, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";
import { COUPON_MAXED, subscriptionFrom, subscriptionsBackend } from "./support/subscriptionsBackend";

/**
 * A customer's Subscriptions and Usage tabs (`/customers/{id}?tab=subscriptions`): each subscription with its
 * status, term, MRR, add-ons and coupons, and the actions its status allows. Every write shows the server's
 * preview (the invoice lines, the total, the credit) before its confirm, and the confirm sends the same body
 * without `preview`. The API is the in-memory customers, catalog and billing servers (./support).
 */
const meta = {
  title: "App/Customers/Subscriptions",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/customers/cus-ada?tab=subscriptions" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
let downtime: ReturnType<typeof outage> | undefined;

const starter = subscriptionFrom({
  id: "sub-starter",
  quantity: 2,
  amount: 74,
  mrr: 64,
  addons: [
    {
      id: "sa-1",
      addonId: "addon-seats",
      name: "Extra Seats",
      addonName: "Extra Seats",
      pricePointId: "addon-seats-pp1",
      quantity: 2,
      unitPrice: 8,
      amount: 16,
    },
  ],
  coupons: [{ couponId: "cpn-welcome", code: "WELCOME10", name: "Welcome 10%", appliedOn: "2026-02-02" }],
});
const growthTrial = subscriptionFrom({
  id: "sub-growth",
  planId: "plan-growth",
  planName: "Growth",
  planPricePointId: "plan-growth-pp1",
  status: "trialing",
  trialEnd: "2026-03-20",
  currentTermStart: null,
  currentTermEnd: null,
  nextBillingDate: "2026-03-20",
  mrr: 0,
});
const paused = subscriptionFrom({
  id: "sub-paused",
  planName: "Starter (team)",
  status: "paused",
  pausedAt: "2026-02-20",
  resumeDate: "2026-04-01",
  mrr: 0,
});
const leaving = subscriptionFrom({ id: "sub-leaving", planName: "Starter (annual)", cancelAt: "2026-04-02" });
const cancelled = subscriptionFrom({
  id: "sub-cancelled",
  planName: "Starter (legacy)",
  status: "cancelled",
  cancelledAt: "2026-02-15T10:00:00.000Z",
  mrr: 0,
  nextBillingDate: null,
});

type Options = Parameters<typeof subscriptionsBackend>[0];
const withBilling = (options: Options = {}, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    catalogBackend({ families: sampleFamilies, plans: samplePlans, addons: sampleAddons }),
    customersBackend({
      customers: sampleCustomers,
      notes: adaNotes,
      paymentMethods: adaMethods,
      credits: adaCredits,
    }),
    subscriptionsBackend({ spy: calls, ...options }),
  ]);

const tabPanel = async (canvas: Canvas) => {
  await canvas.findByRole("heading", { level: 1, name: "Ada Lovelace" });
  return within(await canvas.findByRole("tabpanel", { name: "Subscriptions" }));
};
const cardOf = async (canvas: Canvas, plan: string) => {
  const panel = await tabPanel(canvas);
  const title = await panel.findByRole("heading", { level: 2, name: plan });
  return within(title.closest("section") as HTMLElement);
};
const dialog = async (name: string) => within(await page().findByRole("dialog", { name }));
/** The bodies the screen sent to `path` with `method`, in order. */
const sent = (method: string, path: string) =>
  calls.mock.calls.map(([call]) => call).filter((call) => call.method === method && call.path === path);

export const Loading: Story = {
  beforeEach: [withBilling(), mockApi(() => [endpoint("get", "/api/subscriptions", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await tabPanel(canvas);
    await expect(await panel.findByText("Loading subscriptions")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const panel = await tabPanel(within(canvasElement));
    await expect(await panel.findByRole("heading", { name: "No subscriptions" })).toBeVisible();
    await expect(panel.getByText("Ada Lovelace has no subscriptions yet.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "New subscription" })).toBeEnabled();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withBilling({ subscriptions: [starter] }),
    mockApi(() => {
      downtime = outage("get", "/api/subscriptions", failure(500, "The billing database is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const panel = await tabPanel(within(canvasElement));
    const alert = await panel.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load subscriptions");
    await expect(alert).toHaveTextContent("The billing database is unavailable.");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await panel.findByRole("heading", { level: 2, name: "Starter" })).toBeVisible();
  },
};

/** Every status: active with an add-on and a coupon, Trial, paused, set to cancel, cancelled. */
export const Filled: Story = {
  beforeEach: withBilling({ subscriptions: [starter, growthTrial, paused, leaving, cancelled] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = await cardOf(canvas, "Starter");
    const card = active.getByText("Quantity").closest("section") as HTMLElement;
    await expect(active.getByText("Active")).toBeVisible();
    await expect(definitionOf(card, "Quantity")).toBe("2");
    await expect(definitionOf(card, "Current term")).toBe("Mar 2, 2026 – Apr 2, 2026");
    await expect(definitionOf(card, "Next billing date")).toBe("Apr 2, 2026");
    await expect(definitionOf(card, "MRR")).toBe("$64.00");
    await expect(definitionOf(card, "Add-ons")).toBe("Extra Seats × 2 · $16.00");
    await expect(definitionOf(card, "Coupons")).toBe("WELCOME10 (Welcome 10%)");
    for (const name of ["Pause Starter", "Edit Starter", "Cancel Starter"]) {
      await expect(active.getByRole("button", { name })).toBeEnabled();
    }
    await expect(active.queryByRole("button", { name: "Resume Starter" })).toBeNull();

    const trial = await cardOf(canvas, "Growth");
    await expect(trial.getByText("Trial")).toBeVisible();
    await expect(definitionOf(trial.getByText("Trial ends").closest("dl") as HTMLElement, "Trial ends")).toBe(
      "Mar 20, 2026",
    );
    await expect(trial.queryByRole("button", { name: "Pause Growth" })).toBeNull();

    const onHold = await cardOf(canvas, "Starter (team)");
    await expect(onHold.getByText("Paused", { exact: true })).toBeVisible();
    await expect(onHold.getByText("Paused; resumes on Apr 1, 2026")).toBeVisible();
    await expect(onHold.getByRole("button", { name: "Resume Starter (team)" })).toBeEnabled();

    const scheduled = await cardOf(canvas, "Starter (annual)");
    await expect(scheduled.getByText("Cancels on Apr 2, 2026")).toBeVisible();
    await expect(scheduled.getByRole("button", { name: "Reactivate Starter (annual)" })).toBeEnabled();
    await expect(scheduled.queryByRole("button", { name: "Cancel Starter (annual)" })).toBeNull();

    const ended = await cardOf(canvas, "Starter (legacy)");
    await expect(ended.getByText("Cancelled")).toBeVisible();
    await expect(ended.getByRole("button", { name: "Reactivate Starter (legacy)" })).toBeEnabled();
    await expect(ended.queryByRole("button", { name: "Edit Starter (legacy)" })).toBeNull();
  },
};

/** New subscription: the first invoice's preview, then 'Create subscription' posts the values without `preview`. */
export const CreateWithPreview: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const panel = await tabPanel(within(canvasElement));
    await userEvent.click(await panel.findByRole("button", { name: "New subscription" }));
    const form = await dialog("New subscription");
    const create = form.getByRole("button", { name: "Create subscription" });
    await expect(create).toBeDisabled();
    await expect(form.getByText("Choose a plan to see the first invoice.")).toBeVisible();
    const plan = await form.findByRole("combobox", { name: /^Plan/ });
    // Only the prices in the customer's currency (USD) of active plans.
    await expect(within(plan).getByRole("option", { name: "Starter · $29.00/mo" })).toBeInTheDocument();
    await userEvent.selectOptions(plan, "plan-starter-pp1");
    const preview = within(await form.findByRole("table", { name: "Invoice preview" }));
    await expect(preview.getByText("Starter")).toBeVisible();
    await expect(preview.getByRole("row", { name: /^Total/ })).toHaveTextContent("$29.00");
    await expect(preview.getByRole("row", { name: /^Amount due/ })).toHaveTextContent("$29.00");
    await waitFor(() => expect(create).toBeEnabled());
    const previews = sent("POST", "/api/subscriptions");
    await expect(previews.at(-1)?.body).toEqual({
      customerId: "cus-ada",
      planPricePointId: "plan-starter-pp1",
      quantity: 1,
      preview: true,
    });
    await userEvent.click(create);
    await expect(await findToast("Subscription created")).toBeVisible();
    await expect(sent("POST", "/api/subscriptions").at(-1)?.body).toEqual({
      customerId: "cus-ada",
      planPricePointId: "plan-starter-pp1",
      quantity: 1,
    });
    await expect(await panel.findByRole("heading", { level: 2, name: "Starter" })).toBeVisible();
  },
};

/** A coupon the server refuses: its words under Coupon codes, and nothing to confirm. */
export const CreateCouponRefused: Story = {
  beforeEach: withBilling(),
  play: async ({ canvasElement }) => {
    const panel = await tabPanel(within(canvasElement));
    await userEvent.click(await panel.findByRole("button", { name: "New subscription" }));
    const form = await dialog("New subscription");
    await userEvent.selectOptions(await form.findByRole("combobox", { name: /^Plan/ }), "plan-starter-pp1");
    await userEvent.type(form.getByRole("textbox", { name: /^Coupon codes/ }), "LAUNCH50{Enter}");
    await expect(await form.findByText(COUPON_MAXED)).toBeVisible();
    await expect(form.getByRole("button", { name: "Create subscription" })).toBeDisabled();
  },
};

/** Edit: quantity 3, the prorated lines and total, then 'Confirm change' with `prorate: true`. */
export const EditProrated: Story = {
  beforeEach: withBilling({ subscriptions: [starter] }),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const card = await cardOf(within(canvasElement), "Starter");
    await userEvent.click(card.getByRole("button", { name: "Edit Starter" }));
    const form = await dialog("Edit subscription");
    await expect(await form.findByRole("combobox", { name: /^Plan/ })).toHaveValue("plan-starter-pp1");
    const quantity = form.getByRole("textbox", { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await enterText(quantity, "3");
    await expect(form.getByRole("switch", { name: /Prorate/ })).toBeChecked();
    const preview = within(await form.findByRole("table", { name: "Invoice preview" }));
    await expect(preview.getByText("Starter × 3, remaining time", { exact: false })).toBeVisible();
    await expect(preview.getByRole("row", { name: /unused time/ })).toHaveTextContent("-$19.33");
    await expect(preview.getByRole("row", { name: /^Total/ })).toHaveTextContent("$38.67");
    const confirm = form.getByRole("button", { name: "Confirm change" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(await findToast("Subscription changed")).toBeVisible();
    await expect(sent("PUT", "/api/subscriptions/sub-starter").at(-1)?.body).toEqual({
      planPricePointId: "plan-starter-pp1",
      quantity: 3,
      addons: [{ pricePointId: "addon-seats-pp1", quantity: 2 }],
      prorate: true,
    });
  },
};

/** Pause: the credit it gives, then 'Pause subscription'; the card turns Paused with Resume. */
export const PauseWithCredit: Story = {
  beforeEach: withBilling({ subscriptions: [starter] }),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    const card = await cardOf(canvas, "Starter");
    await userEvent.click(card.getByRole("button", { name: "Pause Starter" }));
    const form = await dialog("Pause subscription");
    await expect(await form.findByText("Credit to the customer: $14.50")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Pause subscription" }));
    await expect(await findToast("Subscription paused")).toBeVisible();
    await expect(sent("POST", "/api/subscriptions/sub-starter/pause").at(-1)?.body).toEqual({});
    await expect(await card.findByText("Paused until resumed")).toBeVisible();
    await expect(card.getByRole("button", { name: "Resume Starter" })).toBeEnabled();
  },
};

/** Cancel now: the credit of the unused time, then 'Cancel subscription' with `atTermEnd: false`. */
export const CancelNow: Story = {
  beforeEach: withBilling({ subscriptions: [starter] }),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const card = await cardOf(within(canvasElement), "Starter");
    await userEvent.click(card.getByRole("button", { name: "Cancel Starter" }));
    const form = await dialog("Cancel subscription");
    await expect(form.getByRole("radio", { name: /At the end of the term \(Apr 2, 2026\)/ })).toBeChecked();
    await expect(await form.findByText("No invoice is raised.")).toBeVisible();
    await userEvent.click(form.getByRole("radio", { name: /^Now/ }));
    await expect(await form.findByText("Credit to the customer: $14.52")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Cancel subscription" }));
    await expect(await findToast("Subscription cancelled")).toBeVisible();
    await expect(sent("POST", "/api/subscriptions/sub-starter/cancel").at(-1)?.body).toEqual({
      atTermEnd: false,
    });
    await expect(await card.findByText("Cancelled")).toBeVisible();
  },
};

/** Resume: the invoice of the new term, then 'Resume subscription'. */
export const ResumeWithInvoice: Story = {
  beforeEach: withBilling({ subscriptions: [paused] }),
  play: async ({ canvasElement }) => {
    const card = await cardOf(within(canvasElement), "Starter (team)");
    await userEvent.click(card.getByRole("button", { name: "Resume Starter (team)" }));
    const form = await dialog("Resume subscription");
    const preview = within(await form.findByRole("table", { name: "Invoice preview" }));
    await expect(preview.getByRole("row", { name: /^Amount due/ })).toHaveTextContent("$29.00");
    await userEvent.click(form.getByRole("button", { name: "Resume subscription" }));
    await expect(await findToast("Subscription resumed")).toBeVisible();
  },
};

/** The server refuses (409): its words shown, and nothing to confirm. */
export const ActionConflict: Story = {
  beforeEach: [
    withBilling({ subscriptions: [starter] }),
    mockApi(() => [
      endpoint(
        "post",
        "/api/subscriptions/sub-starter/pause",
        failure(409, "Only an active subscription can be paused.", { code: "SUBSCRIPTION_NOT_ACTIVE" }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const card = await cardOf(within(canvasElement), "Starter");
    await userEvent.click(card.getByRole("button", { name: "Pause Starter" }));
    const form = await dialog("Pause subscription");
    await expect(await form.findByText("Only an active subscription can be paused.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Pause subscription" })).toBeDisabled();
  },
};

/** A Viewer reads the subscriptions; New subscription is off, with the reason, and no action is offered. */
export const ViewerReadOnly: Story = {
  beforeEach: withBilling({ subscriptions: [starter] }, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await cardOf(canvas, "Starter");
    await expect(await canvas.findByText("Your role (Viewer) cannot manage customers.")).toBeVisible();
    const panel = await tabPanel(canvas);
    const create = panel.getByRole("button", { name: "New subscription" });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute("title", "Your role (Viewer) cannot manage customers.");
    await expect(card.queryByRole("button", { name: /Pause|Edit|Cancel/ })).toBeNull();
  },
};

/** The Usage tab: each metric per term, as a table of term, quantity and events. */
export const UsageFilled: Story = {
  args: { path: "/customers/cus-ada?tab=usage" },
  beforeEach: withBilling({
    subscriptions: [growthTrial],
    usage: {
      "sub-growth": [
        {
          metricName: "API calls",
          unit: "call",
          aggregation: "sum",
          periods: [
            { start: "2026-02-02", end: "2026-03-02", quantity: 12500, events: 340 },
            { start: "2026-03-02", end: "2026-04-02", quantity: 1800, events: 42 },
          ],
        },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("tabpanel", { name: "Usage" }));
    const table = within(await panel.findByRole("table", { name: "Growth: API calls" }));
    const rows = table.getAllByRole("row").map((row) => row.textContent);
    await expect(rows).toEqual([
      "TermQuantityEvents",
      "Feb 2, 2026 – Mar 2, 202612,500 call340",
      "Mar 2, 2026 – Apr 2, 20261,800 call42",
    ]);
  },
};

/** No metered subscription, or nothing used: the spec's empty state. */
export const UsageEmpty: Story = {
  args: { path: "/customers/cus-ada?tab=usage" },
  beforeEach: withBilling({ subscriptions: [starter] }),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole("tabpanel", { name: "Usage" }));
    await expect(await panel.findByRole("heading", { name: "No usage data available" })).toBeVisible();
  },
};
