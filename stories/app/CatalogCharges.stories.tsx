import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { longNamedCatalog } from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, pending } from "./support/handlers";
import { findToast, page } from "./support/queries";

/** Charges (`/catalog/charges`): stat cards, family and charge type filters, the charge cards, create, duplicate. */
const meta = {
  title: "App/Catalog/Charges",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/charges" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const account = () => accountHandlers(completedPersonalUser);
const withCatalog = (options: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [account(), catalogBackend({ spy: calls, ...options })]);

export const Loading: Story = {
  beforeEach: mockApi(() => [account(), catalogBackend(), endpoint("get", "/api/catalog/charges", pending)]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", { name: "Loading charges" })).toBeVisible();
  },
};

export const Filled: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("3 charges")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Charge summary" }));
    for (const label of ["Total Charges", "Active Charges", "One-time", "Usage-based"]) {
      await expect(summary.getByText(label)).toBeVisible();
    }
    const late = within(await canvas.findByRole("region", { name: "Late Payment Fee" }));
    await expect(late.getByText("1.5%")).toBeVisible();
    await expect(late.getByText("Penalty")).toBeVisible();
    const storage = within(await canvas.findByRole("region", { name: "Storage Overage" }));
    await expect(storage.getByText("$0.25")).toBeVisible();
    await expect(storage.getByText(/Per Unit · 2 prices/)).toBeVisible();
    await expect(storage.getByText("Created Jan 12, 2026")).toBeVisible();
  },
};

export const FilteredListView: Story = {
  args: { path: "/catalog/charges?chargeType=penalty&view=list" },
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("1 charge")).toBeVisible();
    await expect(await canvas.findByRole("table", { name: "Charges" })).toHaveTextContent("Late Payment Fee");
    await userEvent.click(canvas.getByRole("button", { name: /^Filters/ }));
    await userEvent.click(await canvas.findByRole("button", { name: "Reset" }));
    await expect(await canvas.findByText("3 charges")).toBeVisible();
    await expect(currentPath()).toBe("/catalog/charges?view=list");
  },
};

export const Empty: Story = {
  beforeEach: withCatalog({ charges: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No charges found")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create Your First Charge" }));
    await expect(await page().findByRole("dialog", { name: "Create Charge" })).toBeVisible();
    await expect(currentPath()).toBe("/catalog/charges/create");
  },
};

export const LongNames: Story = {
  beforeEach: withCatalog(longNamedCatalog),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("1 charge");
    const card = canvasElement.querySelector("li section") as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const CreateFails: Story = {
  args: { path: "/catalog/charges/create" },
  beforeEach: [withCatalog(), mockApi(() => [endpoint("post", "/api/catalog/charges", failure(500, ""))])],
  play: async () => {
    const dialog = within(await page().findByRole("dialog", { name: "Create Charge" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Product Family" })).toHaveTextContent("Core Platform"),
    );
    await enterText(dialog.getByRole("textbox", { name: "Name" }), "Migration");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Product Family" }), "Core Platform");
    await userEvent.click(dialog.getByRole("button", { name: "Create Charge" }));
    await expect(await dialog.findByText("Failed to create charge. Please try again.")).toBeVisible();
  },
};

export const Duplicate: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 charges");
    calls.mockClear();
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Setup Fee" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Duplicate" }));
    await expect(await findToast("Charge duplicated")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/catalog/charges/charge-setup/duplicate" }),
    );
    await expect(await canvas.findByRole("region", { name: "Setup Fee (copy)" })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/charges", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load charges");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
