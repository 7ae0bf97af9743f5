import { Link } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";
import { expectNoOverflow, UNBROKEN } from "./longText";

/**
 * A text link: to another page, to a document, to a place in the app. `tone` picks the colour (primary,
 * muted, or the surrounding text's with `inherit`) and `underline` whether it is always underlined or only
 * on hover (for links whose place already says they are links, such as a list of footer links). Pass a
 * router's link as `as` (react-router's `Link` fits) to navigate without a page load. A link has no
 * disabled state: when there is nowhere to go, show text instead.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Link](https://www.w3.org/WAI/ARIA/apg/patterns/link/) pattern
 * with a native `<a href>` (or the router's own anchor), so it is announced as a link and opens in a new tab
 * the usual ways. Links in running text stay underlined (WCAG 1.4.1: not colour alone). Its text names it:
 * write 'Read the pricing guide', not 'click here'. Give `target="_blank"` links a word that says so.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the link |
 * | Enter | Follows the link |
 */
const meta = {
  title: "Actions/Link",
  component: Link,
  args: { href: "#pricing-guide", children: "Read the pricing guide" },
  argTypes: {
    tone: { control: "inline-radio", options: ["primary", "muted", "inherit"] },
    underline: { control: "inline-radio", options: ["always", "hover"] },
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Read the pricing guide" });
    await expect(link).toHaveAttribute("href", "#pricing-guide");
    await expect(getComputedStyle(link).textDecorationLine).toBe("underline");
  },
};

export const Tones: Story = {
  render: (args) => (
    <p style={{ display: "flex", gap: 16, color: "inherit" }}>
      <Link {...args} tone="primary">
        Primary
      </Link>
      <Link {...args} tone="muted">
        Muted
      </Link>
      <Link {...args} tone="inherit">
        Inherit
      </Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ["Primary", "Muted", "Inherit"].map(
      (name) => getComputedStyle(canvas.getByRole("link", { name })).color,
    );
    await expect(new Set(colours).size).toBe(3);
  },
};

/** Underlined only under the pointer, for links whose place already says they are links. */
export const UnderlineOnHover: Story = {
  args: { underline: "hover", children: "Privacy" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Privacy" });
    await expect(getComputedStyle(link).textDecorationLine).toBe("none");
    // The hover rule itself (the only difference from the default).
    const rules = Array.from(document.styleSheets).flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules);
      } catch {
        return [];
      }
    });
    const text = (rule: CSSRule): string[] =>
      rule instanceof CSSStyleRule || !("cssRules" in rule)
        ? [rule.cssText]
        : Array.from((rule as CSSGroupingRule).cssRules).flatMap(text);
    const hover = rules
      .flatMap(text)
      .filter((css) => link.className.split(" ").some((name) => css.includes(`.${name}:hover`)));
    await expect(hover.some((css) => css.includes("underline"))).toBe(true);
  },
};

/** In running text, the link keeps its underline, so colour is not the only sign. */
export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Prices are shown before tax. <Link {...args} /> to see how tiers and volume pricing are billed.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Read the pricing guide" });
    await expect(getComputedStyle(link).textDecorationLine).toBe("underline");
  },
};

/** With a router link, the app moves without a page load: the router receives the address. */
export const RouterLink: Story = {
  args: { as: FakeRouterLink, href: "/catalog/plans", children: "Back to plans", onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back to plans" });
    await expect(link).toHaveAttribute("href", "/catalog/plans");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith("/catalog/plans");
  },
};

export const OpensInNewTab: Story = {
  args: {
    href: "https://example.com/terms",
    target: "_blank",
    rel: "noopener noreferrer",
    children: "Terms of service (opens in a new tab)",
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Terms of service/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** A link text with no place to break (a pasted address) wraps inside its container. */
export const LongUnbrokenText: Story = {
  args: { href: "#invoice", children: UNBROKEN },
  render: (args) => (
    <p style={{ width: 200 }} data-testid="column">
      Invoice <Link {...args} /> is overdue.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId("column");
    const link = within(column).getByRole("link", { name: UNBROKEN });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expectNoOverflow(column);
  },
};

/** Reached with Tab, it shows the focus ring; Enter follows it. */
export const KeyboardFocus: Story = {
  args: { as: FakeRouterLink, href: "/settings", children: "Settings" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Settings" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(":focus-visible")).toBe(true);
    await expect(getComputedStyle(link).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/settings");
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...InText,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Read the pricing guide" });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(canvasElement);
  },
};
