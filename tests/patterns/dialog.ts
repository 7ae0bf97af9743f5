// Shared keyboard and focus suite for the WAI-ARIA modal dialog pattern. Any component that opens a modal
// dialog from a button runs it: `dialogPattern("Modal", { render, trigger, dialog })`.
// It needs a real browser: focus trapping, focus return and clicks outside depend on real focus and layout.
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";

export interface DialogPatternOptions {
  /** Renders the component closed, with a button that opens it. */
  render: () => ReactNode;
  /** Accessible name of the button that opens the dialog. */
  trigger: string;
  /** Accessible name of the dialog. */
  dialog: string;
  /** Accessible name of a close button inside the dialog, if it has one. */
  closeButton?: string;
  /** Whether a click outside the dialog closes it (true for a modal; false for an alert dialog). */
  closesOnOutsideClick?: boolean;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  );
}

export function dialogPattern(name: string, options: DialogPatternOptions) {
  const { closesOnOutsideClick = true } = options;

  async function openWithKeyboard() {
    await render(options.render());
    const trigger = page.getByRole("button", { name: options.trigger }).element() as HTMLElement;
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = page.getByRole("dialog", { name: options.dialog });
    await expect.element(dialog).toBeVisible();
    return { trigger, dialog: dialog.element() as HTMLElement };
  }

  async function expectClosedWithFocusOn(trigger: HTMLElement) {
    await expect.element(page.getByRole("dialog", { name: options.dialog })).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(trigger);
  }

  describe(`${name} follows the dialog pattern`, () => {
    test("Enter on the trigger opens it, and a click does too", async () => {
      const { dialog } = await openWithKeyboard();
      expect(dialog.getAttribute("aria-modal") ?? "true").toBe("true");
      await userEvent.keyboard("{Escape}");
      await userEvent.click(page.getByRole("button", { name: options.trigger }));
      await expect.element(page.getByRole("dialog", { name: options.dialog })).toBeVisible();
    });

    test("focus moves inside when it opens", async () => {
      const { dialog } = await openWithKeyboard();
      await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    });

    test("Tab and Shift+Tab cycle inside (focus is trapped)", async () => {
      const { dialog } = await openWithKeyboard();
      const count = focusables(dialog).length;
      expect(count).toBeGreaterThan(0);
      const seen = new Set<Element | null>();
      for (let press = 0; press < count + 2; press += 1) {
        await userEvent.keyboard("{Tab}");
        expect(dialog.contains(document.activeElement)).toBe(true);
        seen.add(document.activeElement);
      }
      // Every tabbable element was reached, so Tab wrapped around rather than sticking.
      expect(seen.size).toBe(count);
      for (let press = 0; press < count + 2; press += 1) {
        await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    test("Escape closes it and focus returns to the trigger", async () => {
      const { trigger } = await openWithKeyboard();
      await userEvent.keyboard("{Escape}");
      await expectClosedWithFocusOn(trigger);
    });

    if (options.closeButton) {
      const closeName = options.closeButton;
      test("the close button closes it and focus returns to the trigger", async () => {
        const { trigger } = await openWithKeyboard();
        await userEvent.click(page.getByRole("button", { name: closeName }));
        await expectClosedWithFocusOn(trigger);
      });
    }

    test(
      closesOnOutsideClick ? "a click on the overlay closes it" : "a click outside leaves it open",
      async () => {
        const { trigger, dialog } = await openWithKeyboard();
        // The top-left corner of the viewport is outside any centred dialog: the overlay is there.
        const outside = document.elementFromPoint(4, 4) as HTMLElement;
        expect(dialog.contains(outside)).toBe(false);
        await userEvent.click(page.elementLocator(outside), { position: { x: 4, y: 4 } });
        if (closesOnOutsideClick) {
          await expectClosedWithFocusOn(trigger);
        } else {
          await expect.element(page.getByRole("dialog", { name: options.dialog })).toBeVisible();
        }
      },
    );
  });
}
