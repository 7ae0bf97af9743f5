import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AppStory, cleanBrowser, currentPath, currentState, signedIn } from "./support/AppStory";
import { completedPersonalUser, personalUser } from "./support/fixtures";
import { accountHandlers, failure, meHandler, mockApi, pending } from "./support/handlers";

/**
 * The route guard of the protected screens: a full-screen loader while `/identities/me` answers, sign-in for
 * visitors (remembering where they were going), and Get Started only while onboarding is open.
 */
const meta = {
  title: "App/RouteGuard",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/dashboard" },
  beforeEach: cleanBrowser,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {
  beforeEach: [signedIn, mockApi(() => [meHandler(pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loader = await canvas.findByRole("status");
    await expect(loader).toHaveTextContent("Loading...");
    await expect(loader).toHaveTextContent("Checking your session");
    await expect(currentPath()).toBe("/dashboard");
  },
};

export const VisitorSentToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/login");
    // The requested location travels along, for after sign-in.
    await expect(currentState()).toMatchObject({ from: { pathname: "/dashboard" } });
  },
};

/** The stored token no longer gives a user: both tokens are dropped and the visitor signs in again. */
export const SessionCheckFails: Story = {
  beforeEach: [signedIn, mockApi(() => [meHandler(failure(500, "Database unavailable"))])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(localStorage.getItem("auth_token")).toBeNull();
    await expect(localStorage.getItem("refresh_token")).toBeNull();
  },
};

export const SignedInOpensScreen: Story = {
  beforeEach: [signedIn, mockApi(() => [accountHandlers(personalUser)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
  },
};

export const CompletedUserLeavesGetStarted: Story = {
  args: { path: "/get-started" },
  beforeEach: [signedIn, mockApi(() => [accountHandlers(completedPersonalUser)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Welcome back, Ada Lovelace" })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
  },
};

export const OnboardingUserOpensGetStarted: Story = {
  args: { path: "/get-started" },
  beforeEach: [signedIn, mockApi(() => [accountHandlers(personalUser)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: /^Welcome to Round/ })).toBeVisible();
    await expect(currentPath()).toBe("/get-started");
  },
};
