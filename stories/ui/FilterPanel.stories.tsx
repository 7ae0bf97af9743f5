import { type FilterField, FilterPanel, type FilterValues } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

const fields: FilterField[] = [
  {
    type: "select",
    name: "status",
    label: "Status",
    options: [
      { value: "active", label: "Active" },
      { value: "expired", label: "Expired" },
      { value: "archived", label: "Archived" },
    ],
  },
  {
    type: "select",
    name: "discountType",
    label: "Discount type",
    options: [
      { value: "percentage", label: "Percentage" },
      { value: "fixed_amount", label: "Fixed amount" },
    ],
  },
  { type: "text", name: "code", label: "Code contains", placeholder: "e.g. SUMMER" },
  { type: "date", name: "validFrom", label: "Valid from" },
];

const withCustom: FilterField[] = [
  ...fields.slice(0, 1),
  {
    type: "custom",
    name: "churnRisk",
    label: "Churn risk",
    render: (value, setValue) => (
      <div style={{ display: "flex", gap: 12 }}>
        {["low", "medium", "high"].map((risk) => (
          <label key={risk} style={{ display: "inline-flex", gap: 4, alignItems: "center", fontSize: 14 }}>
            <input
              type="checkbox"
              checked={Array.isArray(value) && value.includes(risk)}
              onChange={(event) => {
                const current = Array.isArray(value) ? (value as string[]) : [];
                setValue(event.target.checked ? [...current, risk] : current.filter((item) => item !== risk));
              }}
            />
            {risk.charAt(0).toUpperCase() + risk.slice(1)}
          </label>
        ))}
      </div>
    ),
  },
];

/**
 * Filters for a list, edited as a draft and applied together: select, text and date fields (native
 * controls with visible labels) and custom ones (`render(value, setValue, ids)`). Apply hands the draft
 * to `onApply`; Reset clears every field and calls `onReset`. By default it folds behind a 'Filters'
 * button that shows how many filters are in force: 'Filters (2)'.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Disclosure](https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/) pattern: the button
 * shows and hides the panel (`aria-expanded`, `aria-controls`) named 'Filters (2
 * active)'. The panel is a form named 'Filters'; each control has a visible `<label>` (custom ones sit in
 * a `<fieldset>` whose `<legend>` is the label). Enter in a field applies; Escape closes the panel without
 * applying and returns focus to the button.
 *
 * | Key | Action |
 * | --- | --- |
 * | Enter / Space (on the button) | Opens or closes the panel |
 * | Tab | Moves through the fields, then Reset and Apply |
 * | Enter (in a text or date field) | Applies the filters |
 * | Escape (in the panel) | Closes it, discarding the draft, focus back on the button |
 */
const meta = {
  title: "Data/FilterPanel",
  component: FilterPanel,
  args: { fields, values: {}, onApply: fn(), onReset: fn() },
  render: function Render(args) {
    const [values, setValues] = useState<FilterValues>(args.values);
    return (
      <FilterPanel
        {...args}
        values={values}
        onApply={(next) => {
          setValues(next);
          args.onApply(next);
        }}
        onReset={() => {
          setValues({});
          args.onReset();
        }}
      />
    );
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const form = canvas.getByRole("form", { name: "Filters" });
    await expect(form).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "active");
    await userEvent.type(canvas.getByLabelText("Code contains"), "SUMMER");
    // A draft: nothing is applied until Apply.
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ status: "active", code: "SUMMER" }),
    );
    const trigger = canvas.getByRole("button", { name: "Filters (2 active)" });
    await expect(trigger).toHaveTextContent("Filters (2)");
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const TwoActiveFilters: Story = {
  args: { values: { status: "active", discountType: "percentage" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Filters (2 active)" });
    await expect(trigger).toHaveTextContent("Filters (2)");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByLabelText("Status")).toHaveValue("active");
    await expect(canvas.getByLabelText("Discount type")).toHaveValue("percentage");
    await expect(canvas.getByLabelText("Code contains")).toHaveValue("");
  },
};

export const ApplyAndReset: Story = {
  args: { values: { status: "active", discountType: "percentage" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters (2 active)" }));

    // Apply a third filter.
    await userEvent.type(canvas.getByLabelText("Valid from"), "2026-01-05");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(args.onApply).toHaveBeenLastCalledWith({
      status: "active",
      discountType: "percentage",
      validFrom: "2026-01-05",
    });
    await expect(canvas.getByRole("button", { name: "Filters (3 active)" })).toBeVisible();

    // Reset clears everything.
    await userEvent.click(canvas.getByRole("button", { name: "Filters (3 active)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText("Status")).toHaveValue("");
    await expect(canvas.getByLabelText("Valid from")).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Filters" })).toHaveTextContent(/^Filters$/);
  },
};

export const EscapeDiscardsDraft: Story = {
  args: { values: { status: "expired" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters (1 active)" }));
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "archived");
    await userEvent.keyboard("{Escape}");
    const trigger = canvas.getByRole("button", { name: "Filters (1 active)" });
    await expect(trigger).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByLabelText("Status")).toHaveValue("expired");
  },
};

export const EnterApplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await userEvent.type(canvas.getByLabelText("Code contains"), "WELCOME{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ code: "WELCOME" }));
  },
};

export const CustomField: Story = {
  args: { fields: withCustom, defaultOpen: true, closeOnApply: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Churn risk" });
    await userEvent.click(within(group).getByLabelText("High"));
    await userEvent.click(within(group).getByLabelText("Medium"));
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(args.onApply).toHaveBeenCalledWith({ churnRisk: ["high", "medium"] });
    await expect(canvas.getByRole("button", { name: "Filters (1 active)" })).toBeVisible();
    // Left open (closeOnApply false), the panel shows what was applied.
    await expect(within(group).getByLabelText("High")).toBeChecked();
  },
};

export const AlwaysOpen: Story = {
  args: { collapsible: false, values: { status: "active" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Filters/ })).toBeNull();
    await expect(canvas.getByRole("form", { name: "Filters" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByLabelText("Status")).toHaveValue("");
  },
};

export const LongLabels: Story = {
  args: {
    defaultOpen: true,
    fields: [
      {
        type: "select",
        name: "family",
        label: "Product family that the plan, add-on or charge belongs to",
        options: [
          { value: "core", label: "Core Platform" },
          { value: "enterprise", label: "Enterprise-Add-ons-And-Professional-Services-Long-Name" },
        ],
        emptyLabel: "All families",
      },
      { type: "text", name: "q", label: "Searchwithinnamesdescriptionsandcategoriesofeveryproduct" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox"), "enterprise");
    const form = canvas.getByRole("form");
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...TwoActiveFilters,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  args: { values: { status: "active", discountType: "percentage" } },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters (2 active)" }));
    const form = canvas.getByRole("form", { name: "Filters" });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeVisible();
  },
};
