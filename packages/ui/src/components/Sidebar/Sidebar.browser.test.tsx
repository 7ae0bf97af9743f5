// Runs in a real browser: whether the page under the floating sidebar can take focus (inert), where Tab
// goes, and the phone breakpoint read from the viewport's width are what is checked, and jsdom has
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

const toggle = () => page.getByRole("button", { name: /sidebar$/ });
const main = () => document.querySelector("main") as HTMLElement;

describe("Sidebar floating over the page on a phone", () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await page.viewport(375, 740);
  });
  afterEach(async () => {
    window.localStorage.clear();
    await page.viewport(1024, 768);
  });

  test("opening it makes the rest of the shell inert; closing gives it back", async () => {
    await render(<Shell />);
    await expect.element(toggle()).toHaveAccessibleName("Expand sidebar");
    expect(main().closest("[inert]")).toBeNull();
    await userEvent.click(toggle());
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
    expect(main().closest("[inert]")).not.toBeNull();
    expect(document.querySelector("a[href='#main-content']")?.closest("[inert]")).not.toBeNull();
    expect(page.getByRole("navigation").element().closest("[inert]")).toBeNull();
    await userEvent.click(toggle());
    await expect.element(toggle()).toHaveAccessibleName("Expand sidebar");
    expect(document.querySelector("[inert]")).toBeNull();
  });

  test("Tab and Shift+Tab stay inside it", async () => {
    await render(<Shell />);
    await userEvent.click(toggle());
    const nav = page.getByRole("navigation").element();
    const toggleButton = toggle().element();
    expect(document.activeElement).toBe(toggleButton);
    for (let step = 0; step < 6; step += 1) {
      await userEvent.keyboard("{Tab}");
      expect(nav.contains(document.activeElement)).toBe(true);
    }
    toggleButton.focus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(nav.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(toggleButton);
  });

  test("Escape closes it and returns focus to the toggle", async () => {
    await render(<Shell />);
    await userEvent.click(toggle());
    await userEvent.keyboard("{Tab}");
    expect(document.activeElement?.textContent).toBe("Dashboard");
    await userEvent.keyboard("{Escape}");
    await expect.element(toggle()).toHaveAccessibleName("Expand sidebar");
    expect(document.activeElement).toBe(toggle().element());
    expect(document.querySelector("[inert]")).toBeNull();
  });

  test("on a desktop the expanded sidebar sits beside the page, which stays interactive", async () => {
    await page.viewport(1280, 800);
    await render(<Shell />);
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
    expect(document.querySelector("[inert]")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect.element(toggle()).toHaveAccessibleName("Collapse sidebar");
  });
});
