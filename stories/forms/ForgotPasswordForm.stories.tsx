import { ForgotPasswordForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

const SENT = "If an account exists for that address, we have sent a link to reset your password.";

/**
 * Forgot password (`/auth/forgot-password`): one email field and 'Send Reset Link' ('Sending...'). The
 * confirmation is the same whether or not the address has an account, so the page reveals nothing.
 */
const meta = {
  title: "Forms/ForgotPasswordForm",
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Email/);
const button = (canvas: ReturnType<typeof within>) => canvas.getByRole("button", { name: "Send Reset Link" });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await expect(button(canvas)).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "not an email");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await userEvent.click(button(canvas));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Network error. Please try again."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "nobody@example.com");
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: "nobody@example.com" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(SENT);
  },
};

export const Dark: Story = {
  ...dark,
  args: { defaultEmail: "ada@example.com" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas));
    await expect(await canvas.findByText(SENT)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await expect(button(canvas)).toBeEnabled();
  },
};
