import { ApiKeyDialog, RollKeyDialog } from "@round/forms";
import type { ApiKeyCreateBody, ApiKeyWithSecret } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, refusal } from "../billing/billingFixtures";

const SECRET = "rnd_sk_Zx81uQmR0bT5wYc2KdLpVn3sFh7JgEa9Mi4oPq6y";
const made = (body: { name: string; scopes: string[]; expiresAt: string | null }): ApiKeyWithSecret => ({
  id: "key-1",
  name: body.name,
  scopes: body.scopes,
  prefix: SECRET.slice(0, 12),
  last4: SECRET.slice(-4),
  createdAt: "2026-03-02T09:00:00.000Z",
  expiresAt: body.expiresAt,
  lastUsedAt: null,
  createdBy: { id: "user-grace", name: "Grace Hopper" },
  secret: SECRET,
});

/**
 * Create API key: a name, full access or a choice per area (no access, read, read and write), offered only
 * as far as the person's role allows (`roleAllowsScope`), and an optional last day; then the secret once,
 * with a copy button and a warning. Checked with the shared `apiKeyFormSchema`: a name and at least one
 * scope.
 *
 * **Accessibility:** every choice is a labelled native select inside a fieldset named 'Scopes'; the scopes'
 * message is an alert tied to the fieldset; the secret is a group named 'Secret key'.
 */
const meta = {
  title: "Developers/ApiKeyDialog",
  component: ApiKeyDialog,
  args: { role: 1, today: "2026-03-02", onSubmit: fn(async (body) => made(body)), onOpenChange: fn() },
  render: (args) => (
    <Opener label="New API key" onOpenChange={args.onOpenChange}>
      {(dialog) => <ApiKeyDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof ApiKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadAndWrite: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New API key", "Create API key");
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Billing sync");
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: "Invoices and billing runs" }),
      "Read",
    );
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Payments" }), "Read and write");
    await userEvent.click(dialog.getByRole("button", { name: "Create API key" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Billing sync",
      scopes: ["invoices:read", "payments:write"],
      expiresAt: null,
    });
    const shown = within(await within(document.body).findByRole("dialog", { name: "Your new API key" }));
    await expect(shown.getByRole("group", { name: "Secret key" })).toHaveTextContent(SECRET);
  },
};

/** Nothing chosen: the scopes say so, and nothing is sent. */
export const NoScope: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "New API key", "Create API key");
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Empty");
    await userEvent.click(dialog.getByRole("button", { name: "Create API key" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Choose at least one scope");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A developer (role 12): reading, and the webhooks; no full access. */
export const DeveloperRole: Story = {
  args: { role: 12 },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New API key", "Create API key");
    await expect(dialog.queryByRole("checkbox", { name: /Full access/ })).not.toBeInTheDocument();
    const customers = dialog.getByRole("combobox", { name: "Customers" });
    await expect(within(customers).queryByRole("option", { name: "Read and write" })).not.toBeInTheDocument();
  },
};

/** The server refuses the last day (its clock is past it): the message lands on that field. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn((_body: ApiKeyCreateBody) =>
      Promise.reject(refusal("expiresAt", "Expiry must be in the future")),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWith(canvasElement, "New API key", "Create API key");
    await enterText(dialog.getByRole("textbox", { name: /^Name/ }), "Late key");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Usage" }), "Read");
    await enterText(dialog.getByLabelText(/^Last day/), "2026-03-02");
    await userEvent.click(dialog.getByRole("button", { name: "Create API key" }));
    await expect(await dialog.findByText("Expiry must be in the future")).toBeVisible();
    await expect(dialog.getByLabelText(/^Last day/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Roll: the overlap, then the new secret once. */
export const Roll: StoryObj<typeof RollKeyDialog> = {
  args: {
    name: "Production server",
    onSubmit: fn(async () => made({ name: "Production server", scopes: ["*"], expiresAt: null })),
  },
  render: (args) => <Opener label="Roll">{(dialog) => <RollKeyDialog {...args} {...dialog} />}</Opener>,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openWith(canvasElement, "Roll", "Roll Production server?");
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: /old secret keeps working/ }),
      "Stop the old secret now",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Roll key" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(0);
    await within(document.body).findByRole("dialog", { name: "New secret for Production server" });
  },
};
