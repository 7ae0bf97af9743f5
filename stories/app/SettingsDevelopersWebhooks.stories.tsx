import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { developersBackend } from "./support/developersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending, watch } from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";
import { STORY_WEBHOOK_SECRETS } from "./support/webhooksBackend";

/**
 * Settings, Developers, Webhooks: the account's endpoints (`/api/webhook-endpoints`) beside the API keys and
 * the events, each with what it receives and whether it is on; 'Add endpoint' shows the signing secret once.
 * An endpoint's page (`/settings/developers?endpoint=…`) edits it, turns it on and off, sends a test ping,
 * rotates its secret and deletes it; its delivery log keeps its filters and page in the address, opens a
 * delivery's attempts with Retry, and replays the failed ones since a time. The API is the in-memory
 * backend of ./support/webhooksBackend (through developersBackend).
 */
const meta = {
  title: "App/Settings/Developers/Webhooks",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings/developers" },
  beforeEach: [
    cleanBrowser,
    signedIn,
    () => {
      calls.mockClear();
      writeText.mockReset();
      writeText.mockResolvedValue(undefined);
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      return () => {
        delete (navigator as { clipboard?: unknown }).clipboard;
      };
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const writeText = fn();
const idempotencyKeys = fn();
let downtime: ReturnType<typeof outage> | undefined;

type Options = Parameters<typeof developersBackend>[0];
const withWebhooks = (options: Partial<Options> = {}) =>
  mockApi(() => [
    accountHandlers(withRole(businessUser, 1)),
    developersBackend({ role: 1, spy: calls, ...options }),
  ]);
const pageOf = (id: string) => ({ path: `/settings/developers?endpoint=${id}` });

const endpointsTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "The account's webhook endpoints" }));
const rowOf = async (canvas: Canvas, url: string) =>
  within((await (await endpointsTable(canvas)).findByText(url)).closest("tr") as HTMLElement);
const deliveriesTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Deliveries to this endpoint" }));
/** Each delivery row's status badge, top to bottom. */
const statusesOf = (table: Canvas) =>
  table
    .getAllByRole("row")
    .slice(1)
    .map((row: HTMLElement) => row.querySelector("[data-tone]")?.textContent);
const endpointHeading = (canvas: Canvas, url: string) =>
  canvas.findByRole("heading", { name: url, level: 2 });
async function moreAction(canvas: Canvas, item: string) {
  await userEvent.click(canvas.getByRole("button", { name: "More actions for this endpoint" }));
  await userEvent.click(await page().findByRole("menuitem", { name: item }));
}

const ACCESS = "https://api.acme-shop.com/webhooks/round";
const CRM = "https://crm.acme-shop.com/hooks/round-customers";

/** Four endpoints: what each receives, its state (one turned off by Round after failures) and when made. */
export const Endpoints: Story = {
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const access = await rowOf(canvas, ACCESS);
    await expect(access.getByText("Grants access when an invoice is paid")).toBeVisible();
    await expect(access.getByText("invoice.*, subscription.cancelled and 1 more")).toBeVisible();
    await expect(access.getByText("Enabled")).toBeVisible();
    await expect(access.getByText("Feb 12, 2026")).toBeVisible();
    const warehouse = await rowOf(canvas, "https://ingest.acme-data.io/round/events");
    await expect(warehouse.getByText("All events")).toBeVisible();
    const crm = await rowOf(canvas, CRM);
    await expect(crm.getByText("Disabled after failures")).toBeVisible();
    await expect(crm.getByText("customer.created, customer.updated")).toBeVisible();
    const staging = await rowOf(canvas, "https://staging.acme-shop.com/webhooks/round");
    await expect(staging.getByText("Disabled")).toBeVisible();
    // The card sits between the API keys and the events.
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["API keys", "Webhooks", "Events"]);
    await expect(canvas.queryByText(/whsec_/)).not.toBeInTheDocument();
  },
};

export const EndpointsLoading: Story = {
  beforeEach: [withWebhooks(), mockApi(() => [endpoint("get", "/api/webhook-endpoints", pending)])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading webhook endpoints")).toBeInTheDocument();
  },
};

export const EndpointsLoadErrorRetry: Story = {
  beforeEach: [
    withWebhooks(),
    mockApi(() => {
      downtime = outage("get", "/api/webhook-endpoints", failure(500, "The endpoint store is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load webhook endpoints");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await rowOf(canvas, ACCESS);
  },
};

/** No endpoint yet: what one is for, and the call to add the first. */
export const EndpointsEmpty: Story = {
  beforeEach: withWebhooks({ webhookEndpoints: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole("heading", { name: "No webhook endpoints yet" });
    await expect(empty).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(await page().findByRole("dialog", { name: "Add endpoint" }));
    await expect(dialog.getByRole("switch", { name: "All events" })).toBeChecked();
  },
};

/** Add: a URL, a family and a single type; the signing secret once, copied; Done lists the endpoint. */
export const AddEndpoint: Story = {
  beforeEach: [
    withWebhooks(),
    mockApi(() => [
      watch("post", "/api/webhook-endpoints", (request) =>
        idempotencyKeys(request.headers.get("Idempotency-Key")),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(await page().findByRole("dialog", { name: "Add endpoint" }));
    await enterText(
      dialog.getByRole("textbox", { name: /^Endpoint URL/ }),
      "https://billing.example.com/round",
    );
    await enterText(dialog.getByRole("textbox", { name: /^Description/ }), "Access service");
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: "payment.failed" }));
    await expect(dialog.getByRole("checkbox", { name: "payment.*" })).toBePartiallyChecked();
    await userEvent.click(dialog.getByRole("checkbox", { name: "invoice.*" }));
    // The family covers its single types.
    await expect(dialog.getByRole("checkbox", { name: "invoice.paid" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "invoice.paid" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    const shown = within(await page().findByRole("dialog", { name: "Your endpoint's signing secret" }));
    await expect(shown.getByRole("group", { name: "Signing secret" })).toHaveTextContent(
      STORY_WEBHOOK_SECRETS[0]!,
    );
    await expect(shown.getByText(/cannot show it again/)).toBeVisible();
    await userEvent.click(shown.getByRole("button", { name: "Copy secret" }));
    await expect(writeText).toHaveBeenCalledWith(STORY_WEBHOOK_SECRETS[0]);
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/webhook-endpoints",
        body: {
          url: "https://billing.example.com/round",
          description: "Access service",
          enabledEvents: ["payment.failed", "invoice.*"],
          enabled: true,
        },
      }),
    );
    await expect(idempotencyKeys).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
    await userEvent.click(shown.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    const row = await rowOf(canvas, "https://billing.example.com/round");
    await expect(row.getByText("payment.failed, invoice.*")).toBeVisible();
    await expect(canvas.queryByText(STORY_WEBHOOK_SECRETS[0]!)).not.toBeInTheDocument();
  },
};

/** Each rule says what is missing; the server's refusal of the URL shows on the URL field. */
export const AddEndpointFieldErrors: Story = {
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(await page().findByRole("dialog", { name: "Add endpoint" }));
    await userEvent.click(dialog.getByRole("switch", { name: "All events" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(await dialog.findByText("URL is required")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveTextContent("Choose at least one event");
    await expect(calls).not.toHaveBeenCalled();
    const url = dialog.getByRole("textbox", { name: /^Endpoint URL/ });
    await enterText(url, "http://billing.example.com/round");
    await userEvent.click(dialog.getByRole("checkbox", { name: "customer.*" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await expect(await dialog.findByText("URL must use https")).toBeVisible();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(
      page().queryByRole("dialog", { name: "Your endpoint's signing secret" }),
    ).not.toBeInTheDocument();
  },
};

/** The list's link opens the page: the URL, what it receives, its state, its deliveries of each status. */
export const EndpointPage: Story = {
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, ACCESS);
    await userEvent.click(row.getByRole("link", { name: ACCESS }));
    await endpointHeading(canvas, ACCESS);
    await expect(currentPath()).toBe("/settings/developers?endpoint=we_access");
    await expect(canvas.getByText("subscription.expired", { selector: "code" })).toBeVisible();
    await expect(canvas.getByText("whsec_Mf9K…")).toBeVisible();
    const table = await deliveriesTable(canvas);
    await expect(statusesOf(table).slice(0, 4)).toEqual(["Pending", "Succeeded", "Succeeded", "Failed"]);
    const newest = within(table.getAllByRole("row")[1]!);
    await expect(newest.getByText("invoice.paid")).toBeVisible();
    await expect(newest.getByText("No response · Mar 2, 2026, 08:58 UTC")).toBeVisible();
    await expect(newest.getByText("Mar 2, 2026, 09:03 UTC")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "All webhook endpoints" }));
    await rowOf(canvas, ACCESS);
    await expect(currentPath()).toBe("/settings/developers");
  },
};

export const EndpointLoading: Story = {
  args: pageOf("we_access"),
  beforeEach: [withWebhooks(), mockApi(() => [endpoint("get", "/api/webhook-endpoints/:id", pending)])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading the endpoint")).toBeInTheDocument();
  },
};

/** A link to an endpoint that is gone says so and leads back. */
export const EndpointNotFound: Story = {
  args: pageOf("we_deleted"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "This endpoint does not exist" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All webhook endpoints" })).toHaveAttribute(
      "href",
      "/settings/developers",
    );
  },
};

/** No delivery yet, and a log that cannot be read, with Retry. */
export const DeliveriesEmptyAndLoadError: Story = {
  args: pageOf("we_staging"),
  beforeEach: [
    withWebhooks(),
    mockApi(() => {
      downtime = outage("get", "/api/webhook-endpoints/:id/deliveries", failure(500, "Log unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load deliveries");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByRole("heading", { name: "No deliveries yet" })).toBeVisible();
  },
};

/** A pending delivery's attempts and next one; Retry adds an attempt that succeeds. */
export const DeliveryAttempts: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await deliveriesTable(canvas);
    await userEvent.click(table.getByRole("button", { name: "View attempts of invoice.paid dlv_1024" }));
    const dialog = within(await page().findByRole("dialog", { name: "invoice.paid" }));
    const attempts = within(dialog.getByRole("list", { name: "Attempts of invoice.paid" }));
    const steps = attempts.getAllByRole("listitem");
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent("HTTP 503");
    await expect(steps[1]).toHaveTextContent("Timed out after 10 s");
    await expect(steps[2]).toHaveTextContent("Next attempt · Mar 2, 2026, 09:03 UTC");
    await userEvent.click(dialog.getByRole("button", { name: "Retry now" }));
    await expect(await dialog.findByText("Tried again now: delivered.")).toBeVisible();
    await expect(attempts.getAllByRole("listitem")).toHaveLength(3);
    await expect(attempts.getAllByRole("listitem")[2]).toHaveTextContent(/Attempt 3Succeeded/);
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/webhook-deliveries/dlv_1024/retry" }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(statusesOf(table)[0]).toBe("Succeeded"));
  },
};

/** Filters and older pages are in the address; each page is what the filter says. */
export const DeliveriesFilteredAndPaged: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let table = await deliveriesTable(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Older deliveries" }));
    await waitFor(() => expect(currentPath()).toContain("deliveriesAfter=dlv_1005"));
    await expect(await canvas.findByRole("button", { name: "Newest deliveries" })).toBeVisible();
    await waitFor(() => expect(table.getAllByRole("row")).toHaveLength(5));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "Failed");
    await waitFor(() =>
      expect(currentPath()).toBe("/settings/developers?endpoint=we_access&deliveryStatus=failed"),
    );
    table = await deliveriesTable(canvas);
    await waitFor(() => expect(statusesOf(table)).toEqual(Array(5).fill("Failed")));
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Event type" }),
      "invoice.payment_failed",
    );
    await expect(await canvas.findByRole("heading", { name: "No deliveries here" })).toBeVisible();
    await expect(currentPath()).toContain("deliveryType=invoice.payment_failed");
    await expect(calls).not.toHaveBeenCalled();
  },
};

/** Send test event: the receiver's answer, its code and how long it took. */
export const TestEventSucceeded: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Send test event" }));
    const result = within(await canvas.findByRole("list", { name: "Test event result" }));
    await expect(result.getByRole("listitem")).toHaveTextContent(/pingSucceeded/);
    await expect(result.getByRole("listitem")).toHaveTextContent("HTTP 200 · 112 ms");
    await expect(result.getByText('{"received":true}')).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/webhook-endpoints/we_access/test" }),
    );
  },
};

/** Round turned the old CRM off; its test ping finds no receiver, and a retry fails again. */
export const DisabledAfterFailures: Story = {
  args: pageOf("we_crm"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, CRM);
    await expect(canvas.getByText(/after 3 days of failed deliveries/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send test event" }));
    const result = within(await canvas.findByRole("list", { name: "Test event result" }));
    await expect(result.getByRole("listitem")).toHaveTextContent(/pingFailed/);
    await expect(result.getByRole("listitem")).toHaveTextContent("No response · 23 ms");
    await expect(result.getByText("Connection refused")).toBeVisible();
    const table = await deliveriesTable(canvas);
    await expect(statusesOf(table)).toEqual(["Failed", "Failed"]);
    await userEvent.click(table.getByRole("button", { name: "View attempts of customer.updated dlv_0402" }));
    const dialog = within(await page().findByRole("dialog", { name: "customer.updated" }));
    await expect(within(dialog.getByRole("list")).getAllByRole("listitem")).toHaveLength(9);
    await userEvent.click(dialog.getByRole("button", { name: "Retry now" }));
    await expect(await dialog.findByText("Tried again now: it failed again (no response).")).toBeVisible();
    await expect(within(dialog.getByRole("list")).getAllByRole("listitem")).toHaveLength(10);
  },
};

/** While the ping is out the button says so and takes no second click. */
export const TestEventSending: Story = {
  args: pageOf("we_access"),
  beforeEach: [withWebhooks(), mockApi(() => [endpoint("post", "/api/webhook-endpoints/:id/test", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Send test event" }));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Round could not send the ping at all: the reason shows. */
export const TestEventRequestFailed: Story = {
  args: pageOf("we_access"),
  beforeEach: [
    withWebhooks(),
    mockApi(() => [
      endpoint("post", "/api/webhook-endpoints/:id/test", failure(503, "Delivery worker unavailable.")),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Send test event" }));
    await expect(await canvas.findByText("Delivery worker unavailable.")).toBeVisible();
  },
};

/** Replay: every failed delivery since a time is tried again; the dialog says how many. */
export const ReplayFailed: Story = {
  args: pageOf("we_crm"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await deliveriesTable(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Replay failed deliveries" }));
    const dialog = within(await page().findByRole("dialog", { name: "Replay failed deliveries" }));
    const since = dialog.getByLabelText(/^Failed since \(UTC\)/);
    // It starts a day back (the story clock runs on from 09:00).
    await expect((since as HTMLInputElement).value).toMatch(/^2026-03-01T\d\d:\d\d$/);
    fireEvent.change(since, { target: { value: "2026-02-25T00:00" } });
    await userEvent.click(dialog.getByRole("button", { name: "Replay" }));
    await expect(await dialog.findByText("2 failed deliveries were queued again.")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/webhook-endpoints/we_crm/replay",
        body: { since: "2026-02-25T00:00:00Z", status: "failed" },
      }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Rotate is asked first; the new secret once, and until when the old one also signs. */
export const RotateSecret: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await moreAction(canvas, "Rotate secret");
    const ask = within(await page().findByRole("dialog", { name: "Rotate the signing secret?" }));
    await expect(ask.getByText(/keeps signing beside it for 24 hours/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Rotate secret" }));
    const shown = within(await page().findByRole("dialog", { name: "New signing secret" }));
    await expect(shown.getByRole("group", { name: "Signing secret" })).toHaveTextContent(
      STORY_WEBHOOK_SECRETS[0]!,
    );
    await expect(shown.getByText(/old secret keeps signing until Mar 3, 2026, 09:00 UTC/)).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/webhook-endpoints/we_access/rotate-secret" }),
    );
    await userEvent.click(shown.getByRole("button", { name: "Done" }));
    await expect(
      await canvas.findByText("The previous secret also signs until Mar 3, 2026, 09:00 UTC"),
    ).toBeVisible();
    await expect(canvas.getByText(`${STORY_WEBHOOK_SECRETS[0]!.slice(0, 10)}…`)).toBeVisible();
  },
};

/** Edit: the same dialog, filled in; Save sends every field and shows the new state, no secret. */
export const EditEndpoint: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit endpoint" }));
    await expect(dialog.getByRole("checkbox", { name: "invoice.*" })).toBeChecked();
    const description = dialog.getByRole("textbox", { name: /^Description/ });
    await userEvent.clear(description);
    await enterText(description, "Access service");
    await userEvent.click(dialog.getByRole("checkbox", { name: "subscription.expired" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/webhook-endpoints/we_access",
        body: {
          url: ACCESS,
          description: "Access service",
          enabledEvents: ["invoice.*", "subscription.cancelled"],
          enabled: true,
        },
      }),
    );
    await expect(await canvas.findByText("Access service")).toBeVisible();
    await expect(canvas.queryByText("subscription.expired", { selector: "code" })).not.toBeInTheDocument();
  },
};

/** Disable, then Enable: each at once, said in a toast and in the badge. */
export const DisableAndEnable: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await userEvent.click(canvas.getByRole("button", { name: "Disable" }));
    await expect(await findToast("Endpoint disabled")).toBeVisible();
    await expect(await canvas.findByText("Disabled", { selector: "[data-tone] *" })).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", body: { enabled: false } }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Enable" }));
    await expect(await findToast("Endpoint enabled")).toBeVisible();
  },
};

/** A refused change says why in a toast; the endpoint stays as it was. */
export const EnableRefused: Story = {
  args: pageOf("we_crm"),
  beforeEach: [
    withWebhooks(),
    mockApi(() => [
      endpoint("put", "/api/webhook-endpoints/:id", failure(409, "The receiver still fails its checks.")),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, CRM);
    await userEvent.click(canvas.getByRole("button", { name: "Enable" }));
    await expect(await findToast("The receiver still fails its checks.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enable" })).toBeEnabled();
  },
};

/** Delete is asked first; confirmed, the list shows without the endpoint. */
export const DeleteEndpoint: Story = {
  args: pageOf("we_crm"),
  beforeEach: withWebhooks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, CRM);
    await moreAction(canvas, "Delete endpoint");
    const dialog = within(await page().findByRole("dialog", { name: "Delete this endpoint?" }));
    await expect(dialog.getByText(CRM)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete endpoint" }));
    await expect(await findToast("Endpoint deleted")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "DELETE", path: "/api/webhook-endpoints/we_crm" }),
    );
    const table = await endpointsTable(canvas);
    await waitFor(() => expect(table.queryByText(CRM)).not.toBeInTheDocument());
    await expect(currentPath()).toBe("/settings/developers");
  },
};

/** On a phone the list scrolls sideways in its card; Add endpoint stays reachable. */
export const Phone: Story = {
  beforeEach: withWebhooks(),
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, ACCESS);
    await expect(canvas.getByRole("button", { name: "Add endpoint" })).toBeVisible();
  },
};

/** A tablet: the page's actions wrap under the URL; the log's filters sit side by side. */
export const TabletEndpointPage: Story = {
  args: pageOf("we_access"),
  beforeEach: withWebhooks(),
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endpointHeading(canvas, ACCESS);
    await deliveriesTable(canvas);
    await expect(canvas.getByRole("button", { name: "Send test event" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Event type" })).toBeVisible();
  },
};

/** A desktop: a failed delivery's nine attempts open over the page. */
export const DesktopFailedDeliveryOpen: Story = {
  args: { path: "/settings/developers?endpoint=we_access&deliveryStatus=failed" },
  beforeEach: withWebhooks(),
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await deliveriesTable(canvas);
    await waitFor(() => expect(statusesOf(table)).toEqual(Array(5).fill("Failed")));
    const [first] = table.getAllByRole("button", { name: /^View attempts of / });
    await userEvent.click(first!);
    const dialog = within(await page().findByRole("dialog"));
    const steps = within(dialog.getByRole("list")).getAllByRole("listitem");
    await expect(steps).toHaveLength(9);
    await expect(steps[8]).toHaveTextContent(/Attempt 9Failed/);
    await expect(dialog.queryByText(/Next attempt/)).not.toBeInTheDocument();
  },
};
