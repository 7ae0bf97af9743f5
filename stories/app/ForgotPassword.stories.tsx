import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser } from "./support/AppStory";
import { failure, forgotPasswordHandler, mockApi, ok, pending } from "./support/handlers";
import type { Canvas } from "./support/queries";

/**
 * Forgot password (`/auth/forgot-password`, linked from sign-in): one email field; the answer never says
 * whether the address has an account.
 */
const meta = {
  title: "App/ForgotPassword",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/forgot-password" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const forgotCalls = fn();
const EMAIL = "ada@example.com";

async function send(canvas: Canvas) {
  await enterText(await canvas.findByLabelText(/^Email/), EMAIL);
  await userEvent.click(canvas.getByRole("button", { name: "Send Reset Link" }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^Email/), "ada@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
  },
};

export const Sending: Story = {
  beforeEach: mockApi(() => [forgotPasswordHandler(pending, forgotCalls)]),
  play: async ({ canvasElement }) => {
    forgotCalls.mockClear();
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() =>
      expect(forgotCalls).toHaveBeenCalledWith(expect.objectContaining({ body: { email: EMAIL } })),
    );
  },
};

export const Sent: Story = {
  beforeEach: mockApi(() => [forgotPasswordHandler(ok({ message: "Reset link sent" }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(
      await canvas.findByText(
        "If an account exists for that address, we have sent a link to reset your password.",
      ),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: mockApi(() => [
    forgotPasswordHandler(
      failure(429, "Too many requests. Please try again later.", { code: "RATE_LIMITED" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please try again later.",
    );
  },
};
