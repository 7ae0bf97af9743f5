import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath } from "./support/AppStory";
import { invitationLookup, invitedUser } from "./support/fixtures";
import {
  failure,
  invitationLookupHandler,
  loginSucceeded,
  meHandler,
  mockApi,
  pending,
  registerWithInvitationHandler,
  TOKEN,
} from "./support/handlers";
import { type Canvas, findToast } from "./support/queries";

/**
 * The invitation link's page (`/auth/accept-invitation?token=`): looks the invitation up, then creates the
 * account for the invited address (`POST /identities/register-with-invitation`), signs in and opens the
 * dashboard.
 */
const meta = {
  title: "App/AcceptInvitation",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/auth/accept-invitation?token=invite-token" },
  beforeEach: [cleanBrowser, mockApi(() => [invitationLookupHandler(invitationLookup)])],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const acceptCalls = fn();
const DETAILS = {
  firstName: "Linus",
  lastName: "Torvalds",
  phone: "+1 (555) 010-0004",
  password: "Kernel#1991",
};

async function fill(canvas: Canvas) {
  await enterText(await canvas.findByLabelText(/^First Name/), DETAILS.firstName);
  await enterText(canvas.getByLabelText(/^Last Name/), DETAILS.lastName);
  await enterText(canvas.getByLabelText(/^Phone/), DETAILS.phone);
  await enterText(canvas.getByLabelText(/^Password/), DETAILS.password);
}

async function accept(canvas: Canvas) {
  await fill(canvas);
  await userEvent.click(canvas.getByRole("button", { name: "Accept Invitation" }));
}

export const Loading: Story = {
  beforeEach: mockApi(() => [invitationLookupHandler(pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your invitation...")).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { path: "/auth/accept-invitation" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Invitation not valid" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("This invitation link is incomplete.");
    await expect(canvas.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth/login");
  },
};

export const InvalidToken: Story = {
  beforeEach: mockApi(() => [
    invitationLookupHandler(failure(404, "This invitation is no longer valid.", { code: "NOT_FOUND" })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Invitation not valid" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This invitation is no longer valid. Ask the person who invited you to send a new invitation.",
    );
  },
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Join Acme Analytics" })).toBeVisible();
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveValue("linus@acme.example");
    await expect(email).toHaveAttribute("readonly");
    await expect(canvas.getByRole("button", { name: "Accept Invitation" })).toBeDisabled();
  },
};

export const ValidationMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(await canvas.findByLabelText(/^First Name/), "L");
    await userEvent.tab();
    await expect(canvas.getByText("First name must be at least 2 characters long")).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: mockApi(() => [registerWithInvitationHandler(pending, acceptCalls)]),
  play: async ({ canvasElement }) => {
    acceptCalls.mockClear();
    const canvas = within(canvasElement);
    await accept(canvas);
    await expect(await canvas.findByRole("button", { name: "Joining..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() =>
      expect(acceptCalls).toHaveBeenCalledWith(
        expect.objectContaining({
          body: {
            token: "invite-token",
            firstName: DETAILS.firstName,
            lastName: DETAILS.lastName,
            phoneNumber: DETAILS.phone,
            password: DETAILS.password,
          },
        }),
      ),
    );
  },
};

export const ServerError: Story = {
  beforeEach: mockApi(() => [
    registerWithInvitationHandler(
      failure(400, "This invitation has expired.", { code: "INVITATION_EXPIRED" }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This invitation has expired.");
  },
};

export const Success: Story = {
  beforeEach: mockApi(() => [registerWithInvitationHandler(loginSucceeded), meHandler(invitedUser)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    // Just registered: the first session, so Welcome rather than Welcome back.
    await expect(await findToast("Registration successful.")).toBeInTheDocument();
    await expect(await canvas.findByRole("heading", { name: "Welcome, Linus Torvalds" })).toBeVisible();
    await expect(currentPath()).toBe("/dashboard");
    await expect(localStorage.getItem("auth_token")).toBe(TOKEN);
  },
};
