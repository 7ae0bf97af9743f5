import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { developersBackend, STORY_SECRETS, storyEvents } from "./support/developersBackend";
import { businessUser, withRole } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, outage, pending } from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";

/**
 * Settings, Developers (`/settings/developers`): the account's API keys for a role that may manage them
 * (`manageDevelopers`: owners, admins and developers). Create asks a name, the scopes (full access, or no
 * access, read, or read and write per area, never more than the person's role) and an optional last day,
 * then shows the secret once with a copy button; Roll gives a new secret with an overlap; Revoke is asked
 * first. The API is the in-memory keys server (./support/developersBackend).
 */
const meta = {
  title: "App/Settings/Developers",
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
let downtime: ReturnType<typeof outage> | undefined;

type Options = Parameters<typeof developersBackend>[0];
const withKeys = (options: Partial<Options> = {}, role = 1) =>
  mockApi(() => [
    accountHandlers(withRole(businessUser, role)),
    developersBackend({ role, spy: calls, ...options }),
  ]);

const keysTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "The account's API keys" }));
const rowOf = async (canvas: Canvas, name: string) =>
  within((await (await keysTable(canvas)).findByText(name)).closest("tr") as HTMLElement);
/** Waits for the keys, then opens 'Create API key'; answers queries scoped to the dialog. */
async function openCreate(canvas: Canvas) {
  await rowOf(canvas, "Production server");
  await userEvent.click(canvas.getByRole("button", { name: "Create API key" }));
  return within(await page().findByRole("dialog", { name: "Create API key" }));
}
async function keyAction(canvas: Canvas, name: string, item: string) {
  await userEvent.click(canvas.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(await page().findByRole("menuitem", { name: item }));
}

/** Two keys: what each may do, the visible part of its secret, who made it, last use and expiry. */
export const Keys: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const production = await rowOf(canvas, "Production server");
    await expect(production.getByText("rnd_sk_4eC39…p7dc")).toBeVisible();
    await expect(
      production.getByText("Customers: read and write · Subscriptions: read and write"),
    ).toBeVisible();
    await expect(production.getByText("by Grace Hopper")).toBeVisible();
    await expect(production.getByText("Mar 1, 2026")).toBeVisible();
    const usage = await rowOf(canvas, "Usage importer");
    await expect(usage.getByText("Never")).toBeVisible();
    await expect(usage.getByText("Dec 31, 2026")).toBeVisible();
    await expect(canvas.queryByText(/rnd_sk_[0-9A-Za-z]{40}/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: [withKeys(), mockApi(() => [endpoint("get", "/api/api-keys", pending)])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading API keys")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: withKeys({ keys: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No API keys yet" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create API key" })).toBeEnabled();
  },
};

export const LoadErrorRetry: Story = {
  beforeEach: [
    withKeys(),
    mockApi(() => {
      downtime = outage("get", "/api/api-keys", failure(500, "The key store is unavailable."));
      return [downtime.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load API keys");
    downtime?.end();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await rowOf(canvas, "Production server");
  },
};

/** A viewer may not manage keys: the section says why and shows none. */
export const NotAllowedForViewer: Story = {
  beforeEach: withKeys({}, 17),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Your role (Viewer) cannot manage API keys and webhooks."),
    ).toBeVisible();
    await expect(canvas.queryByRole("table", { name: "The account's API keys" })).not.toBeInTheDocument();
  },
};

/** Create: a name and scopes, then the secret once, copied; Done lists the key without its secret. */
export const CreateKey: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCreate(canvas);
    const create = dialog.getByRole("button", { name: "Create API key" });
    // Nothing filled in: each rule says what is missing, and nothing is sent.
    await userEvent.click(create);
    await expect(await dialog.findByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Choose at least one scope")).toBeVisible();
    await expect(calls).not.toHaveBeenCalled();
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Usage importer EU");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Usage" }), "Read and write");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Customers" }), "Read");
    await userEvent.click(create);
    const shown = within(await page().findByRole("dialog", { name: "Your new API key" }));
    const secret = shown.getByRole("group", { name: "Secret key" });
    await expect(secret).toHaveTextContent(STORY_SECRETS[0]!);
    await expect(shown.getByText(/cannot show it again/)).toBeVisible();
    await userEvent.click(shown.getByRole("button", { name: "Copy secret" }));
    await expect(writeText).toHaveBeenCalledWith(STORY_SECRETS[0]);
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/api-keys",
        body: { name: "Usage importer EU", scopes: ["customers:read", "usage:write"], expiresAt: null },
      }),
    );
    await userEvent.click(shown.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    const row = await rowOf(canvas, "Usage importer EU");
    await expect(row.getByText("Customers: read · Usage: read and write")).toBeVisible();
    await expect(canvas.queryByText(STORY_SECRETS[0]!)).not.toBeInTheDocument();
  },
};

/** Full access, and a last day: the key stops at the end of that day. */
export const CreateFullAccessWithExpiry: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCreate(canvas);
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Back office");
    await userEvent.click(dialog.getByRole("checkbox", { name: /Full access/ }));
    await expect(dialog.queryByRole("combobox", { name: "Usage" })).not.toBeInTheDocument();
    await enterText(dialog.getByLabelText(/^Last day/), "2030-06-30");
    await userEvent.click(dialog.getByRole("button", { name: "Create API key" }));
    await page().findByRole("dialog", { name: "Your new API key" });
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { name: "Back office", scopes: ["*"], expiresAt: "2030-06-30T23:59:59.999Z" },
      }),
    );
  },
};

/** A developer is offered only what their role allows: reading, and the webhooks they manage. */
export const DeveloperChoices: Story = {
  beforeEach: withKeys({}, 12),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCreate(canvas);
    await expect(dialog.queryByRole("checkbox", { name: /Full access/ })).not.toBeInTheDocument();
    const catalog = dialog.getByRole("combobox", { name: "Catalog" });
    await expect(
      within(catalog)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No access", "Read"]);
    const webhooks = dialog.getByRole("combobox", { name: "Webhooks" });
    await expect(within(webhooks).getByRole("option", { name: "Read and write" })).toBeInTheDocument();
    const audit = dialog.getByRole("combobox", { name: "Audit log" });
    await expect(within(audit).getAllByRole("option")).toHaveLength(1);
  },
};

/** The server's refusal of a field shows on that field; nothing is made. */
export const CreateRefusedByServer: Story = {
  beforeEach: [
    withKeys(),
    mockApi(() => [
      endpoint(
        "post",
        "/api/api-keys",
        failure(400, "Expiry must be in the future", { field: "expiresAt", code: "INVALID_FORMAT" }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCreate(canvas);
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Late key");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Metrics" }), "Read");
    await enterText(dialog.getByLabelText(/^Last day/), "2030-01-01");
    await userEvent.click(dialog.getByRole("button", { name: "Create API key" }));
    await expect(await dialog.findByText("Expiry must be in the future")).toBeVisible();
    await expect(dialog.getByLabelText(/^Last day/)).toHaveAttribute("aria-invalid", "true");
    await expect(page().queryByRole("dialog", { name: "Your new API key" })).not.toBeInTheDocument();
  },
};

/** Roll: choose the overlap, then the new secret once; the row shows its new last 4. */
export const RollKey: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Production server");
    await keyAction(canvas, "Production server", "Roll key");
    const dialog = within(await page().findByRole("dialog", { name: "Roll Production server?" }));
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: /old secret keeps working/ }),
      "1 hour",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Roll key" }));
    const shown = within(await page().findByRole("dialog", { name: "New secret for Production server" }));
    await expect(shown.getByRole("group", { name: "Secret key" })).toHaveTextContent(STORY_SECRETS[0]!);
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/api-keys/key-production/roll", body: { overlapHours: 1 } }),
    );
    await userEvent.click(shown.getByRole("button", { name: "Done" }));
    const row = await rowOf(canvas, "Production server");
    await expect(await row.findByText(`rnd_sk_Zx81u…${STORY_SECRETS[0]!.slice(-4)}`)).toBeVisible();
  },
};

/** Revoke is asked first; Cancel sends nothing; confirmed, the key is gone. */
export const RevokeKey: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Usage importer");
    await keyAction(canvas, "Usage importer", "Revoke key");
    let dialog = within(await page().findByRole("dialog", { name: "Revoke Usage importer?" }));
    await expect(dialog.getByText(/fails from now on/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ method: "DELETE" }));

    await keyAction(canvas, "Usage importer", "Revoke key");
    dialog = within(await page().findByRole("dialog", { name: "Revoke Usage importer?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Revoke key" }));
    await expect(await findToast("Usage importer was revoked")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "DELETE", path: "/api/api-keys/key-usage" }),
    );
    const table = await keysTable(canvas);
    await waitFor(() => expect(table.queryByText("Usage importer")).not.toBeInTheDocument());
  },
};

/** On a phone the table scrolls sideways inside its card; the create button stays reachable. */
export const Phone: Story = {
  beforeEach: withKeys(),
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Production server");
    await expect(canvas.getByRole("button", { name: "Create API key" })).toBeVisible();
  },
};

const eventsTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "The account's events" }));

/** The latest events, newest first; an event's JSON in a dialog, as the API answers it. */
export const Events: Story = {
  beforeEach: withKeys(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await eventsTable(canvas);
    const rows = table.getAllByRole("row").slice(1);
    await expect(rows.map((row) => within(row).getByText(/\./, { selector: "code" }).textContent)).toEqual([
      "customer.updated",
      "customer.created",
      "coupon.archived",
    ]);
    await userEvent.click(table.getByRole("button", { name: "View JSON of customer.updated evt-1003" }));
    const dialog = within(await page().findByRole("dialog", { name: "customer.updated" }));
    const json = dialog.getByRole("region", { name: "Event JSON" });
    await expect(json).toHaveTextContent('"previous": {');
    await expect(json).toHaveTextContent('"sequence": 1003');
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** A family filter and the older pages are in the address. */
export const EventsFilteredAndPaged: Story = {
  beforeEach: withKeys({ events: storyEvents(45) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventsTable(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Event type" }), "customer.*");
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain("eventType=customer.*"));
    const table = await eventsTable(canvas);
    await waitFor(async () => {
      const types = table
        .getAllByText(/^[a-z_]+\.[a-z_]+$/, { selector: "code" })
        .map((node) => node.textContent);
      await expect(types.length).toBeGreaterThan(0);
      await expect(types.every((text) => text?.startsWith("customer."))).toBe(true);
    });
    await userEvent.click(canvas.getByRole("button", { name: "Older events" }));
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain("eventsAfter="));
    await expect(await canvas.findByRole("button", { name: "Newest events" })).toBeVisible();
  },
};

export const EventsEmpty: Story = {
  beforeEach: withKeys({ events: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No events yet" })).toBeVisible();
  },
};
