import { PersonalSignUpForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

const VALID = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 (555) 123-4567",
  password: "Secret#123",
};

/**
 * Personal sign-up (`/auth/register/personal`): first name, last name, email, phone and password. Each field
 * is checked when it loses focus and its error clears on typing; 'Create Account' is disabled until every
 * field is filled and valid and reads 'Creating Account...' while the request runs. Links to the Terms of
 * Service and back to sign-in.
 *
 * **Accessibility:** labelled fields, each error linked to its field and announced politely; the error banner
 * is an alert; a blocked submit moves focus to the first invalid field.
 */
const meta = {
  title: "Forms/PersonalSignUpForm",
  component: PersonalSignUpForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonalSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));

async function fillValid(canvas: Canvas, values: Partial<typeof VALID> = VALID) {
  const labels: Record<keyof typeof VALID, string> = {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
    password: "Password",
  };
  for (const [key, value] of Object.entries(values)) {
    if (!value) continue;
    await enterText(field(canvas, labels[key as keyof typeof VALID]), value);
  }
}

async function blurWith(canvas: Canvas, label: string, text: string) {
  const input = field(canvas, label);
  await userEvent.clear(input);
  if (text) await enterText(input, text);
  else await userEvent.click(input);
  await userEvent.tab();
  return input;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Create Personal Account" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(canvas.getByText(/By creating an account you agree to the/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["First Name", "Last Name", "Email", "Phone", "Password"]) {
      await blurWith(canvas, label, "");
    }
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email address is required",
      "Phone number is required",
      "Password is required",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const NameMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await blurWith(canvas, "First Name", "A");
    await expect(canvas.getByText("First name must be at least 2 characters long")).toBeVisible();
    await blurWith(canvas, "First Name", "A".repeat(51));
    await expect(canvas.getByText("First name is too long")).toBeVisible();
    await blurWith(canvas, "First Name", "R2D2");
    await expect(
      canvas.getByText("First name can only contain letters, spaces, hyphens, and apostrophes"),
    ).toBeVisible();
    await blurWith(canvas, "Last Name", "B");
    await expect(canvas.getByText("Last name must be at least 2 characters long")).toBeVisible();
    await blurWith(canvas, "Last Name", "B".repeat(51));
    await expect(canvas.getByText("Last name is too long")).toBeVisible();
    await blurWith(canvas, "Last Name", "Smith!");
    await expect(
      canvas.getByText("Last name can only contain letters, spaces, hyphens, and apostrophes"),
    ).toBeVisible();
    // Accented names, hyphens and apostrophes pass.
    await blurWith(canvas, "Last Name", "O'Brien-Núñez");
    await expect(canvas.queryByText(/Last name/)).not.toBeInTheDocument();
  },
};

export const EmailAndPhoneMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await blurWith(canvas, "Email", "ada@");
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await blurWith(canvas, "Email", `${"a".repeat(245)}@example.com`);
    await expect(canvas.getByText("Email address is too long")).toBeVisible();
    await blurWith(canvas, "Phone", "555-1234");
    await expect(canvas.getByText("Please enter a valid phone number")).toBeVisible();
    await blurWith(canvas, "Phone", "call me");
    await expect(canvas.getByText("Please enter a valid phone number")).toBeVisible();
    await blurWith(canvas, "Phone", "+1 555 123 4567 8901 23");
    await expect(canvas.getByText("Phone number is too long")).toBeVisible();
  },
};

export const PasswordMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await blurWith(canvas, "Password", "Ab1#");
    await expect(canvas.getByText("Password must be at least 8 characters long")).toBeVisible();
    await blurWith(canvas, "Password", "alllowercase1#");
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
    await blurWith(canvas, "Password", `Aa1#${"x".repeat(125)}`);
    await expect(canvas.getByText("Password is too long")).toBeVisible();
  },
};

export const ErrorClearsOnTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await blurWith(canvas, "First Name", "A");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await enterText(input, "da");
    await expect(canvas.queryByText("First name must be at least 2 characters long")).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, { ...VALID, password: "" });
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await enterText(field(canvas, "Password"), VALID.password);
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(await canvas.findByRole("button", { name: "Creating Account..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Registration failed"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Registration failed");
  },
};

export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: "Validation failed",
        errors: [
          { code: "CONFLICT", field: "email", description: "An account with this email already exists" },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(await canvas.findByText("An account with this email already exists")).toBeVisible();
    await expect(field(canvas, "Email")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, { ...VALID, firstName: "  Ada " });
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    // Names are trimmed before they are sent.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(VALID));
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await blurWith(canvas, "Email", "nope");
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};
