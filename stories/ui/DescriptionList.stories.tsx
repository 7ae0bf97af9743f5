import { DescriptionList, Link, StatusBadge } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const contact = [
  { term: "Email", detail: "maria.lopez@acme-analytics.test" },
  { term: "Phone", detail: "+1 415 555 0142" },
  { term: "Company", detail: "Acme Analytics" },
  { term: "Tax number", detail: null },
  { term: "Status", detail: <StatusBadge status="active" /> },
  { term: "Portal access", detail: "Enabled" },
];

function detailOf(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term).nextElementSibling as HTMLElement;
}

/**
 * The facts of a detail page as term and detail pairs: a customer's contact information, a plan's
 * billing period and trial. `items` is a list of `{ term, detail }`; a detail may be any node (a badge, a
 * link, `<Money>`). A missing detail (`undefined`, `null`, `false` or '') shows an em dash that screen
 * readers read as `emptyLabel` ('Not set'). `columns={2}` puts the pairs in two columns from tablet width
 * up, one column on phones.
 *
 * **Accessibility:** no WAI-ARIA pattern: an HTML description list (`<dl>`, each pair a `<div>` holding a
 * `<dt>` and a `<dd>`), which screen readers announce as a list of terms with their details. The em dash
 * of a missing detail is hidden from them; a visually hidden 'Not set' is read instead.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to the links or controls inside the details, in order |
 */
const meta = {
  title: "Data/DescriptionList",
  component: DescriptionList,
  args: { items: contact },
  argTypes: { columns: { control: "inline-radio", options: [1, 2] } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Email").tagName).toBe("DT");
    await expect(detailOf(canvasElement, "Email")).toHaveTextContent("maria.lopez@acme-analytics.test");
    await expect(detailOf(canvasElement, "Status")).toHaveTextContent("Active");
    // One column: each pair under the one before.
    const email = canvas.getByText("Email").getBoundingClientRect();
    const phone = canvas.getByText("Phone").getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(email.bottom);
    await expect(phone.left).toBe(email.left);
  },
};

/** A missing detail is an em dash on screen, and 'Not set' to a screen reader. */
export const MissingDetails: Story = {
  args: {
    items: [
      { term: "Tax number", detail: null },
      { term: "Tags", detail: "" },
      { term: "Account balance", detail: "$0.00" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxNumber = detailOf(canvasElement, "Tax number");
    await expect(taxNumber).toHaveTextContent("\u2014");
    await expect(within(taxNumber).getByText("\u2014")).toHaveAttribute("aria-hidden", "true");
    await expect(within(taxNumber).getByText("Not set")).toBeInTheDocument();
    await expect(canvas.getAllByText("Not set")).toHaveLength(2);
    await expect(detailOf(canvasElement, "Account balance")).toHaveTextContent("$0.00");
  },
};

/** Another product's words for a missing value. */
export const TranslatedEmptyLabel: Story = {
  args: {
    items: [{ term: "Numéro de TVA" }, { term: "Société", detail: "Acme Analytics" }],
    emptyLabel: "Non renseigné",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(detailOf(canvasElement, "Numéro de TVA")).getByText("Non renseigné"),
    ).toBeInTheDocument();
  },
};

/** Two columns of pairs on a page wide enough for them, in reading order: left to right, then down. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByText("Email").getBoundingClientRect();
    const phone = canvas.getByText("Phone").getBoundingClientRect();
    const company = canvas.getByText("Company").getBoundingClientRect();
    await expect(phone.top).toBe(email.top);
    await expect(phone.left).toBeGreaterThan(email.right);
    await expect(company.left).toBe(email.left);
  },
};

/** Links and other controls can be details; Tab reaches them. */
export const WithLinks: Story = {
  args: {
    items: [
      { term: "Plan", detail: <Link href="#plan-growth">Growth (monthly)</Link> },
      { term: "Product family", detail: <Link href="#family-core">Core Platform</Link> },
      { term: "Trial", detail: "14 days" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Growth (monthly)" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Core Platform" })).toHaveFocus();
  },
};

/** A term and a detail with no place to break wrap inside a narrow column. */
export const LongText: Story = {
  args: { items: [{ term: UNBROKEN, detail: UNBROKEN }, ...contact.slice(0, 2)], columns: 2 },
  decorators: [inColumn({ maxWidth: 320 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(UNBROKEN)).toHaveLength(2);
    await expectNoOverflow(canvas.getByTestId("column"));
  },
};

export const Dark: Story = {
  ...TwoColumns,
  globals: { theme: "dark" },
};

/** On a phone two columns become one. */
export const NarrowViewport: Story = {
  args: { columns: 2 },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByText("Email").getBoundingClientRect();
    const phone = canvas.getByText("Phone").getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(email.bottom);
    await expectNoOverflow(canvasElement);
  },
};
