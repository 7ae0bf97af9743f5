import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { businessUser, completedPersonalUser, organization, PASSWORD } from "./support/fixtures";
import {
  accountHandlers,
  failure,
  invitationsHandler,
  loginHandler,
  loginSucceeded,
  meHandler,
  mockApi,
  ok,
  organizationsHandler,
  REFRESH_TOKEN,
  refreshTokenHandler,
  sequence,
  TOKEN,
} from "./support/handlers";

const organizationCalls = fn();
const refreshCalls = fn();

/**
 * An access token that has run out: the API client answers a 401 with one silent refresh
 * (`POST /identities/refresh-token`) and retries the request with the new token. When the refresh fails both
 * tokens are removed and the browser loads `/auth/login?returnTo=…`, so signing in goes back where the person
 * was. On an authentication page nothing is redirected.
 */
const meta = {
  title: "App/SessionExpiry",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/dashboard" },
  beforeEach: [
    cleanBrowser,
    signedIn,
    // The requests start as the story renders, before its play function: the spies start empty here.
    () => {
      organizationCalls.mockClear();
      refreshCalls.mockClear();
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const expired = failure(401, "Your session has ended. Please sign in again.", { code: "UNAUTHORIZED" });
const FRESH = { token: "fresh-access-token", refreshToken: "fresh-refresh-token" };

// Onboarding's copy of the organization is left out, so the dashboard's organization sections can only
// come from the organization request.
const owner = { ...businessUser, onboardingData: {} };

/** The organization request meets an expired token; the refresh cures it and the dashboard shows it all. */
export const RefreshedSilently: Story = {
  beforeEach: mockApi(() => [
    accountHandlers(owner),
    invitationsHandler([]),
    sequence("get", "/organizations", [expired, ok({ items: [organization] })], organizationCalls),
    refreshTokenHandler(FRESH, refreshCalls),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(await canvas.findByRole("region", { name: "Organization Details" }));
    await expect(await details.findByText("Acme Analytics")).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    await expect(refreshCalls).toHaveBeenCalledTimes(1);
    await expect(refreshCalls).toHaveBeenCalledWith(
      expect.objectContaining({ body: { refreshToken: REFRESH_TOKEN } }),
    );
    // The same request, first with the old token, then again with the new one.
    await expect(organizationCalls.mock.calls.map(([call]) => call.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${FRESH.token}`,
    ]);
    await expect(localStorage.getItem("auth_token")).toBe(FRESH.token);
    await expect(localStorage.getItem("refresh_token")).toBe(FRESH.refreshToken);
  },
};

/**
 * The refresh token is refused too: both tokens go, sign-in opens with the page remembered in `returnTo`,
 * and signing in goes straight back to Settings.
 */
export const RefreshFails: Story = {
  args: { path: "/settings/organization" },
  beforeEach: mockApi(() => [
    accountHandlers(completedPersonalUser),
    sequence("get", "/organizations", [expired, ok({ items: [] })]),
    refreshTokenHandler(failure(401, "Token refresh failed"), refreshCalls),
    loginHandler(loginSucceeded),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/login?returnTo=%2Fsettings%2Forganization");
    await expect(refreshCalls).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem("auth_token")).toBeNull();
    await expect(localStorage.getItem("refresh_token")).toBeNull();

    await enterText(canvas.getByLabelText(/^Email/), completedPersonalUser.email);
    await enterText(canvas.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(canvas.getByRole("button", { name: "Sign In" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(currentPath()).toBe("/settings/organization");
  },
};

/** A stale token found on an authentication page: the tokens go, but the page stays where it is. */
export const OnAuthPageNoRedirect: Story = {
  args: { path: "/auth/register" },
  beforeEach: mockApi(() => [
    meHandler(expired),
    organizationsHandler(expired),
    refreshTokenHandler(failure(401, "Token refresh failed"), refreshCalls),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(refreshCalls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem("auth_token")).toBeNull());
    await expect(localStorage.getItem("refresh_token")).toBeNull();
    await expect(await canvas.findByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(currentPath()).toBe("/auth/register");
  },
};
