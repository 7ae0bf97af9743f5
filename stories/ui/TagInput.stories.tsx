import { TagInput, type TagInputProps } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const onChange = fn().mockName("onChange");

/** The form's side: it keeps the tags, as a form keeps its values. */
function TaggedField(props: TagInputProps) {
  const [tags, setTags] = useState(props.value);
  return (
    <TagInput
      {...props}
      value={tags}
      onChange={(next) => {
        setTags(next);
        props.onChange(next);
      }}
    />
  );
}

function tagsOf(canvasElement: HTMLElement, name = "Tags") {
  const list = within(canvasElement).queryByRole("list", { name });
  return list
    ? within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    : [];
}

/**
 * A labelled field holding a list of short tags (a customer's segments, a plan's labels). Type and press
 * Enter or a comma to add the text as a tag: it is trimmed, and a tag already there (in any case) is
 * ignored. Pasted text is split at its commas. Text left in the input is added when focus leaves it. The
 * tags are controlled: `value` and `onChange(tags)`. `maxLength` refuses a longer tag and `maxTags` one
 * past the limit, each with a message in the field's error slot (`tooLongMessage`, `tooManyMessage`); the
 * caller's own `error` shows otherwise. With `name`, each tag is submitted as one form value. Every text is
 * a prop with an English default (`removeLabel`, `countText`, the two messages).
 *
 * **Accessibility:** no WAI-ARIA APG pattern applies; it is a native text input named by the field's
 * `<label>`, after a list (`<ul>`, named by the same label) of the tags, each with a native button
 * named 'Remove {tag}'. The count ('3 tags') is part of the input's description and a polite live region,
 * so adding or removing a tag is announced; a refused tag's message is announced by the error slot.
 * After a tag is removed with its button, focus goes to the next tag's button, or to the input.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab / Shift+Tab | Moves through the tags' remove buttons and the input |
 * | Enter, or `,` | Adds the typed text as a tag (Enter in an empty input submits the form, as usual) |
 * | Backspace | In the empty input, removes the last tag |
 * | Enter / Space | On a remove button, removes that tag |
 */
const meta = {
  title: "Forms/TagInput",
  component: TagInput,
  beforeEach: () => {
    onChange.mockClear();
  },
  args: { label: "Tags", value: [], onChange, placeholder: "Add a tag" },
  render: (args) => <TaggedField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing and Enter or a comma adds tags, and the count is said once there are some. */
export const Default: Story = {
  args: { hint: "Press Enter or a comma to add a tag" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(input).toHaveAccessibleDescription("Press Enter or a comma to add a tag");
    await userEvent.type(input, " enterprise {Enter}annual,");
    await expect(tagsOf(canvasElement)).toEqual(["enterprise", "annual"]);
    await expect(onChange).toHaveBeenLastCalledWith(["enterprise", "annual"]);
    await expect(input).toHaveValue("");
    await expect(input).toHaveAccessibleDescription("2 tags Press Enter or a comma to add a tag");
  },
};

export const Filled: Story = {
  args: { value: ["VIP", "EU", "annual"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tagsOf(canvasElement)).toEqual(["VIP", "EU", "annual"]);
    // A duplicate, in another case, is ignored.
    await userEvent.type(canvas.getByRole("textbox", { name: "Tags" }), "vip{Enter}");
    await expect(tagsOf(canvasElement)).toEqual(["VIP", "EU", "annual"]);
    await expect(onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: Backspace in the empty input removes the last tag; a remove button hands focus on. */
export const Keyboard: Story = {
  args: { value: ["monthly", "annual", "trial"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove monthly" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(tagsOf(canvasElement)).toEqual(["annual", "trial"]);
    await expect(canvas.getByRole("button", { name: "Remove annual" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(tagsOf(canvasElement)).toEqual(["annual"]);
    await expect(input).toHaveFocus();
  },
};

/** Many tags wrap onto more lines inside the box; the input follows them. */
export const ManyTags: Story = {
  args: {
    value: [
      "enterprise",
      "annual",
      "EU",
      "VIP",
      "partner",
      "reseller",
      "beta",
      "migrated",
      "net-30",
      "invoice-only",
      "priority-support",
      "SSO",
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tagsOf(canvasElement)).toHaveLength(12);
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toHaveAccessibleDescription("12 tags");
    await expect(canvas.getByRole("button", { name: "Remove SSO" })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** A tag longer than maxLength is refused, with a message, and stays in the input to be corrected. */
export const TooLong: Story = {
  args: { maxLength: 12, value: ["beta"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.type(input, "enterprise-annual{Enter}");
    await expect(canvas.getByText("A tag can be at most 12 characters")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue("enterprise-annual");
    await expect(tagsOf(canvasElement)).toEqual(["beta"]);
  },
};

/** At maxTags, one more is refused with a message. */
export const TooMany: Story = {
  args: { maxTags: 3, value: ["VIP", "EU", "annual"], hint: "Up to 3 tags" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Tags" }), "beta{Enter}");
    await expect(canvas.getByText("You can add up to 3 tags")).toBeVisible();
    await expect(tagsOf(canvasElement)).toEqual(["VIP", "EU", "annual"]);
    // The refused tag waits in the input; removing one makes room for it.
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toHaveValue("beta");
    await userEvent.click(canvas.getByRole("button", { name: "Remove EU" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Tags" }), "{Enter}");
    await expect(tagsOf(canvasElement)).toEqual(["VIP", "annual", "beta"]);
  },
};

/** The form's own message, such as a required list left empty. */
export const WithError: Story = {
  args: { error: "Add at least one tag", hint: "Tags group customers in reports" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(canvas.getByText("Add at least one tag")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Tags group customers in reports Add at least one tag");
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ["VIP", "EU"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove VIP" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Remove VIP" }), { pointerEventsCheck: 0 });
    await expect(tagsOf(canvasElement)).toEqual(["VIP", "EU"]);
  },
};

/** A tag and a label with no place to break wrap inside the field in a narrow column. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, value: [UNBROKEN, "short"] },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tagsOf(canvasElement, UNBROKEN)).toEqual([UNBROKEN, "short"]);
    await expect(canvas.getByRole("button", { name: `Remove ${UNBROKEN}` })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const NarrowViewport: Story = {
  ...ManyTags,
  globals: { viewport: { value: "mobile" } },
};
