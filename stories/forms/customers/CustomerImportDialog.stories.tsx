import { CustomerImportDialog } from "@round/forms";
import { Button } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../../interactions";
import { expectNoOverflow, never, openDialog, UNBROKEN } from "./customerFixtures";

/**
 * 'Import Customers': what the CSV holds (UTF-8, a header row, the export's columns), a template of the
 * header row to start from, and the file (a CSV, up to 20 MiB: a larger one is refused before it is sent).
 * While the file is sent the form is disabled and an indeterminate progress shows. The API imports every
 * row or none: when it refuses the file, its message and a table of the bad rows (line, field, problem) show
 * and the dialog stays open for a fixed file. Once imported, the dialog closes and reports how many.
 *
 * **Accessibility:** the file picker is a group named 'Customers CSV' with a real button; the progress is a
 * status region; the bad rows are a table with a caption.
 */
const meta = {
  title: "Customers/CustomerImportDialog",
  component: CustomerImportDialog,
  args: {
    onImport: fn(async () => ({ imported: 3 })),
    onSuccess: fn(),
    onCancel: fn(),
  },
  render: (args) => <CustomerImportDialog {...args} trigger={<Button>Import Customers</Button>} />,
} satisfies Meta<typeof CustomerImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const TITLE = "Import Customers";
const open = (canvasElement: HTMLElement) => openDialog(canvasElement, TITLE, TITLE);
const submit = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Import" }));
const fileInput = (dialog: Canvas) =>
  dialog.getByLabelText("Customers CSV", { selector: "input" }) as HTMLInputElement;

function csv(name = "customers.csv", content = "email,firstName\nada@lovelace.example,Ada\n") {
  return new File([content], name, { type: "text/csv" });
}

/** A file the size of which is over the limit, without holding 20 MiB in memory. */
function largeCsv() {
  const file = csv("all-customers.csv");
  Object.defineProperty(file, "size", { value: 20 * 1024 * 1024 + 1 });
  return file;
}

/** The API's all-or-none refusal, as the app's client rejects with it (an error carrying the body). */
function refusal(errors: { line: number; field: string; description: string }[]) {
  const body = {
    message: `${new Set(errors.map((error) => error.line)).size} of 40 rows have problems: nothing was imported.`,
    errors: errors.map((error) => ({ code: "INVALID_FORMAT", ...error })),
  };
  return Object.assign(new Error(errors[0]?.description ?? ""), { status: 400, body });
}

const BAD_ROWS = [
  { line: 3, field: "email", description: "Line 3: Please enter a valid email address" },
  { line: 7, field: "billingCity", description: "Line 7: City is required" },
  { line: 7, field: "currency", description: "Line 7: Please enter a valid currency code" },
  { line: 12, field: "email", description: "Line 12: This email address is already on line 4" },
];

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByText(/A CSV file in UTF-8 with a header row/)).toBeVisible();
    await expect(dialog.getByText(/Every row is imported, or none/)).toBeVisible();
    await expect(dialog.getByText(/firstName, lastName, displayName/)).toBeVisible();
    const template = dialog.getByRole("link", { name: "Download a template" });
    await expect(template).toHaveAttribute("download", "customers-template.csv");
    const href = template.getAttribute("href") ?? "";
    await expect(href.startsWith("data:text/csv")).toBe(true);
    await expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toMatch(
      /^email,firstName,lastName,displayName,company,phone,taxNumber,locale,timezone,status,currency,billingLine1,.*,tags,customFields\r\n$/,
    );
    await expect(fileInput(dialog)).toHaveAttribute("accept", ".csv,text/csv");
    await expect(dialog.getByRole("group", { name: "Customers CSV" })).toBeVisible();
    await expect(dialog.getByText("Up to 20 MiB")).toBeVisible();
  },
};

export const Imported: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    const file = csv();
    await userEvent.upload(fileInput(dialog), file);
    await expect(dialog.getByText("customers.csv")).toBeVisible();
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onImport).toHaveBeenCalledWith(file);
    await expect(args.onSuccess).toHaveBeenCalledWith(3);
  },
};

export const FileRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await submit(dialog);
    await expect(dialog.getByText("Choose a CSV file to import")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Choose file" })).toHaveFocus();
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const TooLargeFile: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), largeCsv());
    await expect(dialog.getByText("The file is too large (limit 20 MiB)")).toBeVisible();
    await expect(fileInput(dialog)).toHaveAttribute("aria-invalid", "true");
    // It is not taken: importing still asks for a file, and nothing is sent.
    await expect(dialog.queryByText("all-customers.csv")).toBeNull();
    await submit(dialog);
    await expect(args.onImport).not.toHaveBeenCalled();
    // A smaller file is taken and clears the message.
    await userEvent.upload(fileInput(dialog), csv());
    await expect(dialog.queryByText("The file is too large (limit 20 MiB)")).toBeNull();
  },
};

export const Importing: Story = {
  args: { onImport: fn(never) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await submit(dialog);
    await expect(await dialog.findByRole("button", { name: "Importing..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(dialog.getByRole("status")).toHaveTextContent(/Importing customers/);
    await expect(dialog.getByRole("button", { name: "Choose file" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Remove file" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const BadRows: Story = {
  args: {
    onImport: fn(async () => Promise.reject(refusal(BAD_ROWS))),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "3 of 40 rows have problems: nothing was imported.",
    );
    const table = dialog.getByRole("table", { name: "Rows with problems" });
    // The list's heading is said once (no hidden second copy read out or copied with it).
    await expect(dialog.getAllByText("Rows with problems")).toHaveLength(1);
    await expect(
      (screen.getByRole("dialog", { name: TITLE }).textContent ?? "").match(/Rows with problems/g),
    ).toHaveLength(1);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Line", "Field", "Problem"]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["3", "email", "Please enter a valid email address"],
      ["7", "billingCity", "City is required"],
      ["7", "currency", "Please enter a valid currency code"],
      ["12", "email", "This email address is already on line 4"],
    ]);
    // The dialog stays open, ready for a fixed file.
    await expect(screen.getByRole("dialog", { name: TITLE })).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: "Import" })).toBeEnabled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const BadRowsThenFixed: Story = {
  args: {
    // The first file is refused; the fixed one is imported.
    onImport: fn(async (file: File) =>
      file.name === "customers.csv" ? Promise.reject(refusal(BAD_ROWS.slice(0, 1))) : { imported: 40 },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await submit(dialog);
    await expect(await dialog.findByRole("table", { name: "Rows with problems" })).toBeVisible();
    const fixed = csv("customers-fixed.csv");
    await userEvent.upload(fileInput(dialog), fixed);
    await expect(dialog.getByText("customers-fixed.csv")).toBeVisible();
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onImport).toHaveBeenLastCalledWith(fixed);
    await expect(args.onSuccess).toHaveBeenCalledWith(40);
  },
};

export const OtherError: Story = {
  args: { onImport: fn(async () => Promise.reject(new Error("Network error. Please try again."))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
    await expect(dialog.queryByRole("table")).toBeNull();
    await expect(dialog.getByText("customers.csv")).toBeVisible();
  },
};

export const ErrorWithoutMessage: Story = {
  args: { onImport: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await submit(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to import customers. Please try again.",
    );
  },
};

export const LongUnbrokenText: Story = {
  args: {
    onImport: fn(async () =>
      Promise.reject(
        refusal([
          { line: 2, field: `custom${UNBROKEN}`, description: `Line 2: ${UNBROKEN}${UNBROKEN} is not valid` },
        ]),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv(`${UNBROKEN}.csv`));
    await submit(dialog);
    await expect(await dialog.findByRole("table", { name: "Rows with problems" })).toBeVisible();
    await expectNoOverflow(element);
  },
};

export const PhoneWidth: Story = {
  ...BadRows,
  globals: { viewport: { value: "mobile" } },
  play: async (context) => {
    await BadRows.play?.(context);
    const dialog = screen.getByRole("dialog", { name: TITLE });
    // Below the table, the file picker is reached by scrolling the dialog, to choose a fixed file.
    const picker = within(dialog).getByRole("group", { name: "Customers CSV" });
    picker.scrollIntoView({ block: "end" });
    await expect(picker).toBeVisible();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoOverflow(dialog);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.upload(fileInput(dialog), csv());
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...BadRows,
  globals: { theme: "dark" },
};
