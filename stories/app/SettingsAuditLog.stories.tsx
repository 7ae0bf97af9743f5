import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { auditBackend, auditEntries, longChangeEntry, manyAuditEntries } from "./support/auditBackend";
import { catalogBackend } from "./support/catalogBackend";
import { sampleFamilies, samplePlans } from "./support/catalogFixtures";
import { sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";
import { subscriptionFrom, subscriptionsBackend } from "./support/subscriptionsBackend";

/**
 * Settings, Audit log (`/settings/audit-log`), for a role that may see it (`viewAuditLog`: owners and
 * admins): every change made by a person, an API key or Round itself, newest first, 25 at a time. The filters
 * (actor type, actor, resource type and id, action, from and to) and the page are in the address, so a
 * record's 'History' link and a shared link show the same entries; Export CSV downloads the filter's entries.
 * An entry opens in a dialog: who, when, from where, and each field before and after. The API is the
 * in-memory audit log (./support/auditBackend).
 */
const meta = {
  title: "App/Settings/Audit log",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings/audit-log" },
  beforeEach: [
    cleanBrowser,
    signedIn,
    () => {
      calls.mockClear();
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reads of the log and the exports the screen asked for. */
const calls = fn();
let downtime: ReturnType<typeof outage> | undefined;
/** What Export handed to the browser's download. */
let saved: MockInstance<typeof URL.createObjectURL> | undefined;
/** Lets the export answer (ExportCsv holds it to see the download in progress). */
let releaseExport: (() => void) | undefined;

type Options = Parameters<typeof auditBackend>[0];
const withAudit = (options: Options = {}, role = 1) =>
  mockApi(() => [accountHandlers(withRole(businessUser, role)), auditBackend({ spy: calls, ...options })]);

const table = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Audit log entries" }));
/** The actions of the rows shown, top to bottom. */
const actionsShown = async (canvas: Canvas) =>
  (await table(canvas))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td:nth-child(3) code")?.textContent);
const rowOf = async (canvas: Canvas, action: string) =>
  within((await (await table(canvas)).findByText(action, { selector: "code" })).closest("tr") as HTMLElement);
/** The query of the last read of the log, as an object. */
const lastQuery = () => {
  const reads = calls.mock.calls.map(([call]) => call).filter((call) => call.path === "/api/audit-log");
  return Object.fromEntries(new URLSearchParams(reads[reads.length - 1]?.search ?? ""));
};
const openFilters = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole("button", { name: /^Filters/ }));
  return within(await canvas.findByRole("form", { name: "Filters" }));
};
const dialog = (name: string) => page().findByRole("dialog", { name });

/**
 * The latest entries of the three kinds of actor: a person (Grace Hopper), an API key (Production server) and
 * Round itself (the billing run); each row with its time, the action, the record (a link where the app has
 * its page) and a summary of the changes.
 */
export const Entries: Story = {
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await actionsShown(canvas)).toEqual(auditEntries.map((entry) => entry.action));
    const tabs = canvas.getByRole("tablist", { name: "Settings sections" });
    await expect(within(tabs).getByRole("tab", { name: "Audit log" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(lastQuery()).toEqual({ roundAccountId: "account-acme", limit: "25" });

    const cancel = await rowOf(canvas, "subscription.cancel");
    await expect(cancel.getByText("Mar 2, 2026, 08:42 UTC")).toBeVisible();
    await expect(cancel.getByText("Grace Hopper")).toBeVisible();
    await expect(cancel.getByText("Person")).toBeVisible();
    await expect(cancel.getByRole("link", { name: "Subscription sub-ada-starter" })).toHaveAttribute(
      "href",
      "/subscriptions/sub-ada-starter",
    );
    const summary = cancel.getByRole("list", { name: "Changes" });
    await expect(within(summary).getAllByRole("listitem")[0]).toHaveTextContent(
      "status: active→ changed to cancelled",
    );
    await expect(within(summary).getByText("+1 more")).toBeVisible();

    const update = await rowOf(canvas, "customer.update");
    await expect(update.getByText("Production server")).toBeVisible();
    await expect(update.getByText("API key")).toBeVisible();
    await expect(update.getByRole("link", { name: "Customer cus-ada" })).toHaveAttribute(
      "href",
      "/customers/cus-ada",
    );

    const finalize = await rowOf(canvas, "invoice.finalize");
    await expect(finalize.getByText("Round", { selector: "[data-tone] *" })).toBeVisible();
    await expect(finalize.getByRole("link", { name: "Invoice inv-0042" })).toHaveAttribute(
      "href",
      "/invoices/inv-0042",
    );
    const plan = await rowOf(canvas, "plan.update");
    await expect(plan.getByRole("link", { name: "Plan plan-growth" })).toHaveAttribute(
      "href",
      "/catalog/plans/plan-growth",
    );
    // A member has no page of its own: its id is shown, not linked.
    const role = await rowOf(canvas, "member.role_change");
    await expect(role.getByText("user-jordan")).toBeVisible();
    await expect(role.queryByRole("link")).not.toBeInTheDocument();
    // All entries on one page: no paging.
    await expect(canvas.queryByRole("button", { name: "Older entries" })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: [withAudit(), mockApi(() => [endpoint("get", "/api/audit-log", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading the audit log")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  },
};

/** A new account: nothing recorded yet. */
export const Empty: Story = {
  beforeEach: withAudit({ entries: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No entries yet" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  },
};

/** Filters that match nothing say so, and Clear filters shows every entry again. */
export const EmptyFiltered: Story = {
  args: { path: "/settings/audit-log?resourceType=coupon&resourceId=coupon-none&action=coupon.update" },
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole("heading", { name: "No entries match these filters" });
    await expect(empty).toBeVisible();
    const state = within(empty.parentElement as HTMLElement);
    await userEvent.click(state.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/audit-log"));
    await expect(await actionsShown(canvas)).toHaveLength(auditEntries.length);
    await expect(canvas.getByRole("button", { name: "Filters" })).toBeVisible();
  },
};

/**
 * A link with filters (`?actorType=api_key&resourceType=customer`): the entries of API keys on customers only,
 * the filters said in words and set in the panel, and the same filters sent to the API.
 */
export const FilteredFromAddress: Story = {
  args: { path: "/settings/audit-log?actorType=api_key&resourceType=customer" },
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await actionsShown(canvas)).toEqual(["customer.update", "customer.create"]),
    );
    await expect(lastQuery()).toMatchObject({ actorType: "api_key", resourceType: "customer" });
    await expect(canvas.getByText("Actor type: API key · Resource type: Customer")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filters (2 active)" })).toBeVisible();
    const form = await openFilters(canvas);
    await expect(form.getByRole("combobox", { name: "Actor type" })).toHaveValue("api_key");
    await expect(form.getByRole("combobox", { name: "Resource type" })).toHaveValue("customer");
    await expect(form.getByRole("combobox", { name: "Actor" })).toHaveValue("");
  },
};

/** Choosing a person and a first day in the panel: both go in the address and the request, newest first. */
export const FilterByActorAndDate: Story = {
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = await openFilters(canvas);
    const actor = form.getByRole("combobox", { name: "Actor" });
    await form.findByRole("option", { name: "Grace Hopper (person)" });
    await expect(form.getByRole("option", { name: "Production server (API key)" })).toBeInTheDocument();
    await userEvent.selectOptions(actor, "Grace Hopper (person)");
    await enterText(form.getByLabelText("From"), "2026-03-01");
    await userEvent.click(form.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/audit-log?actorId=user-grace&from=2026-03-01"));
    await waitFor(async () =>
      expect(await actionsShown(canvas)).toEqual(["subscription.cancel", "plan.update"]),
    );
    await expect(lastQuery()).toMatchObject({ actorId: "user-grace", from: "2026-03-01T00:00:00.000Z" });
    await expect(canvas.getByText("Actor: Grace Hopper (person) · From: 2026-03-01")).toBeVisible();
  },
};

/** One day from the address: the whole of that day (UTC), its last moment included. */
export const OneDay: Story = {
  args: { path: "/settings/audit-log?from=2026-03-01&to=2026-03-01" },
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await actionsShown(canvas)).toEqual([
        "api_key.roll",
        "plan.update",
        "subscription.renew",
        "member.role_change",
      ]),
    );
    await expect(lastQuery()).toMatchObject({
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-03-01T23:59:59.999Z",
    });
  },
};

/** Older pages, 25 entries each, the last entry of the page before in the address; then back to the newest. */
export const OlderPages: Story = {
  beforeEach: withAudit({ entries: manyAuditEntries(60) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await table(canvas);
    await expect(first.getByRole("link", { name: "Customer cus-001" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Older entries" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/audit-log?after=aud-1036"));
    await expect(await (await table(canvas)).findByRole("link", { name: "Customer cus-026" })).toBeVisible();
    await expect(lastQuery()).toMatchObject({ startingAfter: "aud-1036" });
    await userEvent.click(canvas.getByRole("button", { name: "Older entries" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/audit-log?after=aud-1011"));
    // The last page: ten entries, nothing older.
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Older entries" })).not.toBeInTheDocument(),
    );
    await expect(await actionsShown(canvas)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: "Newest entries" }));
    await waitFor(() => expect(currentPath()).toBe("/settings/audit-log"));
    await expect(await (await table(canvas)).findByRole("link", { name: "Customer cus-001" })).toBeVisible();
  },
};

/** An entry in full: who, when, from where, the request, and each field before → after. */
export const EntryOpened: Story = {
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, "subscription.cancel");
    const details = row.getByRole("button", { name: /^Details of subscription.cancel by Grace Hopper/ });
    await userEvent.click(details);
    const shown = await dialog("subscription.cancel");
    const entry = within(shown);
    const facts = shown.querySelector("dl") as HTMLElement;
    await expect(definitionOf(facts, "Actor")).toContain("Grace Hopper");
    await expect(definitionOf(facts, "Actor")).toContain("Person");
    await expect(definitionOf(facts, "When")).toBe("Mar 2, 2026, 08:42 UTC");
    await expect(definitionOf(facts, "IP address")).toBe("203.0.113.7");
    await expect(definitionOf(facts, "User agent")).toContain("Chrome/131.0.0.0");
    await expect(definitionOf(facts, "Request ID")).toBe("req_8f2c1e0b7a");
    const changes = within(entry.getByRole("group", { name: "Changes" }));
    await expect(changes.getByText("status").nextElementSibling).toHaveTextContent(
      "active→ changed to cancelled",
    );
    const cancelAt = changes.getByText("cancelAt").nextElementSibling as HTMLElement;
    await expect(within(cancelAt).getByText("\u2014")).toBeVisible();
    await expect(cancelAt).toHaveTextContent("2026-04-02T00:00:00.000Z");
  },
};

/** Escape closes an entry, and the focus is back on the Details button that opened it. */
export const EntryClosed: Story = {
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, "customer.update");
    const details = row.getByRole("button", { name: /^Details of customer.update by Production server/ });
    await userEvent.click(details);
    const changes = within(within(await dialog("customer.update")).getByRole("group", { name: "Changes" }));
    await expect(changes.getByText("billingAddress").nextElementSibling).toHaveTextContent('"city": "Paris"');
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(details).toHaveFocus();
  },
};

/** Round's own step has no request behind it: no address, browser or request id, each shown as not recorded. */
export const RoundEntryOpened: Story = {
  beforeEach: withAudit(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, "invoice.finalize");
    await userEvent.click(row.getByRole("button", { name: /^Details of invoice.finalize by Round/ }));
    const shown = await dialog("invoice.finalize");
    const entry = within(shown);
    const facts = shown.querySelector("dl") as HTMLElement;
    await expect(definitionOf(facts, "IP address")).toContain("Not recorded");
    await expect(definitionOf(facts, "Request ID")).toContain("Not recorded");
    await expect(entry.getByRole("link", { name: "Invoice inv-0042" })).toBeVisible();
    const changes = within(entry.getByRole("group", { name: "Changes" }));
    await expect(changes.getByText("number").nextElementSibling).toHaveTextContent("INV-000042");
  },
};

/** A save that changed fifteen fields: the row sums it up; the dialog lists them all and scrolls. */
export const LongChangeList: Story = {
  beforeEach: withAudit({ entries: [longChangeEntry, ...auditEntries] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(
      (await (await table(canvas)).findByRole("link", { name: "Plan plan-enterprise" })).closest(
        "tr",
      ) as HTMLElement,
    );
    await expect(row.getByText("+13 more")).toBeVisible();
    await userEvent.click(row.getByRole("button", { name: /^Details of plan.update/ }));
    const entry = within(await dialog("plan.update"));
    const changes = entry.getByRole("group", { name: "Changes" });
    await expect(changes.querySelectorAll("dt")).toHaveLength(15);
    const features = within(changes).getByText("features").nextElementSibling as HTMLElement;
    await expect(features).toHaveTextContent('"name": "SSO"');
    const custom = within(changes).getByText("customFields");
    custom.scrollIntoView();
    await expect(within(custom.nextElementSibling as HTMLElement).getByText("empty")).toBeInTheDocument();
    await expect(custom).toBeVisible();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withAudit(),
    mockApi(() => {
      downtime = outage("get", "/api/audit-log", failure(500, "The audit store is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load the audit log");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await actionsShown(canvas)).toHaveLength(auditEntries.length);
  },
};

/** Export CSV downloads the entries of the filter in force; the button says so while it downloads. */
export const ExportCsv: Story = {
  args: { path: "/settings/audit-log?actorType=user&from=2026-03-01" },
  beforeEach: [
    mockApi(() => {
      const gate = new Promise<void>((resolve) => {
        releaseExport = resolve;
      });
      return [accountHandlers(businessUser), auditBackend({ spy: calls, exportGate: gate })];
    }),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await actionsShown(canvas)).toHaveLength(4));
    const button = canvas.getByRole("button", { name: "Export CSV" });
    await userEvent.click(button);
    await expect(await canvas.findByRole("button", { name: "Exporting..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    const exported = () =>
      calls.mock.calls.map(([call]) => call).find((call) => call.path === "/api/audit-log/export");
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(exported()?.search))).toEqual({
        roundAccountId: "account-acme",
        actorType: "user",
        from: "2026-03-01T00:00:00.000Z",
      }),
    );
    releaseExport?.();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("Export handed no file to the download");
    const [header, ...rows] = (await file.text()).trim().split(/\r\n/);
    await expect(header).toMatch(/^id,occurredAt,actorType/);
    await expect(rows.map((row) => row.split(",")[0])).toEqual([
      "aud-0010",
      "aud-0007",
      "aud-0006",
      "aud-0004",
    ]);
    await expect(await canvas.findByRole("button", { name: "Export CSV" })).not.toHaveAttribute("aria-busy");
  },
};

export const ExportFails: Story = {
  beforeEach: [
    withAudit(),
    mockApi(() => [endpoint("get", "/api/audit-log/export", failure(500, "The export could not be made."))]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
    await expect(await findToast("Failed to export the audit log. Please try again.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  },
};

/**
 * A Developer manages API keys but may not see the audit log: no tab for it, and its address says why rather
 * than showing anything of it.
 */
export const NotAllowedForDeveloper: Story = {
  beforeEach: withAudit({}, 12),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Your role (Developer) cannot see the audit log.")).toBeVisible();
    const tabs = canvas.getByRole("tablist", { name: "Settings sections" });
    await expect(within(tabs).queryByRole("tab", { name: "Audit log" })).not.toBeInTheDocument();
    await expect(within(tabs).getByRole("tab", { name: "Developers" })).toBeVisible();
    await expect(canvas.queryByRole("table", { name: "Audit log entries" })).not.toBeInTheDocument();
    await expect(calls).not.toHaveBeenCalled();
  },
};

/** A phone: each entry in one cell (action, who, when) with its Details; nothing pushes the page wider. */
export const Phone: Story = {
  beforeEach: withAudit(),
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, "customer.update");
    await expect(row.getByText("Production server · API key")).toBeVisible();
    await expect(row.getByRole("button", { name: /^Details of customer.update/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A tablet: every column, the table scrolling sideways inside its card. */
export const Tablet: Story = {
  beforeEach: withAudit(),
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, "customer.update");
    await expect(row.getByRole("link", { name: "Customer cus-ada" })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A desktop: every column in view, the filters open beside Export CSV. */
export const Desktop: Story = {
  beforeEach: withAudit(),
  globals: { viewport: { value: "desktop" } },
  args: { path: "/settings/audit-log?resourceType=subscription" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await actionsShown(canvas)).toEqual(["subscription.cancel", "subscription.renew"]),
    );
    const form = await openFilters(canvas);
    await expect(form.getByRole("combobox", { name: "Resource type" })).toHaveValue("subscription");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const withRecords = (role = 1) =>
  mockApi(() => [
    accountHandlers(withRole(businessUser, role)),
    catalogBackend({ families: sampleFamilies, plans: samplePlans }),
    customersBackend({ customers: sampleCustomers }),
    subscriptionsBackend({ subscriptions: [subscriptionFrom({ id: "sub-ada-starter" })] }),
    auditBackend({ spy: calls }),
  ]);

/** From a customer's page, History opens the log filtered to that customer. */
export const HistoryOfCustomer: Story = {
  args: { path: "/customers/cus-ada" },
  beforeEach: withRecords(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    await userEvent.click(canvas.getByRole("link", { name: "History" }));
    await waitFor(() =>
      expect(currentPath()).toBe("/settings/audit-log?resourceType=customer&resourceId=cus-ada"),
    );
    await waitFor(async () => expect(await actionsShown(canvas)).toEqual(["customer.update"]));
    await expect(canvas.getByText("Resource type: Customer · Resource ID: cus-ada")).toBeVisible();
  },
};

/**
 * From a subscription (on its customer's page), History opens the log filtered to it; the entry's record
 * link leads back to the subscription, on its customer's page.
 */
export const HistoryOfSubscription: Story = {
  args: { path: "/customers/cus-ada?tab=subscriptions" },
  beforeEach: withRecords(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "History of Starter" }));
    await waitFor(() =>
      expect(currentPath()).toBe("/settings/audit-log?resourceType=subscription&resourceId=sub-ada-starter"),
    );
    await waitFor(async () => expect(await actionsShown(canvas)).toEqual(["subscription.cancel"]));
    await userEvent.click(canvas.getByRole("link", { name: "Subscription sub-ada-starter" }));
    await waitFor(() => expect(currentPath()).toBe("/customers/cus-ada?tab=subscriptions"));
    await expect(await canvas.findByRole("link", { name: "History of Starter" })).toBeVisible();
  },
};

/** From a plan's page, History opens the log filtered to that plan. */
export const HistoryOfPlan: Story = {
  args: { path: "/catalog/plans/plan-growth" },
  beforeEach: withRecords(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Growth" });
    await userEvent.click(canvas.getByRole("link", { name: "History" }));
    await waitFor(() =>
      expect(currentPath()).toBe("/settings/audit-log?resourceType=plan&resourceId=plan-growth"),
    );
    await waitFor(async () => expect(await actionsShown(canvas)).toEqual(["plan.update"]));
  },
};

/** Someone who may not see the audit log is offered no History link on a record's page. */
export const NoHistoryForViewer: Story = {
  args: { path: "/customers/cus-ada" },
  beforeEach: withRecords(17),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    await expect(canvas.getByRole("button", { name: "Export Data" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "History" })).not.toBeInTheDocument();
  },
};
