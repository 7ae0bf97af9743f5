// Shared keyboard suite for the WAI-ARIA menu button pattern. A component that opens a menu of actions
// from a button runs it with a render function that maps the suite's items onto its own props.
// It needs a real browser: which element has focus after each key is what is checked.
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";

export interface MenuPatternItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** A link item: the component renders it as a real link (`<a role="menuitem" href>`). */
  href?: string;
}

export interface MenuPatternOptions {
  /** Renders the menu button closed, with these items in this order. */
  render: (items: MenuPatternItem[]) => ReactNode;
  /** Accessible name of the menu button. */
  trigger: string;
  /** The component supports link items (`href`): runs the link tests too. */
  links?: boolean;
}

export function menuPattern(name: string, options: MenuPatternOptions) {
  async function setup() {
    const items = {
      edit: { label: "Edit", onSelect: vi.fn() },
      archive: { label: "Archive", onSelect: vi.fn(), disabled: true },
      duplicate: { label: "Duplicate", onSelect: vi.fn() },
      remove: { label: "Delete", onSelect: vi.fn() },
    };
    await render(options.render([items.edit, items.archive, items.duplicate, items.remove]));
    const trigger = page.getByRole("button", { name: options.trigger }).element() as HTMLElement;
    trigger.focus();
    return { items, trigger };
  }

  const menu = () => page.getByRole("menu");
  const focusedItem = () => document.activeElement?.textContent?.trim();

  describe(`${name} follows the menu button pattern`, () => {
    test("the trigger says it opens a menu", async () => {
      const { trigger } = await setup();
      expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
    });

    for (const [key, keys] of [
      ["Enter", "{Enter}"],
      ["Space", "[Space]"],
      ["ArrowDown", "{ArrowDown}"],
    ] as const) {
      test(`${key} opens it and focuses the first item`, async () => {
        const { trigger } = await setup();
        await userEvent.keyboard(keys);
        await expect.element(menu()).toBeVisible();
        expect(trigger.getAttribute("aria-expanded")).toBe("true");
        await expect.poll(focusedItem).toBe("Edit");
      });
    }

    test("arrows move between items and skip disabled ones", async () => {
      await setup();
      await userEvent.keyboard("{Enter}");
      await expect.poll(focusedItem).toBe("Edit");
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(focusedItem).toBe("Duplicate");
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(focusedItem).toBe("Delete");
      // One key at a time, as a person presses them: focus moves on the next tick.
      await userEvent.keyboard("{ArrowUp}");
      await expect.poll(focusedItem).toBe("Duplicate");
      await userEvent.keyboard("{ArrowUp}");
      await expect.poll(focusedItem).toBe("Edit");
    });

    test("Home and End go to the first and last items", async () => {
      await setup();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard("{End}");
      await expect.poll(focusedItem).toBe("Delete");
      await userEvent.keyboard("{Home}");
      await expect.poll(focusedItem).toBe("Edit");
    });

    test("disabled items are marked as such", async () => {
      await setup();
      await userEvent.keyboard("{Enter}");
      await expect
        .element(page.getByRole("menuitem", { name: "Archive" }))
        .toHaveAttribute("aria-disabled", "true");
    });

    test("Enter activates the focused item, closes the menu and returns focus", async () => {
      const { items, trigger } = await setup();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(focusedItem).toBe("Duplicate");
      await userEvent.keyboard("{Enter}");
      expect(items.duplicate.onSelect).toHaveBeenCalledTimes(1);
      expect(items.edit.onSelect).not.toHaveBeenCalled();
      await expect.element(menu()).not.toBeInTheDocument();
      await expect.poll(() => document.activeElement).toBe(trigger);
    });

    test("Escape closes it without acting and returns focus to the trigger", async () => {
      const { items, trigger } = await setup();
      await userEvent.keyboard("{Enter}");
      await expect.element(menu()).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await expect.element(menu()).not.toBeInTheDocument();
      await expect.poll(() => document.activeElement).toBe(trigger);
      for (const item of Object.values(items)) expect(item.onSelect).not.toHaveBeenCalled();
    });

    test("Space activates the focused item once and the menu stays closed", async () => {
      const { items, trigger } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(focusedItem).toBe("Edit");
      await userEvent.keyboard("[Space]");
      expect(items.edit.onSelect).toHaveBeenCalledTimes(1);
      await expect.element(menu()).not.toBeInTheDocument();
      await expect.poll(() => document.activeElement).toBe(trigger);
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
    });

    test("ArrowUp on the trigger opens it on the last item", async () => {
      await setup();
      await userEvent.keyboard("{ArrowUp}");
      await expect.element(menu()).toBeVisible();
      await expect.poll(focusedItem).toBe("Delete");
    });

    test("typing a letter moves to the next item starting with it", async () => {
      await setup();
      await userEvent.keyboard("{Enter}");
      await expect.poll(focusedItem).toBe("Edit");
      await userEvent.keyboard("d");
      await expect.poll(focusedItem).toBe("Duplicate");
      await new Promise((resolve) => setTimeout(resolve, 600));
      await userEvent.keyboard("d");
      await expect.poll(focusedItem).toBe("Delete");
    });

    test("Tab closes it without acting", async () => {
      const { items } = await setup();
      await userEvent.keyboard("{Enter}");
      await expect.element(menu()).toBeVisible();
      await userEvent.keyboard("{Tab}");
      await expect.element(menu()).not.toBeInTheDocument();
      for (const item of Object.values(items)) expect(item.onSelect).not.toHaveBeenCalled();
    });

    test("a press outside closes it without acting", async () => {
      const { items } = await setup();
      await userEvent.click(page.getByRole("button", { name: options.trigger }));
      await expect.element(menu()).toBeVisible();
      await userEvent.click(document.body, { position: { x: 2, y: 2 } });
      await expect.element(menu()).not.toBeInTheDocument();
      for (const item of Object.values(items)) expect(item.onSelect).not.toHaveBeenCalled();
    });

    test("a click opens it and a click on an item activates it", async () => {
      const { items } = await setup();
      await userEvent.click(page.getByRole("button", { name: options.trigger }));
      await userEvent.click(page.getByRole("menuitem", { name: "Delete" }));
      expect(items.remove.onSelect).toHaveBeenCalledTimes(1);
      await expect.element(menu()).not.toBeInTheDocument();
    });

    if (options.links) {
      // Link items are followed with the browser's own navigation; a same-page fragment shows it happened.
      async function setupWithLink() {
        history.replaceState(null, "", `${location.pathname}${location.search}`);
        const items = {
          view: { label: "View details", onSelect: vi.fn(), href: "#menu-pattern-details" },
          edit: { label: "Edit", onSelect: vi.fn() },
        };
        await render(options.render([items.view, items.edit]));
        const trigger = page.getByRole("button", { name: options.trigger }).element() as HTMLElement;
        trigger.focus();
        return { items, trigger };
      }
      const followed = () => location.hash;

      test("a link item is a real link with the menuitem role", async () => {
        await setupWithLink();
        await userEvent.keyboard("{Enter}");
        const link = page.getByRole("menuitem", { name: "View details" }).element();
        expect(link.tagName).toBe("A");
        expect(link.getAttribute("href")).toBe("#menu-pattern-details");
        await expect.poll(focusedItem).toBe("View details");
        await userEvent.keyboard("{ArrowDown}");
        await expect.poll(focusedItem).toBe("Edit");
      });

      for (const [key, keys] of [
        ["Enter", "{Enter}"],
        ["Space", "[Space]"],
      ] as const) {
        test(`${key} on a link item follows the link once and closes the menu`, async () => {
          const { items, trigger } = await setupWithLink();
          await userEvent.keyboard("{Enter}");
          await expect.poll(focusedItem).toBe("View details");
          await userEvent.keyboard(keys);
          await expect.poll(followed).toBe("#menu-pattern-details");
          expect(items.view.onSelect).toHaveBeenCalledTimes(1);
          expect(items.edit.onSelect).not.toHaveBeenCalled();
          await expect.element(menu()).not.toBeInTheDocument();
          await expect.poll(() => document.activeElement).toBe(trigger);
          history.replaceState(null, "", `${location.pathname}${location.search}`);
        });
      }

      test("a click on a link item follows it", async () => {
        const { items } = await setupWithLink();
        await userEvent.click(page.getByRole("button", { name: options.trigger }));
        await userEvent.click(page.getByRole("menuitem", { name: "View details" }));
        await expect.poll(followed).toBe("#menu-pattern-details");
        expect(items.view.onSelect).toHaveBeenCalledTimes(1);
        await expect.element(menu()).not.toBeInTheDocument();
        history.replaceState(null, "", `${location.pathname}${location.search}`);
      });
    }
  });
}
