import { formatDate, formatMoney } from "@round/ui";
import { vars } from "@round/ui/css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";

const moneyExamples: Array<[string, string]> = [
  ["formatMoney(1234.5)", formatMoney(1234.5)],
  ["formatMoney(1500, 'JPY')", formatMoney(1500, "JPY")],
  ["formatMoney(-99.9, 'EUR')", formatMoney(-99.9, "EUR")],
  [
    "formatMoney(49.99, 'GBP', { maximumFractionDigits: 0 })",
    formatMoney(49.99, "GBP", { maximumFractionDigits: 0 }),
  ],
  ["formatMoney(2450000, 'USD', { compact: true })", formatMoney(2_450_000, "USD", { compact: true })],
  ["formatMoney(99.9, 'EUR', { locale: 'de-DE' })", formatMoney(99.9, "EUR", { locale: "de-DE" })],
];

const dateExamples: Array<[string, string]> = [
  ["formatDate('2026-01-05')", formatDate("2026-01-05")],
  ["formatDate('2026-01-05', { style: 'long' })", formatDate("2026-01-05", { style: "long" })],
  [
    "formatDate('2026-03-01T02:00:00Z', { timeZone: 'UTC' })",
    formatDate("2026-03-01T02:00:00Z", { timeZone: "UTC" }),
  ],
  ["formatDate('not a date')", formatDate("not a date")],
];

function Examples() {
  const [amount, setAmount] = useState("1234.5");
  const [currency, setCurrency] = useState("USD");
  return (
    <div style={{ display: "grid", gap: 24, maxWidth: 720 }}>
      <table style={{ borderCollapse: "collapse", fontSize: 14 }}>
        <caption style={{ textAlign: "start", fontWeight: 600, paddingBottom: 8 }}>Examples</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "start", padding: 6 }}>
              Call
            </th>
            <th scope="col" style={{ textAlign: "end", padding: 6 }}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {[...moneyExamples, ...dateExamples].map(([call, result]) => (
            <tr key={call}>
              <td style={{ padding: 6, fontFamily: vars.font.family.mono, overflowWrap: "anywhere" }}>
                {call}
              </td>
              <td
                style={{
                  padding: 6,
                  textAlign: "end",
                  fontVariantNumeric: "tabular-nums",
                  whiteSpace: "nowrap",
                }}
              >
                {result}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "end" }}>
        <label style={{ display: "grid", gap: 4 }}>
          Amount
          <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label style={{ display: "grid", gap: 4 }}>
          Currency
          <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {["USD", "EUR", "GBP", "JPY", "CAD", "AUD"].map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
        <output aria-label="Formatted amount" style={{ fontVariantNumeric: "tabular-nums", fontWeight: 600 }}>
          {formatMoney(Number(amount), currency)}
        </output>
      </div>
    </div>
  );
}

/**
 * `formatMoney(amount, currency = 'USD', { locale, maximumFractionDigits, compact })` and
 * `formatDate(date, { locale, style, timeZone })`: the app's only way of showing money and dates.
 * Money follows the currency's own decimals (none for JPY) in en-US by default; dates read 'Jan 5,
 * 2026', and ISO date-only strings are read in UTC so they never shift a day. Formatters are cached.
 * The `Money` component wraps `formatMoney` for display.
 *
 * **Accessibility:** no interactive pattern: plain text; figures are best shown in tabular numbers (`Money` does).
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Utilities/Formatters",
  component: Examples,
} satisfies Meta<typeof Examples>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      "$1,234.50",
      "¥1,500",
      "-€99.90",
      "£50",
      "$2.5M",
      "Jan 5, 2026",
      "January 5, 2026",
      "Mar 1, 2026",
    ]) {
      await expect(within(canvas.getByRole("table", { name: "Examples" })).getByText(text)).toBeVisible();
    }
    const output = canvas.getByRole("status", { name: "Formatted amount" });
    await userEvent.selectOptions(canvas.getByLabelText("Currency"), "JPY");
    await expect(output).toHaveTextContent("¥1,235");
    await userEvent.clear(canvas.getByLabelText("Amount"));
    await userEvent.type(canvas.getByLabelText("Amount"), "-42");
    await expect(output).toHaveTextContent("-¥42");
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Jan 5, 2026")).toBeVisible();
  },
};
