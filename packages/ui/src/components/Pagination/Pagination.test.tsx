import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AnchorHTMLAttributes } from "react";
import { describe, expect, test, vi } from "vitest";
import type { RouterLinkComponent } from "../Link";
import { Pagination } from "./Pagination";
import { paginationRange } from "./paginationRange";

/** A stand-in router link: it gets `to`, as react-router's does. */
const RouterLink: RouterLinkComponent = ({
  to,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => <a data-to={to} href={to} {...rest} />;

describe("paginationRange", () => {
  test("up to seven pages are all shown", () => {
    expect(paginationRange(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  test("more pages: first, last, the current one with a neighbour each side, ellipses between", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(paginationRange(5, 20)).toEqual([1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 20]);
    expect(paginationRange(17, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  });

  test("always seven entries, and an ellipsis never hides a single page", () => {
    for (let page = 1; page <= 12; page++) {
      const entries = paginationRange(page, 12);
      expect(entries).toHaveLength(7);
      const numbers = entries.filter((entry): entry is number => typeof entry === "number");
      for (let index = 1; index < numbers.length; index++) {
        const gap = (numbers[index] as number) - (numbers[index - 1] as number);
        expect(gap === 1 || gap > 2).toBe(true);
      }
    }
  });
});

describe("Pagination", () => {
  test("a navigation landmark named 'Pagination' that says 'Page 2 of 7'", () => {
    render(<Pagination page={2} pageCount={7} onPageChange={vi.fn()} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByText("Page 2 of 7")).toBeTruthy();
  });

  test("the current page is marked aria-current; the others are buttons named 'Page N'", () => {
    render(<Pagination page={2} pageCount={7} onPageChange={vi.fn()} />);
    const current = screen.getByRole("button", { name: "Page 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Page \d+$/ })).toHaveLength(7);
  });

  test("Previous, Next and a number call onPageChange with their page", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} pageCount={20} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 20" }));
    expect(onPageChange.mock.calls).toEqual([[3], [5], [20]]);
  });

  test("the current page, Previous on the first and Next on the last do nothing", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole("button", { name: "Previous" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole("button", { name: "Page 1" }));
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  test("a disabled Previous keeps focus (aria-disabled, not disabled)", async () => {
    const { rerender } = render(<Pagination page={2} pageCount={3} onPageChange={vi.fn()} />);
    const previous = screen.getByRole("button", { name: "Previous" });
    previous.focus();
    rerender(<Pagination page={1} pageCount={3} onPageChange={vi.fn()} />);
    expect(document.activeElement).toBe(previous);
    expect(previous.hasAttribute("disabled")).toBe(false);
  });

  test("many pages show ellipses, hidden from screen readers", () => {
    const { container } = render(<Pagination page={10} pageCount={20} onPageChange={vi.fn()} />);
    const ellipses = [...container.querySelectorAll("li[aria-hidden='true']")];
    expect(ellipses.map((item) => item.textContent)).toEqual(["\u2026", "\u2026"]);
    expect(screen.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(
      ["1", "9", "10", "11", "20"],
    );
  });

  test("with getHref the controls are links; a disabled step is a link with no address", async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={1} pageCount={5} getHref={(page) => `?page=${page}`} onPageChange={onPageChange} />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("?page=3");
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("?page=2");
    const previous = screen.getByRole("link", { name: "Previous" });
    expect(previous.hasAttribute("href")).toBe(false);
    expect(previous.getAttribute("aria-disabled")).toBe("true");
  });

  test("linkAs renders the router's link with `to`", () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        getHref={(page) => `/catalog/plans?page=${page}`}
        linkAs={RouterLink}
      />,
    );
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("data-to")).toBe(
      "/catalog/plans?page=3",
    );
  });

  test("labels are props: landmark, steps, page names and the position", () => {
    render(
      <Pagination
        page={2}
        pageCount={7}
        onPageChange={vi.fn()}
        label="Pages des forfaits"
        previousLabel="Précédent"
        nextLabel="Suivant"
        pageLabel={(page) => `Page ${page} sur 7`}
        statusText={(page, count) => `Page ${page} sur ${count}`}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Pages des forfaits" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Précédent" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Suivant" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 3 sur 7" })).toBeTruthy();
    expect(screen.getByText("Page 2 sur 7")).toBeTruthy();
  });

  test("compact mode marks the root and says '2 / 7', hidden from screen readers (they read 'Page 2 of 7')", () => {
    const { container } = render(<Pagination page={2} pageCount={7} onPageChange={vi.fn()} compact />);
    expect(container.querySelector("nav")?.getAttribute("data-compact")).toBe("true");
    expect(screen.getByText("2 / 7").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Page 2 of 7")).toBeTruthy();
  });

  test("one page or none shows nothing; a page out of range is brought back into it", () => {
    const { container, rerender } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe("");
    rerender(<Pagination page={9} pageCount={4} onPageChange={vi.fn()} />);
    expect(screen.getByText("Page 4 of 4")).toBeTruthy();
  });
});
