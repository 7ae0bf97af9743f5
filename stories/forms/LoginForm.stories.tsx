import { LoginForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, FakeRouterLink, narrow, never } from "./accountFixtures";

const VALID = { email: "ada@example.com", password: "Secret#123" };

/**
 * Sign-in (`/auth/login`): email and password (with a show/hide toggle), 'Forgot password?', 'Create account',
 * and Google and Facebook buttons that are disabled (and say why) until the app passes `onSocialSignIn`.
 * 'Sign In' is disabled until both fields are filled and valid and reads 'Signing In...' while submitting.
 * A failure shows in an error banner; when its text mentions email and confirm, a 'Resend confirmation email'
 * link appears beside it.
 *
 * **Accessibility:** a native form; each field's error is linked to it (`aria-describedby`) and announced
 * politely; the error banner is an alert. Links take a router link through `linkAs`.
 */
const meta = {
  title: "Forms/LoginForm",
  component: LoginForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await enterText(canvas.getByLabelText(/^Email/), VALID.email);
  await enterText(canvas.getByLabelText(/^Password/), VALID.password);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/auth/forgot-password",
    );
    await expect(canvas.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      "/auth/register",
    );
    const google = canvas.getByRole("button", { name: "Continue with Google" });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription("Google sign-in is not configured");
    const facebook = canvas.getByRole("button", { name: "Continue with Facebook" });
    await expect(facebook).toBeDisabled();
    await expect(facebook).toHaveAccessibleDescription("Facebook sign-in is not configured");
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.click(email);
    await userEvent.tab();
    await expect(canvas.getByText("Email address is required")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email address is required");
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Email/);
    await enterText(email, "ada@example");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    // Editing the field clears its error.
    await enterText(email, ".com");
    await expect(canvas.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Password/));
    await userEvent.tab();
    await expect(canvas.getByText("Password is required")).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^Password/), "Ab1#");
    await userEvent.tab();
    await expect(canvas.getByText("Password must be at least 8 characters long")).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^Password/), "password123");
    await userEvent.tab();
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await enterText(password, VALID.password);
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(password).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Hide password" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    const button = await canvas.findByRole("button", { name: "Signing In..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Invalid email or password"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Invalid email or password");
    // Mentions email but not confirmation: no resend link.
    await expect(canvas.queryByRole("link", { name: "Resend confirmation email" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Sign In" })).toBeEnabled();
  },
};

export const UnconfirmedEmail: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        errors: [{ code: "EMAIL_NOT_CONFIRMED", description: "Please CONFIRM your Email first." }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Please CONFIRM your Email first.");
    await expect(within(alert).getByRole("link", { name: "Resend confirmation email" })).toHaveAttribute(
      "href",
      "/auth/resend-confirmation",
    );
  },
};

export const ErrorFromSession: Story = {
  args: { error: "Email not confirmed. Please confirm your email address.", defaultEmail: VALID.email },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Email not confirmed.");
    await expect(canvas.getByRole("link", { name: "Resend confirmation email" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue(VALID.email);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(VALID));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(VALID));
  },
};

export const SocialSignInConfigured: Story = {
  args: { onSocialSignIn: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Google sign-in is not configured")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Continue with Google" }));
    await expect(args.onSocialSignIn).toHaveBeenCalledWith("google");
    await userEvent.click(canvas.getByRole("button", { name: "Continue with Facebook" }));
    await expect(args.onSocialSignIn).toHaveBeenCalledWith("facebook");
  },
};

export const WithRouterLinks: Story = {
  args: { linkAs: FakeRouterLink, error: "Please confirm your email address before signing in." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Forgot password?", "Create account", "Resend confirmation email"]) {
      await expect(canvas.getByRole("link", { name })).toHaveAttribute("data-router-link");
    }
  },
};

export const Dark: Story = {
  ...dark,
  args: { error: "Invalid email or password", defaultEmail: VALID.email },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid email or password");
    await expect(document.documentElement.className).toMatch(/dark/);
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    const button = canvas.getByRole("button", { name: "Sign In" });
    await expect(button).toBeEnabled();
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
