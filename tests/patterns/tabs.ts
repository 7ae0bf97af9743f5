// Shared keyboard suite for the WAI-ARIA tabs pattern (automatic activation). A tabs component runs it
// with a render function that maps the suite's items onto its own props.
// It needs a real browser: the roving focus between tabs is what is checked.
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";

export interface TabsPatternItem {
  value: string;
  label: string;
  content: string;
  disabled?: boolean;
}

export interface TabsPatternOptions {
  /** Renders the tabs with these items, the first selected, reporting selection changes. */
  render: (items: TabsPatternItem[], onValueChange: (value: string) => void) => ReactNode;
  /** Accessible name of the tab list. */
  label: string;
}

const items: TabsPatternItem[] = [
  { value: "overview", label: "Overview", content: "Overview panel" },
  { value: "invoices", label: "Invoices", content: "Invoices panel" },
  { value: "payments", label: "Payments", content: "Payments panel", disabled: true },
  { value: "settings", label: "Settings", content: "Settings panel" },
];

export function tabsPattern(name: string, options: TabsPatternOptions) {
  async function setup() {
    const onValueChange = vi.fn();
    await render(options.render(items, onValueChange));
    return { onValueChange };
  }

  const tab = (label: string) => page.getByRole("tab", { name: label });
  const focused = () => document.activeElement?.textContent?.trim();
  const expectPanel = async (content: string) => {
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent(content);
  };

  describe(`${name} follows the tabs pattern`, () => {
    test("has a named tab list, the first tab selected and its panel shown", async () => {
      await setup();
      await expect.element(page.getByRole("tablist", { name: options.label })).toBeVisible();
      await expect.element(tab("Overview")).toHaveAttribute("aria-selected", "true");
      await expectPanel("Overview panel");
      const panel = page.getByRole("tabpanel").element();
      expect(panel.getAttribute("aria-labelledby")).toBe(tab("Overview").element().id);
    });

    test("Tab enters at the selected tab, then moves to the panel", async () => {
      await setup();
      await userEvent.keyboard("{Tab}");
      expect(focused()).toBe("Overview");
      await userEvent.keyboard("{Tab}");
      expect(document.activeElement).toBe(page.getByRole("tabpanel").element());
    });

    test("ArrowRight and ArrowLeft move focus and select, skipping disabled tabs", async () => {
      const { onValueChange } = await setup();
      (tab("Overview").element() as HTMLElement).focus();
      await userEvent.keyboard("{ArrowRight}");
      expect(focused()).toBe("Invoices");
      await expect.element(tab("Invoices")).toHaveAttribute("aria-selected", "true");
      await expectPanel("Invoices panel");
      expect(onValueChange).toHaveBeenLastCalledWith("invoices");
      await userEvent.keyboard("{ArrowRight}");
      expect(focused()).toBe("Settings");
      await expectPanel("Settings panel");
      await userEvent.keyboard("{ArrowLeft}");
      expect(focused()).toBe("Invoices");
    });

    test("arrows wrap around at either end", async () => {
      await setup();
      (tab("Overview").element() as HTMLElement).focus();
      await userEvent.keyboard("{ArrowLeft}");
      expect(focused()).toBe("Settings");
      await userEvent.keyboard("{ArrowRight}");
      expect(focused()).toBe("Overview");
    });

    test("Home and End go to the first and last tabs", async () => {
      await setup();
      (tab("Overview").element() as HTMLElement).focus();
      await userEvent.keyboard("{End}");
      expect(focused()).toBe("Settings");
      await expectPanel("Settings panel");
      await userEvent.keyboard("{Home}");
      expect(focused()).toBe("Overview");
      await expectPanel("Overview panel");
    });

    test("a click selects a tab and shows its panel; a disabled tab cannot be selected", async () => {
      const { onValueChange } = await setup();
      await userEvent.click(tab("Settings"));
      await expectPanel("Settings panel");
      expect(onValueChange).toHaveBeenLastCalledWith("settings");
      await expect.element(tab("Payments")).toBeDisabled();
      await userEvent.click(tab("Payments"), { force: true });
      await expectPanel("Settings panel");
    });
  });
}
