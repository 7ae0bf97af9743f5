import { RepeatableRows, type RepeatableRowsProps, Select, TextField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

interface Phone {
  kind: string;
  number: string;
}

const onAdd = fn().mockName("onAdd");
const onRemove = fn().mockName("onRemove");

const KINDS = [
  { value: "work", label: "Work" },
  { value: "mobile", label: "Mobile" },
  { value: "home", label: "Home" },
];

type StoryArgs = Omit<RepeatableRowsProps, "count" | "renderRow"> & {
  phones: Phone[];
  /** Messages under a row's number, by row index (from 0). */
  numberErrors?: Record<number, string>;
};

/** The owner's side: it keeps the rows and renders each one's fields. */
function PhoneNumbers({ phones, numberErrors = {}, ...props }: StoryArgs) {
  const [rows, setRows] = useState(phones);
  const edit = (index: number, change: Partial<Phone>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <RepeatableRows
      {...props}
      count={rows.length}
      renderRow={(index) => (
        <>
          <Select
            label="Kind"
            options={KINDS}
            value={rows[index]!.kind}
            onValueChange={(kind) => edit(index, { kind })}
          />
          <TextField
            label="Number"
            type="tel"
            autoComplete="off"
            value={rows[index]!.number}
            onChange={(event) => edit(index, { number: event.target.value })}
            error={numberErrors[index]}
          />
        </>
      )}
      onAdd={() => {
        props.onAdd();
        setRows([...rows, { kind: "work", number: "" }]);
      }}
      onRemove={(index) => {
        props.onRemove(index);
        setRows(rows.filter((_, at) => at !== index));
      }}
    />
  );
}

const filled: Phone[] = [
  { kind: "work", number: "+44 20 7946 0958" },
  { kind: "mobile", number: "+44 7700 900123" },
  { kind: "home", number: "+44 161 496 0000" },
];

function group(canvasElement: HTMLElement, name = "Phone numbers") {
  return within(within(canvasElement).getByRole("group", { name }));
}

/**
 * A list of rows a person adds and removes, each row the owner's own fields with their labels (here a kind and
 * a number), its remove button at its end, and an Add button below. The owner keeps the rows: `count` says how
 * many there are, `renderRow(index)` gives a row's fields, `onAdd` and `onRemove(index)` change them. Messages
 * sit on the row's own fields; `error` is a message about the list as a whole. `maxRows` disables Add once
 * reached, with a hint saying why. With no rows it shows `emptyText`. Every text is a prop with an English
 * default (`addLabel`, `emptyText`, `rowLabel`, `removeLabel`, `maxRowsHint`). On a phone a row's fields
 * stack.
 *
 * **Accessibility:** no WAI-ARIA APG pattern applies; it is a native `<fieldset>` named by its `<legend>`,
 * holding a list whose rows are groups named by their number ('Phone number 2'), so a field's short label
 * ('Number') is read with its row. Each remove button is named by its row ('Remove phone number 2'). After
 * Add, focus goes to the new row's first field; after a remove, to the first field of the row that took its
 * place, else the row before, else Add. `disabled` disables the fieldset, and every field and button in it.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves through each row's fields and remove button, then Add |
 * | Enter / Space | On Add, adds a row and moves focus to its first field; on a remove button, removes the row |
 */
const meta = {
  title: "Forms/RepeatableRows",
  component: PhoneNumbers,
  beforeEach: () => {
    onAdd.mockClear();
    onRemove.mockClear();
  },
  args: {
    label: "Phone numbers",
    phones: [],
    onAdd,
    onRemove,
    addLabel: "Add phone number",
    emptyText: "No phone numbers",
    rowLabel: (row) => `Phone number ${row}`,
    removeLabel: (row) => `Remove phone number ${row}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: it says so, and Add is ready. */
export const Default: Story = {
  args: { hint: "Where the customer can be called" },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getByText("No phone numbers")).toBeVisible();
    await expect(fieldset.queryByRole("textbox")).not.toBeInTheDocument();
    await expect(fieldset.getByRole("button", { name: "Add phone number" })).toBeEnabled();
    await expect(
      within(canvasElement).getByRole("group", { name: "Phone numbers" }),
    ).toHaveAccessibleDescription("Where the customer can be called");
  },
};

/** Add adds a row and puts focus in its first field. */
export const AddingARow: Story = {
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await userEvent.click(fieldset.getByRole("button", { name: "Add phone number" }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
    const row = group(canvasElement, "Phone number 1");
    await expect(row.getByRole("combobox", { name: "Kind" })).toHaveFocus();
    await enterText(row.getByRole("textbox", { name: "Number" }), "+44 20 7946 0958");
    await expect(row.getByRole("textbox", { name: "Number" })).toHaveValue("+44 20 7946 0958");
    await expect(fieldset.queryByText("No phone numbers")).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { phones: filled },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getAllByRole("listitem")).toHaveLength(3);
    const second = group(canvasElement, "Phone number 2");
    await expect(second.getByRole("combobox", { name: "Kind" })).toHaveValue("mobile");
    await expect(second.getByRole("textbox", { name: "Number" })).toHaveValue("+44 7700 900123");
    await expect(second.getByRole("button", { name: "Remove phone number 2" })).toBeVisible();
  },
};

/** Keyboard: Tab through a row, remove it with Enter; focus lands on the row that took its place. */
export const Keyboard: Story = {
  args: { phones: filled },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await userEvent.tab();
    await expect(
      group(canvasElement, "Phone number 1").getByRole("combobox", { name: "Kind" }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(fieldset.getByRole("button", { name: "Remove phone number 1" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onRemove).toHaveBeenCalledWith(0);
    await expect(fieldset.getAllByRole("listitem")).toHaveLength(2);
    const first = group(canvasElement, "Phone number 1");
    await expect(first.getByRole("combobox", { name: "Kind" })).toHaveFocus();
    await expect(first.getByRole("textbox", { name: "Number" })).toHaveValue("+44 7700 900123");
  },
};

/** At maxRows, Add is disabled and a hint says why; removing a row enables it again. */
export const ManyRowsAtMaximum: Story = {
  args: { phones: filled, maxRows: 3 },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    const add = fieldset.getByRole("button", { name: "Add phone number" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("You can add up to 3 rows");
    await userEvent.click(fieldset.getByRole("button", { name: "Remove phone number 3" }));
    await expect(add).toBeEnabled();
    await expect(fieldset.queryByText("You can add up to 3 rows")).not.toBeInTheDocument();
  },
};

/** A row's message on its own field; a message about the whole list under the rows. */
export const WithErrors: Story = {
  args: {
    phones: [...filled, { kind: "work", number: "call me" }],
    numberErrors: { 3: "Please enter a valid phone number" },
    error: "A customer can have at most 3 phone numbers",
  },
  play: async ({ canvasElement }) => {
    const number = group(canvasElement, "Phone number 4").getByRole("textbox", { name: "Number" });
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(
      group(canvasElement, "Phone number 1").getByRole("textbox", { name: "Number" }),
    ).not.toHaveAttribute("aria-invalid");
    await expect(
      within(canvasElement).getByRole("group", { name: "Phone numbers" }),
    ).toHaveAccessibleDescription("A customer can have at most 3 phone numbers");
  },
};

export const Disabled: Story = {
  args: { phones: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getAllByRole("textbox", { name: "Number" })[0]).toBeDisabled();
    await expect(fieldset.getByRole("button", { name: "Remove phone number 1" })).toBeDisabled();
    await expect(fieldset.getByRole("button", { name: "Add phone number" })).toBeDisabled();
  },
};

/** A long legend, value and limit hint with no place to break stay inside a narrow column. */
export const LongUnbrokenText: Story = {
  args: {
    label: UNBROKEN,
    phones: [{ kind: "work", number: UNBROKEN }],
    maxRows: 1,
    maxRowsHint: () => UNBROKEN,
  },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fieldset = group(canvasElement, UNBROKEN);
    await expect(fieldset.getByRole("textbox", { name: "Number" })).toHaveValue(UNBROKEN);
    await expect(fieldset.getByRole("button", { name: "Add phone number" })).toHaveAccessibleDescription(
      UNBROKEN,
    );
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** On a phone a row's fields stack, its remove button beside them. */
export const NarrowViewport: Story = {
  args: { phones: filled },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const row = group(canvasElement, "Phone number 1");
    const kind = row.getByRole("combobox", { name: "Kind" }).getBoundingClientRect();
    const number = row.getByRole("textbox", { name: "Number" }).getBoundingClientRect();
    await expect(number.top).toBeGreaterThan(kind.bottom);
    await expectNoOverflow(canvasElement);
  },
};

export const Dark: Story = {
  ...WithErrors,
  globals: { theme: "dark" },
};
