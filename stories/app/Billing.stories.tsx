import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { sampleInvoices } from "./support/invoiceFixtures";
import { invoicesBackend } from "./support/invoicesBackend";
import {
  emptySummary,
  growingYear,
  type MetricsBackendOptions,
  metricsBackend,
  type SummarySeed,
} from "./support/metricsBackend";
import { type Canvas, page } from "./support/queries";

/**
 * Billing (`/billing`): the revenue at a glance (Monthly Revenue, Active Subscriptions, Payment Success Rate,
 * Avg Collection Time, each against 30 days before), the MRR chart of the last 3, 6, 12 or 24 months with its
 * movements and a table view of the same numbers, the five newest invoices, and Create Invoice. The API is the
 * in-memory metrics and invoices servers (./support/metricsBackend, ./support/invoicesBackend).
 */
const meta = {
  title: "App/Billing",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/billing" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

/** A business a year in: 40 customers paying $12,480 a month. */
const thriving: SummarySeed = {
  currency: "USD",
  mrr: 12_480,
  arr: 149_760,
  activeSubscriptions: 46,
  activeCustomers: 40,
  customerChurnRate: 0.025,
  arpa: 312,
  ltv: 12_480,
  paymentSuccessRate: 0.9565,
  averageCollectionDays: 3.5,
};
const monthBefore: SummarySeed = {
  ...thriving,
  mrr: 11_520,
  activeSubscriptions: 42,
  paymentSuccessRate: 0.9,
  averageCollectionDays: 4,
};

const withBilling = (options: MetricsBackendOptions = {}, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    customersBackend({ customers: sampleCustomers }),
    invoicesBackend({ invoices: sampleInvoices }),
    metricsBackend({ spy: calls, ...options }),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Billing" });
/** The stat card named `label`: its figure and its change or note. */
async function card(canvas: Canvas, label: string) {
  const term = await canvas.findByText(label, { selector: "dt" });
  return within(term.closest("dl") as HTMLElement);
}

export const Loading: Story = {
  beforeEach: [
    withBilling(),
    mockApi(() => [
      endpoint("get", "/api/metrics/summary", pending),
      endpoint("get", "/api/metrics/mrr", pending),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const summary = await canvas.findByRole("region", { name: "Revenue summary" });
    await waitFor(() => expect(summary.querySelectorAll("[aria-busy='true']")).toHaveLength(4));
    await expect(await canvas.findByText("Loading the MRR history")).toBeInTheDocument();
  },
};

/** A new business: every figure reads as zero or a dash with a line saying why, never a made-up number. */
export const NoData: Story = {
  beforeEach: withBilling({ summary: emptySummary() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await card(canvas, "Monthly Revenue")).findByText("$0.00")).toBeVisible();
    await expect(await canvas.findByText("No paying subscriptions yet")).toBeVisible();
    await expect(await (await card(canvas, "Payment Success Rate")).findByText("—")).toBeVisible();
    await expect(canvas.getByText("No card payments in the last 30 days")).toBeVisible();
    await expect(await (await card(canvas, "Avg Collection Time")).findByText("—")).toBeVisible();
    await expect(canvas.getByText("No invoices paid in the last 30 days")).toBeVisible();
    await expect(
      await canvas.findByText("No MRR yet: the chart fills in as customers subscribe to your plans."),
    ).toBeVisible();
  },
};

/** One month of data: the chart's last month holds all of it. */
export const OneMonth: Story = {
  beforeEach: withBilling({
    summary: { ...emptySummary(), mrr: 900, arr: 10_800, activeSubscriptions: 3, activeCustomers: 3 },
    previous: emptySummary(),
    months: [{ month: "2026-03", new: 900 }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await card(canvas, "Monthly Revenue")).findByText("$900.00")).toBeVisible();
    await expect(await (await card(canvas, "Active Subscriptions")).findByText("3")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "Show as table" }));
    const table = within(await canvas.findByRole("table", { name: /MRR over the last 12 months/ }));
    const march = within(table.getByRole("rowheader", { name: "Mar 2026" }).closest("tr") as HTMLElement);
    await expect(march.getAllByText("$900.00")).toHaveLength(2);
  },
};

/** A year of growth: the figures with their change against 30 days before, and the five newest invoices. */
export const AYear: Story = {
  beforeEach: withBilling({ summary: thriving, previous: monthBefore, months: growingYear() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revenue = await card(canvas, "Monthly Revenue");
    await expect(await revenue.findByText("$12,480.00")).toBeVisible();
    // 12,480 against 11,520: up 8.3 %.
    await expect(await revenue.findByText("+8.3%", { exact: false })).toBeVisible();
    await expect(
      await (await card(canvas, "Active Subscriptions")).findByText("+9.5%", { exact: false }),
    ).toBeVisible();
    await expect(await (await card(canvas, "Payment Success Rate")).findByText("95.7%")).toBeVisible();
    const collection = await card(canvas, "Avg Collection Time");
    await expect(await collection.findByText("3.5 days")).toBeVisible();
    // Faster collection is good news though the number fell.
    await expect(await collection.findByText("-12.5%", { exact: false })).toHaveAttribute(
      "data-trend",
      "down",
    );
    await expect(await canvas.findByRole("slider", { name: "MRR over the last 12 months" })).toBeVisible();
    const recent = within(await canvas.findByRole("table", { name: "Recent invoices" }));
    await waitFor(() => expect(recent.getAllByRole("row")).toHaveLength(6));
    await expect(recent.getByRole("link", { name: "INV-000012" })).toHaveAttribute(
      "href",
      "/invoices/inv-12",
    );
    await expect(canvas.getByRole("link", { name: "View all invoices" })).toHaveAttribute(
      "href",
      "/invoices",
    );
    await expect(calls).toHaveBeenCalledWith(expect.objectContaining({ search: "?asOf=2026-01-31" }));
  },
};

/** MRR falling: churn and contraction outweigh new business; the change reads as a drop. */
export const FallInMrr: Story = {
  beforeEach: withBilling({
    summary: { ...thriving, mrr: 9_600, arr: 115_200, customerChurnRate: 0.12 },
    previous: thriving,
    months: growingYear().map((month, index) =>
      index >= 9 ? { ...month, new: 200, churned: -2_400, contraction: -600 } : month,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revenue = await card(canvas, "Monthly Revenue");
    await expect(await revenue.findByText("-23.1%", { exact: false })).toHaveAttribute("data-trend", "down");
    await userEvent.click(await canvas.findByRole("button", { name: "Show as table" }));
    const table = within(await canvas.findByRole("table", { name: /MRR over the last 12 months/ }));
    const march = within(table.getByRole("rowheader", { name: "Mar 2026" }).closest("tr") as HTMLElement);
    await expect(march.getByText("-$2,400.00")).toBeVisible();
  },
};

/** Customers billed in other currencies: reported apart, never converted. */
export const SeveralCurrencies: Story = {
  beforeEach: withBilling({
    summary: {
      ...thriving,
      otherCurrencies: [
        { ...emptySummary("EUR"), mrr: 2_300, arr: 27_600, activeSubscriptions: 5, activeCustomers: 5 },
        { ...emptySummary("GBP"), mrr: 800, arr: 9_600, activeSubscriptions: 2, activeCustomers: 2 },
      ],
    },
    months: growingYear(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const others = await canvas.findByRole("region", { name: "Other currencies" });
    await expect(others).toHaveTextContent("€2,300.00 MRR in EUR");
    await expect(others).toHaveTextContent("£800.00 MRR in GBP");
    await expect(await (await card(canvas, "Monthly Revenue")).findByText("$12,480.00")).toBeVisible();
  },
};

/** The range picker asks for 3, 6, 12 or 24 months and keeps the choice in the address. */
export const Range: Story = {
  beforeEach: withBilling({ summary: thriving, months: growingYear() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("slider", { name: "MRR over the last 12 months" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Range" }), "Last 6 months");
    await waitFor(() => expect(currentPath()).toBe("/billing?months=6"));
    await expect(await canvas.findByRole("slider", { name: "MRR over the last 6 months" })).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/metrics/mrr", search: "?months=6" }),
    );
  },
};

let downtime: ReturnType<typeof outage> | undefined;

/** The figures could not be read: the error says so, and Retry reads them again. */
export const ErrorWithRetry: Story = {
  beforeEach: [
    withBilling({ summary: thriving, months: growingYear() }),
    mockApi(() => {
      downtime = outage("get", "/api/metrics/summary", failure(503, "The service is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Failed to load the revenue figures" }, { timeout: 15_000 }),
    ).toBeVisible();
    downtime?.end();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(await (await card(canvas, "Monthly Revenue")).findByText("$12,480.00")).toBeVisible();
  },
};

/** Create Invoice opens the invoice dialog, with a customer picker. */
export const CreateInvoice: Story = {
  beforeEach: withBilling({ summary: thriving, months: growingYear() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Invoice" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Invoice" }));
    await expect(await dialog.findByRole("combobox", { name: /Customer/ })).toBeVisible();
  },
};

/** A Viewer reads the figures; Create Invoice is disabled, with the reason. */
export const ViewerReadOnly: Story = {
  beforeEach: withBilling({ summary: thriving, months: growingYear() }, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await card(canvas, "Monthly Revenue")).findByText("$12,480.00")).toBeVisible();
    await expect(await canvas.findByText(/Your role \(Viewer\) cannot/)).toBeVisible();
    const create = canvas.getByRole("button", { name: "Create Invoice" });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAttribute("title", expect.stringMatching(/Viewer/));
  },
};
