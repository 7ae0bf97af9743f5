import { AddressStep, type AddressValues, DEFAULT_ADDRESS } from "@round/forms";
import { addressStepSchema } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, loadAddressTypes, loadCountries, narrow } from "./accountFixtures";
import { StepHarness } from "./stepHarness";

function Harness({ initial = {} }: { initial?: Partial<AddressValues> }) {
  return (
    <StepHarness schema={addressStepSchema} initialValues={{ ...DEFAULT_ADDRESS, ...initial }}>
      {(step) => <AddressStep {...step} loadAddressTypes={loadAddressTypes} loadCountries={loadCountries} />}
    </StepHarness>
  );
}

/**
 * Onboarding step Address Information: address type (active types only), 'Address Name', 'Street Address',
 * 'Unit #' (with the tooltip 'Building/unit number'), city, 'State / Province', ZIP code and country.
 */
const meta = {
  title: "Forms/AddressStep",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const check = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Check step" }));

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Address Name/)).toHaveValue("Business Address");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Address Type/ })).toHaveValue("Billing"),
    );
    for (const label of ["Street Address", "City", "State / Province", "ZIP Code"]) {
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute("aria-required", "true");
    }
    // Unit # is optional (a deviation from the spec: most addresses have none).
    await expect(canvas.getByLabelText(/^Unit #/)).not.toHaveAttribute("aria-required", "true");
  },
};

export const OnlyActiveTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Address Type/ }));
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Billing", "Shipping", "Headquarters"]),
    );
  },
};

export const UnitTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole("button", { name: "About Unit #" }));
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Building/unit number");
  },
};

export const RequiredMessages: Story = {
  args: { initial: { name: "" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas);
    for (const message of [
      "Address name is required",
      "Street address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
      "Country is required",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText("Unit number is required")).toBeNull();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^ZIP Code/), "1".repeat(21));
    await userEvent.tab();
    await expect(canvas.getByText("ZIP code is too long")).toBeVisible();
  },
};

export const Filled: Story = {
  args: {
    initial: {
      addressLine1: "500 Howard Street",
      number: "Suite 400",
      city: "San Francisco",
      state: "California",
      zipCode: "94105",
      country: "United States",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: /^Country/ })).toHaveValue("United States"),
    );
    await check(canvas);
    await expect(canvas.queryByText(/is required/)).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Street Address/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^State \/ Province/)).toBeVisible();
  },
};
