import { Breadcrumbs } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * The trail from the top of the app to the current page, built from the path with `buildBreadcrumbs`:
 * one crumb per segment, labelled from `labels` (by full path or segment), else title-cased with hyphens
 * as spaces; identifiers (segments with a digit) are kept as they are.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Breadcrumb](https://www.w3.org/WAI/ARIA/apg/patterns/breadcrumb/) pattern:
 * a `<nav>` named 'Breadcrumb' around an ordered list; earlier crumbs are links, the last one is the
 * current page (`aria-current="page"`). Separators are decorative.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves through the crumb links |
 * | Enter | Follows a link |
 */
const meta = {
  title: "Layout/Breadcrumbs",
  component: Breadcrumbs,
  beforeEach: () => {
    navigate.mockClear();
  },
  args: {
    path: "/catalog/plans",
    labels: { catalog: "Product Catalog" },
    linkAs: FakeRouterLink,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const link = within(nav).getByRole("link", { name: "Product Catalog" });
    await expect(within(nav).getByText("Plans")).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/catalog");
  },
};

export const WithHome: Story = {
  args: { path: "/customers/cus_8f2k/invoices", home: { href: "/dashboard", label: "Home" }, labels: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Home",
      "Customers",
      "cus_8f2k",
      "Invoices",
    ]);
    await userEvent.click(canvas.getByRole("link", { name: "cus_8f2k" }));
    await expect(navigate).toHaveBeenCalledWith("/customers/cus_8f2k");
  },
};

export const SinglePage: Story = {
  args: { path: "/dashboard" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await expect(canvas.getByText("Dashboard")).toHaveAttribute("aria-current", "page");
  },
};

export const UnknownSegments: Story = {
  args: { path: "/catalog/add-ons/usage_based/42", labels: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Catalog", "Add Ons", "Usage Based"]) {
      await expect(canvas.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(canvas.getByText("42")).toHaveAttribute("aria-current", "page");
  },
};

export const LongPath: Story = {
  args: {
    path: "/catalog/families/enterprise-professional-services-implementation-packages/settings/advanced-billing-rules",
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    await expect(within(nav).getByText("Advanced Billing Rules")).toHaveAttribute("aria-current", "page");
  },
};

/** An identifier with no place to break (kept as it is) wraps inside the trail. */
export const LongUnbrokenSegment: Story = {
  args: { path: `/customers/${UNBROKEN}/invoices` },
  decorators: [inColumn({ maxWidth: 360 })],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(within(nav).getByRole("link", { name: UNBROKEN })).toBeVisible();
    await expectNoOverflow(nav);
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const Dark: Story = {
  ...WithHome,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...LongPath,
  globals: { viewport: { value: "mobile" } },
};
