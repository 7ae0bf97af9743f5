import { StatusBadge, statusTone } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { userEvent } from "../interactions";

/** Sixty characters without a space or hyphen, as an identifier or a pasted token can be. */
const UNBROKEN = "PENDINGVERIFICATIONBYTHEPAYMENTPROVIDERSCOMPLIANCETEAM000001";

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
 * status as the API sends it (any case, spaces or hyphens for underscores); the tone follows from it
 * (`statusTone`). The text is the status capitalised ('Trial' for trialing), or `label`; text too long
 * for its container is cut with an ellipsis and the whole text is in the `title`.
 *
 * | Status | Tone | Look |
 * | --- | --- | --- |
 * | active, paid, succeeded, success | success | green fill, solid dot |
 * | paused, pending, partially_paid, warning | warning | amber fill, solid dot |
 * | overdue, suspended, failed, danger | danger | red fill, solid dot |
 * | trialing ('Trial'), open, info | info | blue fill, solid dot |
 * | inactive, draft, expired, cancelled, voided, neutral, any unknown status | neutral | grey fill, solid dot |
 * | archived | neutral, muted | no fill, dashed outline, hollow dot, muted text |
 *
 * Archived is out of use for good, so it must never read as merely inactive: it keeps the neutral tone
 * (`data-tone="neutral"`) but drops the fill and shows a dashed outline and a hollow dot
 * (`data-archived`). Its muted text keeps 4.5:1 on the page's surfaces in both themes.
 *
 * **Accessibility:** no interactive pattern: plain text in a `<span>`, so the state is read as words;
 * the colour, dot and outline only repeat it. It is not interactive and takes no focus.
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

/** Inactive and archived share the neutral tone but not the look: archived is outlined and hollow. */
export const InactiveAndArchived: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <StatusBadge status="inactive" />
      <StatusBadge status="archived" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inactive = canvas.getByText("Inactive").parentElement!;
    const archived = canvas.getByText("Archived").parentElement!;
    await expect(inactive).toHaveAttribute("data-tone", "neutral");
    await expect(archived).toHaveAttribute("data-tone", "neutral");
    const inactiveStyle = getComputedStyle(inactive);
    const archivedStyle = getComputedStyle(archived);
    await expect(archivedStyle.backgroundColor).not.toBe(inactiveStyle.backgroundColor);
    await expect(archivedStyle.outlineStyle).toBe("dashed");
    await expect(inactiveStyle.outlineStyle).not.toBe("dashed");
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

/** A label with no place to break is cut with an ellipsis inside its container; the title keeps it whole. */
export const LongUnbrokenText: Story = {
  render: () => (
    <div style={{ width: 200 }} data-testid="container">
      <StatusBadge status="pending" label={UNBROKEN} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByTestId("container");
    const badge = within(canvasElement).getByTitle(UNBROKEN);
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      container.getBoundingClientRect().right + 0.5,
    );
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
