import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, mockApi } from "./support/handlers";

/** Help & Support (`/help`): answers to common questions, inside the shell. */
const meta = {
  title: "App/Help",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/help" },
  beforeEach: [cleanBrowser, signedIn, mockApi(() => [accountHandlers(completedPersonalUser)])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
    for (const topic of ["Getting started", "Inviting your team", "Confirmation email", "Password"]) {
      await expect(canvas.getByRole("heading", { name: topic })).toBeVisible();
    }
    // Get Started closes after onboarding: invitations are sent from Settings.
    await expect(canvas.getByText(/^In Settings → Team, enter a colleague's email and a role/)).toBeVisible();
    await expect(canvas.queryByText(/Get Started → Team/)).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 1, name: "Help & Support" });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
