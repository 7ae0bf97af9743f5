import { PauseDialog, type PauseValues } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, previewOf, refusal } from "./billingFixtures";

/** The unused 13 days of the $89.00 term, credited when the pause starts today. */
const CREDIT = 41.32;
const preview = fn(async (_values: PauseValues) => previewOf(null, { credit: CREDIT }));

/**
 * Pause subscription: from today, until an optional resume date (resumed by hand when empty), checked with the
 * shared `subscriptionPauseSchema` (a day between 1970 and 2999). The server's preview of what the pause does
 * (no invoice, the credit of the unused part of the term) is shown for the values on screen before
 * 'Pause subscription' is offered; a refusal of the resume date lands under it, any other refusal in the dialog.
 *
 * **Accessibility:** the date has a visible label and hint, its message is tied to it; the preview is a
 * region announced politely as it changes.
 */
const meta = {
  title: "Billing/PauseDialog",
  component: PauseDialog,
  args: {
    planName: "Pro",
    currentTermEnd: "2026-03-15",
    preview,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <Opener label="Pause" onOpenChange={args.onOpenChange}>
      {(dialog) => <PauseDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof PauseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openWith(canvasElement, "Pause", "Pause subscription");
const resumeDate = (dialog: Canvas) => dialog.getByLabelText(/^Resume date/);
const confirm = (dialog: Canvas) => dialog.getByRole("button", { name: "Pause subscription" });
const previewRegion = (dialog: Canvas) => dialog.getByRole("region", { name: "What the pause does" });

/** Paused from today until resumed by hand: the credit shown before confirming. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { element, dialog } = await open(canvasElement);
    await expect(element).toHaveAccessibleDescription("Pro: nothing is billed while it is paused.");
    await expect(resumeDate(dialog)).toHaveValue("");
    await expect(dialog.getByText("The current term ends on Mar 15, 2026.")).toBeVisible();
    await expect(await dialog.findByText("Credit to the customer: $41.32")).toBeVisible();
    await expect(previewRegion(dialog)).toHaveTextContent(
      "No invoice is raised now. Resuming starts a new term, invoiced on the resume day.",
    );
    await expect(args.preview).toHaveBeenCalledWith({});
    await expect(confirm(dialog)).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Keep it running" })).toBeEnabled();
  },
};

/** A resume date, previewed, then the pause: the exact body is sent and the dialog closes. */
export const PausedUntilResumeDate: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(resumeDate(dialog), "2026-04-01");
    await waitFor(() => expect(args.preview).toHaveBeenLastCalledWith({ resumeDate: "2026-04-01" }));
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await userEvent.click(confirm(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ resumeDate: "2026-04-01" });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** A day past 2999: refused on the spot, nothing previewed, nothing to confirm. */
export const ResumeDateOutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(resumeDate(dialog), "3000-01-01");
    await expect(resumeDate(dialog)).toHaveAccessibleDescription(/Please enter a valid date$/);
    await expect(confirm(dialog)).toBeDisabled();
    await expect(args.preview).not.toHaveBeenCalledWith({ resumeDate: "3000-01-01" });
  },
};

/** The server refuses the day in its preview: its words under the field, the preview asks to correct it. */
export const ResumeDateRefused: Story = {
  args: {
    preview: fn(async (values: PauseValues) =>
      values.resumeDate
        ? Promise.reject(refusal("resumeDate", "The resume date must be after today"))
        : previewOf(null, { credit: CREDIT }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(resumeDate(dialog), "2026-03-01");
    await waitFor(() =>
      expect(resumeDate(dialog)).toHaveAccessibleDescription(/The resume date must be after today$/),
    );
    await expect(previewRegion(dialog)).toHaveTextContent(
      "Correct the highlighted fields to see the preview.",
    );
    await expect(confirm(dialog)).toBeDisabled();
  },
};

/** A 409 on confirm: the server's words in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Only an active subscription can be paused.",
        errors: [{ code: "CONFLICT", description: "Only an active subscription can be paused." }],
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await userEvent.click(confirm(dialog));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Only an active subscription can be paused.",
    );
    await expect(screen.getByRole("dialog", { name: "Pause subscription" })).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
