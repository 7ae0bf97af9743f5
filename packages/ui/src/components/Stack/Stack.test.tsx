import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test } from "vitest";
import { Stack } from "./Stack";

describe("Stack", () => {
  test("is a div holding its children in order", () => {
    render(
      <Stack data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId("stack");
    expect(stack.tagName).toBe("DIV");
    expect([...stack.children].map((child) => child.textContent)).toEqual(["First", "Second"]);
  });

  test("`as` picks the element, and a list keeps its list semantics", () => {
    render(
      <Stack as="ul" aria-label="Plans">
        <li>Starter</li>
        <li>Growth</li>
      </Stack>,
    );
    const list = screen.getByRole("list", { name: "Plans" });
    expect(list.tagName).toBe("UL");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    // Explicit, as VoiceOver drops the list role of a list without bullets.
    expect(list.getAttribute("role")).toBe("list");
  });

  test("a role given by the caller wins; other elements get none", () => {
    render(
      <>
        <Stack as="ul" role="menu" data-testid="menu" />
        <Stack data-testid="plain" />
      </>,
    );
    expect(screen.getByTestId("menu").getAttribute("role")).toBe("menu");
    expect(screen.getByTestId("plain").hasAttribute("role")).toBe(false);
  });

  test("className is added to the root beside its own classes; the ref reaches the root", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack ref={ref} as="section" aria-label="Details" className="screen-specific">
        Body
      </Stack>,
    );
    const section = screen.getByRole("region", { name: "Details" });
    expect(ref.current).toBe(section);
    expect(section.classList.contains("screen-specific")).toBe(true);
    expect(section.classList.length).toBeGreaterThan(1);
  });

  test("each gap is its own class, so a different gap changes the classes", () => {
    const { rerender } = render(<Stack data-testid="stack" gap="xs" />);
    const small = screen.getByTestId("stack").className;
    rerender(<Stack data-testid="stack" gap="xl" />);
    expect(screen.getByTestId("stack").className).not.toBe(small);
  });
});
