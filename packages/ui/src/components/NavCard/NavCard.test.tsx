import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { RouterLinkComponent } from "../Link";
import { NavCard } from "./NavCard";

/** A router's link: records where it was asked to go. */
const seen = vi.fn();
const RouterLink: RouterLinkComponent = ({ to, ref, ...rest }) => {
  seen(to);
  return <a ref={ref} href={to} {...rest} />;
};

describe("NavCard", () => {
  test("its title is one link inside a heading (h3 by default), described by its description", () => {
    render(<NavCard title="Manage Plans" description="Prices and billing periods" href="/catalog/plans" />);
    const link = screen.getByRole("link", { name: "Manage Plans" });
    expect(link.getAttribute("href")).toBe("/catalog/plans");
    expect(screen.getByRole("heading", { level: 3, name: "Manage Plans" }).contains(link)).toBe(true);
    expect(document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Prices and billing periods",
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  test("with a router link it hands it the address as `to`", () => {
    seen.mockClear();
    render(<NavCard title="Customers" href="/customers" as={RouterLink} headingLevel={2} />);
    expect(seen).toHaveBeenCalledWith("/customers");
    expect(screen.getByRole("heading", { level: 2, name: "Customers" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Customers" }).hasAttribute("aria-describedby")).toBe(false);
  });
});
