import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppStory, cleanBrowser } from "./support/AppStory";

/** The terms of service (`/terms`), public and linked from the sign-up forms. */
const meta = {
  title: "App/Terms",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/terms" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Your account" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Round home" })).toHaveAttribute("href", "/");
  },
};
