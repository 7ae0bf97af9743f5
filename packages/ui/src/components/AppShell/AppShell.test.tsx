import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AppShell } from "./AppShell";

describe("AppShell", () => {
  test("the skip link comes first and moves focus to main without touching the URL", () => {
    render(
      <AppShell sidebar={<nav aria-label="Main">Nav</nav>} breadcrumbs={<span>Dashboard</span>}>
        <h1>Dashboard</h1>
      </AppShell>,
    );
    const skip = screen.getByRole("link", { name: "Skip to content" });
    const links = screen.getAllByRole("link");
    expect(links[0]).toBe(skip);
    const before = window.location.href;
    expect(fireEvent.click(skip)).toBe(false);
    expect(window.location.href).toBe(before);
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  test("the skip link's text and the main id can be set", () => {
    render(
      <AppShell sidebar={null} skipLinkLabel="Aller au contenu" mainId="page">
        Body
      </AppShell>,
    );
    const skip = screen.getByRole("link", { name: "Aller au contenu" });
    expect(skip.getAttribute("href")).toBe("#page");
    expect(screen.getByRole("main").id).toBe("page");
  });

  test("the top bar holds the phone menu button; it is marked empty without breadcrumbs or end content", () => {
    const { rerender } = render(<AppShell sidebar={null}>Body</AppShell>);
    expect(screen.getByRole("banner").getAttribute("data-empty")).toBe("true");
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    rerender(
      <AppShell sidebar={null} topBarEnd={<button type="button">Account</button>}>
        Body
      </AppShell>,
    );
    expect(screen.getByRole("banner").textContent).toContain("Account");
    expect(screen.getByRole("banner").getAttribute("data-empty")).toBe("false");
  });
});
