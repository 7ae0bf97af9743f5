import { StatusBadge, statusTone } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

const known = [
  "active",
  "inactive",
  "archived",
  "success",
  "warning",
  "danger",
  "neutral",
  "info",
  "draft",
  "paused",
  "trialing",
  "expired",
  "overdue",
  "pending",
  "cancelled",
  "suspended",
  "paid",
  "open",
  "voided",
  "partially_paid",
  "succeeded",
  "failed",
];

/**
 * The state of a record (a plan, a coupon, an invoice, a subscription) as a small tinted label. Pass the
 * status as the API sends it; the tone follows from it (`statusTone`): active, paid and succeeded are
 * green; pending, paused and partially paid amber; overdue, suspended and failed red; trialing and open
 * blue; the rest, and any unknown status, grey. The text is the status capitalised, or `label`.
 *
 * **Accessibility:** plain text, so the state is read as words; the colour and dot only repeat it.
 * It is not interactive and takes no focus.
 */
const meta = {
  title: "Feedback/StatusBadge",
  component: StatusBadge,
  args: { status: "active" },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Active");
    await expect(badge).toBeVisible();
    await expect(badge.parentElement).toHaveAttribute("data-tone", "success");
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8, maxWidth: 560 }}>
      {known.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Trial").parentElement).toHaveAttribute("data-tone", "info");
    await expect(canvas.getByText("Partially paid").parentElement).toHaveAttribute("data-tone", "warning");
    await expect(canvas.getByText("Overdue").parentElement).toHaveAttribute("data-tone", "danger");
    for (const status of known) {
      await expect(canvasElement.querySelector(`[data-tone="${statusTone(status)}"]`)).not.toBeNull();
    }
  },
};

export const CustomLabel: Story = {
  args: { status: "trialing", label: "Trial, 12 days left" },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Trial, 12 days left");
    await expect(badge.parentElement).toHaveAttribute("data-tone", "info");
  },
};

export const UnknownStatus: Story = {
  args: { status: "migrating_to_new_gateway" },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Migrating to new gateway");
    await expect(badge.parentElement).toHaveAttribute("data-tone", "neutral");
  },
};

export const InText: Story = {
  render: () => (
    <p>
      Pro Monthly <StatusBadge status="active" /> renews on 1 December 2026 for invoice INV-0042{" "}
      <StatusBadge status="overdue" />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    // A badge is text, not a control: Tab passes it by.
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await expect(within(canvasElement).getByText("Overdue")).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ width: 200 }}>
      <StatusBadge status="pending" label="Pending verification by the payment provider's compliance team" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/Pending verification/).parentElement!;
    // Truncated with an ellipsis inside its container; the full text is in the title.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(badge).toHaveAttribute(
      "title",
      "Pending verification by the payment provider's compliance team",
    );
  },
};

export const Dark: Story = {
  ...AllStatuses,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  ...AllStatuses,
  globals: { viewport: { value: "mobile" } },
};
