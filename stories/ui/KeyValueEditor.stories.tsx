import { KeyValueEditor, type KeyValueEditorProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onChange = fn().mockName("onChange");

/** The form's side: it keeps the rows. */
function CustomFields(props: KeyValueEditorProps) {
  const [rows, setRows] = useState(props.value);
  return (
    <KeyValueEditor
      {...props}
      value={rows}
      onChange={(next) => {
        setRows(next);
        props.onChange(next);
      }}
    />
  );
}

const filled = [
  { key: "plan_code", value: "PRO-ANNUAL" },
  { key: "region", value: "EU" },
  { key: "account_manager", value: "Dana Whitfield" },
];

function group(canvasElement: HTMLElement, name = "Custom fields") {
  return within(within(canvasElement).getByRole("group", { name }));
}

/**
 * Edits free key/value pairs, such as a customer's or a subscription's custom fields. Each pair is a row of
 * two text inputs (Key, Value) with its own remove button; 'Add field' adds an empty row. The rows are
 * controlled: `value` (`{ key, value }[]`) and `onChange(rows)`. `errors` puts a message under a row's key
 * or value (`{ 1: { key: "Keys must be unique" } }`, by row index from 0). `maxRows` disables Add once
 * reached, with a hint saying why. With no rows it shows `emptyText` ('No custom fields'). Every text is a
 * prop with an English default (`addLabel`, `keyLabel`, `valueLabel`, `inputLabel`, `removeLabel`,
 * `maxRowsHint`).
 *
 * **Accessibility:** no WAI-ARIA APG pattern applies; it is a native `<fieldset>` named by its `<legend>`,
 * holding a list of rows of native inputs and buttons. Each input has its own name with its row number
 * ('Key 2', 'Value 2'); the column headings are only for the eye. Each remove button is named after its
 * row's key ('Remove field region'), or its number while the key is empty. After Add, focus goes to the new
 * row's key; after a remove, to the key of the row that took its place, else the row before, else Add.
 * `disabled` disables the fieldset, and with it every input and button.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves through each row's key, value and remove button, then Add |
 * | Enter / Space | On Add, adds a row and moves focus to its key; on a remove button, removes the row |
 */
const meta = {
  title: "Forms/KeyValueEditor",
  component: KeyValueEditor,
  beforeEach: () => {
    onChange.mockClear();
  },
  args: { label: "Custom fields", value: [], onChange },
  render: (args) => <CustomFields {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyValueEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: it says 'No custom fields', and Add is ready. */
export const Default: Story = {
  args: { hint: "Shown on the customer's page and in exports" },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getByText("No custom fields")).toBeVisible();
    await expect(fieldset.queryByRole("textbox")).not.toBeInTheDocument();
    await expect(fieldset.getByRole("button", { name: "Add field" })).toBeEnabled();
    await expect(
      within(canvasElement).getByRole("group", { name: "Custom fields" }),
    ).toHaveAccessibleDescription("Shown on the customer's page and in exports");
  },
};

/** Add field adds a row and puts focus in its key. */
export const AddingAField: Story = {
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await userEvent.click(fieldset.getByRole("button", { name: "Add field" }));
    const key = fieldset.getByRole("textbox", { name: "Key 1" });
    await expect(key).toHaveFocus();
    await userEvent.keyboard("plan_code");
    await userEvent.tab();
    await userEvent.keyboard("PRO");
    await expect(fieldset.getByRole("textbox", { name: "Value 1" })).toHaveValue("PRO");
    await expect(onChange).toHaveBeenLastCalledWith([{ key: "plan_code", value: "PRO" }]);
    await expect(fieldset.queryByText("No custom fields")).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getAllByRole("listitem")).toHaveLength(3);
    await expect(fieldset.getByRole("textbox", { name: "Key 3" })).toHaveValue("account_manager");
    await expect(fieldset.getByRole("textbox", { name: "Value 2" })).toHaveValue("EU");
    await expect(fieldset.getByRole("button", { name: "Remove field region" })).toBeVisible();
  },
};

/** Keyboard: Tab through a row, remove it with Enter; focus lands on the row that took its place. */
export const Keyboard: Story = {
  args: { value: filled },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await userEvent.tab();
    await expect(fieldset.getByRole("textbox", { name: "Key 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(fieldset.getByRole("button", { name: "Remove field plan_code" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(fieldset.getAllByRole("listitem")).toHaveLength(2);
    const key = fieldset.getByRole("textbox", { name: "Key 1" });
    await expect(key).toHaveFocus();
    await expect(key).toHaveValue("region");
  },
};

/** At maxRows, Add is disabled and a hint says why; removing a row enables it again. */
export const ManyRowsAtMaximum: Story = {
  args: {
    maxRows: 8,
    value: [
      ...filled,
      { key: "cost_center", value: "CC-4410" },
      { key: "po_number", value: "PO-2026-0113" },
      { key: "tax_exempt", value: "false" },
      { key: "segment", value: "Mid-market" },
      { key: "source", value: "Partner referral" },
    ],
  },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getAllByRole("listitem")).toHaveLength(8);
    const add = fieldset.getByRole("button", { name: "Add field" });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("You can add up to 8 fields");
    await userEvent.click(fieldset.getByRole("button", { name: "Remove field source" }));
    await expect(add).toBeEnabled();
    await expect(fieldset.queryByText("You can add up to 8 fields")).not.toBeInTheDocument();
  },
};

/** The form's messages, under the row's key or value. */
export const WithErrors: Story = {
  args: {
    value: [...filled, { key: "region", value: "" }],
    errors: { 3: { key: "Keys must be unique", value: "Enter a value" } },
  },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    const key = fieldset.getByRole("textbox", { name: "Key 4" });
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(key).toHaveAccessibleDescription("Keys must be unique");
    await expect(fieldset.getByRole("textbox", { name: "Value 4" })).toHaveAccessibleDescription(
      "Enter a value",
    );
    await expect(fieldset.getByText("Keys must be unique")).toBeVisible();
    await expect(fieldset.getByRole("textbox", { name: "Key 2" })).not.toHaveAttribute("aria-invalid");
  },
};

export const Disabled: Story = {
  args: { value: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const fieldset = group(canvasElement);
    await expect(fieldset.getByRole("textbox", { name: "Key 1" })).toBeDisabled();
    await expect(fieldset.getByRole("button", { name: "Remove field region" })).toBeDisabled();
    await expect(fieldset.getByRole("button", { name: "Add field" })).toBeDisabled();
  },
};

/** Long keys, values, a legend and a hint with no place to break stay inside a narrow column. */
export const LongUnbrokenText: Story = {
  args: {
    label: UNBROKEN,
    value: [{ key: UNBROKEN, value: UNBROKEN }],
    maxRows: 1,
    maxRowsHint: () => UNBROKEN,
  },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fieldset = group(canvasElement, UNBROKEN);
    await expect(fieldset.getByRole("textbox", { name: "Key 1" })).toHaveValue(UNBROKEN);
    await expect(fieldset.getByRole("button", { name: "Add field" })).toHaveAccessibleDescription(UNBROKEN);
    await expect(fieldset.getByRole("button", { name: `Remove field ${UNBROKEN}` })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const NarrowViewport: Story = {
  ...Filled,
  globals: { viewport: { value: "mobile" } },
};
