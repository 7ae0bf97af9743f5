import { CopyButton } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const writeText = fn();

/** Replaces the clipboard for one story, so stories never depend on browser permissions. */
function mockClipboard(behaviour: "accept" | "refuse") {
  return () => {
    writeText.mockReset();
    if (behaviour === "accept") writeText.mockResolvedValue(undefined);
    else writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    return () => {
      // Removing the own property brings back the browser's clipboard from the prototype.
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  };
}

/**
 * Copies a value (a coupon code, an id, an API key) to the clipboard and confirms it in place for two
 * seconds. If the browser refuses, it says so and calls `onError`, so the screen can show the value to
 * copy by hand.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/) pattern with a native `<button>`. With `iconOnly`, `label` is its accessible name. The result
 * ('Copied', 'Copy failed') is announced through a polite status message, since a change of the button's
 * own name is not announced.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves focus to the button |
 * | Enter / Space | Copies the value |
 */
const meta = {
  title: "Feedback/CopyButton",
  component: CopyButton,
  args: { value: "SUMMER25", onCopied: fn(), onError: fn() },
  beforeEach: mockClipboard("accept"),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(writeText).toHaveBeenCalledWith("SUMMER25");
    await expect(args.onCopied).toHaveBeenCalledWith("SUMMER25");
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Copied");
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: "Copy coupon code" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Copy coupon code" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCopied).toHaveBeenCalledWith("SUMMER25");
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
  },
};

export const ReturnsAfterTwoSeconds: Story = {
  args: { resetAfterMs: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy" })).toBeVisible(), {
      timeout: 2000,
    });
  },
};

export const ClipboardRefused: Story = {
  beforeEach: mockClipboard("refuse"),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy failed" })).toBeVisible());
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Copy failed");
  },
};

export const ClipboardRefusedIconOnly: Story = {
  ...ClipboardRefused,
  args: { iconOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy failed" })).toBeVisible());
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const CustomLabels: Story = {
  args: { label: "Copier", copiedLabel: "Copié", failedLabel: "Échec de la copie" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copier" }));
    await expect(canvas.getByRole("button", { name: "Copié" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Copy" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <CopyButton {...args} variant="secondary" label="Copy code" />
      <CopyButton {...args} variant="ghost" label="Copy id" />
      <CopyButton {...args} variant="primary" label="Copy key" />
      <CopyButton {...args} iconOnly label="Copy link" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy id" }));
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy code" })).toBeVisible();
  },
};

/** A label with no place to break wraps inside its container; the value copied is unchanged. */
export const LongUnbrokenText: Story = {
  args: { label: UNBROKEN, value: "SUMMER25" },
  decorators: [inColumn({ width: 200 })],
  play: async ({ canvasElement, args }) => {
    const column = within(canvasElement).getByTestId("column");
    await expectNoOverflow(column);
    await userEvent.click(within(canvasElement).getByRole("button", { name: UNBROKEN }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith("SUMMER25"));
    await expectNoOverflow(column);
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...Default,
  globals: { viewport: { value: "mobile" } },
};
