import { Pagination, type PaginationProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onPageChange = fn().mockName("onPageChange");

/** The list's side: it keeps the page, as a screen keeps it in its state or URL. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

function nav(canvasElement: HTMLElement, name = "Pagination") {
  return within(canvasElement).getByRole("navigation", { name });
}

/** The page numbers and ellipses shown, as a person reads them (ellipses are hidden from screen readers). */
function numbers(canvasElement: HTMLElement) {
  return [...nav(canvasElement).querySelectorAll("li")].map((item) => item.textContent);
}

/**
 * Moves through the pages of a long list: 'Page 2 of 7', Previous and Next, and numbered pages with an
 * ellipsis for each long run of pages (first, last, and the current page with one neighbour each side:
 * always seven entries, so the bar keeps its width). `page` and `pageCount` come from the list;
 * `onPageChange(page)` is called with the page picked. With `getHref(page)` the controls are links (pass a
 * router's link as `linkAs`), for lists that keep their page in the URL. On phones (under 768px) it is
 * compact, only Previous, '2 / 7' and Next; `compact` forces either mode. With one page it shows nothing.
 * Every text is a prop with an English default (`label`, `previousLabel`, `nextLabel`, `pageLabel`,
 * `statusText`, `compactStatusText`).
 *
 * **Accessibility:** no dedicated WAI-ARIA APG pattern; it follows the common pagination landmark: a
 * `<nav>` named 'Pagination' holding ordinary buttons (or links) and a list of the pages, the current one
 * marked `aria-current="page"`, each named 'Page N'. Ellipses are decorative (hidden); 'Page 2 of 7' is a
 * polite live region, so a page change is announced while focus stays on the control pressed. Previous on
 * the first page and Next on the last are `aria-disabled` buttons that keep their focus.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves through Previous, the page numbers and Next |
 * | Enter / Space | Goes to that page (Enter follows a link) |
 */
const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  beforeEach: () => {
    onPageChange.mockClear();
    navigate.mockClear();
  },
  args: { page: 2, pageCount: 7, onPageChange },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.getByText("Page 2 of 7")).toBeVisible();
    await expect(numbers(canvasElement)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(pagination.getByRole("button", { name: "Next" }));
    await expect(onPageChange).toHaveBeenCalledWith(3);
    await expect(pagination.getByText("Page 3 of 7")).toBeVisible();
    await expect(pagination.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current");
  },
};

/** Keyboard: Tab from Previous through the numbers; Enter on Previous leads to page 1 and keeps focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    const previous = pagination.getByRole("button", { name: "Previous" });
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(onPageChange).toHaveBeenCalledWith(1);
    await expect(pagination.getByText("Page 1 of 7")).toBeVisible();
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    const previous = pagination.getByRole("button", { name: "Previous" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    await expect(onPageChange).not.toHaveBeenCalled();
    await expect(pagination.getByRole("button", { name: "Next" })).not.toHaveAttribute("aria-disabled");
  },
};

export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.getByText("Page 7 of 7")).toBeVisible();
    await expect(pagination.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Many pages: an ellipsis on each side of the current page and its neighbours. */
export const ManyPages: Story = {
  args: { page: 10, pageCount: 24 },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.getByText("Page 10 of 24")).toBeVisible();
    await expect(numbers(canvasElement)).toEqual(["1", "\u2026", "9", "10", "11", "\u2026", "24"]);
    await userEvent.click(pagination.getByRole("button", { name: "Page 24" }));
    await expect(numbers(canvasElement)).toEqual(["1", "\u2026", "20", "21", "22", "23", "24"]);
  },
};

/** Links for a list that keeps its page in the URL: each page has an address, opened by the router. */
export const AsLinks: Story = {
  args: { getHref: (page) => `/catalog/plans?page=${page}`, linkAs: FakeRouterLink },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.queryByRole("button")).toBeNull();
    const page3 = pagination.getByRole("link", { name: "Page 3" });
    await expect(page3).toHaveAttribute("href", "/catalog/plans?page=3");
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(page3);
    await expect(navigate).toHaveBeenCalledWith("/catalog/plans?page=3");
    await expect(onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Links on the first page: Previous is a link with no address, not a Tab stop. */
export const AsLinksFirstPage: Story = {
  args: { page: 1, getHref: (page) => `/catalog/plans?page=${page}`, linkAs: FakeRouterLink },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    const previous = pagination.getByRole("link", { name: "Previous" });
    await expect(previous).not.toHaveAttribute("href");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveFocus();
  },
};

/** Compact: Previous, '2 / 7' and Next; screen readers still hear 'Page 2 of 7'. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.getByText("2 / 7")).toBeVisible();
    await expect(pagination.getByText("2 / 7")).toHaveAttribute("aria-hidden", "true");
    await expect(pagination.queryByRole("button", { name: "Page 3" })).toBeNull();
    await expect(pagination.getByText("Page 2 of 7")).toBeInTheDocument();
    // Previous at the start, Next at the end.
    const bar = nav(canvasElement).getBoundingClientRect();
    await expect(pagination.getByRole("button", { name: "Previous" }).getBoundingClientRect().left).toBe(
      bar.left,
    );
    await expect(pagination.getByRole("button", { name: "Next" }).getBoundingClientRect().right).toBe(
      bar.right,
    );
    await userEvent.click(pagination.getByRole("button", { name: "Next" }));
    await expect(pagination.getByText("3 / 7")).toBeVisible();
  },
};

/** Another product's words, and a landmark name for a page with two paginated lists. */
export const Translated: Story = {
  args: {
    label: "Pages des forfaits",
    previousLabel: "Précédent",
    nextLabel: "Suivant",
    pageLabel: (page) => `Page ${page}`,
    statusText: (page, pageCount) => `Page ${page} sur ${pageCount}`,
  },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement, "Pages des forfaits"));
    await expect(pagination.getByText("Page 2 sur 7")).toBeVisible();
    await expect(pagination.getByRole("button", { name: "Précédent" })).toBeVisible();
    await expect(pagination.getByRole("button", { name: "Suivant" })).toBeVisible();
  },
};

/** Labels with no place to break wrap inside their buttons in a narrow column. */
export const LongText: Story = {
  args: { previousLabel: UNBROKEN, nextLabel: UNBROKEN, statusText: () => UNBROKEN, compact: true },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(nav(canvasElement)).getAllByRole("button", { name: UNBROKEN })).toHaveLength(2);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...ManyPages,
  globals: { theme: "dark" },
};

/** On a phone it is compact without being asked. */
export const NarrowViewport: Story = {
  args: { page: 10, pageCount: 24 },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const pagination = within(nav(canvasElement));
    await expect(pagination.getByText("10 / 24")).toBeVisible();
    await expect(pagination.queryByRole("button", { name: "Page 11" })).toBeNull();
    await expect(pagination.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(pagination.getByRole("button", { name: "Next" })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};
