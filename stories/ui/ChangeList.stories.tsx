import { ChangeList } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/** A subscription cancelled at its term end: its status, the day it ends, and who asked. */
const cancellation = {
  status: ["active", "cancelled"],
  cancelAt: [null, "2026-04-02T00:00:00.000Z"],
  cancelReason: ["", "Moving to another provider"],
  quantity: [5, 5],
} as const;

/** A customer's address changed: objects show as JSON. */
const addressChange = {
  billingAddress: [
    { line1: "12 Analytical Row", city: "London", zip: "N1 7GU", country: "GB" },
    { line1: "4 rue des Moteurs", city: "Paris", zip: "75011", country: "FR" },
  ],
  tags: [["vip"], ["vip", "eu"]],
  autoCollection: [false, true],
} as const;

/** A long change list: a plan edited field by field. */
const planEdit = Object.fromEntries(
  [
    "name",
    "description",
    "billingPeriod",
    "billingCycles",
    "trialPeriod",
    "isMetered",
    "status",
    "showInCheckout",
    "showInPortal",
    "allowUpgrade",
    "allowDowngrade",
    "allowCancellation",
  ].map((field, index) => [field, index % 3 === 0 ? [null, `${field} ${index}`] : [index, index + 1]]),
) as Record<string, [unknown, unknown]>;

function detailOf(canvasElement: HTMLElement, field: string) {
  return within(canvasElement).getByText(field).nextElementSibling as HTMLElement;
}

/**
 * The changes of one record, field by field, as before → after: what an audit entry changed, or an event's
 * previous values. The value before sits on the danger tint and the value after on the success tint, in that
 * order with an arrow between them, so the tints never carry the meaning alone. A missing value (`null`)
 * shows as an em dash, read as `emptyValueLabel`; objects and arrays show as JSON, indented in the list. The
 * list lays itself out by its own width: 480 px or more puts the fields in a column beside their values.
 *
 * `variant="summary"` fits a table cell: the first `limit` fields on a line each, values cut short, then
 * '+N more'.
 *
 * **Accessibility:** no WAI-ARIA pattern. The list is an HTML description list (the field a `<dt>`, its values
 * a `<dd>`) inside a group named by `label`; the summary is a list named by `label`. The arrow is hidden from
 * screen readers, which read `arrowLabel` ('changed to') instead: 'status, active changed to cancelled'.
 * Nothing in it takes focus.
 */
const meta = {
  title: "Data/ChangeList",
  component: ChangeList,
  args: { changes: cancellation },
  argTypes: { variant: { control: "inline-radio", options: ["list", "summary"] } },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Changes" });
    await expect(within(group).getByText("status").tagName).toBe("DT");
    const status = detailOf(canvasElement, "status");
    await expect(within(status).getByText("active")).toHaveAttribute("data-side", "before");
    await expect(within(status).getByText("cancelled")).toHaveAttribute("data-side", "after");
    await expect(within(status).getByText("changed to")).toBeInTheDocument();
    // The empty string was a value, written as one; null is an em dash read as 'empty'.
    await expect(within(detailOf(canvasElement, "cancelReason")).getByText('""')).toBeVisible();
    const cancelAt = detailOf(canvasElement, "cancelAt");
    await expect(within(cancelAt).getByText("\u2014")).toHaveAttribute("aria-hidden", "true");
    await expect(within(cancelAt).getByText("empty")).toBeInTheDocument();
    await expect(detailOf(canvasElement, "quantity")).toHaveTextContent("5→ changed to 5");
  },
};

/** Objects and arrays as indented JSON, each value a block of its own; booleans written out. */
export const ObjectValues: Story = {
  args: { changes: addressChange },
  play: async ({ canvasElement }) => {
    const address = detailOf(canvasElement, "billingAddress");
    await expect(address).toHaveTextContent('"city": "London"');
    await expect(address).toHaveTextContent('"city": "Paris"');
    await expect(detailOf(canvasElement, "tags")).toHaveTextContent('"eu"');
    await expect(detailOf(canvasElement, "autoCollection")).toHaveTextContent("false→ changed to true");
  },
};

/** A record made and a record deleted: every value missing on one side. */
export const CreatedAndDeleted: Story = {
  args: {
    changes: { email: [null, "ada@example.com"], company: ["Analytical Engines", null] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("empty")).toHaveLength(2);
    await expect(within(detailOf(canvasElement, "email")).getByText("ada@example.com")).toBeVisible();
  },
};

/** Twelve fields: the list grows with them, one row each. */
export const LongList: Story = {
  args: { changes: planEdit },
  play: async ({ canvasElement }) => {
    const terms = canvasElement.querySelectorAll("dt");
    await expect(terms).toHaveLength(12);
    await expect(terms[11]).toHaveTextContent("allowCancellation");
  },
};

/** In a table cell: the first two fields, values cut short, then how many more. */
export const Summary: Story = {
  args: { changes: planEdit, variant: "summary", label: "Changes to Growth" },
  decorators: [inColumn({ width: 280 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Changes to Growth" });
    const lines = within(list).getAllByRole("listitem");
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent("name:");
    await expect(lines[2]).toHaveTextContent("+10 more");
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** A summary of JSON values: compact, and cut at the column's edge with an ellipsis. */
export const SummaryOfObjects: Story = {
  args: { changes: addressChange, variant: "summary", limit: 3 },
  decorators: [inColumn({ width: 240 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = within(canvas.getByRole("list", { name: "Changes" })).getAllByRole("listitem");
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('{"line1":"12 Analytical Row"');
    await expect(lines[0]!.scrollWidth).toBeGreaterThan(lines[0]!.clientWidth);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** A field and values with no place to break wrap inside a narrow column, the field over its values. */
export const LongText: Story = {
  args: { changes: { [UNBROKEN]: [UNBROKEN, { id: UNBROKEN }] } },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(UNBROKEN)).toHaveLength(2);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

/** Nothing changed (an action such as a key's roll): the list says so. */
export const NoChanges: Story = {
  args: { changes: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No changes recorded")).toBeVisible();
    await expect(canvas.queryByRole("group")).not.toBeInTheDocument();
  },
};

/** Another product's words for what a person reads or hears. */
export const TranslatedLabels: Story = {
  args: {
    changes: { statut: ["actif", null], quantité: [3, 4], remise: [null, 10] },
    variant: "summary",
    limit: 1,
    label: "Modifications",
    emptyValueLabel: "vide",
    arrowLabel: "devient",
    moreLabel: (count: number) => `et ${count} autres`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Modifications" });
    await expect(list).toHaveTextContent("statut: actif→ devient —vide");
    await expect(canvas.getByText("et 2 autres")).toBeVisible();
  },
};

/** On a phone (or in any place narrower than 480 px) each field sits over its values. */
export const NarrowViewport: Story = {
  args: { changes: addressChange },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByText("autoCollection").getBoundingClientRect();
    const values = detailOf(canvasElement, "autoCollection").getBoundingClientRect();
    await expect(values.top).toBeGreaterThanOrEqual(field.bottom);
    await expectNoOverflow(canvasElement);
  },
};

/** With 480 px or more to itself, the list puts the fields in a column beside their values. */
export const WideViewport: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByText("status").getBoundingClientRect();
    const values = detailOf(canvasElement, "status").getBoundingClientRect();
    await expect(values.left).toBeGreaterThan(field.right);
    await expect(Math.abs(values.top - field.top)).toBeLessThan(4);
  },
};
