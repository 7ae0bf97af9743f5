import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { Link, type RouterLinkComponent } from "./Link";

/** A router's link: records where it was asked to go. */
const seen = vi.fn();
const RouterLink: RouterLinkComponent = ({ to, ref, ...rest }) => {
  seen(to);
  return <a ref={ref} href={`#${to}`} data-router="" {...rest} />;
};

describe("Link", () => {
  test("renders a plain link to href", () => {
    render(<Link href="/auth/register">Create an account</Link>);
    const link = screen.getByRole("link", { name: "Create an account" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/auth/register");
  });

  test("with a router link, hands it href as `to` and keeps the class, ref and props", () => {
    seen.mockClear();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link as={RouterLink} ref={ref} href="/settings" tone="muted" aria-describedby="hint">
        Settings
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Settings" });
    expect(seen).toHaveBeenCalledWith("/settings");
    expect(link.hasAttribute("data-router")).toBe(true);
    expect(link.className).not.toBe("");
    expect(link.getAttribute("aria-describedby")).toBe("hint");
    expect(ref.current).toBe(link);
  });

  test("tone and underline choose different classes", () => {
    render(
      <>
        <Link href="/a">Primary</Link>
        <Link href="/b" tone="muted">
          Muted
        </Link>
        <Link href="/c" underline="hover">
          Hover
        </Link>
      </>,
    );
    const classes = ["Primary", "Muted", "Hover"].map((name) => screen.getByRole("link", { name }).className);
    expect(new Set(classes).size).toBe(3);
  });

  test("native props such as target, rel and onClick reach the anchor", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="https://example.com/terms" target="_blank" rel="noopener noreferrer" onClick={onClick}>
        Terms
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Terms" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
