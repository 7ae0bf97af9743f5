import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  test("is hidden from screen readers and sized as asked (numbers are pixels)", () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute("aria-hidden")).toBe("true");
    expect(block.style.width).toBe("120px");
    expect(block.style.height).toBe("2rem");
  });

  test("one line of text by default, the full width", () => {
    const { container } = render(<Skeleton />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe("100%");
    expect(block.style.height).toBe("1em");
  });

  test("lines draws a paragraph whose last line is shorter", () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = Array.from(container.firstElementChild?.children ?? []) as HTMLElement[];
    expect(lines.map((line) => line.style.width)).toEqual(["100%", "100%", "60%"]);
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });
});
