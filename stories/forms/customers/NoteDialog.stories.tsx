import { NoteDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog, typeAndLeave, UNBROKEN } from "./customerFixtures";

/**
 * 'Add Note': a note about the customer (up to 5000 characters, counted as it is typed) and whether it is
 * internal, seen only by the team (checked by default). Checked with the shared `noteSchema`.
 *
 * **Accessibility:** the count is the note field's description, read with it; the checkbox has a visible
 * label.
 */
const meta = {
  title: "Customers/NoteDialog",
  component: NoteDialog,
  args: { onSubmit: fn(async () => {}), onSuccess: fn(), onCancel: fn() },
  render: (args) => <NoteDialog {...args} trigger={<Button>Add Note</Button>} />,
} satisfies Meta<typeof NoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, "Add Note", "Add Note");
const submit = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Add Note" }));
const note = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Note/ });
const TEXT = "Called about the March invoice; will pay by bank transfer.";

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(note(dialog)).toHaveValue("");
    await expect(note(dialog)).toHaveAccessibleDescription("0 / 5000 characters");
    await expect(
      dialog.getByRole("checkbox", { name: "Internal note (only your team sees it)" }),
    ).toBeChecked();
  },
};

export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
    await expect(note(dialog)).toHaveAccessibleDescription(`${TEXT.length} / 5000 characters`);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ content: TEXT, isInternal: true });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const SharedWithCustomer: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
    await userEvent.click(dialog.getByRole("checkbox", { name: "Internal note (only your team sees it)" }));
    await submit(dialog);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ content: TEXT, isInternal: false }));
  },
};

export const NoteRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(note(dialog)).toHaveAccessibleDescription("0 / 5000 characters Note is required");
    await waitFor(() => expect(note(dialog)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoteTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const field = await typeAndLeave(dialog, "Note", "n".repeat(5001));
    await expect(field).toHaveAccessibleDescription(
      "5001 / 5000 characters Note can have at most 5000 characters",
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Adding..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("This customer was deleted"))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("This customer was deleted");
    await expect(note(dialog)).toHaveValue(TEXT);
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to add the note. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await userEvent.click(note(dialog));
    await userEvent.paste(`${UNBROKEN}${UNBROKEN}`);
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await enterText(note(dialog), TEXT);
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
  ...NoteRequired,
  globals: { theme: "dark" },
};
