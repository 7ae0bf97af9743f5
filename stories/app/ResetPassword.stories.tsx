import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";
import { failure, mockApi, ok, pending, resetPasswordHandler } from "./support/handlers";
import type { Canvas } from "./support/queries";

/**
 * Reset password (`/auth/reset-password?userId=&token=`, the emailed link): a new password and its
 * confirmation, posted with the link's userId and token.
 */
const meta = {
  title: "App/ResetPassword",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/reset-password?userId=user-ada&token=reset-token" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const resetCalls = fn();
const NEW_PASSWORD = "Engine#1843";

async function fill(canvas: Canvas, confirmation = NEW_PASSWORD) {
  await enterText(await canvas.findByLabelText(/^New Password/), NEW_PASSWORD);
  await enterText(canvas.getByLabelText(/^Confirm Password/), confirmation);
}

async function submit(canvas: Canvas) {
  await fill(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Reset Password" }));
}

export const MissingLink: Story = {
  args: { path: "/auth/reset-password?userId=user-ada" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Reset link not valid" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This password reset link is incomplete. Please request a new one.",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Request a new link" }));
    await expect(await canvas.findByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/forgot-password");
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reset Password" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^New Password/), "engine1843");
    await userEvent.tab();
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, "Engine#1844");
    await userEvent.tab();
    await expect(canvas.getByText("Passwords do not match")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reset Password" })).toBeDisabled();
  },
};

export const Resetting: Story = {
  beforeEach: mockApi(() => [resetPasswordHandler(pending, resetCalls)]),
  play: async ({ canvasElement }) => {
    resetCalls.mockClear();
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("button", { name: "Resetting..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() =>
      expect(resetCalls).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { userId: "user-ada", token: "reset-token", password: NEW_PASSWORD },
        }),
      ),
    );
  },
};

export const Success: Story = {
  beforeEach: mockApi(() => [resetPasswordHandler(ok({ message: "Password reset" }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(
      await canvas.findByText("Your password has been reset. You can now sign in with your new password."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
  },
};

export const ExpiredLink: Story = {
  beforeEach: mockApi(() => [
    resetPasswordHandler(
      failure(400, "This reset link is invalid or has expired.", { code: "INVALID_TOKEN" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This reset link is invalid or has expired.",
    );
  },
};
