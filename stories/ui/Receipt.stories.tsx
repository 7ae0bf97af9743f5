import { Link, Receipt } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow } from "./longText";

/**
 * The proof of a payment on a customer's page (an invoice paid, a checkout completed): a success mark and
 * title, the amount paid written large, the facts of the payment and what to do next (its PDF). A page moves
 * focus to it once a payment has gone through.
 *
 * **Accessibility:** a region named by its title (h2 by default, `headingLevel` to fit the page); it takes
 * focus programmatically (tabIndex -1) so screen readers announce it when the page moves there. The facts
 * are a description list; the success mark is decorative.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to its actions |
 */
const meta = {
  title: "Feedback/Receipt",
  component: Receipt,
  args: {
    title: "Payment received",
    message: "Thank you for your payment to Acme Analytics.",
    amount: 69,
    currency: "USD",
    items: [
      { term: "Invoice", detail: "INV-000012" },
      { term: "Paid on", detail: "Mar 2, 2026" },
      { term: "Paid with", detail: "Visa •••• 4242" },
    ],
    actions: <Link href="/api/pay/paytok_12/pdf">Download PDF</Link>,
  },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole("region", { name: "Payment received" });
    await expect(receipt).toHaveTextContent("Amount paid$69.00");
    await expect(within(receipt).getByText("Paid with").nextElementSibling).toHaveTextContent(
      "Visa •••• 4242",
    );
    receipt.focus();
    await expect(receipt).toHaveFocus();
    await expect(within(receipt).getByRole("link", { name: "Download PDF" })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { title: "You're subscribed", amount: 12345.67, amountLabel: "Paid today", headingLevel: 1 },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole("region", { name: "You're subscribed" });
    await expect(within(receipt).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(receipt).toHaveTextContent("Paid today$12,345.67");
    await expectNoOverflow(receipt);
  },
};
