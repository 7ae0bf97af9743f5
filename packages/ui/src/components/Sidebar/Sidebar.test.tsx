import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Sidebar, type SidebarItem } from "./Sidebar";

const items: SidebarItem[] = [
  { id: "dashboard", label: "Dashboard", href: "/dashboard", icon: null },
  {
    id: "catalog",
    label: "Catalog",
    href: "/catalog",
    icon: null,
    openForPathPrefix: "/catalog",
    children: [{ id: "plans", label: "Plans", href: "/catalog/plans", icon: null }],
  },
  { id: "customers", label: "Customers", href: "/customers", icon: null },
];

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
}

// Found by its accessible name, which says what pressing it will do.
const toggle = () => screen.getByRole("button", { name: /sidebar$/ });

describe("Sidebar collapsed state", () => {
  beforeEach(() => {
    window.localStorage.clear();
    setWidth(1280);
  });
  afterEach(() => vi.useRealTimers());

  it("starts expanded on a desktop when nothing is stored", () => {
    render(<Sidebar items={items} currentPath="/dashboard" />);
    expect(toggle().getAttribute("aria-label")).toBe("Collapse sidebar");
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });

  it.each([768, 1023])("starts collapsed at %ipx when nothing is stored", (width) => {
    setWidth(width);
    render(<Sidebar items={items} currentPath="/dashboard" />);
    expect(toggle().getAttribute("aria-label")).toBe("Expand sidebar");
  });

  it("follows the stored value over the screen width", () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
    setWidth(768);
    render(<Sidebar items={items} currentPath="/dashboard" />);
    expect(toggle().getAttribute("aria-label")).toBe("Collapse sidebar");
  });

  it("on a phone is a drawer that starts closed whatever is stored, and never stores its state", () => {
    window.localStorage.setItem("sidebar-collapsed", "false");
    setWidth(375);
    render(<Sidebar items={items} currentPath="/dashboard" />);
    const open = screen.getByRole("button", { name: "Open menu" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
    expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  });

  it("stores 'true' and 'false' as it is toggled", () => {
    const onCollapsedChange = vi.fn();
    render(<Sidebar items={items} currentPath="/dashboard" onCollapsedChange={onCollapsedChange} />);
    fireEvent.click(toggle());
    expect(window.localStorage.getItem("sidebar-collapsed")).toBe("true");
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(toggle());
    expect(window.localStorage.getItem("sidebar-collapsed")).toBe("false");
  });

  it("follows the screen width while nothing is stored", () => {
    vi.useFakeTimers();
    render(<Sidebar items={items} currentPath="/dashboard" />);
    act(() => {
      setWidth(900);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(150);
    });
    expect(toggle().getAttribute("aria-label")).toBe("Expand sidebar");
  });

  it("is controlled by the collapsed prop, leaving storage alone", () => {
    render(<Sidebar items={items} currentPath="/dashboard" collapsed />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Expand sidebar");
    expect(window.localStorage.getItem("sidebar-collapsed")).toBeNull();
  });

  it("works when storage throws", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    render(<Sidebar items={items} currentPath="/dashboard" />);
    expect(toggle().getAttribute("aria-label")).toBe("Collapse sidebar");
    getItem.mockRestore();
  });
});

describe("Sidebar current page and submenus", () => {
  beforeEach(() => {
    window.localStorage.clear();
    setWidth(1280);
  });

  it("marks the exact page, and a section for pages under it", () => {
    const { rerender } = render(<Sidebar items={items} currentPath="/dashboard/" />);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    rerender(<Sidebar items={items} currentPath="/customers/cus_42?tab=notes" />);
    expect(screen.getByRole("link", { name: "Customers" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens a group on its path prefix, lets it be closed, and reopens it on returning", () => {
    const { rerender } = render(<Sidebar items={items} currentPath="/catalog/plans" />);
    const submenu = screen.getByRole("button", { name: "Catalog submenu" });
    expect(submenu.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Plans" }).getAttribute("aria-current")).toBe("page");

    fireEvent.click(submenu);
    expect(submenu.getAttribute("aria-expanded")).toBe("false");

    rerender(<Sidebar items={items} currentPath="/dashboard" />);
    expect(submenu.getAttribute("aria-expanded")).toBe("false");
    rerender(<Sidebar items={items} currentPath="/catalog" />);
    expect(submenu.getAttribute("aria-expanded")).toBe("true");
  });
});
