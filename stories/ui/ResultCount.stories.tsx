import { ResultCount } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

/**
 * How many results a list shows: '24 results', or 'X of N results' once filtered ('3 of 12 families'),
 * with '1 result' in the singular. `noun` names what is counted, in its two forms.
 *
 * **Accessibility:** no interactive pattern: a polite live region (`aria-live="polite"`, atomic), so screen readers announce
 * the new count after a search or a filter without moving focus.
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Data/ResultCount",
  component: ResultCount,
  args: { count: 24 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText("24 results");
    await expect(count).toHaveAttribute("aria-live", "polite");
  },
};

export const Singular: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 result")).toBeVisible();
  },
};

export const OfTotal: Story = {
  args: { count: 3, total: 12, noun: { one: "family", other: "families" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3 of 12 families")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { count: 0, total: 1284, noun: { one: "customer", other: "customers" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("0 of 1,284 customers")).toBeVisible();
  },
};

/** The count updates as a search narrows the list; the live region carries the change. */
export const Live: Story = {
  render: function Render() {
    const plans = ["Starter", "Growth", "Scale", "Enterprise"];
    const [query, setQuery] = useState("");
    const shown = plans.filter((plan) => plan.toLowerCase().includes(query.toLowerCase()));
    return (
      <div style={{ display: "grid", gap: 8, maxWidth: 320 }}>
        <label htmlFor="plan-search">Search plans</label>
        <input id="plan-search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <ResultCount count={shown.length} total={plans.length} noun={{ one: "plan", other: "plans" }} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("4 of 4 plans")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Search plans"), "sca");
    await expect(canvas.getByText("1 of 4 plans")).toBeVisible();
  },
};

export const LargeNumbers: Story = {
  args: { count: 10000, total: 1250000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("10,000 of 1,250,000 results")).toBeVisible();
  },
};

/** A noun with no place to break wraps inside its container. */
export const LongUnbrokenNoun: Story = {
  args: { count: 3, total: 12, noun: UNBROKEN },
  decorators: [inColumn({ width: 200 })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`3 of 12 ${UNBROKEN}`)).toBeVisible();
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const Dark: Story = {
  ...OfTotal,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...LargeNumbers,
  globals: { viewport: { value: "mobile" } },
};
