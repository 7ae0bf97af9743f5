import { PendingInvitationsList } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { userEvent } from "../interactions";
import { dark, narrow } from "./accountFixtures";

const INVITATIONS = [
  { id: "inv-1", email: "grace@acme.example", role: 4, status: "pending" },
  { id: "inv-2", email: "linus@acme.example", role: "Developer", status: "pending" },
  { id: "inv-3", email: "margaret@acme.example", role: "FinanceManager" },
];

/**
 * 'Pending Invitations': each invited address with its role and status, and a button to remove it
 * (named 'Remove invitation for {email}').
 */
const meta = {
  title: "Forms/PendingInvitationsList",
  component: PendingInvitationsList,
  args: { invitations: INVITATIONS, onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingInvitationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInvitations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Pending Invitations" })).toBeVisible();
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("grace@acme.example");
    await expect(items[0]).toHaveTextContent("Team Member");
    await expect(items[1]).toHaveTextContent("Developer");
    await expect(items[2]).toHaveTextContent("Finance Manager");
    await expect(canvas.getAllByText("Pending")).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No invitations sent yet.")).toBeVisible();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove invitation for linus@acme.example" }));
    await expect(args.onRemove).toHaveBeenCalledWith("inv-2");
  },
};

export const RemoveFails: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error("Failed to revoke invitation"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove invitation for grace@acme.example" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to revoke invitation");
  },
};

export const LongAddress: Story = {
  args: {
    invitations: [
      {
        id: "inv-long",
        email: "a.very.long.mailbox.name.for.the.finance.department@subsidiary.example-corporation.example",
        role: 16,
        status: "pending",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole("listitem");
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
    await expect(item).toHaveTextContent("Billing Specialist");
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3);
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: "Remove invitation for grace@acme.example" }),
    ).toBeVisible();
  },
};
