import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { longNamedCatalog, manyPlans, sampleFamilies } from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, pending } from "./support/handlers";
import { findToast, page } from "./support/queries";

/**
 * Plans (`/catalog/plans`): the stat cards, search and family filter in the address, grid and list, the
 * plan cards, paging, the create wizard at `/catalog/plans/create`, duplicate and delete.
 */
const meta = {
  title: "App/Catalog/Plans",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/plans" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const account = () => accountHandlers(completedPersonalUser);
const withCatalog = (options: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [account(), catalogBackend({ spy: calls, ...options })]);

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("heading", { level: 1, name: "Plans" });

export const Loading: Story = {
  beforeEach: mockApi(() => [account(), catalogBackend(), endpoint("get", "/api/catalog/plans", pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByRole("status", { name: "Loading plans" })).toBeVisible();
  },
};

export const Filled: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText("3 plans")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Plan summary" }));
    await expect(summary.getByText("Total Plans")).toBeVisible();
    await waitFor(() =>
      expect(summary.getByText("Monthly MRR").parentElement).toHaveTextContent("$1,184.00"),
    );
    const starter = within(await canvas.findByRole("region", { name: "Starter" }));
    await expect(starter.getByText("$29.00")).toBeVisible();
    await expect(starter.getByText("+2 more features")).toBeVisible();
    await expect(starter.getByText(/Trial: 14 days/)).toBeVisible();
    const enterprise = within(await canvas.findByRole("region", { name: "Enterprise" }));
    await expect(enterprise.getByText("Custom / Contact for pricing")).toBeVisible();
    await expect(
      within(await canvas.findByRole("region", { name: "Growth" })).getByText("Metered"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "List view" }));
    await expect(await canvas.findByText("Contact Sales")).toBeVisible();
    await expect(currentPath()).toBe("/catalog/plans?view=list");
  },
};

export const SearchAndFilter: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 plans");
    calls.mockClear();
    await enterText(canvas.getByRole("searchbox", { name: "Search plans" }), "nothing like it");
    await expect(await canvas.findByText("No plans found")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Create Your First Plan" })).toBeNull();
    await expect(currentPath()).toBe("/catalog/plans?search=nothing+like+it");
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/catalog/plans",
        search: expect.stringContaining("search=nothing"),
      }),
    );
  },
};

export const Empty: Story = {
  beforeEach: withCatalog({ plans: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No plans found")).toBeVisible();
    await expect(canvas.getByText("Create your first plan to get started")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create Your First Plan" }));
    await expect(await page().findByRole("dialog", { name: "Create New Plan" })).toBeVisible();
    await expect(currentPath()).toBe("/catalog/plans/create");
  },
};

export const ManyPlans: Story = {
  beforeEach: withCatalog({ plans: manyPlans(30) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("30 plans")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "Next" }));
    await expect(await canvas.findByText("Page 2 of 3")).toBeVisible();
    await expect(currentPath()).toBe("/catalog/plans?page=2");
  },
};

export const LongNames: Story = {
  beforeEach: withCatalog(longNamedCatalog),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("1 plan");
    const card = canvasElement.querySelector("li section") as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/plans", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load plans");
    await expect(alert).toHaveTextContent("Database unavailable");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

export const DeleteInUse: Story = {
  beforeEach: withCatalog({ inUse: ["plan-starter"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 plans");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Starter" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Delete Plan" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Plan" }));
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await dialog.findByText("This item is in use. Archive it instead.")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Archive" }));
    await expect(await findToast("Plan archived")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/catalog/plans/plan-starter",
        body: { status: "archived" },
      }),
    );
  },
};

export const Duplicate: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 plans");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Starter" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Duplicate" }));
    await expect(await findToast("Plan duplicated")).toBeVisible();
    await expect(await canvas.findByText("4 plans")).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Starter (copy)" })).toBeVisible();
  },
};

/** `/catalog/plans/create` opens the wizard over the list; Cancel comes back to the list's address. */
export const CreateRoute: Story = {
  args: { path: "/catalog/plans/create?search=star" },
  beforeEach: withCatalog({ families: sampleFamilies }),
  play: async ({ canvasElement }) => {
    const dialog = within(await page().findByRole("dialog", { name: "Create New Plan" }));
    await expect(dialog.getByRole("heading", { name: "Basic Info" })).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(currentPath()).toBe("/catalog/plans?search=star"));
    await expect(await within(canvasElement).findByText("1 plan")).toBeVisible();
  },
};
