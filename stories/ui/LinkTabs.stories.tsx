import { LinkTabs } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AnchorHTMLAttributes, createContext, forwardRef, useContext, useState } from "react";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";

const invoicePages = [
  { href: "/invoices", label: "Invoices" },
  { href: "/invoices/credit-notes", label: "Credit notes" },
];

/**
 * Separate pages of one area that look like tabs, such as Invoices and Credit notes: each is a link to its
 * own address, the current one marked. Use `Tabs` for sections of one page; use these when each section is a
 * page of its own (Back, reload and a shared link open it).
 *
 * **Accessibility:** a `nav` landmark named by `label`, holding a list of links; the current page's link
 * carries `aria-current="page"`. Links are in the Tab order one after another (no arrow keys: this is not
 * the WAI-ARIA tabs pattern, whose tabs switch panels of one page).
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves to the next / previous link |
 * | Enter | Opens the link's page |
 */
const meta = {
  title: "Navigation/LinkTabs",
  component: LinkTabs,
  args: { items: invoicePages, label: "Invoices sections", current: "/invoices" },
} satisfies Meta<typeof LinkTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Invoices sections" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Credit notes" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: "Credit notes" })).toHaveAttribute(
      "href",
      "/invoices/credit-notes",
    );
  },
};

/** A stand-in router: its links tell the story where to go instead of loading a page. */
const Navigate = createContext<(to: string) => void>(() => {});
const StandInLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function StandInLink({ to, ...rest }, ref) {
    const navigate = useContext(Navigate);
    return (
      <a
        ref={ref}
        href={to}
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          navigate(to);
        }}
      />
    );
  },
);

/** A router's link as `as`: a press moves to the page without a page load. */
export const WithRouterLink: Story = {
  render: function Render(args) {
    const [path, setPath] = useState("/invoices");
    return (
      <Navigate.Provider value={setPath}>
        <LinkTabs {...args} current={path} as={StandInLink} />
        <p>Showing: {path}</p>
      </Navigate.Provider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Invoices" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Credit notes" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Showing: /invoices/credit-notes")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Credit notes" })).toHaveAttribute("aria-current", "page");
  },
};

export const ManyPages: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, index) => ({
      href: `/reports/${index + 1}`,
      label: `Report ${index + 1}`,
    })),
    label: "Reports",
    current: "/reports/9",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list");
    // The list scrolls sideways instead of wrapping, and the current page's link is scrolled into view.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const box = list.getBoundingClientRect();
    const current = canvas.getByRole("link", { name: "Report 9" }).getBoundingClientRect();
    await expect(current.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(current.right).toBeLessThanOrEqual(box.right + 1);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  args: { current: "/invoices/credit-notes" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Credit notes" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Credit notes" })).toBeVisible();
  },
};
