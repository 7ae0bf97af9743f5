import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";
import { personalUser } from "./support/fixtures";
import {
  accountHandlers,
  confirmEmailHandler,
  failure,
  loginSucceeded,
  meHandler,
  mockApi,
  networkError,
  pending,
  TOKEN,
} from "./support/handlers";
import { findToast } from "./support/queries";

/**
 * The confirmation link's page (`/auth/confirm-email?userId=&token=`): confirms and signs in with
 * `POST /identities/confirm-email-and-login`, then goes to Get Started after 2 seconds.
 *
 * The screen confirms each userId and token once per page load, so every story uses its own token.
 */
const meta = {
  title: "App/ConfirmEmail",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmCalls = fn();
const link = (token: string) => `/auth/confirm-email?userId=user-katherine&token=${token}`;

export const Loading: Story = {
  args: { path: link("loading-token") },
  beforeEach: mockApi(() => [confirmEmailHandler(pending, confirmCalls)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Confirming Your Email" })).toBeVisible();
    await waitFor(() =>
      expect(confirmCalls).toHaveBeenCalledWith(
        expect.objectContaining({ method: "POST", search: "?userId=user-katherine&token=loading-token" }),
      ),
    );
  },
};

/** Confirmed and signed in; two seconds later the wizard opens by itself. */
export const Success: Story = {
  args: { path: link("good-token") },
  beforeEach: mockApi(() => [confirmEmailHandler(loginSucceeded), accountHandlers(personalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
    await expect(await findToast("Email confirmed successfully")).toBeInTheDocument();
    await expect(canvas.getByText(/Welcome to Round/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/get-started");
    await expect(localStorage.getItem("auth_token")).toBe(TOKEN);
    await expect(currentPath()).toBe("/auth/confirm-email?userId=user-katherine&token=good-token");
    await waitFor(() => expect(currentPath()).toBe("/get-started"), { timeout: 4000 });
  },
};

export const Failed: Story = {
  args: { path: link("used-token") },
  beforeEach: mockApi(() => [
    confirmEmailHandler(
      failure(400, "This confirmation link has already been used. Please sign in.", { code: "TOKEN_USED" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This confirmation link has already been used. Please sign in.",
    );
    await expect(canvas.getByText("The confirmation link may have expired or is invalid.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Get Help" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
    await expect(localStorage.getItem("auth_token")).toBeNull();
  },
};

export const GetHelpOpensResend: Story = {
  args: { path: link("expired-token") },
  beforeEach: mockApi(() => [confirmEmailHandler(failure(400, "This confirmation link has expired."))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Get Help" }));
    await expect(await canvas.findByRole("heading", { name: "Resend Confirmation Email" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/resend-confirmation");
  },
};

/** Confirmed and signed in, but the user cannot be read afterwards: no session, and the spec's text. */
export const UserLoadFailsAfterConfirming: Story = {
  args: { path: link("confirmed-token") },
  beforeEach: mockApi(() => [
    confirmEmailHandler(loginSucceeded),
    meHandler(failure(500, "Database unavailable")),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Failed to retrieve user information after login",
    );
    await expect(localStorage.getItem("auth_token")).toBeNull();
    await expect(localStorage.getItem("refresh_token")).toBeNull();
    await expect(currentPath()).toBe("/auth/confirm-email?userId=user-katherine&token=confirmed-token");
  },
};

export const NetworkError: Story = {
  args: { path: link("offline-token") },
  beforeEach: mockApi(() => [confirmEmailHandler(networkError)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Network error. Please try again.");
    await expect(canvas.getByRole("button", { name: "Get Help" })).toBeVisible();
  },
};

/** The link lacks its token: nothing is sent. */
export const MissingParameters: Story = {
  args: { path: "/auth/confirm-email?userId=user-katherine" },
  beforeEach: mockApi(() => [confirmEmailHandler(loginSucceeded, confirmCalls)]),
  play: async ({ canvasElement }) => {
    confirmCalls.mockClear();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Invalid confirmation link. Please check your email and try again.",
    );
    await expect(confirmCalls).not.toHaveBeenCalled();
  },
};
