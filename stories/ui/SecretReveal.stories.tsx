import { SecretReveal } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn } from "./longText";

const writeText = fn();

/**
 * A secret shown once (an API key, a webhook signing secret): the whole value in the bundled monospace
 * font, selected by one click, a copy button, and a warning that it will not be shown again.
 *
 * **Accessibility:** a group named by its label; the copy button announces 'Copied' through a polite status
 * message (CopyButton). The warning is a Banner.
 */
const meta = {
  title: "Feedback/SecretReveal",
  component: SecretReveal,
  args: { label: "Secret key", value: "rnd_sk_4eC39HqLyjWDarjtT1zdp7dc9Xk2LmN0pQrS", onCopied: fn() },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof SecretReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Secret key" });
    await expect(group).toHaveTextContent(args.value);
    await expect(canvas.getByText(/will not be shown again/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(writeText).toHaveBeenCalledWith(args.value);
    await expect(args.onCopied).toHaveBeenCalledWith(args.value);
  },
};

/** A webhook endpoint's signing secret, with its own warning. */
export const SigningSecret: Story = {
  args: {
    label: "Signing secret",
    value: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    copyLabel: "Copy secret",
    warning: "Verify every delivery with it. Rotating it keeps the old one signing for 24 hours.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Copy secret" })).toBeVisible();
    await expect(canvas.getByText(/Rotating it keeps/)).toBeVisible();
  },
};

/** In a narrow column the value wraps inside its box; nothing overflows. */
export const NarrowColumn: Story = {
  decorators: [inColumn({ width: 240 })],
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};
