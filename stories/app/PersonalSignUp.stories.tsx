import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, currentState } from "./support/AppStory";
import { failure, mockApi, networkError, ok, pending, registerHandler } from "./support/handlers";
import { type Canvas, findToast, NEW_PERSON } from "./support/queries";

/**
 * Personal sign-up (`/auth/register/personal`): five fields checked on blur with the spec's messages,
 * 'Create Account' disabled until all are valid, `POST /identities/register`, then the "check your email" page.
 */
const meta = {
  title: "App/PersonalSignUp",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/register/personal" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerCalls = fn();

const LABELS = {
  firstName: /^First Name/,
  lastName: /^Last Name/,
  email: /^Email/,
  phone: /^Phone/,
  password: /^Password/,
} as const;

async function fillAll(canvas: Canvas) {
  for (const [field, label] of Object.entries(LABELS)) {
    await enterText(await canvas.findByLabelText(label), NEW_PERSON[field as keyof typeof LABELS]);
  }
}

async function fillAndSubmit(canvas: Canvas) {
  await fillAll(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
}

/** A story typing `text` (nothing when empty) into one field, leaving it, and reading `message` under it. */
function validation(field: keyof typeof LABELS, text: string, message: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const input = await canvas.findByLabelText(LABELS[field]);
      if (text) await enterText(input, text);
      else await userEvent.click(input);
      await userEvent.tab();
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
    },
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Create Personal Account" }),
    ).toBeVisible();
    for (const label of Object.values(LABELS)) await expect(canvas.getByLabelText(label)).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
  },
};

export const FirstNameRequired = validation("firstName", "", "First name is required");
export const FirstNameTooShort = validation(
  "firstName",
  "K",
  "First name must be at least 2 characters long",
);
export const FirstNameTooLong = validation("firstName", "K".repeat(51), "First name is too long");
export const FirstNameInvalidCharacters = validation(
  "firstName",
  "K4therine",
  "First name can only contain letters, spaces, hyphens, and apostrophes",
);
export const LastNameRequired = validation("lastName", "", "Last name is required");
export const LastNameTooShort = validation("lastName", "J", "Last name must be at least 2 characters long");
export const LastNameTooLong = validation("lastName", "J".repeat(51), "Last name is too long");
export const LastNameInvalidCharacters = validation(
  "lastName",
  "Johnson!",
  "Last name can only contain letters, spaces, hyphens, and apostrophes",
);
export const EmailRequired = validation("email", "", "Email address is required");
export const EmailInvalid = validation("email", "katherine@", "Please enter a valid email address");
export const EmailTooLong = validation(
  "email",
  `${"k".repeat(250)}@example.com`,
  "Email address is too long",
);
export const PhoneRequired = validation("phone", "", "Phone number is required");
export const PhoneInvalid = validation("phone", "555-0101", "Please enter a valid phone number");
export const PhoneTooLong = validation("phone", "+1 555 010 0003 0004 0005", "Phone number is too long");
export const PasswordRequired = validation("password", "", "Password is required");
export const PasswordTooShort = validation("password", "Or#1", "Password must be at least 8 characters long");
export const PasswordWeak = validation(
  "password",
  "orbit1962",
  "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
);
export const PasswordTooLong = validation("password", `Orbit#1${"a".repeat(125)}`, "Password is too long");

export const ErrorClearsWhenEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(LABELS.email);
    await enterText(email, "katherine@");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await enterText(email, "example.com");
    await expect(canvas.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAll(canvas);
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  beforeEach: mockApi(() => [registerHandler(pending, registerCalls)]),
  play: async ({ canvasElement }) => {
    registerCalls.mockClear();
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("button", { name: "Creating Account..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() =>
      expect(registerCalls).toHaveBeenCalledWith(
        expect.objectContaining({
          body: {
            firstName: NEW_PERSON.firstName,
            lastName: NEW_PERSON.lastName,
            email: NEW_PERSON.email,
            userName: NEW_PERSON.email,
            password: NEW_PERSON.password,
            phoneNumber: NEW_PERSON.phone,
          },
        }),
      ),
    );
  },
};

export const EmailTaken: Story = {
  beforeEach: mockApi(() => [
    registerHandler(
      failure(409, "An account with this email address already exists.", { code: "EMAIL_IN_USE" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An account with this email address already exists.",
    );
    await expect(currentPath()).toBe("/auth/register/personal");
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

/** The server names the field at fault: its message shows under that field rather than in the banner. */
export const ServerFieldError: Story = {
  beforeEach: mockApi(() => [
    registerHandler(
      failure(400, "Please enter a valid phone number", { code: "INVALID_FORMAT", field: "phoneNumber" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    const phone = canvas.getByLabelText(LABELS.phone);
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
  },
};

export const NetworkError: Story = {
  beforeEach: mockApi(() => [registerHandler(networkError)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
  },
};

export const Success: Story = {
  beforeEach: mockApi(() => [
    registerHandler(
      ok({ message: "Registration successful. Please check your email to confirm your account." }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvas);
    await expect(await canvas.findByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await expect(
      await findToast("Registration successful. Please check your email to confirm your account."),
    ).toBeInTheDocument();
    await expect(canvas.getByText(NEW_PERSON.email)).toBeVisible();
    await expect(currentPath()).toBe("/auth/confirmation-pending");
    await expect(currentState()).toEqual({
      email: NEW_PERSON.email,
      accountType: "personal",
      hasBusinessData: false,
    });
    await expect(canvas.queryByText("Your business details are saved")).not.toBeInTheDocument();
  },
};
