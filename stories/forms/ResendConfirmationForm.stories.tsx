import { ResendConfirmationForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

/**
 * Resend Confirmation (`/auth/resend-confirmation`): one email field, checked when it loses focus and on
 * submit, its error clearing on typing. 'Send Confirmation Email' is disabled while the field is empty or a
 * request runs ('Sending...'). Success and error banners; a 'Back to Login' link.
 *
 * **Accessibility:** the success banner is a status message, the error banner an alert; a blocked submit
 * moves focus to the email field.
 */
const meta = {
  title: "Forms/ResendConfirmationForm",
  component: ResendConfirmationForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResendConfirmationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Email/);
const button = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("button", { name: "Send Confirmation Email" });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Resend Confirmation Email" })).toBeVisible();
    await expect(button(canvas)).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const RequiredOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(email(canvas));
    await userEvent.tab();
    await expect(canvas.getByText("Email address is required")).toBeVisible();
  },
};

export const InvalidOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example");
    await userEvent.click(button(canvas));
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await waitFor(() => expect(email(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing clears the error.
    await enterText(email(canvas), ".com");
    await expect(canvas.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Too many requests. Try again in a minute."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Too many requests. Try again in a minute.",
    );
  },
};

export const ServerErrorWithoutText: Story = {
  args: { onSubmit: fn(async () => Promise.reject({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "ada@example.com");
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Failed to resend confirmation email. Please try again.",
    );
  },
};

export const Success: Story = {
  args: { defaultEmail: "ada@example.com" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(button(canvas)).toBeEnabled();
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: "ada@example.com" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Confirmation email sent successfully! Please check your inbox.",
    );
  },
};

export const Dark: Story = {
  ...dark,
  args: { defaultEmail: "ada@example.com" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas));
    await expect(
      await canvas.findByText("Confirmation email sent successfully! Please check your inbox."),
    ).toBeVisible();
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
