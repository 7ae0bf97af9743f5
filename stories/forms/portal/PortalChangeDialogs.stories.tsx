import { PortalAddonDialog, PortalCancelDialog, PortalPlanDialog } from "@round/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  ADDON_PREVIEW,
  PRO,
  TERM_END_PREVIEW,
  taxedUpgradePreview,
  upgradePreview,
} from "./customerPagesFixtures";

/**
 * The billing portal's changes to a subscription, each previewed before the customer confirms (PLATFORM.md:
 * the total of the invoice it would raise and what the card is charged now): 'Change plan' (a choice among
 * the price points the business offers, previewed on every choice), 'Cancel at the end of the term' and
 * 'Cancel now' (previewed at once), 'Add' or 'Remove' an add-on. The confirm button is offered only once the
 * preview of what is on screen is shown; a refusal stays in the dialog.
 *
 * **Accessibility:** modal dialogs named by their title and described by the sentence under it; the plan
 * choice is a radio group; the preview is a region announced politely as it changes (busy while computed);
 * its figures are a table whose totals are row headers.
 */
const meta = {
  title: "Customer pages/PortalChangeDialogs",
  component: PortalPlanDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSuccess: fn(),
    planName: "Pro",
    options: PRO.changeOptions,
    preview: fn(async () => upgradePreview()),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof PortalPlanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole("dialog", { name }));

export const ChangePlan: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed("Change plan");
    const confirm = dialog.getByRole("button", { name: "Confirm change" });
    await expect(dialog.getByText("Choose a plan to see what it costs.")).toBeVisible();
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole("radio", { name: /^Business — Monthly/ }));
    const preview = dialog.getByRole("region", { name: "What changes" });
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        "An invoice of $23.16 is raised now; your card is charged $23.16 now.",
      ),
    );
    await expect(args.preview).toHaveBeenCalledWith({ planPricePointId: "pp_business_m" });
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({ planPricePointId: "pp_business_m" });
  },
};

/** A taxed customer: the preview's tax in a 'Tax' row before the total, and the taxed total charged now. */
export const ChangePlanTaxed: Story = {
  args: { preview: fn(async () => taxedUpgradePreview()), defaultPricePointId: "pp_business_m" },
  play: async () => {
    const dialog = await dialogNamed("Change plan");
    const table = within(await dialog.findByRole("table", { name: "Invoice it raises" }));
    await expect(table.getByRole("rowheader", { name: "Tax" }).nextElementSibling).toHaveTextContent("$4.63");
    const sums = Array.from(table.getAllByRole("rowheader"), (header) => header.textContent);
    await expect(sums.slice(0, 4)).toEqual(["Subtotal", "Discount", "Tax", "Total"]);
    await expect(table.getByRole("rowheader", { name: "Total" }).nextElementSibling).toHaveTextContent(
      "$27.79",
    );
    await expect(dialog.getByRole("region", { name: "What changes" })).toHaveTextContent(
      "An invoice of $27.79 is raised now; your card is charged $27.79 now.",
    );
    await expect(dialog.getByRole("button", { name: "Confirm change" })).toBeEnabled();
  },
};

export const CancelAtTermEnd: Story = {
  render: (args) => (
    <PortalCancelDialog
      open
      onOpenChange={args.onOpenChange}
      onSuccess={args.onSuccess}
      planName="Pro"
      atTermEnd
      currentTermEnd="2026-03-15"
      preview={async () => TERM_END_PREVIEW}
      onSubmit={args.onSubmit as () => Promise<void>}
    />
  ),
  play: async ({ args }) => {
    const dialog = await dialogNamed("Cancel at the end of the term");
    await expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      "Pro stays active until Mar 15, 2026 and is not renewed.",
    );
    await waitFor(() =>
      expect(dialog.getByRole("region", { name: "What the cancellation does" })).toHaveTextContent(
        "No invoice is raised now and your card is not charged.",
      ),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Confirm cancellation" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ atTermEnd: true }));
    await expect(dialog.getByRole("button", { name: "Keep subscription" })).toBeInTheDocument();
  },
};

/** Adding an add-on sends the whole list it would leave, previewed with what the card is charged now. */
export const AddAddon: Story = {
  render: (args) => (
    <PortalAddonDialog
      open
      onOpenChange={args.onOpenChange}
      name="Single sign-on"
      action="add"
      addons={[
        { pricePointId: "pp_seats_m", quantity: 2 },
        { pricePointId: "pp_sso_m", quantity: 1 },
      ]}
      preview={args.preview as () => Promise<typeof ADDON_PREVIEW>}
      onSubmit={args.onSubmit as () => Promise<void>}
    />
  ),
  args: { preview: fn(async () => ADDON_PREVIEW) },
  play: async ({ args }) => {
    const dialog = await dialogNamed("Add Single sign-on");
    const table = await dialog.findByRole("table", { name: "Invoice it raises" });
    await expect(
      within(table).getByRole("rowheader", { name: "Charged to your card now" }).nextElementSibling,
    ).toHaveTextContent("$11.61");
    await expect(args.preview).toHaveBeenCalledWith({
      addons: [
        { pricePointId: "pp_seats_m", quantity: 2 },
        { pricePointId: "pp_sso_m", quantity: 1 },
      ],
    });
    await expect(dialog.getByRole("button", { name: "Confirm add-on" })).toBeEnabled();
  },
};
