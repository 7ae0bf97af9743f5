import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";

/**
 * The public landing page (`/`): the logo, the welcome heading and tagline, and the two ways in: Get Started
 * (account type choice) and Sign In.
 */
const meta = {
  title: "App/Landing",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome to Round" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Round home" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth/register");
    for (const link of canvas.getAllByRole("link", { name: "Sign In" })) {
      await expect(link).toHaveAttribute("href", "/auth/login");
    }
  },
};

export const GetStartedOpensAccountChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "Get Started" }));
    await expect(await canvas.findByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/register");
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { name: "Welcome to Round" });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
