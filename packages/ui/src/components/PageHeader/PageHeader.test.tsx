import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { RouterLinkComponent } from "../Link";
import { PageHeader } from "./PageHeader";

/** A router's link: records where it was asked to go. */
const seen = vi.fn();
const RouterLink: RouterLinkComponent = ({ to, ref, ...rest }) => {
  seen(to);
  return <a ref={ref} href={to} {...rest} />;
};

describe("PageHeader", () => {
  test("its title is the page's h1, with subtitle and actions", () => {
    render(
      <PageHeader
        title="Plans"
        subtitle="Everything customers can subscribe to"
        actions={<button type="button">Create Plan</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Plans" })).toBeTruthy();
    expect(screen.getByText("Everything customers can subscribe to")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Plan" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  test("a back link goes up, through the router link when given", () => {
    seen.mockClear();
    render(
      <PageHeader
        title="Pro Monthly"
        back={{ href: "/catalog", label: "Back to Catalog" }}
        linkAs={RouterLink}
      />,
    );
    expect(screen.getByRole("link", { name: "Back to Catalog" }).getAttribute("href")).toBe("/catalog");
    expect(seen).toHaveBeenCalledWith("/catalog");
  });
});
