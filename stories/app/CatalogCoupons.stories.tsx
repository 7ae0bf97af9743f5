import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { manyCoupons } from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, failure, mockApi, pending } from "./support/handlers";
import { findToast, page } from "./support/queries";

/**
 * Coupons (`/catalog/coupons`): stat cards, status and discount type filters, the coupon cards (copyable
 * code, discount, use, Expiring Soon, validity), create with a taken code, and delete of a redeemed coupon.
 * The story clock reads Mar 2, 2026.
 */
const meta = {
  title: "App/Catalog/Coupons",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/coupons" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
const account = () => accountHandlers(completedPersonalUser);
const withCatalog = (options: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [account(), catalogBackend({ spy: calls, ...options })]);

export const Loading: Story = {
  beforeEach: mockApi(() => [account(), catalogBackend(), endpoint("get", "/api/catalog/coupons", pending)]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", { name: "Loading coupons" })).toBeVisible();
  },
};

export const Filled: Story = {
  beforeEach: withCatalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("3 coupons")).toBeVisible();
    const summary = within(canvas.getByRole("region", { name: "Coupon summary" }));
    await waitFor(() =>
      expect(summary.getByText("Total Redemptions").parentElement).toHaveTextContent("383"),
    );
    const welcome = within(await canvas.findByRole("region", { name: "Welcome Offer" }));
    await expect(welcome.getByText("WELCOME20")).toBeVisible();
    await expect(welcome.getByText("20% off")).toBeVisible();
    await expect(welcome.getByRole("progressbar", { name: "245 of 1000 used" })).toHaveAttribute(
      "aria-valuenow",
      "24.5",
    );
    await expect(welcome.getByText("Expiring Soon")).toBeVisible();
    await expect(welcome.getByText("Until Mar 6, 2026")).toBeVisible();
    const loyalty = within(await canvas.findByRole("region", { name: "Loyalty Discount" }));
    await expect(loyalty.getByText("38 redemptions (unlimited)")).toBeVisible();
    await expect(loyalty.queryByRole("progressbar")).toBeNull();
    await expect(loyalty.getByText("Created Jun 1, 2025")).toBeVisible();
    await expect(
      within(await canvas.findByRole("region", { name: "Spring Sale" })).getByRole("progressbar"),
    ).toHaveAttribute("aria-valuenow", "100");
  },
};

const writes: string[] = [];

/** A clipboard that records what is written (put back after the story). */
function recordingClipboard() {
  writes.length = 0;
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText: async (text: string) => void writes.push(text) },
  });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

export const CopyCode: Story = {
  beforeEach: [withCatalog(), recordingClipboard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 coupons");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Loyalty Discount" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Copy Code" }));
    await expect(await findToast("Coupon code copied")).toBeVisible();
    await expect(writes).toEqual(["LOYAL-50"]);
  },
};

export const FilterAndPages: Story = {
  args: { path: "/catalog/coupons?discountType=percentage" },
  beforeEach: withCatalog({ coupons: manyCoupons(30) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("15 coupons")).toBeVisible();
    await expect(canvas.getByText("Page 1 of 2")).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withCatalog({ coupons: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No coupons found")).toBeVisible();
    await expect(canvas.getByText("Create your first coupon to get started")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Your First Coupon" })).toBeVisible();
  },
};

export const CreateWithTakenCode: Story = {
  args: { path: "/catalog/coupons/create" },
  beforeEach: withCatalog(),
  play: async () => {
    const dialog = within(await page().findByRole("dialog", { name: "Create Coupon" }));
    await enterText(dialog.getByRole("textbox", { name: "Name" }), "Welcome again");
    await enterText(dialog.getByRole("textbox", { name: "Coupon Code" }), "WELCOME20");
    await enterText(dialog.getByRole("textbox", { name: "Discount Value" }), "10");
    await userEvent.click(dialog.getByRole("button", { name: "Create Coupon" }));
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "Coupon Code" })).toHaveAccessibleDescription(
        expect.stringContaining("A coupon with this code already exists."),
      ),
    );
  },
};

export const DeleteRedeemed: Story = {
  beforeEach: withCatalog({ inUse: ["coupon-welcome"] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("3 coupons");
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Welcome Offer" }));
    await userEvent.click(await page().findByRole("menuitem", { name: "Delete Coupon" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Coupon" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await dialog.findByText("This item is in use. Archive it instead.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Archive" })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [
    account(),
    catalogBackend(),
    endpoint("get", "/api/catalog/coupons", failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load coupons");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
