import { EMPTY_ORGANIZATION, OrganizationStep, type OrganizationValues } from "@round/forms";
import { organizationStepSchema } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, loadCompanySizes, loadCountries, loadIndustries, narrow } from "./accountFixtures";
import { StepHarness } from "./stepHarness";

function Harness({ initial = {} }: { initial?: Partial<OrganizationValues> }) {
  return (
    <StepHarness schema={organizationStepSchema} initialValues={{ ...EMPTY_ORGANIZATION, ...initial }}>
      {(step) => (
        <OrganizationStep
          {...step}
          loadCountries={loadCountries}
          loadIndustries={loadIndustries}
          loadCompanySizes={loadCompanySizes}
        />
      )}
    </StepHarness>
  );
}

/**
 * Onboarding step Organization: company name; country, industry and company size (required pickers that can
 * be cleared); website (optional URL), description (optional, three rows), annual revenue (optional number).
 * Shown here with the wizard's form state; 'Check step' validates it as Next does.
 */
const meta = {
  title: "Forms/OrganizationStep",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const check = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Check step" }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Country", "Industry", "Company Size"]) {
      await expect(canvas.getByRole("combobox", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "aria-required",
        "true",
      );
    }
    await expect(canvas.getByLabelText(/^Description/)).toHaveAttribute("rows", "3");
    await expect(canvas.getByLabelText(/^Website/)).not.toHaveAttribute("aria-required");
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas);
    for (const message of [
      "Company name is required",
      "Country is required",
      "Industry is required",
      "Company size is required",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const FormatMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^Company Name/), "Acme <script>");
    await userEvent.tab();
    await expect(
      canvas.getByText("Company name can only contain letters, numbers, spaces, and - & . , ( )"),
    ).toBeVisible();
    await enterText(canvas.getByLabelText(/^Website/), "acme");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid website URL")).toBeVisible();
  },
};

export const PickersClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const industry = canvas.getByRole("combobox", { name: /^Industry/ });
    await userEvent.click(industry);
    await userEvent.click(await canvas.findByRole("option", { name: "Retail" }));
    await expect(industry).toHaveValue("Retail");
    await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
    await expect(industry).toHaveValue("");
  },
};

export const OpenCountryList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Country/ }));
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(5));
  },
};

export const Filled: Story = {
  args: {
    initial: {
      companyName: "Acme Corporation",
      country: "United States",
      industry: "software",
      companySize: "11-50",
      website: "https://acme.example",
      description: "Subscription analytics for small teams.",
      revenue: 1250000,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Industry/ })).toHaveValue("Software"));
    await expect(canvas.getByLabelText(/^Annual Revenue/)).toHaveValue("1250000");
    await check(canvas);
    await expect(canvas.queryByText(/is required/)).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await check(canvas);
    await expect(canvas.getByText("Company name is required")).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Company Name/)).toBeVisible();
  },
};
