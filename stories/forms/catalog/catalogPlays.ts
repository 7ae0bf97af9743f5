/**
 * Play steps every catalog form story shares: a save the server refuses, in the form on the page or in its
 * dialog. Each form's stories give their own fill, button and words.
 */
import { expect, screen, within } from "storybook/test";
import { userEvent } from "../../interactions";

export type Scope = ReturnType<typeof within>;

export interface RefusedSave {
  /** Fills what the form needs before its button may save (nothing for an edit of a valid record). */
  fill?: (scope: Scope) => Promise<void>;
  /** The button that saves: 'Create Coupon', 'Save Changes'. */
  button: string;
  /** What the form's alert says. */
  message: string;
}

/** Fills, saves and expects the form's alert; returns the form's scope for the story's own checks. */
export async function expectRefusedSave(
  scope: Scope,
  { fill, button, message }: RefusedSave,
): Promise<Scope> {
  await fill?.(scope);
  await userEvent.click(scope.getByRole("button", { name: button }));
  await expect(await scope.findByRole("alert")).toHaveTextContent(message);
  return scope;
}

/** A play function: the form on the page refuses the save with `message`. */
export function refusedSave(save: RefusedSave) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectRefusedSave(within(canvasElement), save);
  };
}

/** A play function: the dialog named `dialog` refuses the save with `message` and stays open. */
export function refusedSaveInDialog(dialog: string, save: RefusedSave) {
  return async () => {
    await expectRefusedSave(within(await screen.findByRole("dialog", { name: dialog })), save);
    await expect(screen.getByRole("dialog", { name: dialog })).toBeVisible();
  };
}
