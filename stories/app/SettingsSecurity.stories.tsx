import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { accountBackend, CURRENT_PASSWORD } from "./support/backend";
import { businessUser, graceSessions, organization } from "./support/fixtures";
import { endpoint, failure, mockApi, ok, pending, recoverable } from "./support/handlers";
import { type Canvas, findToast } from "./support/queries";

/**
 * Settings, Security (`/settings/security`): change the password (the current one, then a new one under the
 * sign-up rules and their messages, typed twice; the other sessions end, this one stays) and the signed-in
 * sessions (device and browser from the User-Agent, address, when signed in and last used, "This device"),
 * each with Sign out.
 */
const meta = {
  title: "App/Settings/Security",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings/security" },
  beforeEach: [cleanBrowser, signedIn, () => void calls.mockClear()],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
let recover = () => {};
const NEW_PASSWORD = "Brand#New2025";

const backend = mockApi(() => [
  accountBackend({ user: businessUser, organizations: [organization], sessions: graceSessions, spy: calls }),
]);

const passwordForm = async (canvas: Canvas) =>
  within(await canvas.findByRole("region", { name: "Password" }));
const sessionsTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Your sessions" }));

async function fillPassword(
  form: Awaited<ReturnType<typeof passwordForm>>,
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await enterText(form.getByLabelText(/^Current password/), values.current);
  if (values.next) await enterText(form.getByLabelText(/^New password/), values.next);
  if (values.confirm) await enterText(form.getByLabelText(/^Confirm new password/), values.confirm);
}

export const Sessions: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await sessionsTable(canvas);
    const laptop = within((await table.findByText("Chrome 131 on macOS")).closest("tr") as HTMLElement);
    await expect(laptop.getByText("This device")).toBeVisible();
    await expect(laptop.getByText("203.0.113.7")).toBeVisible();
    await expect(laptop.getByText("Mar 20, 2025, 9:30 AM", { exact: false })).toBeVisible();
    const phone = within(table.getByText("Safari 18 on iOS").closest("tr") as HTMLElement);
    await expect(phone.queryByText("This device")).not.toBeInTheDocument();
    await expect(phone.getByRole("button", { name: "Sign out Safari 18 on iOS" })).toBeEnabled();
  },
};

export const SignOutAnotherSession: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await sessionsTable(canvas);
    await userEvent.click(await table.findByRole("button", { name: "Sign out Safari 18 on iOS" }));
    await expect(await findToast("Signed out Safari 18 on iOS")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "DELETE", path: "/identities/me/sessions/session-phone" }),
    );
    await waitFor(() => expect(table.queryByText("Safari 18 on iOS")).not.toBeInTheDocument());
    await expect(canvas.getByText("This is your only signed-in session.")).toBeVisible();
  },
};

/** Signing out this device is signing out: the sign-in page follows. */
export const SignOutThisDevice: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await sessionsTable(canvas);
    await userEvent.click(
      await table.findByRole("button", { name: "Sign out Chrome 131 on macOS (this device)" }),
    );
    await waitFor(() => expect(currentPath()).toBe("/auth/login"));
  },
};

/** Each rule's message under its field; nothing is sent. */
export const PasswordValidation: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(await form.findByText("Current password is required")).toBeVisible();
    await expect(form.getByText("Password is required")).toBeVisible();
    await expect(form.getByText("Please confirm your password")).toBeVisible();
    await fillPassword(form, { current: CURRENT_PASSWORD, next: "weakpassword", confirm: "weakpassword" });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(
      await form.findByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
    await expect(calls).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: "/identities/me/password" }),
    );
  },
};

export const PasswordMismatch: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await fillPassword(form, { current: CURRENT_PASSWORD, next: NEW_PASSWORD, confirm: "Brand#New2026" });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(await form.findByText("Passwords do not match")).toBeVisible();
  },
};

export const PasswordSameAsCurrent: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await fillPassword(form, {
      current: CURRENT_PASSWORD,
      next: CURRENT_PASSWORD,
      confirm: CURRENT_PASSWORD,
    });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(
      await form.findByText("The new password must be different from the current one"),
    ).toBeVisible();
  },
};

/** The server refuses the current password: its words under that field, not in a banner. */
export const WrongCurrentPassword: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await fillPassword(form, { current: "Wrong#Pass1", next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(await form.findByText("The current password is incorrect.")).toBeVisible();
    await expect(form.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      "The current password is incorrect.",
    );
  },
};

export const PasswordSaving: Story = {
  beforeEach: [backend, mockApi(() => [endpoint("post", "/identities/me/password", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await fillPassword(form, { current: CURRENT_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(await form.findByRole("button", { name: "Saving..." })).toHaveAttribute("aria-busy", "true");
  },
};

/** Changed: the form empties, it says the other sessions ended, and the list shows only this one. */
export const PasswordChanged: Story = {
  beforeEach: backend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await sessionsTable(canvas);
    await fillPassword(form, { current: CURRENT_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(
      await form.findByText("Your password has been changed. Your other sessions have been signed out."),
    ).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/identities/me/password",
        body: { currentPassword: CURRENT_PASSWORD, newPassword: NEW_PASSWORD },
      }),
    );
    await expect(form.getByLabelText(/^New password/)).toHaveValue("");
    const table = await sessionsTable(canvas);
    await waitFor(() => expect(table.queryByText("Safari 18 on iOS")).not.toBeInTheDocument());
  },
};

export const PasswordChangeFails: Story = {
  beforeEach: [backend, mockApi(() => [endpoint("post", "/identities/me/password", ok(null, 500))])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await passwordForm(canvas);
    await fillPassword(form, { current: CURRENT_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
    await expect(await form.findByRole("alert")).toHaveTextContent("Failed to change your password");
  },
};

export const SessionsLoading: Story = {
  beforeEach: [backend, mockApi(() => [endpoint("get", "/identities/me/sessions", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole("region", { name: "Signed-in sessions" }));
    await expect(await card.findByRole("status")).toHaveTextContent("Loading your sessions");
  },
};

export const SessionsLoadError: Story = {
  beforeEach: [
    backend,
    mockApi(() => {
      const list = recoverable(
        "get",
        "/identities/me/sessions",
        failure(500, "Database unavailable"),
        ok({ items: graceSessions, totalCount: 2 } as unknown as JsonBodyType),
      );
      recover = list.recover;
      return [list.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole("region", { name: "Signed-in sessions" }));
    await expect(await card.findByText("Failed to load your sessions")).toBeVisible();
    recover();
    await userEvent.click(card.getByRole("button", { name: "Retry" }));
    await expect(await card.findByText("Chrome 131 on macOS")).toBeVisible();
  },
};
