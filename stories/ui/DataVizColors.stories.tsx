import { applyTheme } from "@round/ui";
import { vars } from "@round/ui/css";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

const series = ["series1", "series2", "series3", "series4", "series5", "series6"] as const;
const movements = ["positive", "negative", "neutral"] as const;
type Role = (typeof series)[number] | (typeof movements)[number];

const sample = [
  { role: "series1", label: "Starter", value: 42 },
  { role: "series2", label: "Growth", value: 68 },
  { role: "series3", label: "Scale", value: 55 },
  { role: "series4", label: "Enterprise", value: 30 },
  { role: "series5", label: "Add-ons", value: 24 },
  { role: "series6", label: "Charges", value: 12 },
] as const;

function Swatch({ role }: { role: Role }) {
  return (
    <li style={{ display: "flex", alignItems: "center", gap: vars.space.sm }}>
      <span
        data-testid={`swatch-${role}`}
        aria-hidden="true"
        style={{ width: 32, height: 32, borderRadius: vars.radius.md, background: vars.color.dataviz[role] }}
      />
      <code style={{ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm }}>
        vars.color.dataviz.{role}
      </code>
    </li>
  );
}

/** The roles as swatches, and a small bar chart drawn with the series in order, with its own labels. */
function DataVizColors() {
  const list = { display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" } as const;
  return (
    <div
      data-testid="surface"
      style={{
        display: "grid",
        gap: vars.space.xl,
        padding: vars.space.lg,
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
    >
      <section aria-labelledby="series-heading">
        <h2 id="series-heading" style={{ fontSize: vars.font.size.md, marginTop: 0 }}>
          Series, in order
        </h2>
        <ul style={list}>
          {series.map((role) => (
            <Swatch key={role} role={role} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="movements-heading">
        <h2 id="movements-heading" style={{ fontSize: vars.font.size.md, marginTop: 0 }}>
          Movements
        </h2>
        <ul style={list}>
          {movements.map((role) => (
            <Swatch key={role} role={role} />
          ))}
        </ul>
      </section>
      <figure style={{ margin: 0 }}>
        <figcaption style={{ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.sm }}>
          Monthly revenue by product line (thousands of dollars)
        </figcaption>
        <ul style={list}>
          {sample.map((bar) => (
            <li
              key={bar.role}
              style={{ display: "grid", gridTemplateColumns: "96px 1fr 32px", gap: vars.space.sm }}
            >
              <span style={{ fontSize: vars.font.size.sm }}>{bar.label}</span>
              <span
                aria-hidden="true"
                style={{ height: 16, width: `${bar.value}%`, background: vars.color.dataviz[bar.role] }}
              />
              <span style={{ fontSize: vars.font.size.sm }}>{bar.value}</span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}

/** WCAG 2.x contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Colour roles for charts and other graphics, in `vars.color.dataviz` (from `@round/ui/css`): six series
 * to use in order (`series1` for the first line or bar, then `series2`, …), and three for movements:
 * `positive` (a change that is good news), `negative` (bad news) and `neutral` (no change). Each theme has
 * its own values; every one reaches 3:1 against the background and every surface of its theme (WCAG
 * 1.4.11, non-text contrast), which the play function measures in light and in dark and the token tests
 * check. Colour is never the only carrier of meaning: give each series a label or a legend, and each
 * movement a sign or a word, as StatCard does.
 *
 * **Accessibility:** no WAI-ARIA pattern: tokens, not a component. Swatches and bars are decorative;
 * the words beside them carry the meaning.
 *
 * | Key | Action |
 * | --- | --- |
 * | — | Not interactive |
 */
const meta = {
  title: "Utilities/DataVizColors",
  component: DataVizColors,
} satisfies Meta<typeof DataVizColors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swatches: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("vars.color.dataviz.series1")).toBeVisible();
    await expect(canvas.getByText("Monthly revenue by product line (thousands of dollars)")).toBeVisible();
    const surface = canvas.getByTestId("surface");
    // Measured in both themes, from the colours the browser computed.
    for (const theme of ["light", "dark"] as const) {
      applyTheme(theme);
      const background = getComputedStyle(surface).backgroundColor;
      for (const role of [...series, ...movements]) {
        const color = getComputedStyle(canvas.getByTestId(`swatch-${role}`)).backgroundColor;
        await expect(contrast(color, background), `${role} in ${theme}`).toBeGreaterThanOrEqual(3);
      }
    }
    applyTheme((globals.theme as "light" | "dark" | undefined) ?? "light");
  },
};

export const Dark: Story = {
  ...Swatches,
  globals: { theme: "dark" },
};
