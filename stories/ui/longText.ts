// Shared by the "long unbroken text" stories: a word with no place to break, and the check that it stays
// inside its container.
import { type ComponentType, createElement } from "react";
import { expect } from "storybook/test";

/** Sixty characters without a space or a hyphen, as a pasted identifier, code or token can be. */
export const UNBROKEN = "SUBSCRIPTIONIDENTIFIER0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ01";

/** Nothing inside `container` sticks out of it, and the page does not scroll sideways. */
export async function expectNoOverflow(container: HTMLElement) {
  await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A decorator that puts the story in a narrow column (found by the test id "column"), the container the
 * long text must stay inside.
 */
export function inColumn(width: { width: number } | { maxWidth: number }) {
  return (Story: ComponentType) =>
    createElement("div", { style: width, "data-testid": "column" }, createElement(Story));
}
