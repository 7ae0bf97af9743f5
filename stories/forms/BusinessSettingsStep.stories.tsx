import { BusinessSettingsStep, type BusinessSettingsValues, DEFAULT_BUSINESS_SETTINGS } from "@round/forms";
import { businessSettingsStepSchema } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, loadCurrencies, narrow } from "./accountFixtures";
import { StepHarness } from "./stepHarness";

function Harness({ initial = {} }: { initial?: Partial<BusinessSettingsValues> }) {
  return (
    <StepHarness
      schema={businessSettingsStepSchema}
      initialValues={{ ...DEFAULT_BUSINESS_SETTINGS, ...initial }}
    >
      {(step) => <BusinessSettingsStep {...step} loadCurrencies={loadCurrencies} />}
    </StepHarness>
  );
}

/**
 * Onboarding step Business Settings: currency, time zone and fiscal year start, none of which can be cleared.
 * Defaults USD, UTC, January. The time zone is searchable and offers every IANA zone, the spec's nine first
 * under their names (a deviation from the spec, whose nine leave most of the world out).
 */
const meta = {
  title: "Forms/BusinessSettingsStep",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = (select: HTMLElement) =>
  Array.from(select.querySelectorAll("option")).map((o) => o.textContent);

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Currency/ })).toHaveValue("USD - US Dollar"),
    );
    await expect(canvas.getByRole("combobox", { name: /^Time Zone/ })).toHaveDisplayValue("UTC");
    await expect(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ })).toHaveDisplayValue("January");
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
  },
};

export const Options: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Time Zone/ }));
    const listbox = await canvas.findByRole("listbox");
    const zones = within(listbox)
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(zones.length).toBeGreaterThan(300);
    await expect(zones.slice(0, 9)).toEqual([
      "UTC",
      "Eastern Time",
      "Central Time",
      "Mountain Time",
      "Pacific Time",
      "Greenwich Mean Time",
      "Central European Time",
      "Japan Standard Time",
      "Australian Eastern Time",
    ]);
    await userEvent.keyboard("{Escape}");
    await expect(options(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ }))).toHaveLength(13);
  },
};

export const BrowserTimeZone: Story = {
  args: { initial: { timezone: "America/Sao_Paulo" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: /^Time Zone/ })).toHaveDisplayValue(
      "America/Sao_Paulo",
    );
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole("combobox", { name: /^Currency/ });
    await userEvent.click(currency);
    await userEvent.click(await canvas.findByRole("option", { name: "EUR - Euro" }));
    await expect(currency).toHaveValue("EUR - Euro");
    const zone = canvas.getByRole("combobox", { name: /^Time Zone/ });
    await userEvent.click(zone);
    await userEvent.click(await canvas.findByRole("option", { name: "Central European Time" }));
    await expect(zone).toHaveValue("Central European Time");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ }), "April");
    await expect(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ })).toHaveDisplayValue("April");
  },
};

/** Any IANA zone, found by typing part of its name. */
export const SearchTimeZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole("combobox", { name: /^Time Zone/ });
    await userEvent.click(zone);
    await userEvent.clear(zone);
    await enterText(zone, "Berlin");
    await userEvent.click(await canvas.findByRole("option", { name: "Europe/Berlin" }));
    await expect(zone).toHaveValue("Europe/Berlin");
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: /^Time Zone/ })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: /^Fiscal Year Start/ })).toBeVisible();
  },
};
