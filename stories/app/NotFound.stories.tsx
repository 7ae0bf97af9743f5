import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, mockApi } from "./support/handlers";

/**
 * Any path without a screen. Inside the shell for signed-in people (an old link, a typing slip), in the
 * sign-in layout under /auth/.
 */
const meta = {
  title: "App/NotFound",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/reports/quarterly" },
  beforeEach: [cleanBrowser, mockApi(() => [accountHandlers(completedPersonalUser)])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheShell: Story = {
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(canvas.getByText("The page you're looking for doesn't exist or has moved.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Go to the dashboard" }));
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
  },
};

export const AuthPath: Story = {
  args: { path: "/auth/unknown" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Round home" })).toBeVisible();
  },
};

/** A visitor asking for an unknown protected path signs in first. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/login");
  },
};
