import { Button, Modal, type ModalProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";

interface DemoProps extends ModalProps {
  triggerLabel?: string;
  /** When set, the footer has Cancel and this action, both closing the modal. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

/** A modal that opens from a button, as it is used in the app: controlled by the screen's state. */
function ModalDemo({ triggerLabel = "Delete plan", confirmLabel, onConfirm, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        {triggerLabel}
      </Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={change}
        footer={
          confirmLabel ? (
            <>
              <Button variant="secondary" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  onConfirm?.();
                  change(false);
                }}
              >
                {confirmLabel}
              </Button>
            </>
          ) : (
            props.footer
          )
        }
      />
    </>
  );
}

// The story's "delete the plan" request, checked by the play functions.
const deletePlan = fn();

async function openModal(name: string, trigger = "Delete plan") {
  await userEvent.click(screen.getByRole("button", { name: trigger }));
  const dialog = await screen.findByRole("dialog", { name });
  // Waits for the opening fade to finish.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * A modal dialog for a task that needs the person's full attention: a confirmation, a short form.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Dialog (Modal)](https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/)
 * pattern. The dialog is named by its title and described by its description. While open, focus stays
 * inside and the rest of the page is hidden from assistive technology; on close, focus returns to the
 * element that opened it. A body taller than the screen scrolls, and becomes focusable so it can be
 * scrolled by keyboard.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves focus to the next / previous element inside the dialog, wrapping around |
 * | Escape | Closes the dialog; focus returns to the trigger |
 * | Enter / Space on the close button | Closes the dialog |
 *
 * A click on the dimmed overlay also closes it.
 */
const meta = {
  title: "Overlays/Modal",
  component: Modal,
  args: {
    title: "Delete this plan?",
    description: "Customers on Pro Monthly keep their subscription until it renews.",
    children: <p>The plan will no longer be offered at checkout. This cannot be undone.</p>,
    size: "md",
    closeLabel: "Close",
    onOpenChange: fn(),
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" />,
  play: async ({ args }) => {
    const dialog = await openModal("Delete this plan?");
    await expect(dialog).toHaveAccessibleDescription(
      "Customers on Pro Monthly keep their subscription until it renews.",
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moved into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args }) => {
    await openModal("Delete this plan?");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete plan" })).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async () => {
    const dialog = await openModal("Delete this plan?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete plan" })).toHaveFocus());
  },
};

export const ConfirmAction: Story = {
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" onConfirm={deletePlan} />,
  play: async ({ args }) => {
    deletePlan.mockClear();
    const dialog = await openModal("Delete this plan?");
    // Opening focuses the first action, the safe one; Tab reaches Delete.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(deletePlan).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelAction: Story = {
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" onConfirm={deletePlan} />,
  play: async () => {
    deletePlan.mockClear();
    const dialog = await openModal("Delete this plan?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(deletePlan).not.toHaveBeenCalled();
  },
};

export const WithForm: Story = {
  args: {
    title: "Invite a team member",
    description: "They receive an email with a link to join.",
    size: "sm",
    children: (
      <label style={{ display: "grid", gap: 6 }}>
        Email address
        <input type="email" name="email" style={{ padding: 8 }} />
      </label>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Send invitation</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} triggerLabel="Invite" />,
  play: async () => {
    const dialog = await openModal("Invite a team member", "Invite");
    // Opening focuses the first field.
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Email address" })).toHaveFocus());
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email address" }), "ada@example.com");
    await expect(within(dialog).getByRole("textbox", { name: "Email address" })).toHaveValue(
      "ada@example.com",
    );
  },
};

export const FocusTrapped: Story = {
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" />,
  play: async () => {
    const dialog = await openModal("Delete this plan?");
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Small: Story = {
  args: { size: "sm", title: "Archive coupon?", description: undefined },
  render: (args) => <ModalDemo {...args} triggerLabel="Archive" />,
  play: async () => {
    const dialog = await openModal("Archive coupon?", "Archive");
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Large: Story = {
  args: { size: "lg", title: "Plan details", footer: <Button>Done</Button> },
  render: (args) => <ModalDemo {...args} triggerLabel="View details" />,
  play: async () => {
    const dialog = await openModal("Plan details", "View details");
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(560);
  },
};

const paragraphs = Array.from({ length: 24 }, (_, index) => (
  <p key={index} style={{ marginBottom: 12 }}>
    Clause {index + 1}. The subscriber agrees that charges renew automatically at the end of each billing
    period unless cancelled before the renewal date shown on the invoice.
  </p>
));

export const LongContent: Story = {
  args: {
    title: "Terms of service",
    description: "Read the terms before accepting.",
    children: paragraphs,
    footer: <Button>Accept</Button>,
  },
  render: (args) => <ModalDemo {...args} triggerLabel="Read terms" />,
  play: async () => {
    const dialog = await openModal("Terms of service", "Read terms");
    // The dialog stays within the viewport; its body scrolls and can be focused to scroll by keyboard.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = within(dialog).getByText(/Clause 1\./).parentElement!;
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(within(dialog).getByRole("button", { name: "Accept" })).toBeVisible();
  },
};

export const LongUnbrokenText: Story = {
  args: {
    title: "Delete coupon SUMMERSALE2026EXTRAORDINARYDISCOUNTFORRETURNINGCUSTOMERSONLY?",
    description: "Code: SUMMERSALE2026EXTRAORDINARYDISCOUNTFORRETURNINGCUSTOMERSONLYANDNOBODYELSE",
  },
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" />,
  play: async () => {
    const dialog = await openModal(
      "Delete coupon SUMMERSALE2026EXTRAORDINARYDISCOUNTFORRETURNINGCUSTOMERSONLY?",
    );
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  render: (args) => <ModalDemo {...args} confirmLabel="Delete" />,
  globals: { viewport: { value: "mobile" } },
  play: async () => {
    const dialog = await openModal("Delete this plan?");
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
