// Runs in a real browser: the tooltip opens on hover after its delay and on keyboard focus, is placed by
// measuring layout, and closes on Escape; jsdom has no pointer, no layout and no ResizeObserver.
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Tooltip } from "./Tooltip";

describe("Tooltip", () => {
  test("keyboard focus opens it at once, describing its trigger; Escape closes it", async () => {
    await render(
      <Tooltip content="Copies the code">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const trigger = page.getByRole("button", { name: "Copy" });
    expect(trigger.element().hasAttribute("aria-describedby")).toBe(false);
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Copies the code");
    await expect.element(trigger).toHaveAccessibleDescription("Copies the code");
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(trigger.element());
  });

  test("hover opens it after delayMs, and reports it", async () => {
    const onOpenChange = vi.fn();
    await render(
      <Tooltip content="Plans billed yearly" delayMs={400} onOpenChange={onOpenChange}>
        <button type="button">Yearly</button>
      </Tooltip>,
    );
    await userEvent.hover(page.getByRole("button", { name: "Yearly" }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.querySelector("[role='tooltip']")).toBeNull();
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Plans billed yearly");
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  test("controlled open shows it without a pointer or focus", async () => {
    await render(
      <Tooltip content="Always shown" open side="bottom">
        <button type="button">Info</button>
      </Tooltip>,
    );
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Always shown");
  });
});
