import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser } from "./support/AppStory";
import { failure, mockApi, networkError, ok, pending, resendHandler } from "./support/handlers";
import type { Canvas } from "./support/queries";

/**
 * Resend Confirmation (`/auth/resend-confirmation`): one email field checked on blur and on submit, 'Send
 * Confirmation Email' ('Sending...'), success and error banners.
 */
const meta = {
  title: "App/ResendConfirmation",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/resend-confirmation" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendCalls = fn();
const EMAIL = "katherine@example.com";

async function send(canvas: Canvas) {
  await enterText(await canvas.findByLabelText(/^Email/), EMAIL);
  await userEvent.click(canvas.getByRole("button", { name: "Send Confirmation Email" }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Resend Confirmation Email" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send Confirmation Email" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const PrefilledEmail: Story = {
  args: { path: `/auth/resend-confirmation?email=${encodeURIComponent(EMAIL)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Email/)).toHaveValue(EMAIL);
    await expect(canvas.getByRole("button", { name: "Send Confirmation Email" })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(/^Email/);
    await enterText(email, "katherine@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    // The error clears on typing.
    await enterText(email, "example.com");
    await expect(canvas.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  beforeEach: mockApi(() => [resendHandler(pending, resendCalls)]),
  play: async ({ canvasElement }) => {
    resendCalls.mockClear();
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() =>
      expect(resendCalls).toHaveBeenCalledWith(expect.objectContaining({ body: { email: EMAIL } })),
    );
  },
};

export const Sent: Story = {
  beforeEach: mockApi(() => [resendHandler(ok({ message: "Confirmation email sent" }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(
      await canvas.findByText("Confirmation email sent successfully! Please check your inbox."),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: mockApi(() => [
    resendHandler(failure(429, "Too many requests. Please try again later.", { code: "RATE_LIMITED" })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please try again later.",
    );
  },
};

export const NetworkError: Story = {
  beforeEach: mockApi(() => [resendHandler(networkError)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  },
};
