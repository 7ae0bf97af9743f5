import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";
import { mockApi, referenceHandlers } from "./support/handlers";

/** Account type choice (`/auth/register`): Personal leads to the personal form, Business to the wizard. */
const meta = {
  title: "App/RegisterChoice",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/register" },
  beforeEach: [cleanBrowser, mockApi(() => [referenceHandlers()])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    const group = canvas.getByRole("radiogroup", { name: "Account type" });
    await expect(within(group).getByRole("radio", { name: /Personal/ })).toBeChecked();
    await expect(within(group).getByRole("radio", { name: /Business/ })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Continue" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
  },
};

export const PersonalLeadsToPersonalSignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("heading", { name: "Create Personal Account" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/register/personal");
  },
};

export const BusinessLeadsToBusinessWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: /Business/ }));
    await expect(canvas.getByRole("radio", { name: /Business/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(await canvas.findByRole("heading", { name: "Create Business Account" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/register/business");
  },
};
