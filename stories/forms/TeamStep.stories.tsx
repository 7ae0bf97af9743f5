import { type InvitationRequest, type PendingInvitation, roleLabel, TeamStep } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow } from "./accountFixtures";

function StatefulTeam({
  initial = [],
  onInvite,
  onRevoke,
  roundAccountId = "acct_123",
}: {
  initial?: PendingInvitation[];
  onInvite: (invitation: InvitationRequest) => Promise<void>;
  onRevoke: (id: string) => void;
  roundAccountId?: string | null;
}) {
  const [invitations, setInvitations] = useState(initial);
  return (
    <div style={{ maxWidth: 760 }}>
      <TeamStep
        currentUserEmail="owner@acme.example"
        roundAccountId={roundAccountId}
        invitations={invitations}
        onInvite={async (invitation) => {
          await onInvite(invitation);
          setInvitations((list) => [
            ...list,
            {
              id: `inv-${list.length + 1}`,
              email: invitation.email,
              role: roleLabel(invitation.role),
              status: "pending",
            },
          ]);
        }}
        onRevoke={(id) => {
          onRevoke(id);
          setInvitations((list) => list.filter((invitation) => invitation.id !== id));
        }}
      />
    </div>
  );
}

/** Onboarding step Team: the invitation form and 'Pending Invitations', removal being local to the list. */
const meta = {
  title: "Forms/TeamStep",
  component: StatefulTeam,
  args: { onInvite: fn(async () => {}), onRevoke: fn() },
} satisfies Meta<typeof StatefulTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Pending Invitations" })).toBeVisible();
    await expect(canvas.getByText("No invitations sent yet.")).toBeVisible();
  },
};

export const InviteAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^Email Address/), "grace@acme.example");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Role" }), "Admin");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: "grace@acme.example", role: 1 }));
    const item = await canvas.findByRole("listitem");
    await expect(item).toHaveTextContent("grace@acme.example");
    await expect(item).toHaveTextContent("Admin");
    await expect(item).toHaveTextContent("Pending");
    // The same address again is refused.
    await enterText(canvas.getByLabelText(/^Email Address/), "Grace@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await expect(await canvas.findByText("This email address has already been invited.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove invitation for grace@acme.example" }));
    await expect(args.onRevoke).toHaveBeenCalledWith("inv-1");
    await expect(canvas.queryByRole("listitem")).not.toBeInTheDocument();
  },
};

export const WithInvitations: Story = {
  args: {
    initial: [
      { id: "inv-1", email: "grace@acme.example", role: "Team Member", status: "pending" },
      { id: "inv-2", email: "linus@acme.example", role: "Developer", status: "pending" },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const MissingAccount: Story = {
  args: { roundAccountId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(canvas.getByLabelText(/^Email Address/), "grace@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: "Send Invitation" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "User authentication error. Please refresh and try again.",
    );
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Send Invitation" })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Send Invitation" })).toBeVisible();
  },
};
