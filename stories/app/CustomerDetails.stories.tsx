import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type MockInstance, spyOn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { adaCredits, adaMethods, adaNotes, sampleCustomers } from "./support/customerFixtures";
import { customersBackend } from "./support/customersBackend";
import { businessUser, withRole } from "./support/fixtures";
import {
  accountHandlers,
  endpoint,
  failure,
  mockApi,
  ok,
  outage,
  pending,
  sequence,
  watch,
} from "./support/handlers";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";
import { subscriptionsBackend } from "./support/subscriptionsBackend";

/**
 * A customer's page (`/customers/{id}`): the four figures (the account balance red when negative), the tabs
 * (kept in the address) with the overview and the notes, and the side panel's quick actions: Send Email,
 * Update Payment Method (the test gateway's cards), Apply Credit (with an Idempotency-Key), the billing
 * address, the payment methods and the balance. Export Data and Edit Customer in the header. The API is the
 * in-memory customers server (./support/customersBackend), answering at the network level.
 */
const meta = {
  title: "App/Customers/Details",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/customers/cus-ada" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
/** The Idempotency-Key headers of the credits posted. */
const creditKeys = fn();
/** The addresses Export Data asked for. */
const exported = fn();
/** An outage a story ends before it presses Retry. */
let downtime: ReturnType<typeof outage> | undefined;
/** What Export Data handed to the browser's download. */
let saved: MockInstance<typeof URL.createObjectURL> | undefined;

type BackendOptions = Parameters<typeof customersBackend>[0];

/** The business owner; the six sample customers, Ada with her notes, cards and a credit. */
const withCustomers = (options: BackendOptions = {}, user = businessUser) =>
  mockApi(() => [
    accountHandlers(user),
    customersBackend({
      customers: sampleCustomers,
      notes: adaNotes,
      paymentMethods: adaMethods,
      credits: adaCredits,
      spy: calls,
      ...options,
    }),
    // No subscriptions: the Subscriptions and Usage tabs are empty; the test clocks are the customers'.
    subscriptionsBackend({ clocks: options.testClocks ?? [] }),
  ]);

/** Ends `downtime` when the story's Retry is to succeed. */
const failing = (path: string, description: string) =>
  mockApi(() => {
    downtime = outage("get", path, failure(500, description));
    return [downtime.handler];
  });

const heading = (canvas: Canvas, name = "Ada Lovelace") => canvas.findByRole("heading", { level: 1, name });
const figures = (canvas: Canvas) => within(canvas.getByRole("region", { name: "Customer figures" }));
const figure = (canvas: Canvas, label: string) =>
  figures(canvas).getByText(label).parentElement as HTMLElement;
const side = (canvas: Canvas) => within(canvas.getByRole("complementary", { name: "Customer side panel" }));
/** A card of the side panel, by its title. */
const card = (canvas: Canvas, title: string) =>
  within(side(canvas).getByRole("heading", { level: 2, name: title }).closest("section") as HTMLElement);
const quickAction = (canvas: Canvas, name: string) =>
  card(canvas, "Quick Actions").getByRole("button", { name });
const methods = (canvas: Canvas) =>
  card(canvas, "Payment Method").findByRole("list", { name: "Payment methods" });
const tab = (canvas: Canvas, name: string) => canvas.getByRole("tab", { name });

export const Loading: Story = {
  beforeEach: [withCustomers(), mockApi(() => [endpoint("get", "/api/customers/cus-ada", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading customer...")).toBeVisible();
    // The breadcrumb names the page, never the raw id, before the customer arrives.
    const crumbs = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await expect(crumbs.queryByText("cus-ada")).toBeNull();
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

/** An id naming no customer of the account. */
export const NotFound: Story = {
  args: { path: "/customers/cus-nobody" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Customer not found");
    await expect(canvas.getByText("The customer you're looking for doesn't exist.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Customers" }));
    await waitFor(() => expect(currentPath()).toBe("/customers"));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Customer Management" })).toBeVisible();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [withCustomers(), failing("/api/customers/cus-ada", "The database is unavailable.")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load this customer");
    await expect(alert).toHaveTextContent("The database is unavailable.");
    await expect(canvas.getByRole("link", { name: "Back to Customers" })).toBeVisible();
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await heading(canvas);
  },
};

/** Every field of a customer: the figures, the overview, the side panel. */
export const Overview: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByText("ada@lovelace.example", { selector: "header *" })).toBeVisible();
    await expect(
      within(canvas.getByRole("navigation", { name: "Breadcrumb" })).getByText("Ada Lovelace"),
    ).toHaveAttribute("aria-current", "page");
    await expect(figure(canvas, "Monthly Recurring Revenue")).toHaveTextContent("$490.00");
    await expect(figure(canvas, "Lifetime Value")).toHaveTextContent("$5,880.00");
    await expect(figure(canvas, "Active Subscriptions")).toHaveTextContent("2");
    await expect(figure(canvas, "Account Balance")).toHaveTextContent("$120.00");
    await expect(figures(canvas).getByText("$120.00").closest("[data-balance]")).toHaveAttribute(
      "data-balance",
      "positive",
    );
    await expect(tab(canvas, "Overview")).toHaveAttribute("aria-selected", "true");
    for (const name of ["Subscriptions", "Invoices", "Payments", "Usage", "Notes"]) {
      await expect(tab(canvas, name)).toHaveAttribute("aria-selected", "false");
    }
    const overview = canvas.getByRole("tabpanel", { name: "Overview" });
    await expect(definitionOf(overview, "Email")).toBe("ada@lovelace.example");
    await expect(definitionOf(overview, "Phone")).toBe("+44 20 7946 0958");
    await expect(definitionOf(overview, "Company")).toBe("Analytical Engines Ltd");
    await expect(definitionOf(overview, "Tax number")).toBe("GB123456789");
    await expect(definitionOf(overview, "Time zone")).toBe("Europe/London");
    await expect(definitionOf(overview, "Customer since")).toBe("Jun 2, 2025");
    await expect(definitionOf(overview, "Status")).toBe("Active");
    await expect(definitionOf(overview, "Churn risk")).toBe("Low");
    await expect(definitionOf(overview, "Portal access")).toBe("Enabled");
    await expect(definitionOf(overview, "Auto collection")).toBe("On");
    await expect(definitionOf(overview, "Shipping address")).toContain("1 Dock Road");
    const tags = within(within(overview).getByRole("list", { name: "Tags" }));
    await expect(tags.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "enterprise",
      "early-adopter",
    ]);
    await expect(definitionOf(overview, "Account manager")).toBe("Grace Hopper");
    await expect(definitionOf(overview, "Contract")).toBe("C-2026-014");

    for (const action of ["Send Email", "Update Payment Method", "Apply Credit"]) {
      await expect(quickAction(canvas, action)).toBeEnabled();
    }
    const address = card(canvas, "Billing Address");
    await expect(address.getByText("12 St James's Square")).toBeVisible();
    await expect(address.getByText("London, Greater London, SW1Y 4JH")).toBeVisible();
    const list = within(await methods(canvas));
    const [visa, mastercard] = list.getAllByRole("listitem");
    await expect(visa).toHaveTextContent(/^Visa ending 4242 · 12\/2030DefaultValid/);
    await expect(mastercard).toHaveTextContent(/^Mastercard ending 4444 · 06\/2028Valid/);
    const balance = card(canvas, "Account Balance");
    await expect(
      definitionOf(balance.getByText("Current balance").closest("dl") as HTMLElement, "Credit balance"),
    ).toBe("$20.00");
    // The credit history: what was given and what an invoice used, each as a positive amount with its word.
    const history = within(
      (await balance.findByRole("heading", { name: "Credit history" })).closest("section") as HTMLElement,
    );
    const [used, given] = history.getAllByRole("listitem");
    await expect(used).toHaveTextContent(/^Used \$5\.00 · Applied to invoice INV-000004/);
    await expect(given).toHaveTextContent(/^Given \$25\.00 · Outage on Feb 3/);
    await expect(canvas.getByRole("button", { name: "Edit Customer" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Export Data" })).toBeEnabled();
  },
};

/** Owing money: the balance reads negative and is shown red, in the figures and the side panel. */
export const NegativeBalance: Story = {
  args: { path: "/customers/cus-initech" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Peter Gibbons");
    const value = figure(canvas, "Account Balance").querySelector("[data-balance]") as HTMLElement;
    await expect(value).toHaveAttribute("data-balance", "negative");
    await expect(value).toHaveTextContent(/^-\$45\.00$/);
    const current = card(canvas, "Account Balance").getByText(/^-\$45\.00$/);
    // The same red as the figure, and not the text colour of the rest of the card.
    await expect(getComputedStyle(current).color).toBe(getComputedStyle(value).color);
    await expect(getComputedStyle(value).color).not.toBe(
      getComputedStyle(card(canvas, "Account Balance").getByText("Credit balance")).color,
    );
    await expect(definitionOf(canvas.getByRole("tabpanel"), "Status")).toBe("Suspended");
    // The risk says why: the signals it was read from.
    const risk = within(canvas.getByRole("tabpanel")).getByText("Churn risk")
      .nextElementSibling as HTMLElement;
    await expect(within(risk).getByText("High")).toBeVisible();
    const why = within(within(risk).getByRole("list", { name: "Why" }));
    await expect(why.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "A payment failed in the last 60 days",
      "An invoice is overdue",
    ]);
  },
};

/**
 * Nothing owed and nothing filled in: the balance at zero is green (as any balance of zero or more), the
 * portal is off, and the overview says there are no tags, custom fields, address or payment method.
 */
export const ZeroBalanceBareRecord: Story = {
  args: { path: "/customers/cus-margaret" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Margaret Hamilton");
    const value = figure(canvas, "Account Balance").querySelector("[data-balance]") as HTMLElement;
    await expect(value).toHaveAttribute("data-balance", "positive");
    await expect(value).toHaveTextContent("$0.00");
    const overview = canvas.getByRole("tabpanel", { name: "Overview" });
    await expect(definitionOf(overview, "Portal access")).toBe("Disabled");
    await expect(definitionOf(overview, "Status")).toBe("Inactive");
    await expect(within(overview).getByText("No tags")).toBeVisible();
    await expect(within(overview).getByText("No custom fields")).toBeVisible();
    await expect(definitionOf(overview, "Shipping address")).toBe("No address");
    await expect(await card(canvas, "Payment Method").findByText("No payment method")).toBeVisible();
  },
};

/** Subscriptions, Invoices, Payments and Usage have nothing yet; the tab shown is in the address. */
export const EmptyTabs: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const empty: [string, string, string | null][] = [
      ["Subscriptions", "No subscriptions", "Ada Lovelace has no subscriptions yet."],
      ["Invoices", "No invoices", "Ada Lovelace has no invoices yet."],
      ["Payments", "No payments", "No payment from Ada Lovelace yet."],
      ["Usage", "No usage data available", null],
    ];
    for (const [name, title, text] of empty) {
      await userEvent.click(tab(canvas, name));
      await waitFor(() => expect(currentPath()).toBe(`/customers/cus-ada?tab=${name.toLowerCase()}`));
      const panel = within(canvas.getByRole("tabpanel", { name }));
      await expect(await panel.findByRole("heading", { level: 2, name: title })).toBeVisible();
      if (text) await expect(panel.getByText(text)).toBeVisible();
    }
    await userEvent.click(tab(canvas, "Overview"));
    await waitFor(() => expect(currentPath()).toBe("/customers/cus-ada"));
  },
};

/** `?tab=notes` opens on the notes: newest first, the internal one marked. */
export const Notes: Story = {
  args: { path: "/customers/cus-ada?tab=notes" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(tab(canvas, "Notes")).toHaveAttribute("aria-selected", "true");
    const list = within(await canvas.findByRole("list", { name: "Notes" }));
    const [first, second] = list.getAllByRole("listitem");
    await expect(first).toHaveTextContent(/^Grace HopperFeb 20, 2026Internal/);
    await expect(first).toHaveTextContent(/annual billing for the analytics add-on/);
    await expect(second).toHaveTextContent(/^Demo OwnerJan 10, 2026Delete/);
    await expect(within(second as HTMLElement).queryByText("Internal")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add Note" })).toBeEnabled();
  },
};

export const AddNote: Story = {
  args: { path: "/customers/cus-ada?tab=notes" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "Notes" });
    calls.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Add Note" }));
    const dialog = within(await page().findByRole("dialog", { name: "Add Note" }));
    await expect(dialog.getByRole("checkbox", { name: /^Internal note/ })).toBeChecked();
    await enterText(dialog.getByRole("textbox", { name: /^Note/ }), "Renewal call booked for April.");
    await userEvent.click(dialog.getByRole("button", { name: "Add Note" }));
    await expect(await findToast("Note added")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    const list = within(canvas.getByRole("list", { name: "Notes" }));
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(3));
    await expect(list.getAllByRole("listitem")[0]).toHaveTextContent(
      /InternalDelete.*Renewal call booked for April\./,
    );
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/customers/cus-ada/notes",
        body: { content: "Renewal call booked for April.", isInternal: true },
      }),
    );
  },
};

export const DeleteNote: Story = {
  args: { path: "/customers/cus-ada?tab=notes" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "Notes" }));
    const [first] = list.getAllByRole("listitem");
    await userEvent.click(within(first as HTMLElement).getByRole("button", { name: "Delete" }));
    const element = await page().findByRole("dialog", { name: "Delete Note" });
    const dialog = within(element);
    await expect(element).toHaveTextContent("Delete this note? This cannot be undone.");
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Note deleted")).toBeVisible();
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(1));
    await expect(canvas.queryByText(/annual billing/)).toBeNull();
  },
};

export const NotesLoadErrorRetry: Story = {
  args: { path: "/customers/cus-ada?tab=notes" },
  beforeEach: [withCustomers(), failing("/api/customers/cus-ada/notes", "Notes are unavailable.")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("tabpanel", { name: "Notes" }));
    const alert = await panel.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load notes");
    await expect(alert).toHaveTextContent("Notes are unavailable.");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await panel.findByRole("list", { name: "Notes" })).toBeVisible();
  },
};

export const SendEmail: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    calls.mockClear();
    await userEvent.click(quickAction(canvas, "Send Email"));
    const dialog = within(await page().findByRole("dialog", { name: "Send Email" }));
    await expect(dialog.getByRole("textbox", { name: "To" })).toHaveValue("ada@lovelace.example");
    await expect(dialog.getByRole("textbox", { name: "To" })).toHaveAttribute("readonly");
    await enterText(dialog.getByRole("textbox", { name: /^Subject/ }), "Your annual plan");
    await enterText(dialog.getByRole("textbox", { name: /^Message/ }), "Here are the figures we discussed.");
    await userEvent.click(dialog.getByRole("button", { name: "Send Email" }));
    await expect(await findToast("Email sent to ada@lovelace.example")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/customers/cus-ada/emails",
        body: { subject: "Your annual plan", message: "Here are the figures we discussed." },
      }),
    );
  },
};

type Dialog = ReturnType<typeof within>;
async function fillCard(dialog: Dialog, number: string) {
  const field = dialog.getByRole("textbox", { name: /^Card number/ });
  await userEvent.clear(field);
  await enterText(field, number);
  await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Expiry month/ }), "12");
  await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Expiry year/ }), "2030");
  const code = dialog.getByRole("textbox", { name: /^Security code/ });
  await userEvent.clear(code);
  await enterText(code, "123");
}

/** The test gateway declines 4000 0000 0000 0002: its words under the card number, nothing added. */
export const CardDeclined: Story = {
  args: { path: "/customers/cus-emmy" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Emmy Noether");
    await card(canvas, "Payment Method").findByText("No payment method");
    await userEvent.click(quickAction(canvas, "Update Payment Method"));
    const dialog = within(await page().findByRole("dialog", { name: "Update Payment Method" }));
    await fillCard(dialog, "4000000000000002");
    await userEvent.click(dialog.getByRole("button", { name: "Add Payment Method" }));
    const number = dialog.getByRole("textbox", { name: /^Card number/ });
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    await expect(number).toHaveAccessibleDescription(/Your card was declined\./);
    await expect(dialog.getByText("Your card was declined.")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(card(canvas, "Payment Method").getByText("No payment method")).toBeVisible();
  },
};

/** 4242 4242 4242 4242 is accepted: the first card becomes the default. */
export const CardAdded: Story = {
  args: { path: "/customers/cus-emmy" },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Emmy Noether");
    await card(canvas, "Payment Method").findByText("No payment method");
    await userEvent.click(quickAction(canvas, "Update Payment Method"));
    const dialog = within(await page().findByRole("dialog", { name: "Update Payment Method" }));
    await fillCard(dialog, "4242424242424242");
    await userEvent.click(dialog.getByRole("button", { name: "Add Payment Method" }));
    await expect(await findToast("Payment method added")).toBeVisible();
    const [method] = within(await methods(canvas)).getAllByRole("listitem");
    await expect(method).toHaveTextContent(/^Visa ending 4242 · 12\/2030DefaultValid/);
  },
};

export const MakeDefaultMethod: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await methods(canvas);
    await userEvent.click(
      canvas.getByRole("button", { name: "Actions for Mastercard ending 4444 · 06/2028" }),
    );
    await userEvent.click(await page().findByRole("menuitem", { name: "Make Default" }));
    await expect(await findToast("Default payment method changed")).toBeVisible();
    const list = within(await methods(canvas));
    await waitFor(() =>
      expect(list.getByText("Mastercard ending 4444 · 06/2028").parentElement).toHaveTextContent("Default"),
    );
    await expect(list.getByText("Visa ending 4242 · 12/2030").parentElement).not.toHaveTextContent("Default");
  },
};

export const RemoveMethod: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await methods(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Visa ending 4242 · 12/2030" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Remove" }));
    const dialog = within(await page().findByRole("dialog", { name: "Remove Payment Method" }));
    await expect(dialog.getByText("Visa ending 4242 · 12/2030")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await findToast("Payment method removed")).toBeVisible();
    const list = within(await methods(canvas));
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(1));
    // The other card takes over as the default.
    await expect(list.getByRole("listitem")).toHaveTextContent(/^Mastercard ending 4444 · 06\/2028Default/);
  },
};

/** A credit of $50.00: the balances grow by it; the request carries the dialog's Idempotency-Key. */
export const ApplyCredit: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => [
      watch("post", "/api/customers/cus-ada/credits", (request) =>
        creditKeys(request.headers.get("Idempotency-Key")),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    creditKeys.mockClear();
    await userEvent.click(quickAction(canvas, "Apply Credit"));
    const dialog = within(await page().findByRole("dialog", { name: "Apply Credit" }));
    await expect(dialog.getByText("Current credit balance: $20.00")).toBeVisible();
    await enterText(dialog.getByRole("textbox", { name: /^Amount/ }), "50");
    await enterText(dialog.getByRole("textbox", { name: /^Reason/ }), "Goodwill for the late invoice");
    await userEvent.click(dialog.getByRole("button", { name: "Apply Credit" }));
    await expect(await findToast("Credit applied")).toBeVisible();
    await waitFor(() => expect(figure(canvas, "Account Balance")).toHaveTextContent("$170.00"));
    const balance = card(canvas, "Account Balance");
    await expect(
      definitionOf(balance.getByText("Current balance").closest("dl") as HTMLElement, "Credit balance"),
    ).toBe("$70.00");
    await expect(await balance.findByText(/Goodwill for the late invoice/)).toBeVisible();
    await expect(creditKeys).toHaveBeenCalledTimes(1);
    await expect(creditKeys.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** Edit Customer opens filled with the record; the page shows what was saved. */
export const EditCustomer: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Customer" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    await expect(dialog.getByRole("textbox", { name: /^Email/ })).toHaveValue("ada@lovelace.example");
    await expect(dialog.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
    await expect(dialog.getByRole("textbox", { name: "Company" })).toHaveValue("Analytical Engines Ltd");
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("active");
    await expect(dialog.getByRole("textbox", { name: "Field value 1" })).toHaveValue("Grace Hopper");
    const display = dialog.getByRole("textbox", { name: "Display name" });
    await userEvent.clear(display);
    await enterText(display, "Countess of Lovelace");
    const company = dialog.getByRole("textbox", { name: "Company" });
    await userEvent.clear(company);
    await enterText(company, "Difference Engines plc");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Customer updated")).toBeVisible();
    await heading(canvas, "Countess of Lovelace");
    await expect(definitionOf(canvas.getByRole("tabpanel"), "Company")).toBe("Difference Engines plc");
  },
};

const REHEARSAL = {
  id: "clk-rehearsal",
  name: "Renewal rehearsal",
  frozenTime: "2026-04-01T09:30:00.000Z",
  status: "ready" as const,
  advanceTo: null,
  failures: [],
  customerCount: 0,
  subscriptionCount: 0,
  invoiceCount: 0,
  createdAt: "2026-03-01T09:00:00.000Z",
};

/** A customer not billed yet moved onto a test clock: the clock is sent, and the page says it lives on it. */
export const EditCustomerOntoTestClock: Story = {
  beforeEach: withCustomers({ testClocks: [REHEARSAL] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Customer" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    const clock = dialog.getByRole("combobox", { name: /^Test clock/ });
    await waitFor(() => expect(clock).toBeEnabled());
    await userEvent.click(clock);
    await userEvent.click(
      await page().findByRole("option", { name: "Renewal rehearsal · Apr 1, 2026, 09:30 UTC" }),
    );
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Customer updated")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/customers/cus-ada",
        body: expect.objectContaining({ testClockId: "clk-rehearsal" }),
      }),
    );
    await expect(
      await canvas.findByText(/This customer lives on a test clock|lives on the test clock/),
    ).toBeVisible();
  },
};

/** A billed customer: Edit Customer shows its test clock read-only, and why. */
export const EditBilledCustomerClockFixed: Story = {
  beforeEach: withCustomers({ testClocks: [REHEARSAL], inUse: ["cus-ada"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Customer" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    const clock = dialog.getByRole("combobox", { name: /^Test clock/ });
    await expect(clock).toBeDisabled();
    await expect(clock).toHaveAccessibleDescription(/^Fixed: this customer has subscriptions or invoices/);
  },
};

/** Export Data asks for everything held about the customer and hands it over as a JSON file. */
export const ExportData: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => [watch("get", "/api/customers/cus-ada/export", (request) => exported(request.url))]),
    () => {
      saved = spyOn(URL, "createObjectURL");
      return () => saved?.mockRestore();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    exported.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Export Data" }));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    await expect(new URL(exported.mock.calls[0]?.[0] as string).pathname).toBe(
      "/api/customers/cus-ada/export",
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const file = saved?.mock.calls[0]?.[0];
    if (!(file instanceof Blob)) throw new Error("Export Data handed no file to the download");
    const data = JSON.parse(await file.text());
    await expect(data.customer.email).toBe("ada@lovelace.example");
    await expect(data.notes).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Export Data" })).toBeEnabled();
  },
};

/** A Viewer reads the whole page and may export it; every change is off, and the page says why. */
export const ViewerView: Story = {
  args: { path: "/customers/cus-ada?tab=notes" },
  beforeEach: withCustomers({}, withRole(businessUser, 17)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(await canvas.findByText("Your role (Viewer) cannot manage customers.")).toBeVisible();
    for (const button of [
      canvas.getByRole("button", { name: "Edit Customer" }),
      quickAction(canvas, "Send Email"),
      quickAction(canvas, "Update Payment Method"),
      quickAction(canvas, "Apply Credit"),
      canvas.getByRole("button", { name: "Add Note" }),
    ]) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("title", "Your role (Viewer) cannot manage customers.");
    }
    await expect(canvas.getByRole("button", { name: "Export Data" })).toBeEnabled();
    const notes = within(await canvas.findByRole("list", { name: "Notes" }));
    await expect(notes.queryByRole("button", { name: "Delete" })).toBeNull();
    await methods(canvas);
    await expect(canvas.queryByRole("button", { name: /^Actions for / })).toBeNull();
  },
};

/** A phone (375 px): one column, the side panel under the tabs, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await heading(canvas);
    await expect(window.innerWidth).toBe(375);
    await methods(canvas);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const tabs = canvas.getByRole("tablist").getBoundingClientRect();
    const panel = canvas.getByRole("complementary", { name: "Customer side panel" }).getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(tabs.bottom);
    await expect(quickAction(canvas, "Send Email")).toBeVisible();
  },
};

const PORTAL_URL = "https://round.example/portal/tok-ada";

/**
 * Send Portal Link: a one-hour link to Ada's portal, shown once in a dialog to copy; a customer without
 * portal access is refused (409) with the server's words.
 */
export const SendPortalLink: Story = {
  beforeEach: [
    withCustomers(),
    mockApi(() => [
      sequence(
        "post",
        "/api/portal-sessions",
        [
          ok(
            {
              id: "ps-1",
              url: PORTAL_URL,
              expiresAt: "2026-03-02T10:00:00.000Z",
              customerId: "cus-ada",
              flow: null,
              returnUrl: null,
            },
            201,
          ),
          failure(409, "This customer has no portal access (Edit customer → Portal access).", {
            code: "CONFLICT",
          }),
        ],
        calls,
      ),
    ]),
    () => {
      const writeText = fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      return () => {
        delete (navigator as { clipboard?: unknown }).clipboard;
      };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    calls.mockClear();
    await userEvent.click(quickAction(canvas, "Send Portal Link"));
    const dialog = within(await page().findByRole("dialog", { name: "Portal Link" }));
    await expect(dialog.getByText(PORTAL_URL)).toBeVisible();
    await expect(dialog.getByText(/works for one hour, until Mar 2, 2026/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Copy link" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(PORTAL_URL);
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/portal-sessions",
        body: { customerId: "cus-ada" },
      }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());

    // Asked again once portal access is off: the server's reason, and no link.
    await userEvent.click(quickAction(canvas, "Send Portal Link"));
    await expect(
      await findToast("This customer has no portal access (Edit customer → Portal access)."),
    ).toBeVisible();
    await expect(page().queryByRole("dialog")).toBeNull();
  },
};
