import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { coreFamily, longNamedCatalog } from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, pending } from "./support/handlers";
import { findToast, page } from "./support/queries";

/**
 * The catalog home (`/catalog`): the figures of `/api/catalog/summary`, the navigation and quick-action
 * cards, the product families with their search, and creating, editing and deleting a family.
 */
const meta = {
  title: "App/Catalog/Home",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const account = () => accountHandlers(completedPersonalUser);
const withCatalog = (options: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [account(), catalogBackend({ spy: calls, ...options })]);

export const Loading: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/product-families", pending),
    endpoint("get", "/api/catalog/summary", pending),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Product Catalog" })).toBeVisible();
    await expect(canvas.getByRole("status", { name: "Loading product families" })).toBeVisible();
  },
};

export const Filled: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("3 of 3 families")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Catalog summary" }));
    await waitFor(() => expect(summary.getByText("Total Products").parentElement).toHaveTextContent("9"));
    await expect(summary.getByText("Active Products").parentElement).toHaveTextContent("8");
    await expect(summary.getByText("Monthly Revenue").parentElement).toHaveTextContent("$1,184");
    await expect(summary.getByText("Product Families").parentElement).toHaveTextContent("3");
    for (const name of ["Manage Plans", "Manage Add-ons", "Manage Charges", "Manage Coupons"]) {
      await expect(canvas.getByRole("link", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Create Addon" })).toHaveAttribute(
      "href",
      "/catalog/addons/create",
    );
    const core = within(await canvas.findByRole("region", { name: "Core Platform" }));
    await expect(core.getByText("5 products")).toBeVisible();
    await expect(core.getByText("$1,184")).toBeVisible();
    await expect(
      within(await canvas.findByRole("region", { name: "Enterprise Add-ons" })).getByText("Draft"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "List view" }));
    const table = await canvas.findByRole("table", { name: "Product family list" });
    await expect(within(table).getByRole("columnheader", { name: "Monthly Revenue" })).toBeVisible();
  },
};

export const Search: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 of 3 families");
    await enterText(canvas.getByRole("searchbox", { name: "Search product families" }), "analytics");
    await expect(await canvas.findByText("1 of 3 families")).toBeVisible();
    await expect(currentPath()).toBe("/catalog?search=analytics");
    await enterText(canvas.getByRole("searchbox", { name: "Search product families" }), " nothing");
    await expect(await canvas.findByText("No product families found")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
  },
};

export const LongNames: Story = {
  beforeEach: withCatalog(longNamedCatalog),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("1 of 1 family");
    const card = canvasElement.querySelector("li section") as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const CreateFamily: Story = {
  beforeEach: withCatalog({ families: [], plans: [], addons: [], charges: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No product families found")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create Product Family" }));
    const dialog = within(await page().findByRole("dialog", { name: "Create Product Family" }));
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Payments");
    await enterText(dialog.getByRole("textbox", { name: /^Description/ }), "Card and bank payment products.");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^Category/ }), "API Services");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Create Product Family" }));
    await expect(await findToast("Product family created")).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Payments" })).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/api/catalog/product-families",
        body: expect.objectContaining({ name: "Payments", category: "API Services" }),
      }),
    );
  },
};

export const EditFamily: Story = {
  beforeEach: withCatalog({ families: [coreFamily] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("1 of 1 family");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Core Platform" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Edit Family" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Product Family" }));
    const name = dialog.getByRole("textbox", { name: /^Name/ });
    await expect(name).toHaveValue("Core Platform");
    await userEvent.clear(name);
    await enterText(name, "Core");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Product family updated")).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Core" })).toBeVisible();
  },
};

export const DeleteFamilyWithItems: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 of 3 families");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Analytics Suite" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Delete Family" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Family" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(
      await dialog.findByText("This product family has items. Move or delete them first."),
    ).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Archive" })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/product-families", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load product families");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
