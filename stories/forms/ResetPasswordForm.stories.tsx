import { ResetPasswordForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

/**
 * Reset password: a new password (the shared password rules) and its confirmation ('Passwords do not match').
 * 'Reset Password' reads 'Resetting...' while it runs; afterwards a message with a 'Sign In' link.
 */
const meta = {
  title: "Forms/ResetPasswordForm",
  component: ResetPasswordForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const password = (canvas: Canvas) => canvas.getByLabelText(/^New Password/);
const confirm = (canvas: Canvas) => canvas.getByLabelText(/^Confirm Password/);
const button = (canvas: Canvas) => canvas.getByRole("button", { name: "Reset Password" });

async function fill(canvas: Canvas, first = "Secret#123", second = first) {
  await enterText(password(canvas), first);
  await enterText(confirm(canvas), second);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(button(canvas)).toBeDisabled();
  },
};

export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(password(canvas));
    await userEvent.tab();
    await expect(canvas.getByText("Password is required")).toBeVisible();
    await enterText(password(canvas), "short");
    await userEvent.tab();
    await expect(canvas.getByText("Password must be at least 8 characters long")).toBeVisible();
    await userEvent.clear(password(canvas));
    await enterText(password(canvas), "nouppercase1#");
    await userEvent.tab();
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
  },
};

export const ConfirmRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(password(canvas), "Secret#123");
    await userEvent.click(confirm(canvas));
    await userEvent.tab();
    await expect(canvas.getByText("Please confirm your password")).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "Secret#123", "Secret#124");
    await userEvent.tab();
    await expect(canvas.getByText("Passwords do not match")).toBeVisible();
    await expect(button(canvas)).toBeDisabled();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(button(canvas)).toBeEnabled();
  },
};

export const Resetting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("button", { name: "Resetting..." })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("The reset link has expired."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The reset link has expired.");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: "Secret#123" }));
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("Your password has been reset.");
    await expect(within(status).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth/login",
    );
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "Secret#123", "Other#123");
    await userEvent.tab();
    await expect(canvas.getByText("Passwords do not match")).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(button(canvas)).toBeEnabled();
  },
};
