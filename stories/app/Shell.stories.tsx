import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { completedPersonalUser, personalUser } from "./support/fixtures";
import { accountHandlers, failure, logoutHandler, mockApi, TOKEN } from "./support/handlers";
import { type Canvas, findToast } from "./support/queries";

/**
 * The shell of the signed-in screens: the sidebar (Get Started flagged 'Setup' while onboarding is open, the
 * Catalog submenu opened on /catalog paths, collapsible to a rail and remembered under `sidebar-collapsed`),
 * the breadcrumb bar built from the path, and Logout.
 */
const meta = {
  title: "App/Shell",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/dashboard" },
  beforeEach: [cleanBrowser, signedIn, mockApi(() => [accountHandlers(personalUser)])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const logoutCalls = fn();

const navigation = (canvas: Canvas) => canvas.findByRole("navigation", { name: "Main" });
const breadcrumbs = (canvas: Canvas) => canvas.getByRole("navigation", { name: "Breadcrumb" });

export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    for (const label of [
      "Dashboard",
      "Customers",
      "Billing",
      "Invoices",
      "Catalog",
      "Settings",
      "Help & Support",
    ]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    const getStarted = nav.getByRole("link", { name: /^Get Started/ });
    await expect(getStarted).toHaveAttribute("href", "/get-started");
    await expect(within(getStarted).getByText("Setup")).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // The Catalog submenu stays closed away from /catalog.
    await expect(nav.getByRole("button", { name: "Catalog submenu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(within(breadcrumbs(canvas)).getByText("Dashboard")).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toBeInTheDocument();
  },
};

export const NoSetupBadgeOnceComplete: Story = {
  beforeEach: mockApi(() => [accountHandlers(completedPersonalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await expect(nav.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(nav.queryByText("Setup")).not.toBeInTheDocument();
  },
};

/** A catalog path (here the Plans screen) opens the Catalog submenu by itself. */
export const CatalogSubmenu: Story = {
  args: { path: "/catalog/plans" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await expect(nav.getByRole("button", { name: "Catalog submenu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const label of ["Product Families", "Plans", "Add-ons", "Charges", "Coupons"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
    await expect(await canvas.findByRole("heading", { level: 1, name: "Plans" })).toBeVisible();
    const trail = within(breadcrumbs(canvas));
    await expect(trail.getByRole("link", { name: "Catalog" })).toHaveAttribute("href", "/catalog");
    await expect(trail.getByText("Plans")).toHaveAttribute("aria-current", "page");
  },
};

/** A path without a page: the not-found screen, and no trail made up from the path's segments. */
export const UnknownPathHasNoTrail: Story = {
  args: { path: "/this/does/not/exist" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Page not found" })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull());
    await expect(canvas.queryByText("Does")).toBeNull();
    // Following a link from there brings the trail back.
    await userEvent.click(canvas.getByRole("link", { name: "Go to the dashboard" }));
    await expect(await canvas.findByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent(
      "Dashboard",
    );
  },
};

export const FollowingALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await userEvent.click(nav.getByRole("link", { name: "Help & Support" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
    await expect(currentPath()).toBe("/help");
    await expect(nav.getByRole("link", { name: "Help & Support" })).toHaveAttribute("aria-current", "page");
    await expect(within(breadcrumbs(canvas)).getByText("Help & Support")).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Collapsed earlier (remembered in local storage): an 80px rail of icons, labels read by screen readers. */
export const Collapsed: Story = {
  beforeEach: () => {
    localStorage.setItem("sidebar-collapsed", "true");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await navigation(canvas);
    const nav = within(panel);
    await expect(nav.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(nav.getByRole("link", { name: "Get Started (Setup)" })).toBeInTheDocument();
    await expect(panel.getBoundingClientRect().width).toBe(80);
  },
};

export const CollapseIsRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await navigation(canvas);
    await expect(panel.getBoundingClientRect().width).toBe(280);
    await userEvent.click(within(panel).getByRole("button", { name: "Collapse sidebar" }));
    await expect(within(panel).getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(localStorage.getItem("sidebar-collapsed")).toBe("true");
  },
};

/** On a phone the sidebar starts collapsed; opened, it floats over the page and Escape closes it. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: () => {
    // Left expanded on a desktop: a phone still starts with the drawer closed.
    window.localStorage.setItem("sidebar-collapsed", "false");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
    const menu = canvas.getByRole("button", { name: "Open menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await userEvent.click(menu);
    const nav = within(await navigation(canvas));
    await expect(nav.getByText("Dashboard")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus());
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await expect(nav.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
  },
};

export const Logout: Story = {
  beforeEach: mockApi(() => [logoutHandler(undefined, logoutCalls)]),
  play: async ({ canvasElement }) => {
    logoutCalls.mockClear();
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await userEvent.click(nav.getByRole("button", { name: "Logout" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(await findToast("Logout successful")).toBeInTheDocument();
    await expect(logoutCalls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", authorization: `Bearer ${TOKEN}` }),
    );
    await expect(currentPath()).toBe("/auth/login");
    await expect(localStorage.getItem("auth_token")).toBeNull();
    await expect(localStorage.getItem("refresh_token")).toBeNull();
  },
};

/** The server call fails: the local session ends all the same. */
export const LogoutWhenServerFails: Story = {
  beforeEach: mockApi(() => [logoutHandler(failure(500, "Server unavailable"))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await navigation(canvas));
    await userEvent.click(nav.getByRole("button", { name: "Logout" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem("auth_token")).toBeNull());
  },
};
