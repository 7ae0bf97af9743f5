import {
  ActionMenu,
  type ActionMenuItem,
  Button,
  CopyIcon,
  EditIcon,
  Modal,
  SettingsIcon,
  TrashIcon,
} from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";

const onView = fn();
const onEdit = fn();
const onDuplicate = fn();
const onSettings = fn();
const onDelete = fn();

const planItems: ActionMenuItem[] = [
  // A real link: a middle click, Ctrl or Cmd click, or the context menu opens the plan in a new tab.
  { label: "View Details", href: "#plan-pro-monthly", onSelect: onView },
  { label: "Edit Plan", icon: <EditIcon />, onSelect: onEdit },
  { label: "Duplicate", icon: <CopyIcon />, onSelect: onDuplicate },
  { label: "Settings", icon: <SettingsIcon />, onSelect: onSettings, disabled: true },
  { type: "separator" },
  { label: "Delete Plan", icon: <TrashIcon />, onSelect: onDelete, destructive: true },
];

function clearCalls() {
  for (const spy of [onView, onEdit, onDuplicate, onSettings, onDelete]) spy.mockClear();
}

async function openMenu(trigger: HTMLElement) {
  await userEvent.click(trigger);
  const menu = await screen.findByRole("menu");
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/**
 * A button that opens a short list of actions on one record, such as a plan card's View, Edit, Duplicate
 * and Delete. Destructive actions show in the danger colour; unavailable ones show but cannot be chosen.
 * An item with `href` is a real link (`<a role="menuitem">`), so "View Details" can be opened in a new tab
 * with a middle click, Ctrl or Cmd click or the browser's context menu (`target: "_blank"` always opens
 * one; `as` takes a router link). Each item's `onSelect` receives an event: `event.preventDefault()` keeps
 * the menu open, for an action that changes something in place.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Menu Button](https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/)
 * pattern. The default trigger is an icon button named by `label` (default 'Actions'); give it a name that
 * says which record it acts on when a page has many ('Actions for Pro Monthly'). The menu takes its name
 * from the trigger (`aria-labelledby`): a custom trigger's own `aria-labelledby` or `aria-label` names it
 * too. The menu is **not modal**: nothing outside it becomes inert, the page stays interactive, and a
 * press outside closes it. Inside a dialog it opens within the dialog, so the dialog keeps its focus trap.
 *
 * **Why it is hand-written:** it replaced Radix's DropdownMenu to keep the design system within its size
 * budget (the ten core pieces ≤ 40 KiB gzip); the pattern needs only roving focus, typeahead, placement
 * and Escape, which fit in a small file tested by the shared menu button suite (tests/patterns/menu).
 *
 * | Key | Action |
 * | --- | --- |
 * | Enter / Space / ArrowDown on the trigger | Opens the menu and focuses the first item |
 * | ArrowDown / ArrowUp | Moves to the next / previous item, skipping disabled ones |
 * | Home / End | Moves to the first / last item |
 * | A letter | Moves to the next item starting with it |
 * | Enter / Space | Activates the item and closes the menu |
 * | Escape | Closes the menu; focus returns to the trigger |
 * | Tab | Closes the menu and moves on |
 */
const meta = {
  title: "Overlays/ActionMenu",
  component: ActionMenu,
  args: { items: planItems, label: "Actions for Pro Monthly" },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    const menu = await openMenu(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "View Details",
      "Edit Plan",
      "Duplicate",
      "Settings",
      "Delete Plan",
    ]);
    await expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(within(menu).getByRole("menuitem", { name: "Delete Plan" })).toHaveAttribute(
      "data-destructive",
    );
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "View Details" })).toHaveFocus());
    for (const next of ["Edit Plan", "Duplicate", "Delete Plan"]) {
      await userEvent.keyboard("{ArrowDown}");
      // Settings is disabled, so the third press lands on Delete Plan.
      await waitFor(() => expect(within(menu).getByRole("menuitem", { name: next })).toHaveFocus());
    }
  },
};

export const SelectAnAction: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    const menu = await openMenu(trigger);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Duplicate" }));
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DisabledItemDoesNothing: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    const menu = await openMenu(trigger);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Settings" }), {
      pointerEventsCheck: 0,
    });
    await expect(onSettings).not.toHaveBeenCalled();
    await expect(screen.getByRole("menu")).toBeVisible();
  },
};

export const DestructiveWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.keyboard("{End}");
    await expect(within(menu).getByRole("menuitem", { name: "Delete Plan" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    clearCalls();
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    await openMenu(trigger);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

/** "View Details" is a link: it has an address the browser can open in a new tab. */
export const LinkItem: Story = {
  args: {
    items: [
      { label: "View Details", href: "#plan-pro-monthly", target: "_blank" },
      { label: "Edit Plan", icon: <EditIcon />, onSelect: onEdit },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(
      within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" }),
    );
    const link = within(menu).getByRole("menuitem", { name: "View Details" });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", "#plan-pro-monthly");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(menu).toHaveAccessibleName("Actions for Pro Monthly");
  },
};

/** An action that changes something in place calls `event.preventDefault()`: the menu stays open. */
export const StaysOpenOnSelect: Story = {
  render: function Render(args) {
    const [starred, setStarred] = useState(false);
    return (
      <ActionMenu
        {...args}
        items={[
          {
            label: starred ? "Remove from favourites" : "Add to favourites",
            onSelect: (event) => {
              event.preventDefault();
              setStarred(!starred);
            },
          },
          { label: "Edit Plan", icon: <EditIcon />, onSelect: onEdit },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(
      within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" }),
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Add to favourites" }));
    await expect(screen.getByRole("menu")).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Remove from favourites" })).toBeVisible();
  },
};

/** Not modal: while the menu is open the rest of the page stays interactive. */
export const NotModal: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <ActionMenu {...args} />
      <Button variant="secondary" onClick={onSettings}>
        Refresh
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    clearCalls();
    const canvas = within(canvasElement);
    await openMenu(canvas.getByRole("button", { name: "Actions for Pro Monthly" }));
    const outside = canvas.getByRole("button", { name: "Refresh" });
    await expect(outside.closest("[inert]")).toBeNull();
    await expect(outside).not.toHaveAttribute("aria-hidden");
    await userEvent.click(outside);
    await expect(onSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const CustomTrigger: Story = {
  args: { trigger: <Button variant="secondary">Manage coupon</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Manage coupon" });
    const menu = await openMenu(trigger);
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(5);
    await expect(menu).toHaveAccessibleName("Manage coupon");
  },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 14 }, (_, index) => ({
      label: `Move to family ${index + 1}`,
      onSelect: fn(),
    })),
    label: "Move plan",
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(within(canvasElement).getByRole("button", { name: "Move plan" }));
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(14);
    // Typeahead: typing moves to the first match.
    await userEvent.keyboard("M");
    await expect(menu.contains(document.activeElement)).toBe(true);
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: "Send the renewal reminder to every customer on this plan again", onSelect: fn() },
      { label: "SUPERCALIFRAGILISTICEXPIALIDOCIOUS_ENTERPRISE_PLAN_EXPORT", onSelect: fn() },
      { label: "Delete", onSelect: fn(), destructive: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(
      within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" }),
    );
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth + 1);
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(
      within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" }),
    );
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In a dialog the menu opens inside it: the dialog keeps focus, and Escape closes the menu, not the dialog. */
export const InsideModal: Story = {
  render: (args) => (
    <Modal title="Pro Monthly" description="Manage this plan." trigger={<Button>Open plan</Button>}>
      <ActionMenu {...args} />
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    clearCalls();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Pro Monthly" });
    const trigger = within(dialog).getByRole("button", { name: "Actions for Pro Monthly" });
    const menu = await openMenu(trigger);
    await expect(dialog.contains(menu)).toBe(true);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "View Details" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(screen.getByRole("dialog", { name: "Pro Monthly" })).toBeVisible();
    await expect(trigger).toHaveFocus();
    await openMenu(trigger);
    await userEvent.click(screen.getByRole("menuitem", { name: "Edit Plan" }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole("dialog", { name: "Pro Monthly" })).toBeVisible();
  },
};

/** Near the bottom of the viewport the menu opens upwards, still inside the viewport. */
export const OpensUpwards: Story = {
  render: (args) => (
    <div style={{ display: "flex", justifyContent: "flex-end", alignItems: "flex-end", minHeight: "90vh" }}>
      <ActionMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Actions for Pro Monthly" });
    const menu = await openMenu(trigger);
    const box = menu.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
