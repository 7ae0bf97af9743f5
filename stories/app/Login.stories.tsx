import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";
import { completedPersonalUser, PASSWORD, personalUser } from "./support/fixtures";
import {
  accountHandlers,
  failure,
  loginHandler,
  loginSucceeded,
  meHandler,
  mockApi,
  networkError,
  pending,
  TOKEN,
} from "./support/handlers";
import { findToast } from "./support/queries";

/**
 * Sign-in (`/auth/login`) with the real screen and session: the form posts to `/identities/login`, stores the
 * tokens, loads `/identities/me`, then goes to the remembered location or Get Started.
 */
const meta = {
  title: "App/Login",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/login" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginCalls = fn();

async function fill(canvas: ReturnType<typeof within>, email = personalUser.email, password = PASSWORD) {
  await enterText(await canvas.findByLabelText(/^Email/), email);
  await enterText(canvas.getByLabelText(/^Password/), password);
}

async function fillAndSubmit(canvas: ReturnType<typeof within>) {
  await fill(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Round home" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
    await expect(canvas.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      "/auth/register",
    );
    await expect(canvas.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Continue with Facebook" })).toBeDisabled();
    await expect(canvas.getByText("Google sign-in is not configured")).toBeVisible();
  },
};

export const PrefilledEmail: Story = {
  args: { path: "/auth/login?email=ada%40example.com" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Email/)).toHaveValue("ada@example.com");
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/^Email/));
    await userEvent.tab();
    await expect(canvas.getByText("Email address is required")).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(/^Email/);
    await enterText(email, "ada@example");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/^Password/));
    await userEvent.tab();
    await expect(canvas.getByText("Password is required")).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^Password/), "Ab1#");
    await userEvent.tab();
    await expect(canvas.getByText("Password must be at least 8 characters long")).toBeVisible();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(/^Password/);
    await enterText(password, PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(password).toHaveAttribute("type", "text");
  },
};

export const Submitting: Story = {
  beforeEach: mockApi(() => [loginHandler(pending, loginCalls)]),
  play: async ({ canvasElement }) => {
    loginCalls.mockClear();
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("button", { name: "Signing In..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    // The password travels base64-encoded, with the encoded flag.
    await waitFor(() =>
      expect(loginCalls).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { identifier: personalUser.email, password: btoa(PASSWORD), encoded: true },
        }),
      ),
    );
  },
};

export const WrongPassword: Story = {
  beforeEach: mockApi(() => [
    loginHandler(failure(401, "Invalid email or password.", { code: "INVALID_CREDENTIALS" })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Invalid email or password.");
    await expect(
      within(alert).queryByRole("link", { name: "Resend confirmation email" }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(currentPath()).toBe("/auth/login");
    await expect(localStorage.getItem("auth_token")).toBeNull();
  },
};

export const UnconfirmedEmail: Story = {
  beforeEach: mockApi(() => [
    loginHandler(
      failure(403, "Please confirm your email address before signing in.", { code: "EMAIL_NOT_CONFIRMED" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Please confirm your email address before signing in.");
    const resend = within(alert).getByRole("link", { name: "Resend confirmation email" });
    await expect(resend).toHaveAttribute("href", "/auth/resend-confirmation");
    await userEvent.click(resend);
    await expect(await canvas.findByRole("heading", { name: "Resend Confirmation Email" })).toBeVisible();
  },
};

export const NetworkError: Story = {
  beforeEach: mockApi(() => [loginHandler(networkError)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  },
};

export const UserLoadFailsAfterLogin: Story = {
  beforeEach: mockApi(() => [loginHandler(loginSucceeded), meHandler(failure(500, "Database unavailable"))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Failed to retrieve user information after login",
    );
    await expect(localStorage.getItem("auth_token")).toBeNull();
  },
};

/** No remembered location: a user still onboarding goes to Get Started. */
export const SuccessGoesToGetStarted: Story = {
  beforeEach: mockApi(() => [loginHandler(loginSucceeded), accountHandlers(personalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await findToast("Login successful")).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/get-started"));
    await expect(localStorage.getItem("auth_token")).toBe(TOKEN);
    await expect(await canvas.findByRole("heading", { level: 1, name: /^Welcome to Round/ })).toBeVisible();
  },
};

/** The guard sent the visitor here from /dashboard: signing in goes back there. */
export const SuccessReturnsToRememberedLocation: Story = {
  args: { path: "/dashboard" },
  beforeEach: mockApi(() => [loginHandler(loginSucceeded), meHandler(personalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/login");
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
  },
};

/** After an expired session the sign-in address carries the page (`?returnTo=`): signing in goes back there. */
export const SuccessReturnsToExpiredPage: Story = {
  args: { path: "/auth/login?returnTo=%2Fsettings%2Forganization" },
  beforeEach: mockApi(() => [loginHandler(loginSucceeded), accountHandlers(completedPersonalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await findToast("Login successful")).toBeInTheDocument();
    await expect(await canvas.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(currentPath()).toBe("/settings/organization");
  },
};

/** A `returnTo` naming another site is not followed: sign-in goes to Get Started as usual. */
export const ForeignReturnToIgnored: Story = {
  args: { path: "/auth/login?returnTo=%2F%2Fevil.example%2Fsettings" },
  beforeEach: mockApi(() => [loginHandler(loginSucceeded), accountHandlers(personalUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("heading", { level: 1, name: /^Welcome to Round/ })).toBeVisible();
    await expect(currentPath()).toBe("/get-started");
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const button = canvas.getByRole("button", { name: "Sign In" });
    await expect(button).toBeEnabled();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
