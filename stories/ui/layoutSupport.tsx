// Shared by the Layout and Data stories: a stand-in router link and a few fixed icons and items.
import {
  CreditCardIcon,
  FileIcon,
  HomeIcon,
  LogoutIcon,
  PackageIcon,
  PlusIcon,
  RocketIcon,
  type RouterLinkComponent,
  SettingsIcon,
  type SidebarAction,
  type SidebarItem,
  TagIcon,
  UsersIcon,
} from "@round/ui";
import { fn } from "storybook/test";

/** Records where a router link would go, instead of leaving the story. */
export const navigate = fn().mockName("navigate");

/** A router link (react-router's `Link` has this shape): it gets `to`, and navigation is only recorded. */
export const FakeRouterLink: RouterLinkComponent = function FakeRouterLink({ to, onClick, ref, ...rest }) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
};

/** The app's navigation, as the Sidebar and AppShell stories show it. */
export function sidebarItems(options: { setupBadge?: boolean } = {}): SidebarItem[] {
  return [
    {
      id: "get-started",
      label: "Get Started",
      href: "/get-started",
      icon: <RocketIcon size={20} />,
      badge: options.setupBadge ? "Setup" : undefined,
    },
    { id: "dashboard", label: "Dashboard", href: "/dashboard", icon: <HomeIcon size={20} /> },
    {
      id: "catalog",
      label: "Catalog",
      href: "/catalog",
      icon: <PackageIcon size={20} />,
      openForPathPrefix: "/catalog",
      children: [
        { id: "plans", label: "Plans", href: "/catalog/plans", icon: <FileIcon size={20} /> },
        { id: "addons", label: "Add-ons", href: "/catalog/addons", icon: <PlusIcon size={20} /> },
        { id: "charges", label: "Charges", href: "/catalog/charges", icon: <CreditCardIcon size={20} /> },
        { id: "coupons", label: "Coupons", href: "/catalog/coupons", icon: <TagIcon size={20} /> },
      ],
    },
    { id: "customers", label: "Customers", href: "/customers", icon: <UsersIcon size={20} /> },
    { id: "billing", label: "Billing", href: "/billing", icon: <CreditCardIcon size={20} /> },
    { id: "invoices", label: "Invoices", href: "/invoices", icon: <FileIcon size={20} /> },
  ];
}

export function footerItems(onLogout: () => void): SidebarAction[] {
  return [
    { id: "settings", label: "Settings", href: "/settings", icon: <SettingsIcon size={20} /> },
    { id: "logout", label: "Logout", icon: <LogoutIcon size={20} />, onSelect: onLogout },
  ];
}

/** The product name, as the sidebar shows it. */
export const brand = <span>Round</span>;
export const brandMark = <span aria-hidden="true">R</span>;

/** Clears the remembered sidebar state, so each story starts from its own props. */
export function forgetSidebarState() {
  window.localStorage.removeItem("sidebar-collapsed");
}
