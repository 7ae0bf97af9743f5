import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser } from "./support/AppStory";
import { failure, mockApi, ok, pending, resendHandler } from "./support/handlers";
import { findToast } from "./support/queries";

/**
 * "Check your email" (`/auth/confirmation-pending`): reached after sign-up with the email, account type and
 * business flag in the navigation state. 'Resend Email' posts to `/identities/resend`.
 */
const meta = {
  title: "App/ConfirmationPending",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: {
    path: {
      pathname: "/auth/confirmation-pending",
      state: { email: "katherine@example.com", accountType: "personal", hasBusinessData: false },
    },
  },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendCalls = fn();
const RESENT = "If an account is waiting for confirmation, we have sent a new email.";

export const WithEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Registration Successful!" }),
    ).toBeVisible();
    await expect(canvas.getByText("katherine@example.com")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "What to do next" })).toBeVisible();
    await expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.queryByText("Your business details are saved")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Resend Email" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const BusinessNote: Story = {
  args: {
    path: {
      pathname: "/auth/confirmation-pending",
      state: { email: "katherine@orbit.example", accountType: "business", hasBusinessData: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("katherine@orbit.example")).toBeVisible();
    await expect(canvas.getByText("Your business details are saved")).toBeVisible();
    await expect(
      canvas.getByText(
        /Your company information and billing address will be used to create your organization/,
      ),
    ).toBeVisible();
  },
};

/** Opened directly (no navigation state): no address to resend to. */
export const WithoutEmail: Story = {
  args: { path: "/auth/confirmation-pending" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(
      canvas.getByText("Email address not available. Please try registering again."),
    ).toBeVisible();
    await expect(
      canvas.getByText("Please go to the login page and request a new confirmation email."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Resend Email" })).toBeDisabled();
  },
};

export const Resending: Story = {
  beforeEach: mockApi(() => [resendHandler(pending, resendCalls)]),
  play: async ({ canvasElement }) => {
    resendCalls.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Resend Email" }));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toBeDisabled();
    await waitFor(() =>
      expect(resendCalls).toHaveBeenCalledWith(
        expect.objectContaining({ body: { email: "katherine@example.com" } }),
      ),
    );
  },
};

export const ResendSuccess: Story = {
  beforeEach: mockApi(() => [resendHandler(ok({ message: RESENT }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Resend Email" }));
    await expect(await findToast("Confirmation email sent successfully")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Resend Email" })).toBeEnabled();
  },
};

export const ResendError: Story = {
  beforeEach: mockApi(() => [
    resendHandler(failure(429, "Too many requests. Please try again later.", { code: "RATE_LIMITED" })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Resend Email" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please try again later.",
    );
    await expect(canvas.getByRole("button", { name: "Resend Email" })).toBeEnabled();
  },
};
