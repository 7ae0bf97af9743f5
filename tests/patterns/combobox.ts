// Shared keyboard suite for the WAI-ARIA combobox pattern (an editable input with a listbox popup).
// Each component of the pattern runs it with a render function mapping the suite's props onto its own.
// It needs a real browser: focus must stay in the input while the highlight moves, which jsdom cannot tell.
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";

export interface ComboboxPatternOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ComboboxPatternProps {
  /** The accessible name the combobox must get. */
  label: string;
  /** The options, in this order (they may be loaded asynchronously: the suite waits for them). */
  options: ComboboxPatternOption[];
  /** Must be called with the chosen option's value. */
  onChange: (value: string | null) => void;
}

const label = "Country";
const options: ComboboxPatternOption[] = [
  { value: "CA", label: "Canada" },
  { value: "FR", label: "France" },
  { value: "DE", label: "Germany", disabled: true },
  { value: "JP", label: "Japan" },
];

export function runComboboxSuite(name: string, renderFn: (props: ComboboxPatternProps) => ReactNode) {
  async function setup() {
    const onChange = vi.fn();
    await render(renderFn({ label, options, onChange }));
    const input = page.getByRole("combobox", { name: label }).element() as HTMLInputElement;
    input.focus();
    return { input, onChange };
  }

  const expanded = (input: HTMLElement) => input.getAttribute("aria-expanded");
  /** The option the input points at with aria-activedescendant. */
  const active = (input: HTMLElement) => {
    const id = input.getAttribute("aria-activedescendant");
    return id ? document.getElementById(id) : null;
  };
  const activeText = (input: HTMLElement) => active(input)?.textContent?.trim() ?? null;
  const shownOptions = () =>
    page
      .getByRole("option")
      .elements()
      .map((option) => option.textContent?.trim());

  describe(`${name} follows the combobox pattern`, () => {
    test("starts closed, tied to its listbox by aria-controls", async () => {
      const { input } = await setup();
      expect(expanded(input)).toBe("false");
      await userEvent.keyboard("{ArrowDown}");
      const listbox = page.getByRole("listbox");
      await expect.element(listbox).toBeVisible();
      expect(input.getAttribute("aria-controls")).toBe(listbox.element().id);
    });

    test("ArrowDown opens it and highlights the first option", async () => {
      const { input } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.element(page.getByRole("listbox")).toBeVisible();
      expect(expanded(input)).toBe("true");
      await expect.poll(() => activeText(input)).toBe("Canada");
      expect(active(input)?.getAttribute("role")).toBe("option");
      expect(document.activeElement).toBe(input);
    });

    test("a click opens it and focus stays in the input", async () => {
      const { input } = await setup();
      await userEvent.click(input);
      await expect.element(page.getByRole("listbox")).toBeVisible();
      expect(expanded(input)).toBe("true");
      await expect.poll(shownOptions).toEqual(options.map((option) => option.label));
      expect(document.activeElement).toBe(input);
    });

    test("arrows move the highlight, skip disabled options and aria-activedescendant follows", async () => {
      const { input } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Canada");
      await userEvent.keyboard("{ArrowDown}");
      expect(activeText(input)).toBe("France");
      await userEvent.keyboard("{ArrowDown}");
      expect(activeText(input)).toBe("Japan");
      await userEvent.keyboard("{ArrowUp}");
      expect(activeText(input)).toBe("France");
      expect(document.activeElement).toBe(input);
    });

    test("Home and End highlight the first and last options", async () => {
      const { input } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Canada");
      await userEvent.keyboard("{End}");
      expect(activeText(input)).toBe("Japan");
      await userEvent.keyboard("{Home}");
      expect(activeText(input)).toBe("Canada");
    });

    test("Enter chooses the highlighted option, closes and keeps focus", async () => {
      const { input, onChange } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Canada");
      await userEvent.keyboard("{ArrowDown}{Enter}");
      expect(onChange).toHaveBeenCalledWith("FR");
      expect(expanded(input)).toBe("false");
      expect(input.value).toBe("France");
      expect(document.activeElement).toBe(input);
    });

    test("the chosen option is marked selected when the list opens again", async () => {
      const { input } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Canada");
      await userEvent.keyboard("{End}{Enter}{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Japan");
      expect(active(input)?.getAttribute("aria-selected")).toBe("true");
    });

    test("Escape closes, restores the text and focus stays in the input", async () => {
      const { input, onChange } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      await expect.poll(() => activeText(input)).toBe("Canada");
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard("ja");
      expect(expanded(input)).toBe("true");
      await userEvent.keyboard("{Escape}");
      expect(expanded(input)).toBe("false");
      expect(input.value).toBe("Canada");
      expect(input.getAttribute("aria-activedescendant")).toBeNull();
      expect(document.activeElement).toBe(input);
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    test("typing opens it and filters the options, case-insensitively", async () => {
      const { input } = await setup();
      await userEvent.keyboard("FR");
      expect(expanded(input)).toBe("true");
      await expect.poll(shownOptions).toEqual(["France"]);
      await expect.poll(() => activeText(input)).toBe("France");
    });

    test("clicking an option chooses it and focus stays in the input", async () => {
      const { input, onChange } = await setup();
      await userEvent.click(input);
      await userEvent.click(page.getByRole("option", { name: "Japan" }));
      expect(onChange).toHaveBeenCalledWith("JP");
      expect(expanded(input)).toBe("false");
      expect(input.value).toBe("Japan");
      expect(document.activeElement).toBe(input);
    });

    test("aria-expanded follows every opening and closing; Tab closes", async () => {
      const { input } = await setup();
      await userEvent.keyboard("{ArrowDown}");
      expect(expanded(input)).toBe("true");
      await userEvent.keyboard("{Escape}");
      expect(expanded(input)).toBe("false");
      await userEvent.keyboard("{ArrowUp}");
      expect(expanded(input)).toBe("true");
      await expect.poll(() => activeText(input)).toBe("Japan");
      await userEvent.keyboard("{Tab}");
      expect(expanded(input)).toBe("false");
      expect(document.activeElement).not.toBe(input);
    });
  });
}
