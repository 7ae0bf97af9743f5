import { InvitationForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

const QUICK = ["Admin", "Team Manager", "Team Member", "Developer", "Designer", "Viewer"];
const ALL = [
  "Admin",
  "Team Owner",
  "Team Manager",
  "Team Member",
  "Sales Manager",
  "Sales Representative",
  "Marketing Manager",
  "Marketing Analyst",
  "Support Admin",
  "Support Agent",
  "Product Manager",
  "Developer",
  "QA Engineer",
  "Designer",
  "Finance Manager",
  "Billing Specialist",
  "Viewer",
];

/**
 * Inviting a colleague (the onboarding Team step): an email and a role (the quick list Admin, Team Manager,
 * Team Member, Developer, Designer, Viewer; 'More roles' shows every invitable role, Admin through Viewer),
 * default Team Member. 'Send Invitation' checks, in order: an empty email, a missing account, one's own
 * email, an address already invited (case-insensitive), then the email format.
 */
const meta = {
  title: "Forms/InvitationForm",
  component: InvitationForm,
  args: {
    currentUserEmail: "owner@acme.example",
    roundAccountId: "acct_123",
    existingEmails: ["grace@acme.example"],
    onInvite: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const email = (canvas: Canvas) => canvas.getByLabelText(/^Email Address/);
const role = (canvas: Canvas) => canvas.getByRole("combobox", { name: "Role" });
const send = (canvas: Canvas) => canvas.getByRole("button", { name: "Send Invitation" });
const optionLabels = (select: HTMLElement) =>
  Array.from(select.querySelectorAll("option")).map((option) => option.textContent);

async function inviteAndExpect(canvas: Canvas, address: string, message: string) {
  if (address) await enterText(email(canvas), address);
  await userEvent.click(send(canvas));
  await expect(await canvas.findByText(message)).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(optionLabels(role(canvas))).toEqual(QUICK);
    await expect(role(canvas)).toHaveDisplayValue("Team Member");
    await expect(send(canvas)).toBeEnabled();
  },
};

export const MoreRoles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "More roles" });
    await userEvent.click(toggle);
    await expect(optionLabels(role(canvas))).toEqual(ALL);
    await expect(canvas.getByRole("button", { name: "Fewer roles" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.selectOptions(role(canvas), "Finance Manager");
    await enterText(email(canvas), "finance@acme.example");
    await userEvent.click(send(canvas));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({ email: "finance@acme.example", role: 15 }),
    );
    // Back to the short list: a role outside it falls back to Team Member.
    await userEvent.click(canvas.getByRole("button", { name: "Fewer roles" }));
    await expect(optionLabels(role(canvas))).toEqual(QUICK);
    await expect(role(canvas)).toHaveDisplayValue("Team Member");
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await inviteAndExpect(canvas, "", "Please enter an email address.");
    await expect(email(canvas)).toHaveFocus();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const MissingAccount: Story = {
  args: { roundAccountId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "new@acme.example");
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "User authentication error. Please refresh and try again.",
    );
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const OwnEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inviteAndExpect(canvas, "Owner@ACME.example", "You cannot invite yourself to the organization.");
  },
};

export const AlreadyInvited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inviteAndExpect(canvas, "GRACE@acme.example ", "This email address has already been invited.");
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inviteAndExpect(canvas, "grace@", "Please enter a valid email address");
    // Typing clears the message.
    await enterText(email(canvas), "acme.example");
    await expect(canvas.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { onInvite: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "new@acme.example");
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ServerError: Story = {
  args: { onInvite: fn(async () => Promise.reject({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), "new@acme.example");
    await userEvent.click(send(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to send invitation");
    await expect(email(canvas)).toHaveValue("new@acme.example");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enterText(email(canvas), " dev@acme.example");
    await userEvent.selectOptions(role(canvas), "Developer");
    await userEvent.click(send(canvas));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: "dev@acme.example", role: 12 }));
    await waitFor(() => expect(email(canvas)).toHaveValue(""));
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await inviteAndExpect(canvas, "", "Please enter an email address.");
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(send(canvas)).toBeVisible();
    await expect(role(canvas)).toHaveDisplayValue("Team Member");
  },
};
