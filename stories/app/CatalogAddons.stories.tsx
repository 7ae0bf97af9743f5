import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, pending } from "./support/handlers";
import { findToast, page } from "./support/queries";

/**
 * Add-ons (`/catalog/addons`): stat cards, search, family and type filters, the add-on cards, create (with
 * the account's own families), and delete of an add-on in use.
 */
const meta = {
  title: "App/Catalog/Add-ons",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/addons" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const account = () => accountHandlers(completedPersonalUser);
const withCatalog = (options: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [account(), catalogBackend({ spy: calls, ...options })]);

async function fillAddon(dialog: ReturnType<typeof within>) {
  await enterText(dialog.getByRole("textbox", { name: "Name" }), "Single Sign-On");
  await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Product Family" }), "Core Platform");
  await enterText(
    within(dialog.getByRole("group", { name: "Price Point 1" })).getByRole("textbox", { name: "Price" }),
    "49",
  );
}

export const Loading: Story = {
  beforeEach: mockApi(() => [account(), catalogBackend(), endpoint("get", "/api/catalog/addons", pending)]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", { name: "Loading add-ons" })).toBeVisible();
  },
};

export const Filled: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("3 add-ons")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Add-on summary" }));
    for (const label of ["Total Add-ons", "Active Add-ons", "Recurring", "Usage-based"]) {
      await expect(summary.getByText(label)).toBeVisible();
    }
    const seats = within(await canvas.findByRole("region", { name: "Extra Seats" }));
    await expect(seats.getByText("$8.00")).toBeVisible();
    await expect(seats.getByText(/Per Unit · 2 price points/)).toBeVisible();
    await expect(seats.getByText("Created Sep 20, 2025")).toBeVisible();
    const support = within(await canvas.findByRole("region", { name: "Priority Support" }));
    await expect(support.getByText("Custom / Contact Sales")).toBeVisible();
    await expect(support.getByText("Usage Based")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Extra Seats" }));
    await expect(await page().findByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/catalog/addons/addon-seats/settings",
    );
  },
};

export const FilterByType: Story = {
  args: { path: "/catalog/addons?type=one_time&view=list" },
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("1 add-on")).toBeVisible();
    await expect(await canvas.findByRole("table", { name: "Add-ons" })).toHaveTextContent(
      "Onboarding Session",
    );
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/catalog/addons",
        search: expect.stringContaining("type=one_time"),
      }),
    );
  },
};

export const EmptyWithSearch: Story = {
  args: { path: "/catalog/addons?search=zzz" },
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No add-ons found")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search add-ons" })).toHaveValue("zzz");
  },
};

export const Created: Story = {
  args: { path: "/catalog/addons/create" },
  beforeEach: withCatalog({ addons: [] }),
  play: async ({ canvasElement }) => {
    const dialog = within(await page().findByRole("dialog", { name: "Create Add-on" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Product Family" })).toHaveTextContent("Analytics Suite"),
    );
    await fillAddon(dialog);
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Create Add-on" }));
    await expect(await findToast("Add-on created")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/catalog/addons",
        body: expect.objectContaining({ name: "Single Sign-On", productFamilyId: "fam-core" }),
      }),
    );
    await expect(await within(canvasElement).findByRole("region", { name: "Single Sign-On" })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/catalog/addons"));
  },
};

export const CreateFails: Story = {
  args: { path: "/catalog/addons/create" },
  beforeEach: [
    withCatalog(),
    mockApi(() => [
      endpoint(
        "post",
        "/api/catalog/addons",
        failure(400, "An add-on with this name already exists.", { field: "name", code: "CONFLICT" }),
      ),
    ]),
  ],
  play: async () => {
    const dialog = within(await page().findByRole("dialog", { name: "Create Add-on" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Product Family" })).toHaveTextContent("Core Platform"),
    );
    await fillAddon(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create Add-on" }));
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
        expect.stringContaining("An add-on with this name already exists."),
      ),
    );
    await expect(dialog.getByRole("button", { name: "Create Add-on" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { path: "/catalog/addons/create" },
  beforeEach: [withCatalog(), mockApi(() => [endpoint("post", "/api/catalog/addons", pending)])],
  play: async () => {
    const dialog = within(await page().findByRole("dialog", { name: "Create Add-on" }));
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Product Family" })).toHaveTextContent("Core Platform"),
    );
    await fillAddon(dialog);
    await userEvent.click(dialog.getByRole("button", { name: "Create Add-on" }));
    await expect(await dialog.findByRole("button", { name: "Creating..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/addons", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load add-ons");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
