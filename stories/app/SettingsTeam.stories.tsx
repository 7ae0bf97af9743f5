import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JsonBodyType } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { accountBackend, LAST_OWNER_REMOVE, LAST_OWNER_ROLE } from "./support/backend";
import { acmeMembers, businessUser, invitations, memberOf, organization, withRole } from "./support/fixtures";
import { endpoint, failure, mockApi, ok, pending, recoverable } from "./support/handlers";
import { type Canvas, findToast, page } from "./support/queries";

/**
 * Settings, Team (`/settings/team`): the account's members with their roles and, for a role that may manage
 * the team (`invite`), each member's menu (Change role, Remove from team, asked first), the pending
 * invitations with Resend and Revoke, and the invitation form offering only the roles the person may give.
 * The server's refusals (the last Team Owner) show in the dialog. Other roles see the members and why they
 * cannot manage them.
 */
const meta = {
  title: "App/Settings/Team",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/settings/team" },
  beforeEach: [cleanBrowser, signedIn, () => void calls.mockClear()],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();
/** Makes the failing endpoint of a load-error story answer from now on (set by its beforeEach). */
let recover = () => {};

/** Grace Hopper, the Team Owner, with a Developer and a Billing Specialist, and one pending invitation. */
const asOwner = (user = withRole(businessUser, 2), members = acmeMembers) =>
  mockApi(() => [accountBackend({ user, organizations: [organization], members, invitations, spy: calls })]);

const membersTable = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Team members" }));
const rowOf = async (canvas: Canvas, name: string) => {
  const table = await membersTable(canvas);
  return within((await table.findByText(name)).closest("tr") as HTMLElement);
};
/** Opens a member's menu and picks an item. */
async function memberAction(canvas: Canvas, name: string, item: string) {
  await userEvent.click(canvas.getByRole("button", { name: `Actions for ${name}` }));
  await userEvent.click(await page().findByRole("menuitem", { name: item }));
}

export const OwnerTeam: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grace = await rowOf(canvas, "Grace Hopper");
    await expect(grace.getByText("You")).toBeVisible();
    await expect(grace.getByText("Team Owner")).toBeVisible();
    await expect((await rowOf(canvas, "Jordan Lee")).getByText("Developer")).toBeVisible();
    await expect((await rowOf(canvas, "Barbara Liskov")).getByText("Billing Specialist")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Actions for Jordan Lee" })).toBeVisible();
    const pendingCard = within(canvas.getByRole("region", { name: "Pending Invitations" }));
    await expect(pendingCard.getByText("linus@acme.example")).toBeVisible();
    // The accepted invitation is a member by now, not pending.
    await expect(pendingCard.queryByText("barbara@acme.example")).not.toBeInTheDocument();
    await expect(
      pendingCard.getByRole("button", { name: "Resend the invitation to linus@acme.example" }),
    ).toBeEnabled();
    await expect(canvas.getByRole("form", { name: "Invite a team member" })).toBeVisible();
  },
};

export const ChangeRole: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Jordan Lee");
    await memberAction(canvas, "Jordan Lee", "Change role");
    const dialog = within(await page().findByRole("dialog", { name: "Change Jordan Lee's role" }));
    const role = dialog.getByLabelText("Role");
    await expect(role).toHaveDisplayValue("Developer");
    await expect(dialog.getByRole("button", { name: "Save role" })).toBeDisabled();
    await userEvent.selectOptions(role, "Product Manager");
    await userEvent.click(dialog.getByRole("button", { name: "Save role" }));
    await expect(await findToast("Jordan Lee is now Product Manager")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "PUT", path: "/api/members/user-jordan", body: { role: 11 } }),
    );
    await expect(await (await rowOf(canvas, "Jordan Lee")).findByText("Product Manager")).toBeVisible();
  },
};

/** Removing someone is asked first; Cancel sends nothing. */
export const RemoveWithConfirm: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Barbara Liskov");
    await memberAction(canvas, "Barbara Liskov", "Remove from team");
    let dialog = within(await page().findByRole("dialog", { name: "Remove Barbara Liskov?" }));
    await expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());
    await expect(calls).not.toHaveBeenCalledWith(expect.objectContaining({ method: "DELETE" }));

    await memberAction(canvas, "Barbara Liskov", "Remove from team");
    dialog = within(await page().findByRole("dialog", { name: "Remove Barbara Liskov?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Remove" }));
    await expect(await findToast("Barbara Liskov was removed from the team")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "DELETE", path: "/api/members/user-barbara" }),
    );
    const table = await membersTable(canvas);
    await waitFor(() => expect(table.queryByText("Barbara Liskov")).not.toBeInTheDocument());
  },
};

/** The only Team Owner can neither step down nor leave: the server's reason shows in the dialog. */
export const LastOwnerRefused: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Grace Hopper");
    await memberAction(canvas, "Grace Hopper", "Change role");
    let dialog = within(await page().findByRole("dialog", { name: "Change Grace Hopper's role" }));
    await expect(dialog.getByText(/This is your own role/)).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText("Role"), "Admin");
    await userEvent.click(dialog.getByRole("button", { name: "Save role" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(LAST_OWNER_ROLE);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).not.toBeInTheDocument());

    await memberAction(canvas, "Grace Hopper", "Leave the team");
    dialog = within(await page().findByRole("dialog", { name: "Leave the team?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Leave the team" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(LAST_OWNER_REMOVE);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect((await rowOf(canvas, "Grace Hopper")).getByText("Team Owner")).toBeVisible();
  },
};

/** Removing yourself is said plainly before it happens; confirmed, you are signed out. */
export const LeaveTheTeam: Story = {
  beforeEach: asOwner(withRole(businessUser, 1), [
    memberOf("user-grace", "Grace", "Hopper", "grace@acme.example", 1, "2025-03-14T12:00:00Z"),
    memberOf("user-ada", "Ada", "Lovelace", "ada@acme.example", 2, "2025-03-13T12:00:00Z"),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Grace Hopper");
    await memberAction(canvas, "Grace Hopper", "Leave the team");
    const dialog = within(await page().findByRole("dialog", { name: "Leave the team?" }));
    await expect(dialog.getByText(/You are removing yourself/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Leave the team" }));
    await waitFor(() => expect(currentPath()).toBe("/auth/login"));
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "DELETE", path: "/api/members/user-grace" }),
    );
  },
};

export const ResendInvitation: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pendingCard = within(await canvas.findByRole("region", { name: "Pending Invitations" }));
    await userEvent.click(
      await pendingCard.findByRole("button", { name: "Resend the invitation to linus@acme.example" }),
    );
    await expect(await findToast("Invitation sent again to linus@acme.example")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/identities/invitations/inv-1/resend" }),
    );
    await expect(await pendingCard.findByText(/expires Mar 28, 2025/)).toBeVisible();
  },
};

export const RevokeInvitation: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pendingCard = within(await canvas.findByRole("region", { name: "Pending Invitations" }));
    await userEvent.click(
      await pendingCard.findByRole("button", { name: "Revoke the invitation to linus@acme.example" }),
    );
    await expect(await findToast("Invitation to linus@acme.example revoked")).toBeVisible();
    await expect(await pendingCard.findByText("No pending invitations")).toBeVisible();
  },
};

export const InviteSomeone: Story = {
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "Invite a team member" }));
    await enterText(form.getByLabelText(/^Email Address/), "ken@acme.example");
    await userEvent.click(form.getByRole("button", { name: "Send Invitation" }));
    await expect(await findToast("Invitation sent successfully")).toBeVisible();
    const pendingCard = within(canvas.getByRole("region", { name: "Pending Invitations" }));
    await expect(await pendingCard.findByText("ken@acme.example")).toBeVisible();
  },
};

/**
 * A Team Manager manages the team below Admin: no menu for the Team Owner, and the invitation form and the
 * role dialog offer no role above their own.
 */
export const TeamManagerTeam: Story = {
  beforeEach: asOwner(withRole(businessUser, 3), [
    ...acmeMembers.map((member) =>
      member.userId === "user-grace"
        ? { ...member, userId: "user-owner", firstName: "Olive", email: "olive@acme.example" }
        : member,
    ),
    memberOf("user-grace", "Grace", "Hopper", "grace@acme.example", 3, "2025-03-19T12:00:00Z"),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Olive Hopper");
    await expect(canvas.queryByRole("button", { name: "Actions for Olive Hopper" })).not.toBeInTheDocument();
    await memberAction(canvas, "Jordan Lee", "Change role");
    const dialog = within(await page().findByRole("dialog", { name: "Change Jordan Lee's role" }));
    const options = within(dialog.getByLabelText("Role"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(options).not.toContain("Admin");
    await expect(options).not.toContain("Team Owner");
    await expect(options).toContain("Team Manager");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    const form = within(canvas.getByRole("form", { name: "Invite a team member" }));
    await userEvent.click(form.getByRole("button", { name: "More roles" }));
    const roles = within(form.getByLabelText("Role"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(roles).not.toContain("Admin");
    await expect(roles).toContain("Viewer");
  },
};

/** A Developer sees who is on the team, and why they cannot change it; no invitations (theirs to see: no). */
export const DeveloperTeam: Story = {
  beforeEach: asOwner(withRole({ ...businessUser, id: "user-jordan", userId: "user-jordan" }, 12)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jordan = await rowOf(canvas, "Jordan Lee");
    await expect(jordan.getByText("You")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
    await expect(await canvas.findByText("Your role (Developer) cannot manage the team.")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Pending Invitations" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("form", { name: "Invite a team member" })).not.toBeInTheDocument();
  },
};

export const BillingSpecialistTeam: Story = {
  beforeEach: asOwner(withRole({ ...businessUser, id: "user-barbara", userId: "user-barbara" }, 16)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Barbara Liskov");
    await expect(
      await canvas.findByText("Your role (Billing Specialist) cannot manage the team."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
  },
};

export const GuestTeam: Story = {
  beforeEach: asOwner(withRole(businessUser, 18)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Your role (Guest) cannot see this account.")).toBeVisible();
    await expect(canvas.queryByRole("table", { name: "Team members" })).not.toBeInTheDocument();
  },
};

export const MembersLoading: Story = {
  beforeEach: [asOwner(), mockApi(() => [endpoint("get", "/api/members", pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = within(await canvas.findByRole("region", { name: "Members" }));
    await expect(await members.findByRole("status")).toHaveTextContent("Loading team members");
  },
};

/** The members could not be loaded: the error and Retry, never an empty team. */
export const MembersLoadError: Story = {
  beforeEach: [
    asOwner(),
    mockApi(() => {
      const members = recoverable(
        "get",
        "/api/members",
        failure(500, "Database unavailable"),
        ok({
          items: acmeMembers,
          totalCount: 3,
          pageNumber: 1,
          pageSize: 100,
          totalPages: 1,
        } as unknown as JsonBodyType),
      );
      recover = members.recover;
      return [members.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = within(await canvas.findByRole("region", { name: "Members" }));
    await expect(await members.findByText("Failed to load team members")).toBeVisible();
    recover();
    await userEvent.click(members.getByRole("button", { name: "Retry" }));
    await expect(await members.findByText("Jordan Lee")).toBeVisible();
  },
};

export const InvitationsLoadError: Story = {
  beforeEach: [
    asOwner(),
    mockApi(() => {
      const list = recoverable(
        "get",
        "/identities/invitations",
        failure(500, "Database unavailable"),
        ok({ items: invitations } as unknown as JsonBodyType),
      );
      recover = list.recover;
      return [list.handler];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pendingCard = within(await canvas.findByRole("region", { name: "Pending Invitations" }));
    await expect(await pendingCard.findByText("Failed to load invitations")).toBeVisible();
    await expect(pendingCard.queryByText("No pending invitations")).not.toBeInTheDocument();
    recover();
    await userEvent.click(pendingCard.getByRole("button", { name: "Retry" }));
    await expect(await pendingCard.findByText("linus@acme.example")).toBeVisible();
  },
};

/** A phone: the members table scrolls sideways inside its card; the page itself does not. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: asOwner(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvas, "Jordan Lee");
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
