/** Small queries shared by the app stories. */
import { within } from "storybook/test";

/** The text of the value (`dd`) beside a term (`dt`) of a description list, such as a card's 'Currency'. */
export function definitionOf(scope: HTMLElement, term: string): string {
  const dt = within(scope).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent?.trim() ?? "";
}

/** The whole page, for what is portalled outside the story's root: toasts and tooltips. */
export const page = () => within(document.body);

/** Finds the toast carrying this text (toasts live in the 'Notifications' region at the end of the body). */
export async function findToast(text: string) {
  const region = await page().findByRole("region", { name: "Notifications" });
  return within(region).findByText(text);
}

export type Canvas = ReturnType<typeof within>;

/** A person's details that pass every sign-up rule. */
export const NEW_PERSON = {
  firstName: "Katherine",
  lastName: "Johnson",
  email: "katherine@example.com",
  phone: "+1 (555) 010-0003",
  password: "Orbit#1962",
} as const;
