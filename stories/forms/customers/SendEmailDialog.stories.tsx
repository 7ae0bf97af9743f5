import { SendEmailDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog, typeAndLeave, UNBROKEN } from "./customerFixtures";

/**
 * 'Send Email': to the customer (their address, read-only), a subject and a message, checked with the
 * shared `customerEmailSchema`. The email goes out through the outbox.
 *
 * **Accessibility:** the address is a read-only field, focusable and read with its label 'To'.
 */
const meta = {
  title: "Customers/SendEmailDialog",
  component: SendEmailDialog,
  args: { to: "ada@lovelace.example", onSubmit: fn(async () => {}), onSuccess: fn(), onCancel: fn() },
  render: (args) => <SendEmailDialog {...args} trigger={<Button>Send Email</Button>} />,
} satisfies Meta<typeof SendEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Send Email", "Send Email");
const submit = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Send Email" }));
const subject = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Subject/ });
const message = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Message/ });

async function fill(dialog: Canvas) {
  await enterText(subject(dialog), "Your March invoice");
  await enterText(message(dialog), "Hello Ada, your invoice is attached.");
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const to = dialog.getByRole("textbox", { name: "To" });
    await expect(to).toHaveValue("ada@lovelace.example");
    await expect(to).toHaveAttribute("readonly");
    await expect(subject(dialog)).toHaveValue("");
    await expect(message(dialog)).toHaveValue("");
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      subject: "Your March invoice",
      message: "Hello Ada, your invoice is attached.",
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const SubjectRequired: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "Subject", "");
    await expect(field).toHaveAccessibleDescription("Subject is required");
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(subject(dialog)).toHaveAccessibleDescription("Subject is required");
    await expect(message(dialog)).toHaveAccessibleDescription("Message is required");
    await waitFor(() => expect(subject(dialog)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubjectTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "Subject", "s".repeat(201));
    await expect(field).toHaveAccessibleDescription("Subject can have at most 200 characters");
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("This customer has no email address"))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("This customer has no email address");
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await fill(dialog);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to send the email. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  args: { to: `${UNBROKEN.toLowerCase()}@${UNBROKEN.toLowerCase()}.example` },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await userEvent.click(message(dialog));
    await userEvent.paste(`${UNBROKEN}${UNBROKEN}`);
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await fill(dialog);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(element);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...SubmitBlocked,
  globals: { theme: "dark" },
};
