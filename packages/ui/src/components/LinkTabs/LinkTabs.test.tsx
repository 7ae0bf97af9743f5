import { render, screen } from "@testing-library/react";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { describe, expect, test } from "vitest";
import { LinkTabs } from "./LinkTabs";

const items = [
  { href: "/invoices", label: "Invoices" },
  { href: "/invoices/credit-notes", label: "Credit notes" },
];

/** A router's link: it receives `to` instead of `href`. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, ...rest }, ref) {
    return <a ref={ref} href={to} data-router="" {...rest} />;
  },
);

describe("LinkTabs", () => {
  test("a named navigation of links, the current page marked", () => {
    render(<LinkTabs label="Invoices sections" items={items} current="/invoices/credit-notes" />);
    expect(screen.getByRole("navigation", { name: "Invoices sections" })).toBeTruthy();
    const current = screen.getByRole("link", { name: "Credit notes" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/invoices/credit-notes");
    expect(screen.getByRole("link", { name: "Invoices" }).getAttribute("aria-current")).toBeNull();
  });

  test("renders a router's link, given `to`, when one is passed", () => {
    render(<LinkTabs label="Invoices sections" items={items} current="/invoices" as={RouterLink} />);
    const link = screen.getByRole("link", { name: "Invoices" });
    expect(link.hasAttribute("data-router")).toBe(true);
    expect(link.getAttribute("aria-current")).toBe("page");
  });
});
