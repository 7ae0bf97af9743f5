import { PasswordField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";

/**
 * A password input with a show/hide toggle, for sign-in and sign-up. It accepts everything a TextField does
 * (label, hint, error, required); `autoComplete` defaults to `current-password` (use `new-password` on sign-up).
 *
 * **Accessibility:** a native password `<input>` with its label; the toggle follows the WAI-ARIA APG
 * [Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/) pattern as a toggle button after it, named
 * 'Show password' or 'Hide password' (props, for translation) with `aria-pressed` saying whether the password is
 * shown.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves from the input to the toggle |
 * | Enter / Space (on the toggle) | Shows or hides the password |
 */
const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  args: { label: "Password", onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password input (a password input has no role to query it by). */
const passwordInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>("input")!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAccessibleName("Password");
    await userEvent.type(input, "correct horse");
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: "correct horse" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "text");
    const hide = canvas.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await expect(hide).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

export const ShownByDefault: Story = {
  args: { defaultValue: "correct horse", defaultVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Password" })).toHaveValue("correct horse");
    await userEvent.click(canvas.getByRole("button", { name: "Hide password" }));
    await expect(passwordInput(canvasElement)).toHaveAttribute("type", "password");
  },
};

export const NewPasswordWithHint: Story = {
  args: { required: true, autoComplete: "new-password", hint: "8 to 128 characters" },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute("autocomplete", "new-password");
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("8 to 128 characters");
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: "short", error: "Password must be at least 8 characters" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Password must be at least 8 characters");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(input).toHaveValue("short");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "secret-password" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(passwordInput(canvasElement)).toBeDisabled();
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(passwordInput(canvasElement)).toHaveAttribute("type", "password");
  },
};

export const LongPassword: Story = {
  args: { defaultValue: "a-very-long-passphrase-that-keeps-going-well-past-the-visible-width-of-the-field" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    const toggle = canvas.getByRole("button", { name: "Hide password" });
    // The toggle stays inside the field however long the password.
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole("textbox").closest("div")!.getBoundingClientRect().right,
    );
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  args: { required: true },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordInput(canvasElement), "hunter22!");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(canvas.getByRole("textbox", { name: "Password" })).toHaveValue("hunter22!");
  },
};
