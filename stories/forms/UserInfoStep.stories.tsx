import { EMPTY_USER_INFO, UserInfoStep, userInfoSchema } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow } from "./accountFixtures";
import { StepHarness } from "./stepHarness";

function Harness({ email = "", emailReadOnly = false }: { email?: string; emailReadOnly?: boolean }) {
  return (
    <StepHarness schema={userInfoSchema} initialValues={{ ...EMPTY_USER_INFO, email }}>
      {(step) => <UserInfoStep {...step} emailReadOnly={emailReadOnly} />}
    </StepHarness>
  );
}

/** Onboarding step User Information: first and last name, email and phone (only when there is no profile). */
const meta = {
  title: "Forms/UserInfoStep",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["First Name", "Last Name", "Email", "Phone"]) {
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue("");
    }
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Check step" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email address is required",
      "Phone number is required",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await enterText(canvas.getByLabelText(/^Email/), "ada@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^First Name/), "Ada");
    await enterText(canvas.getByLabelText(/^Last Name/), "Lovelace");
    await enterText(canvas.getByLabelText(/^Email/), "ada@example.com");
    await enterText(canvas.getByLabelText(/^Phone/), "+1 555 010 2030");
    await userEvent.click(canvas.getByRole("button", { name: "Check step" }));
    await expect(canvas.queryByText(/required|valid/)).not.toBeInTheDocument();
  },
};

/** The signed-in address: shown, with a note, and not editable. */
export const EmailReadOnly: Story = {
  args: { email: "ada@example.com", emailReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveValue("ada@example.com");
    await expect(email).toHaveAttribute("readonly");
    await expect(email).toHaveAccessibleDescription("Your sign-in address can't be changed here.");
    await enterText(email, "x");
    await expect(email).toHaveValue("ada@example.com");
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^First Name/)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Phone/)).toBeVisible();
  },
};
