import { Button, ConfirmDialog, type ConfirmDialogProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";

/** How the story's request ends: at once, never (to show the pending state), or with the server's refusal. */
type Outcome = "succeeds" | "runs" | "fails";

interface DemoProps extends ConfirmDialogProps {
  /** The button that opens the dialog. */
  triggerLabel?: string;
  /** How the story's request ends. */
  outcome?: Outcome;
}

const REFUSAL = "Pro Monthly has 12 active subscriptions. Move them to another plan first.";

/** A confirmation opened from a button, as a screen uses it: the screen owns open, pending and the error. */
function ConfirmDialogDemo({
  triggerLabel = "Delete Pro Monthly",
  outcome = "succeeds",
  onConfirm,
  onCancel,
  ...props
}: DemoProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    onConfirm();
    setError(null);
    if (outcome === "succeeds") return setOpen(false);
    setPending(true);
    if (outcome === "fails")
      setTimeout(() => {
        setPending(false);
        setError(REFUSAL);
      }, 50);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        pending={pending}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(name = "Delete Pro Monthly?", trigger = "Delete Pro Monthly") {
  await userEvent.click(screen.getByRole("button", { name: trigger }));
  const dialog = await screen.findByRole("dialog", { name });
  // Waits for the opening fade to finish.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Asks before an action that cannot be taken back: revoking a key, deleting an endpoint, removing someone
 * from the team. A question as the title, what the action does under it, optional details (what is
 * affected), then Cancel and the action. The screen owns the request: it sets `pending` while it runs, sets
 * `error` when it fails, and closes the dialog when it succeeds.
 *
 * **Accessibility:** built on Modal, it follows the WAI-ARIA APG
 * [Dialog (Modal)](https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) pattern: named by its question and
 * described by its explanation. As the APG's [Alert Dialog](https://www.w3.org/WAI/ARIA/apg/patterns/alertdialog/)
 * advises for a destructive action, opening focuses Cancel, the safe choice, so a stray Enter does no harm.
 * While the action runs its button says so ('Deleting...'), is marked busy and disabled but keeps focus, and
 * nothing cancels the dialog. A failure appears in an alert, announced at once, and the action can be tried
 * again. On close, focus returns to the element that opened it.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves between Cancel, the action and the close button, wrapping around |
 * | Enter / Space | Activates the focused button |
 * | Escape | Cancels, unless the action is running; focus returns to the opener |
 *
 * A click on the dimmed overlay also cancels.
 */
const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    open: false,
    title: "Delete Pro Monthly?",
    description: "The plan is no longer offered at checkout. This cannot be undone.",
    confirmLabel: "Delete plan",
    pendingLabel: "Deleting...",
    tone: "danger",
    cancelLabel: "Cancel",
    closeLabel: "Close",
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["danger", "neutral"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    outcome: { control: "inline-radio", options: ["succeeds", "runs", "fails"] },
  },
  render: (args) => <ConfirmDialogDemo {...args} />,
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    let dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription(
      "The plan is no longer offered at checkout. This cannot be undone.",
    );
    // Opening focuses the safe choice.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await expect(within(dialog).getByRole("button", { name: "Delete plan" })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Pro Monthly" })).toHaveFocus());

    // Opened again for the picture.
    dialog = await openDialog();
    await expect(dialog).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Pro Monthly" })).toHaveFocus());

    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Delete plan" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const Pending: Story = {
  args: { outcome: "runs" },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete plan" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    // The action says it is running, refuses a second click and keeps focus.
    const action = await within(dialog).findByRole("button", { name: "Deleting..." });
    await expect(action).toHaveAttribute("aria-disabled", "true");
    await expect(action).toHaveAttribute("aria-busy", "true");
    await expect(action).toHaveFocus();
    await userEvent.click(action);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    // Nothing cancels it while the request runs.
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("dialog", { name: "Delete Pro Monthly?" })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { outcome: "fails" },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete plan" }));
    // The refusal is an alert, announced at once, inside the dialog.
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(REFUSAL);
    // The dialog stays open and the action can be tried again.
    const action = within(dialog).getByRole("button", { name: "Delete plan" });
    await expect(action).not.toHaveAttribute("aria-disabled");
    await expect(action).toHaveFocus();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const LONG_URL =
  "https://hooks.northwind-traders.example/round/webhooks/receive/accounts/acct_01JQ7ZK3N8P4V6XW2Y5T9R0M1B";

export const WithDetails: Story = {
  args: {
    title: "Delete this endpoint?",
    description:
      "Round stops sending it events at once, and its delivery log goes with it. This cannot be undone.",
    confirmLabel: "Delete endpoint",
    children: (
      <p>
        <code>{LONG_URL}</code>
      </p>
    ),
    triggerLabel: "Delete endpoint…",
  },
  play: async () => {
    const dialog = await openDialog("Delete this endpoint?", "Delete endpoint…");
    await expect(within(dialog).getByText(LONG_URL)).toBeVisible();
    // A long address wraps inside the dialog rather than widening it.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Neutral: Story = {
  args: {
    tone: "neutral",
    title: "Finalize 3 invoices?",
    description: "They are numbered and sent to the customers; a finalized invoice can no longer be edited.",
    confirmLabel: "Finalize invoices",
    pendingLabel: "Finalizing...",
    triggerLabel: "Finalize selected",
  },
  play: async ({ args }) => {
    const dialog = await openDialog("Finalize 3 invoices?", "Finalize selected");
    await expect(within(dialog).getByRole("button", { name: "Finalize invoices" })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // On a phone the actions are stacked full width, the action above Cancel.
    const cancel = within(dialog).getByRole("button", { name: "Cancel" }).getBoundingClientRect();
    const action = within(dialog).getByRole("button", { name: "Delete plan" }).getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(cancel.top);
  },
};
