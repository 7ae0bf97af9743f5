/**
 * Interactions shared by the stories of every group (design system, forms, screens): Storybook's `userEvent`
 * (the calls still show in the Interactions panel) without pauses between its events, and `enterText`.
 */
import { userEvent as storybookUserEvent } from "storybook/test";

/** No pause between the events of one call (user-event's `delay: null`), unless a call asks for one. */
const noDelay = { delay: null } as const;

const base = storybookUserEvent;

/**
 * `userEvent` from storybook/test, with `delay: null` as the default. With user-event's default (`delay: 0`)
 * every key typed, every move, press and release of the pointer and the end of every call wait for a timer,
 * which lets the browser lay out and paint the page in between: a typed character cost a third more, a click
 * a fifth more (measured in the customer dialog). The events, their order and what React renders for each of
 * them are the same. A call still yields when it ends (the testing library's async wrapper), so what one call
 * set going (a timer, a request) gets its turn before the next call.
 */
export const userEvent: typeof base = {
  ...base,
  click: (element, options) => base.click(element, { ...noDelay, ...options }),
  dblClick: (element, options) => base.dblClick(element, { ...noDelay, ...options }),
  tripleClick: (element, options) => base.tripleClick(element, { ...noDelay, ...options }),
  hover: (element, options) => base.hover(element, { ...noDelay, ...options }),
  unhover: (element, options) => base.unhover(element, { ...noDelay, ...options }),
  keyboard: (text, options) => base.keyboard(text, { ...noDelay, ...options }),
  type: (element, text, options) => base.type(element, text, { ...noDelay, ...options }),
  paste: (clipboardData, options) => base.paste(clipboardData, { ...noDelay, ...options }),
  selectOptions: (element, values, options) =>
    base.selectOptions(element, values, { ...noDelay, ...options }),
  deselectOptions: (element, values, options) =>
    base.deselectOptions(element, values, { ...noDelay, ...options }),
  upload: (element, files, options) => base.upload(element, files, { ...noDelay, ...options }),
};

/**
 * Enters `text` into a text field in one go: a click into the field (the caret goes to the end of what it
 * holds, as for `userEvent.type`), then the whole text as one input, as when it is pasted. What the field ends
 * up holding, and what the form does with it on change and on blur, is what `userEvent.type` gives; but typing
 * sends five events and re-renders the whole form for every character, which made typing the largest share of
 * the form stories' time. Keep `userEvent.type` where what happens key by key is what the story shows: a key
 * that acts (Enter, a comma, an arrow), a mask or filter applied to each character, a search run as one types.
 */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
