import { FileDrop, type FileDropProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onFile = fn().mockName("onFile");
const onReject = fn().mockName("onReject");

const rows = "email,name,plan\nada@example.com,Ada Lovelace,Growth\n".repeat(300);
const csv = () => new File([rows], "customers-2026-03.csv", { type: "text/csv" });
const png = () => new File(["\u0089PNG"], "logo.png", { type: "image/png" });

/** The import screen's side: it keeps the file taken, and can clear it. */
function Import(props: FileDropProps) {
  const [file, setFile] = useState(props.file ?? null);
  return (
    <FileDrop
      {...props}
      file={file}
      onFile={(chosen) => {
        setFile(chosen);
        props.onFile(chosen);
      }}
      onRemove={() => setFile(null)}
    />
  );
}

function parts(canvasElement: HTMLElement, name = "Customers CSV") {
  const canvas = within(canvasElement);
  const group = canvas.getByRole("group", { name });
  return {
    group,
    input: canvas.getByLabelText(name, { selector: "input" }) as HTMLInputElement,
    button: within(group).getByRole("button", { name: "Choose file" }),
    zone: within(group).getByText("or drop it here").parentElement?.parentElement as HTMLElement,
  };
}

/** What a browser sends while files are dragged: the same data transfer on every event. */
function drag(type: "dragenter" | "dragover" | "drop", target: HTMLElement, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}

/**
 * Takes one file, such as the CSV of a customer import: a 'Choose file' button opens the system's picker,
 * or a file is dropped on the zone (which lights up while files are dragged over it, `data-drag-over`). A
 * file matching `accept` ('.csv,text/csv': extensions, MIME types, 'image/*') goes to `onFile(file)`; another
 * goes to `onReject(file)` and is refused with a message (`rejectMessage`), which the caller's `error`
 * replaces. The chosen `file` is shown with its size, and a remove button when `onRemove` is given. Every
 * text is a prop with an English default (`buttonLabel`, `dropText`, `rejectMessage`, `removeLabel`,
 * `formatSize`).
 *
 * **Accessibility:** no WAI-ARIA APG pattern applies. It is a `<fieldset>` named by its legend, holding a
 * native `<button>` and the real `<input type="file">`, which is visually hidden and out of the Tab order
 * but named by the legend (so screen readers in browse mode and test tools find it, and the button stands
 * in for it). The chosen file's name and size are announced politely as they arrive and describe the
 * button, with the hint and the error. Dropping is a pointer convenience: everything it does, the button
 * does too.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to 'Choose file', then to 'Remove file' when a file is chosen |
 * | Enter / Space | Opens the system's file picker |
 */
const meta = {
  title: "Forms/FileDrop",
  component: FileDrop,
  beforeEach: () => {
    onFile.mockClear();
    onReject.mockClear();
  },
  args: {
    label: "Customers CSV",
    accept: ".csv,text/csv",
    hint: "One customer per row: email, name and plan",
    onFile,
    onReject,
  },
  render: (args) => <Import {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; from the keyboard, Tab reaches 'Choose file' and Enter or Space opens the picker. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { input, button } = parts(canvasElement);
    const picker = fn((event: Event) => event.preventDefault());
    input.addEventListener("click", picker);
    await expect(input).toHaveAttribute("accept", ".csv,text/csv");
    // Out of the Tab order: the button stands in for it.
    await expect(input).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription("One customer per row: email, name and plan");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(picker).toHaveBeenCalledTimes(2);
    input.removeEventListener("click", picker);
  },
};

/** A file chosen in the picker: its name and size are shown, and it can be removed. */
export const FileChosen: Story = {
  play: async ({ canvasElement }) => {
    const { group, input, button } = parts(canvasElement);
    const file = csv();
    await userEvent.upload(input, file);
    await expect(onFile).toHaveBeenCalledWith(file);
    await expect(within(group).getByText("customers-2026-03.csv")).toBeVisible();
    await expect(within(group).getByText("15.2 KB")).toBeVisible();
    await expect(button).toHaveAccessibleDescription(
      "customers-2026-03.csv 15.2 KB One customer per row: email, name and plan",
    );
    await expect(within(group).getByRole("button", { name: "Remove file" })).toBeVisible();
  },
};

/** Files dragged over the zone: it lights up until they leave or are dropped. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const { zone } = parts(canvasElement);
    drag("dragenter", zone, [csv()]);
    await waitFor(() => expect(zone).toHaveAttribute("data-drag-over", "true"));
  },
};

/** A CSV dropped on the zone is taken. */
export const Dropped: Story = {
  play: async ({ canvasElement }) => {
    const { group, zone } = parts(canvasElement);
    drag("dragenter", zone, [csv()]);
    await waitFor(() => expect(zone).toHaveAttribute("data-drag-over", "true"));
    drag("drop", zone, [csv()]);
    await waitFor(() => expect(zone).not.toHaveAttribute("data-drag-over"));
    await expect(onFile).toHaveBeenCalledTimes(1);
    await expect(within(group).getByText("customers-2026-03.csv")).toBeVisible();
  },
};

/** A dropped image is refused: onReject, and a message in the error slot. */
export const RejectedType: Story = {
  play: async ({ canvasElement }) => {
    const { group, zone, input } = parts(canvasElement);
    drag("drop", zone, [png()]);
    await expect(onFile).not.toHaveBeenCalled();
    await expect(onReject).toHaveBeenCalledTimes(1);
    await expect(within(group).getByText("logo.png is not a type of file accepted here")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** The caller's message, such as a check of the file's columns after reading it. */
export const WithError: Story = {
  args: {
    file: new File(["name\nAda\n"], "customers.csv", { type: "text/csv" }),
    error: "The file has no email column",
  },
  play: async ({ canvasElement }) => {
    const { group, button } = parts(canvasElement);
    await expect(within(group).getByText("The file has no email column")).toBeVisible();
    await expect(button).toHaveAccessibleDescription(
      "customers.csv 9 bytes One customer per row: email, name and plan The file has no email column",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, file: new File(["email\n"], "customers.csv", { type: "text/csv" }) },
  play: async ({ canvasElement }) => {
    const { group, zone, button, input } = parts(canvasElement);
    await expect(button).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(within(group).getByRole("button", { name: "Remove file" })).toBeDisabled();
    drag("drop", zone, [csv()]);
    await expect(onFile).not.toHaveBeenCalled();
  },
};

/** A file name and a label with no place to break stay inside a narrow column. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, file: new File(["email\n"], `${UNBROKEN}.csv`, { type: "text/csv" }) },
  decorators: [inColumn({ maxWidth: 280 })],
  play: async ({ canvasElement }) => {
    const { group } = parts(canvasElement, UNBROKEN);
    await expect(within(group).getByText(`${UNBROKEN}.csv`)).toBeVisible();
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const NarrowViewport: Story = {
  ...FileChosen,
  globals: { viewport: { value: "mobile" } },
};
