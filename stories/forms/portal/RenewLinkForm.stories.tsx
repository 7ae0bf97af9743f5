import { RenewLinkForm } from "@round/forms";
import { PORTAL_RENEW_ANSWER } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { type } from "./formHelpers";

/**
 * An expired portal link's way back: the customer's email, and a fresh link sent to it when it belongs to
 * the link's customer. The server answers the same whatever the address, and its answer is what shows.
 *
 * **Accessibility:** a form named 'Email me a new link'; an invalid address is said under the field, which
 * takes focus; the answer is announced from a polite live region.
 */
const meta = {
  title: "Customer pages/RenewLinkForm",
  component: RenewLinkForm,
  args: { onSubmit: fn(async () => PORTAL_RENEW_ANSWER) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RenewLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await type(canvas.getByRole("textbox", { name: /^Email/ }), "ada@lovelace.example");
    await userEvent.click(canvas.getByRole("button", { name: "Email me a new link" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(PORTAL_RENEW_ANSWER);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "ada@lovelace.example" });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: /^Email/ });
    await type(email, "ada@");
    await userEvent.click(canvas.getByRole("button", { name: "Email me a new link" }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
