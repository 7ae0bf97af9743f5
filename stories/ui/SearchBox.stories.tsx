import { SearchBox } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * The search input above lists (plans, customers, invoices). It calls `onSearch` once typing pauses
 * (`debounceMs`, 300 ms by default; 0 for every keystroke), and at once on Enter or when cleared. It works
 * controlled (`value` + `onValueChange`) or on its own (`defaultValue`).
 *
 * **Accessibility:** no APG pattern of its own: a native `<input type="search">` (role searchbox) named by `label` ('Search' by default),
 * visually hidden unless `showLabel`. The clear button, named 'Clear search', appears while there is text and
 * returns focus to the input.
 *
 * | Key | Action |
 * | --- | --- |
 * | Typing | Edits the query; searches after a pause |
 * | Enter | Searches at once |
 * | Escape | Clears the query (when there is one) |
 * | Tab | Moves to the clear button, then on |
 */
const meta = {
  title: "Forms/SearchBox",
  component: SearchBox,
  args: { onSearch: fn(), placeholder: "Search plans" },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search" });
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await userEvent.type(input, "growth");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("growth"));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 10_000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: "Search" });
    await userEvent.type(input, "pro{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("pro");
  },
};

export const WithTextAndClear: Story = {
  args: { defaultValue: "enterprise" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search" });
    await expect(input).toHaveValue("enterprise");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith("");
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: "monthly" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: "Search" });
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

export const VisibleLabel: Story = {
  args: { label: "Search customers", showLabel: true, placeholder: "Name, email, company or ID" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Search customers")).toBeVisible();
    await userEvent.click(canvas.getByText("Search customers"));
    await expect(canvas.getByRole("searchbox", { name: "Search customers" })).toHaveFocus();
  },
};

const invoices = ["INV-1001 Acme", "INV-1002 Globex", "INV-1003 Initech", "INV-1004 Umbrella"];

function FilteredList() {
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const shown = invoices.filter((invoice) => invoice.toLowerCase().includes(searched.toLowerCase()));
  return (
    <div style={{ display: "grid", gap: 12 }}>
      <SearchBox label="Search invoices" value={query} onValueChange={setQuery} onSearch={setSearched} />
      <p aria-live="polite">{shown.length} results</p>
      <ul>
        {shown.map((invoice) => (
          <li key={invoice}>{invoice}</li>
        ))}
      </ul>
    </div>
  );
}

export const ControlledFilteringAList: Story = {
  render: () => <FilteredList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search invoices" }), "glob");
    await expect(await canvas.findByText("1 results")).toBeVisible();
    await expect(canvas.getByText("INV-1002 Globex")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(canvas.getByText("4 results")).toBeVisible();
  },
};

export const Immediate: Story = {
  args: { debounceMs: 0 },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("searchbox"), "abc");
    await expect(args.onSearch).toHaveBeenCalledTimes(3);
    await expect(args.onSearch).toHaveBeenLastCalledWith("abc");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "archived" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox")).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: "customer-with-an-extraordinarily-long-identifier-0123456789-abcdefghijklmnopqrstuvwxyz",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole("button", { name: "Clear search" });
    await expect(clear).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A shown label and a query with no place to break stay inside the box; the input scrolls its text. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, showLabel: true, defaultValue: UNBROKEN },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: UNBROKEN })).toHaveValue(UNBROKEN);
    await expect(canvas.getByRole("button", { name: "Clear search" })).toBeVisible();
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...WithTextAndClear,
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: "Search" });
    await userEvent.click(input);
    await userEvent.keyboard("{End} plan");
    await expect(input).toHaveValue("enterprise plan");
  },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
