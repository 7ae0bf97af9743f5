import {
  AppShell,
  type AppShellProps,
  Breadcrumbs,
  Button,
  Card,
  NavCard,
  PackageIcon,
  PageHeader,
  PlusIcon,
  Sidebar,
  StatCard,
} from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
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
import { expectNoOverflow, UNBROKEN } from "./longText";

interface ShellStoryArgs {
  path: string;
  /** The page's title ('Plans' by default). */
  title?: string;
  collapsed?: boolean;
  setupBadge?: boolean;
}

const onLogout = fn().mockName("logout");

function Shell({ path, title = "Plans", collapsed, setupBadge }: ShellStoryArgs) {
  const props: AppShellProps = {
    sidebar: (
      <Sidebar
        items={sidebarItems({ setupBadge })}
        footerItems={footerItems(onLogout)}
        currentPath={path}
        linkAs={FakeRouterLink}
        brand={brand}
        brandCollapsed={brandMark}
        defaultCollapsed={collapsed}
      />
    ),
    breadcrumbs: <Breadcrumbs path={path} linkAs={FakeRouterLink} />,
    topBarEnd: (
      <Button variant="ghost" size="sm">
        Ada Lovelace
      </Button>
    ),
    children: (
      <div style={{ display: "grid", gap: 24 }}>
        <PageHeader
          title={title}
          subtitle="Subscription plans and their price points."
          back={{ href: "/catalog", label: "Back to Catalog" }}
          linkAs={FakeRouterLink}
          actions={<Button icon={<PlusIcon />}>Create Plan</Button>}
        />
        <div
          style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 16 }}
        >
          <StatCard label="Total Plans" value="12" />
          <StatCard label="Active Plans" value="9" change="+2" changeLabel="this month" />
          <StatCard label="Monthly MRR" value="$48,250" change="+8.1%" />
        </div>
        <NavCard
          title="Manage Coupons"
          description="Discount codes and their limits."
          href="/catalog/coupons"
          as={FakeRouterLink}
          icon={<PackageIcon size={20} />}
          headingLevel={2}
        />
        <Card title="Recent changes">Starter plan price changed on Jan 5, 2026.</Card>
      </div>
    ),
  };
  return <AppShell {...props} />;
}

/**
 * The frame of every signed-in screen: the `Sidebar`, a top bar holding the `Breadcrumbs` (and, at its
 * end, account controls), and the page in `<main>`. The sidebar is 280px wide expanded and 80px
 * collapsed (remembered as `sidebar-collapsed`). On phones the rail gives way to a menu button at the start
 * of the top bar, so the page has the full width; it opens the sidebar as a drawer floating over the page,
 * closed on every load and kept apart from the remembered desktop state.
 *
 * **Accessibility:** no interactive pattern of its own: [landmark regions](https://www.w3.org/WAI/ARIA/apg/practices/landmark-regions/)
 * in order: the navigation ('Main'), a banner (the top bar, with the
 * 'Breadcrumb' navigation) and `<main>`. A 'Skip to content' link is the first Tab stop; it appears when
 * focused and moves focus into `<main>`.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab (first) | Shows and focuses 'Skip to content' |
 * | Enter (on it) | Moves focus to the main content |
 * | Tab | Then the sidebar, the breadcrumbs, the top bar's controls and the page |
 * | Enter / Space (on 'Open menu', phones) | Opens the drawer; Escape closes it and focus comes back |
 */
const meta = {
  title: "Layout/AppShell",
  component: Shell,
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "720px" } } },
  beforeEach: () => {
    forgetSidebarState();
    navigate.mockClear();
    return forgetSidebarState;
  },
  args: { path: "/catalog/plans", collapsed: false, setupBadge: true },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement).getByRole("main");

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav.getBoundingClientRect().width).toBe(280);
    // On /catalog/plans the Catalog submenu is open and Plans is the current page.
    await expect(canvas.getByRole("button", { name: "Catalog submenu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(within(nav).getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByText("Setup")).toBeVisible();
    // Breadcrumbs built from the path.
    const crumbs = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(crumbs).getByRole("link", { name: "Catalog" })).toBeVisible();
    await expect(within(crumbs).getByText("Plans")).toHaveAttribute("aria-current", "page");
    // The content sits beside the sidebar, not under it.
    await expect(main(canvasElement).getBoundingClientRect().left).toBeGreaterThanOrEqual(280);
    await expect(within(main(canvasElement)).getByRole("heading", { level: 1, name: "Plans" })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("navigation", { name: "Main" }).getBoundingClientRect().width).toBe(80),
    );
    await expect(main(canvasElement).getBoundingClientRect().left).toBeLessThan(100);
    await userEvent.click(canvas.getByRole("button", { name: "Expand sidebar" }));
    await waitFor(() =>
      expect(canvas.getByRole("navigation", { name: "Main" }).getBoundingClientRect().width).toBe(280),
    );
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard("{Enter}");
    await expect(main(canvasElement)).toHaveFocus();
    // The next Tab lands in the page, past the sidebar and the top bar.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Back to Catalog" })).toHaveFocus();
  },
};

export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Coupons" }));
    await expect(navigate).toHaveBeenLastCalledWith("/catalog/coupons");
    await userEvent.click(within(canvas.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link"));
    await expect(navigate).toHaveBeenLastCalledWith("/catalog");
    await userEvent.click(canvas.getByRole("button", { name: "Logout" }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const Dashboard: Story = {
  args: { path: "/dashboard", setupBadge: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Catalog submenu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  },
};

/** A page title and an identifier in the path with no place to break wrap inside the page. */
export const LongUnbrokenText: Story = {
  args: { path: `/customers/${UNBROKEN}`, title: UNBROKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: UNBROKEN })).toBeVisible();
    // The top bar: the first header, before <main> (the page header inside main is another).
    const topBar = canvasElement.querySelector("header") as HTMLElement;
    await expect(within(topBar).getByText(UNBROKEN)).toHaveAttribute("aria-current", "page");
    await expectNoOverflow(main(canvasElement));
    await expectNoOverflow(topBar);
  },
};

export const Dark: Story = {
  ...Expanded,
  globals: { theme: "dark" },
};

export const Mobile: Story = {
  args: { collapsed: undefined },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone there is no rail: a menu button in the header, and the page takes the full width.
    const menu = canvas.getByRole("button", { name: "Open menu" });
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(main(canvasElement).getBoundingClientRect().left).toBe(0);
    await userEvent.click(menu);
    // Open, the drawer floats over the page, which does not move.
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav.getBoundingClientRect().width).toBe(280);
    await expect(main(canvasElement).getBoundingClientRect().left).toBe(0);
    await expect(canvas.getByRole("link", { name: "Plans" })).toBeVisible();
  },
};

export const MobileCollapsed: Story = {
  args: { collapsed: undefined },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(within(main(canvasElement)).getByRole("heading", { level: 1, name: "Plans" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A sidebar left expanded on a desktop does not open over the page on a phone, and closing it there keeps it. */
export const MobileAfterDesktopExpanded: Story = {
  args: { collapsed: undefined },
  globals: { viewport: { value: "mobile" } },
  beforeEach: () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole("button", { name: "Open menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(main(canvasElement).closest("[inert]")).toBeNull();
    await userEvent.click(menu);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open menu" })).toHaveFocus());
    await expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  },
};
