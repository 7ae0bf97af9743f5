import {
  Button,
  EMPTY_CARDS_TITLE,
  EMPTY_ITEMS_TITLE,
  EmptyState,
  PackageIcon,
  PlusIcon,
  SearchIcon,
} from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * What a list, table or card grid shows when there is nothing in it, and what to do next. The defaults
 * are 'No items to display' (`variant="items"`) and 'No cards to display' (`variant="cards"`), exported
 * as `EMPTY_ITEMS_TITLE` and `EMPTY_CARDS_TITLE`; screens pass their own, such as 'No plans found'.
 *
 * **Accessibility:** no interactive pattern: plain text (the title is a paragraph unless `headingLevel` makes it a heading); the
 * icon is decorative. When the empty state replaces results after a search, pair it with a
 * `ResultCount`, whose live region announces '0 results'.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the action, when there is one |
 */
const meta = {
  title: "Data/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No items to display")).toBeVisible();
    await expect(EMPTY_ITEMS_TITLE).toBe("No items to display");
  },
};

export const Cards: Story = {
  args: { variant: "cards" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No cards to display")).toBeVisible();
    await expect(EMPTY_CARDS_TITLE).toBe("No cards to display");
  },
};

export const WithAction: Story = {
  args: {
    title: "No plans found",
    description: "Create your first plan to get started",
    icon: <PackageIcon size={22} />,
    action: (
      <Button icon={<PlusIcon />} onClick={fn()}>
        Create Your First Plan
      </Button>
    ),
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No plans found" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Create Your First Plan" })).toHaveFocus();
  },
};

export const NoMatches: Story = {
  args: {
    title: "No plans found",
    description: "Try adjusting your search or filters",
    icon: <SearchIcon size={22} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Try adjusting your search or filters")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: "Nothingmatchedthesearchtermyoutypedwhichwasaverylongunbrokenstringofcharacterswithoutspaces",
    description: "Try a shorter term, or clear the filters on status, product family and discount type.",
  },
  render: (args) => (
    <div style={{ maxWidth: 320, border: "1px dashed currentColor" }}>
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...WithAction,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...WithAction,
  globals: { viewport: { value: "mobile" } },
};
