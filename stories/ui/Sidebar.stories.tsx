import { Sidebar } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import {
  brand,
  brandMark,
  FakeRouterLink,
  footerItems,
  forgetSidebarState,
  navigate,
  sidebarItems,
} from "./layoutSupport";

const onLogout = fn().mockName("logout");

/** Sixty characters without a space or hyphen, as an identifier or a pasted token can be. */
const UNBROKEN = "ENTERPRISEPROFESSIONALSERVICESANDIMPLEMENTATIONPACKAGES00001";

/**
 * The app's main navigation. Expanded it is 280px wide with icons, labels and badges; collapsed, an 80px
 * rail of icons whose labels show as tooltips. The state is remembered in local storage under
 * `sidebar-collapsed` ('true' / 'false'); with nothing stored it starts collapsed below 1024px (mobile,
 * tablet) and expanded above. On phones it is a drawer instead, closed on every load and never stored (in
 * an AppShell the rail gives way to a menu button in the header); open, it floats over the page behind a
 * backdrop, closing on Escape, on a click outside, or after following a link; while it floats, the rest of the shell
 * (the sidebar's siblings: the skip link, the top bar and the page) is `inert` and Tab stays inside the
 * sidebar, as in a dialog. A group with `openForPathPrefix` (Catalog) opens by itself on its pages and can
 * be toggled. A label too long for the width is cut with an ellipsis and shown whole in its `title`.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Disclosure](https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/)
 * pattern (the disclosure navigation menu example) inside a `<nav>` landmark named 'Main'. The toggle
 * button says what it will do ('Collapse sidebar' / 'Expand sidebar'; on phones 'Open menu' / 'Close menu') and carries `aria-expanded` and
 * `aria-controls`. The current page's link has
 * `aria-current="page"` (a section page under it, such as a customer, marks its section
 * `aria-current="true"`). A submenu toggle is a disclosure button (`aria-expanded`, `aria-controls`).
 * Collapsed, each link keeps its label as its accessible name (visually hidden), shown as a tooltip on
 * hover and keyboard focus; a badge becomes a dot and is read with the label ('Get Started (Setup)').
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves through the toggle, the links, the submenu toggles and the footer items |
 * | Enter | Follows a link; activates a button |
 * | Enter / Space (on a submenu toggle) | Opens or closes the submenu |
 * | Tab / Shift+Tab (floating, on phones) | Wrap around inside the sidebar; the page under it is inert |
 * | Escape | Closes the drawer (phones) and returns focus to the button that opened it |
 */
const meta = {
  title: "Layout/Sidebar",
  component: Sidebar,
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "640px" } } },
  beforeEach: () => {
    forgetSidebarState();
    navigate.mockClear();
    return forgetSidebarState;
  },
  args: {
    items: sidebarItems(),
    footerItems: footerItems(onLogout),
    currentPath: "/dashboard",
    linkAs: FakeRouterLink,
    brand,
    brandCollapsed: brandMark,
    defaultCollapsed: false,
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-collapsed]") as HTMLElement;

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(rootOf(canvasElement).getBoundingClientRect().width).toBe(280);
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByText("Customers")).toBeVisible();

    await userEvent.click(within(nav).getByRole("link", { name: "Customers" }));
    await expect(navigate).toHaveBeenLastCalledWith("/customers");

    const toggle = canvas.getByRole("button", { name: "Collapse sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("true");
    const expand = canvas.getByRole("button", { name: "Expand sidebar" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(expand).toHaveFocus();
    await userEvent.click(expand);
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
    await expect(canvas.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rootOf(canvasElement).getBoundingClientRect().width).toBe(80));
    // Labels are hidden from sight but still name the links.
    const customers = canvas.getByRole("link", { name: "Customers" });
    await expect(customers).toBeVisible();
    // Keyboard focus shows the label as a tooltip.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Expand sidebar" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Get Started" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Dashboard");
  },
};

export const CatalogSubmenuOpen: Story = {
  args: { currentPath: "/catalog/plans" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = canvas.getByRole("link", { name: "Plans" });
    await expect(plans).toBeVisible();
    await expect(plans).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Catalog" })).not.toHaveAttribute("aria-current");
    const toggle = canvas.getByRole("button", { name: "Catalog submenu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    // It can be closed and opened by hand, from the keyboard too.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Plans" })).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Coupons" })).toBeVisible();
  },
};

export const SubmenuClosedElsewhere: Story = {
  args: { currentPath: "/customers/cus_00042" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Catalog submenu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // A page under a section marks the section as current (not as the page itself).
    await expect(canvas.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Catalog submenu" }));
    await expect(canvas.getByRole("link", { name: "Plans" })).toBeVisible();
  },
};

export const CollapsedOnCatalog: Story = {
  args: { defaultCollapsed: true, currentPath: "/catalog/coupons" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Collapsed, the open group shows its pages as icons under the Catalog icon.
    await expect(canvas.getByRole("link", { name: "Coupons" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Coupons" })).toBeVisible();
    await userEvent.hover(canvas.getByRole("link", { name: "Coupons" }));
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Coupons");
  },
};

export const SetupBadge: Story = {
  args: { items: sidebarItems({ setupBadge: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Get Started Setup" });
    await expect(within(link).getByText("Setup")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Collapse sidebar" }));
    // Collapsed, the badge is a dot; its text is still read with the label.
    await expect(canvas.getByRole("link", { name: "Get Started (Setup)" })).toBeVisible();
  },
};

export const SetupBadgeCollapsed: Story = {
  args: { items: sidebarItems({ setupBadge: true }), defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Get Started (Setup)" });
    await expect(link.querySelector("[aria-hidden='true']:last-child")).not.toBeNull();
    await userEvent.hover(link);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Get Started (Setup)");
  },
};

export const RemembersCollapsed: Story = {
  beforeEach: () => {
    window.localStorage.setItem("sidebar-collapsed", "true");
  },
  play: async ({ canvasElement }) => {
    // Stored 'true' wins over defaultCollapsed={false}.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(rootOf(canvasElement)).toHaveAttribute("data-collapsed", "true");
  },
};

export const DefaultOnTablet: Story = {
  args: { defaultCollapsed: undefined },
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    // Nothing stored and a 768px screen: collapsed.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBeNull();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const canvas = within(canvasElement);
    const logout = canvas.getByRole("button", { name: "Logout" });
    await userEvent.click(logout);
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("link", { name: "Settings" }));
    await expect(navigate).toHaveBeenLastCalledWith("/settings");
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      ...sidebarItems().slice(0, 2),
      {
        id: "long",
        label: "Enterprise professional services and implementation packages",
        href: "/enterprise",
        icon: brandMark,
        badge: "New",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Enterprise professional services/ });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(within(link).getByText("New")).toBeVisible();
  },
};

/** A label with no place to break is cut with an ellipsis inside the 280px sidebar; its title keeps it whole. */
export const LongUnbrokenLabel: Story = {
  args: {
    items: [
      ...sidebarItems().slice(0, 2),
      { id: "long", label: UNBROKEN, href: "/enterprise", icon: brandMark, badge: "New" },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    const link = within(nav).getByRole("link", { name: new RegExp(UNBROKEN) });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(link).getByText(UNBROKEN)).toHaveAttribute("title", UNBROKEN);
    await expect(within(link).getByText("New")).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 30 }, (_, index) => ({
      id: `page-${index + 1}`,
      label: `Page ${index + 1}`,
      href: `/pages/${index + 1}`,
      icon: brandMark,
    })),
    currentPath: "/pages/30",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole("link", { name: "Page 30" });
    last.focus();
    await expect(last).toHaveFocus();
    // The list scrolls inside the sidebar; the footer stays in view.
    await expect(canvas.getByRole("button", { name: "Logout" })).toBeVisible();
  },
};

export const MobileOverlay: Story = {
  args: { defaultCollapsed: true },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rootOf(canvasElement).getBoundingClientRect().width).toBe(80));
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const nav = canvas.getByRole("navigation", { name: "Main" });
    // Open on a phone: the rail keeps its place and the drawer floats over the page.
    await expect(rootOf(canvasElement).getBoundingClientRect().width).toBe(80);
    await expect(getComputedStyle(nav).position).toBe("fixed");
    await expect(nav.getBoundingClientRect().width).toBe(280);
    await expect(canvas.getByText("Customers")).toBeVisible();
  },
};

/** Floating over the page, the sidebar acts as a dialog: the page behind it is inert and Tab stays inside. */
export const MobileOverlayKeepsFocusInside: Story = {
  args: { defaultCollapsed: true },
  globals: { viewport: { value: "mobile" } },
  render: (args) => (
    <div style={{ display: "flex" }}>
      <Sidebar {...args} />
      <main style={{ padding: 16 }}>
        <button type="button">Create plan</button>
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole("main", { hidden: true });
    await expect(page).not.toHaveAttribute("inert");
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await waitFor(() => expect(page).toHaveAttribute("inert"));
    const nav = canvas.getByRole("navigation", { name: "Main" });
    for (let step = 0; step < 14; step += 1) {
      await userEvent.tab();
      await expect(nav.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus();
    await waitFor(() => expect(page).not.toHaveAttribute("inert"));
    await userEvent.click(canvas.getByRole("button", { name: "Create plan" }));
  },
};

export const MobileClosesOnEscapeAndNavigation: Story = {
  args: { defaultCollapsed: true },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    await userEvent.keyboard("{Escape}");
    const expand = canvas.getByRole("button", { name: "Open menu" });
    await expect(expand).toHaveFocus();

    await userEvent.click(expand);
    await userEvent.click(canvas.getByRole("link", { name: "Invoices" }));
    await expect(navigate).toHaveBeenLastCalledWith("/invoices");
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
  },
};

/**
 * On a phone the drawer starts closed even when the sidebar was left expanded on a desktop, and opening
 * or closing it leaves that preference ('sidebar-collapsed') alone.
 */
export const MobileIgnoresDesktopPreference: Story = {
  args: { defaultCollapsed: undefined },
  globals: { viewport: { value: "mobile" } },
  beforeEach: () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    // The 80px rail, not the 280px panel over the page.
    await expect(rootOf(canvasElement)).toHaveAttribute("data-collapsed", "true");
    await expect(canvas.getByRole("navigation", { name: "Main" }).getBoundingClientRect().width).toBe(80);
    await userEvent.click(open);
    await userEvent.click(canvas.getByRole("button", { name: "Close menu" }));
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus();
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  },
};

export const Dark: Story = {
  ...CatalogSubmenuOpen,
  args: { currentPath: "/catalog/plans", items: sidebarItems({ setupBadge: true }) },
  globals: { theme: "dark" },
};
