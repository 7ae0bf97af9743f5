import { CancelDialog, type CancelValues } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { userEvent } from "../../interactions";
import { Opener, openWith, previewOf } from "./billingFixtures";

/** At the term's end nothing is credited; now, the unused 13 days of the $89.00 term are. */
const preview = fn(async ({ atTermEnd }: CancelValues) => previewOf(null, { credit: atTermEnd ? 0 : 41.32 }));

/**
 * Cancel subscription: at the end of the term (the default: it stays active until then and can be
 * reactivated) or now (the unused part of the term credited). The server's preview of the choice on screen
 * is shown before 'Cancel subscription' is offered; a refusal stays in the dialog.
 *
 * **Accessibility:** the choice is a labelled radio group whose options carry their description; the preview
 * is a region announced politely as it changes.
 */
const meta = {
  title: "Billing/CancelDialog",
  component: CancelDialog,
  args: {
    planName: "Pro",
    currentTermEnd: "2026-03-15",
    preview,
    onSubmit: fn(async () => {}),
    onSuccess: fn(),
    onOpenChange: fn(),
  },
  render: (args) => (
    <Opener label="Cancel" onOpenChange={args.onOpenChange}>
      {(dialog) => <CancelDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof CancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openWith(canvasElement, "Cancel", "Cancel subscription");
const confirm = (dialog: Canvas) => dialog.getByRole("button", { name: "Cancel subscription" });
const previewRegion = (dialog: Canvas) => dialog.getByRole("region", { name: "What the cancellation does" });
const now = (dialog: Canvas) => dialog.getByRole("radio", { name: "Now" });

/** At the end of the term, dated, chosen first: nothing invoiced, nothing credited. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { element, dialog } = await open(canvasElement);
    await expect(element).toHaveAccessibleDescription("Pro");
    await expect(dialog.getByRole("radio", { name: "At the end of the term (Mar 15, 2026)" })).toBeChecked();
    await expect(now(dialog)).not.toBeChecked();
    await waitFor(() => expect(previewRegion(dialog)).toHaveTextContent("No invoice is raised."));
    await expect(previewRegion(dialog)).not.toHaveTextContent("Credit to the customer");
    await expect(args.preview).toHaveBeenCalledWith({ atTermEnd: true });
    await expect(dialog.getByRole("button", { name: "Keep subscription" })).toBeEnabled();
    await expect(confirm(dialog)).toBeEnabled();
  },
};

export const CancelledAtTermEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await userEvent.click(confirm(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ atTermEnd: true });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** Now: the credit of the unused time is previewed, then the cancellation sent as shown. */
export const CancelledNowWithCredit: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(now(dialog));
    await expect(await dialog.findByText("Credit to the customer: $41.32")).toBeVisible();
    await expect(args.preview).toHaveBeenLastCalledWith({ atTermEnd: false });
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await userEvent.click(confirm(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ atTermEnd: false });
  },
};

/** The preview fails: the message and Retry in its place, and nothing to confirm. */
export const PreviewFails: Story = {
  args: { preview: fn(async (_values: CancelValues) => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to preview the change. Please try again.",
    );
    await expect(dialog.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(confirm(dialog)).toBeDisabled();
  },
};

/** The confirm fails without words of its own: the dialog's failure text, and it stays open. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await userEvent.click(confirm(dialog));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to cancel the subscription. Please try again.",
    );
    await expect(screen.getByRole("dialog", { name: "Cancel subscription" })).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
