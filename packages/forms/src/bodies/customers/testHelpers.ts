/** Helpers of the customer bodies' jsdom tests (no jest-dom matchers in the unit project). */

/** The text of the elements that describe `element` (its hint and its message), joined by spaces. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}
