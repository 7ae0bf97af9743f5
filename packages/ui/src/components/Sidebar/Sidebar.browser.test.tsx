// Runs in a real browser: whether the page under the drawer can take focus (inert), where Tab goes, the
// phone breakpoint read from the viewport's width and the page's width are what is checked, and jsdom has
// neither focus navigation nor inert nor layout.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AppShell } from "../AppShell";
import { Sidebar, type SidebarItem } from "./Sidebar";

const items: SidebarItem[] = [
  { id: "dashboard", label: "Dashboard", href: "#dashboard", icon: null },
  { id: "customers", label: "Customers", href: "#customers", icon: null },
];

function Shell() {
  return (
    <AppShell
      sidebar={<Sidebar items={items} currentPath="/dashboard" brand="Round" />}
      breadcrumbs={<span>Dashboard</span>}
    >
      <h1>Dashboard</h1>
      <button type="button">Create plan</button>
    </AppShell>
  );
}

const menuButton = () => page.getByRole("button", { name: "Open menu" });
const closeButton = () => page.getByRole("button", { name: "Close menu" });
const toggle = () => page.getByRole("button", { name: /sidebar$/ });
const main = () => document.querySelector("main") as HTMLElement;

describe("Sidebar as a drawer on a phone", () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await page.viewport(375, 740);
  });
  afterEach(async () => {
    window.localStorage.clear();
    await page.viewport(1024, 768);
  });

  test("a sidebar left expanded on a desktop does not open over the page on load", async () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
    await render(<Shell />);
    await expect.element(menuButton()).toBeVisible();
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector("[inert]")).toBeNull();
    expect(document.querySelector("nav")?.getClientRects().length).toBe(0);
    // No rail: the page has the whole width.
    expect(main().getBoundingClientRect().left).toBe(0);
    expect(main().getBoundingClientRect().width).toBe(375);
  });

  test("opening and closing the drawer leaves the desktop preference alone", async () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
    await render(<Shell />);
    await userEvent.click(menuButton());
    await expect.element(page.getByRole("link", { name: "Customers" })).toBeVisible();
    await userEvent.click(closeButton());
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(menuButton().element());
    expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
    await page.viewport(1280, 800);
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
  });

  test("opening it makes the rest of the shell inert; closing gives it back", async () => {
    await render(<Shell />);
    expect(main().closest("[inert]")).toBeNull();
    await userEvent.click(menuButton());
    await expect.element(closeButton()).toBeVisible();
    expect(main().closest("[inert]")).not.toBeNull();
    expect(document.querySelector("a[href='#main-content']")?.closest("[inert]")).not.toBeNull();
    expect(page.getByRole("navigation").element().closest("[inert]")).toBeNull();
    await userEvent.click(closeButton());
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector("[inert]")).toBeNull();
  });

  test("Tab and Shift+Tab stay inside it", async () => {
    await render(<Shell />);
    await userEvent.click(menuButton());
    const nav = page.getByRole("navigation").element();
    const close = closeButton().element();
    close.focus();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.keyboard("{Tab}");
      expect(nav.contains(document.activeElement)).toBe(true);
    }
    close.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(nav.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
  });

  test("Escape closes it and returns focus to the menu button", async () => {
    await render(<Shell />);
    await userEvent.click(menuButton());
    closeButton().element().focus();
    await userEvent.keyboard("{Tab}");
    expect(document.activeElement?.textContent).toBe("Dashboard");
    await userEvent.keyboard("{Escape}");
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(menuButton().element());
    expect(document.querySelector("[inert]")).toBeNull();
  });

  test("on a desktop the expanded sidebar sits beside the page, which stays interactive", async () => {
    await page.viewport(1280, 800);
    await render(<Shell />);
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
    expect(menuButton().query()).toBeNull();
    expect(document.querySelector("[inert]")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
  });
});
