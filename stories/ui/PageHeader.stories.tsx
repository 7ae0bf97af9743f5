import { Button, PageHeader, PlusIcon, SettingsIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";

const onCreate = fn().mockName("create");

/**
 * The top of a page: its title, a subtitle, the page's main actions and an optional link back up
 * ('Back to Catalog'). Actions wrap under the title on narrow screens.
 *
 * **Accessibility:** no interactive pattern: a `<header>` whose title is the page's one `<h1>`; the back
 * link is a native link and the actions are Buttons. The back link comes first in reading and Tab
 * order; its chevron is decorative.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to the back link, then the actions |
 * | Enter | Follows the back link; activates an action |
 */
const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  beforeEach: () => {
    navigate.mockClear();
    onCreate.mockClear();
  },
  args: {
    title: "Product Catalog",
    subtitle: "Plans, add-ons, charges and coupons your customers can buy.",
    actions: (
      <>
        <Button variant="secondary" icon={<SettingsIcon />}>
          Catalog Settings
        </Button>
        <Button icon={<PlusIcon />} onClick={onCreate}>
          Create Product Family
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Product Catalog" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create Product Family" }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const WithBackLink: Story = {
  args: {
    title: "Plans",
    subtitle: undefined,
    back: { href: "/catalog", label: "Back to Catalog" },
    linkAs: FakeRouterLink,
    actions: (
      <Button icon={<PlusIcon />} onClick={onCreate}>
        Create Plan
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Back to Catalog" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/catalog");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Create Plan" })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { title: "Billing", subtitle: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: "Enterprise-Professional-Services-Implementation-Packages-For-Large-Accounts",
    subtitle:
      "Averyveryverylongsubtitlewithoutanyspacesthatmustwrapinsidethepageheaderandneverpushthepagesideways.",
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector("header") as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...WithBackLink,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1 });
    const action = canvas.getByRole("button", { name: "Create Product Family" });
    // The actions wrap below the title.
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
