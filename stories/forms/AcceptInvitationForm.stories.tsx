import { AcceptInvitationForm } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { dark, narrow, never } from "./accountFixtures";

const VALID = { firstName: "Grace", lastName: "Hopper", phone: "+1 555 010 2030", password: "Secret#123" };

/**
 * Accepting an invitation: the invited email (read-only) and the organization, then first name, last name,
 * phone and password. 'Accept Invitation' reads 'Joining...' while it runs.
 */
const meta = {
  title: "Forms/AcceptInvitationForm",
  component: AcceptInvitationForm,
  args: { email: "grace@acme.example", organizationName: "Acme Corporation", onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcceptInvitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
const button = (canvas: Canvas) => canvas.getByRole("button", { name: "Accept Invitation" });

async function fillValid(canvas: Canvas) {
  await enterText(field(canvas, "First Name"), VALID.firstName);
  await enterText(field(canvas, "Last Name"), VALID.lastName);
  await enterText(field(canvas, "Phone"), VALID.phone);
  await enterText(field(canvas, "Password"), VALID.password);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Join Acme Corporation" })).toBeVisible();
    const email = field(canvas, "Email");
    await expect(email).toHaveValue("grace@acme.example");
    await expect(email).toHaveAttribute("readonly");
    await expect(button(canvas)).toBeDisabled();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas, "First Name"));
    await userEvent.tab();
    await expect(canvas.getByText("First name is required")).toBeVisible();
    await enterText(field(canvas, "Last Name"), "H");
    await userEvent.tab();
    await expect(canvas.getByText("Last name must be at least 2 characters long")).toBeVisible();
    await enterText(field(canvas, "Phone"), "12345");
    await userEvent.tab();
    await expect(canvas.getByText("Please enter a valid phone number")).toBeVisible();
    await enterText(field(canvas, "Password"), "password");
    await userEvent.tab();
    await expect(
      canvas.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
      ),
    ).toBeVisible();
  },
};

export const FilledValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await expect(button(canvas)).toBeEnabled();
  },
};

export const Joining: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("button", { name: "Joining..." })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Failed to register with invitation");
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(VALID));
  },
};

export const LongOrganizationName: Story = {
  args: {
    organizationName: "Internationale Gesellschaft für Abonnementabrechnungsdienstleistungen GmbH & Co. KG",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await expect(button(canvas)).toBeEnabled();
  },
};

export const Narrow: Story = {
  ...narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, "Email")).toHaveValue("grace@acme.example");
  },
};
