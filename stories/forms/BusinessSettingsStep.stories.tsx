import { BusinessSettingsStep, type BusinessSettingsValues, DEFAULT_BUSINESS_SETTINGS } from "@round/forms";
import { businessSettingsStepSchema } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
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
 * Defaults USD, UTC, January; the time zones and months are the shared constants.
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
    await expect(options(canvas.getByRole("combobox", { name: /^Time Zone/ }))).toEqual([
      "Select a time zone",
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
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: /^Time Zone/ }),
      "Central European Time",
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ }), "April");
    await expect(canvas.getByRole("combobox", { name: /^Fiscal Year Start/ })).toHaveDisplayValue("April");
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
