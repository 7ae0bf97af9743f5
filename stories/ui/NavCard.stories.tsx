import { CreditCardIcon, NavCard, PackageIcon, PlusIcon, TagIcon } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { FakeRouterLink, navigate } from "./layoutSupport";

/**
 * A card that leads to another page, such as 'Manage Plans' on the catalog home. The whole card is
 * clickable, through one real link.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Link](https://www.w3.org/WAI/ARIA/apg/patterns/link/) pattern with a native `<a href>`: the
 * title is a link (inside a heading, level 3 by default) stretched over the card,
 * so the card is one Tab stop named by its title; the description is its `aria-describedby`. The focus
 * ring is drawn around the whole card. Pass a router's link as `as` for client-side navigation.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the card's link |
 * | Enter | Follows the link |
 */
const meta = {
  title: "Layout/NavCard",
  component: NavCard,
  args: {
    title: "Manage Plans",
    description: "Create and edit subscription plans and their prices.",
    href: "/catalog/plans",
    as: FakeRouterLink,
    icon: <PackageIcon size={20} />,
  },
} satisfies Meta<typeof NavCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Manage Plans" });
    await expect(link).toHaveAccessibleDescription("Create and edit subscription plans and their prices.");
    await expect(link).toHaveAttribute("href", "/catalog/plans");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const card = link.closest("h3")?.parentElement?.parentElement as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenLastCalledWith("/catalog/plans");
  },
};

export const ClickAnywhere: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Manage Plans" });
    // What a pointer hits over the description, away from the title, is the link stretched over the card.
    const box = canvas
      .getByText("Create and edit subscription plans and their prices.")
      .getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement;
    await expect(hit).toBe(link);
    await userEvent.click(hit);
    await expect(navigate).toHaveBeenCalledWith("/catalog/plans");
  },
};

export const PlainLink: Story = {
  args: { as: undefined, href: "#plans" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Manage Plans" });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", "#plans");
  },
};

export const Grid: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))", gap: 16 }}>
      <NavCard {...args} />
      <NavCard
        {...args}
        title="Manage Add-ons"
        href="/catalog/addons"
        description="Extras sold with plans."
        icon={<PlusIcon size={20} />}
      />
      <NavCard
        {...args}
        title="Manage Charges"
        href="/catalog/charges"
        description="One-time and usage-based charges."
        icon={<CreditCardIcon size={20} />}
      />
      <NavCard
        {...args}
        title="Manage Coupons"
        href="/catalog/coupons"
        description="Discount codes and their limits."
        icon={<TagIcon size={20} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Manage Add-ons" })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    title: "Manage-enterprise-professional-services-implementation-packages",
    description:
      "Averyveryverylongunbrokendescriptionthatmustwrapinsidethecardinsteadofpushingitwiderthanthecolumnitsitsin.",
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <NavCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    const card = link.closest("h3")?.parentElement?.parentElement as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...Grid,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Grid,
  globals: { viewport: { value: "mobile" } },
};
