import { TestClockAdvanceDialog, TestClockDialog } from "@round/forms";
import type { TestClockAdvanceResponse, TestClockResponse } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, type within } from "storybook/test";
import { enterText, userEvent } from "../../interactions";
import { Opener, openWith, refusal } from "./billingFixtures";

const CLOCK: TestClockResponse = {
  id: "clock-1",
  name: "Renewal rehearsal",
  frozenTime: "2026-03-02T09:00:00Z",
  status: "ready",
  advanceTo: null,
  failures: [],
  customerCount: 2,
  subscriptionCount: 2,
  invoiceCount: 4,
  createdAt: "2026-03-01T12:00:00.000Z",
};

/** What advancing the clock to Apr 10, 2026 runs: a renewal, then a failed retry. */
const STEPS: TestClockAdvanceResponse["steps"] = [
  {
    on: "2026-03-15",
    subscriptionId: "sub-ada-pro",
    invoiceId: "inv-42",
    customerName: "Ada Lovelace",
    action: "Renewed Pro: invoice INV-000042, $89.00",
  },
  {
    on: "2026-03-18",
    subscriptionId: "sub-ada-pro",
    invoiceId: "inv-42",
    customerName: "Ada Lovelace",
    action: "Payment retry 1 failed",
  },
];

const advanced = (frozenTime: string, preview: boolean): TestClockAdvanceResponse => ({
  clock: { ...CLOCK, frozenTime },
  preview,
  steps: STEPS,
});
const previewAdvance = fn(async (frozenTime: string) => advanced(frozenTime, true));
const advance = fn(async (frozenTime: string) => advanced(frozenTime, false));

/**
 * Create test clock: a name and the time (UTC) the clock is frozen at, checked with the shared
 * `testClockSchema` (a time between 1970 and 2999). Advance: a later time, the steps it would run (renewals,
 * invoices, payments, retries) previewed in order, 'Confirm advance', then the steps that ran.
 *
 * **Accessibility:** both fields have visible labels, their messages are tied to them; the steps are an
 * ordered list in a region announced politely as the preview changes.
 */
const meta = {
  title: "Billing/TestClockDialog",
  component: TestClockDialog,
  args: { onSubmit: fn(async () => {}), onSuccess: fn(), onOpenChange: fn() },
  render: (args) => (
    <Opener label="New test clock" onOpenChange={args.onOpenChange}>
      {(dialog) => <TestClockDialog {...args} {...dialog} />}
    </Opener>
  ),
} satisfies Meta<typeof TestClockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const open = (canvasElement: HTMLElement) => openWith(canvasElement, "New test clock", "Create test clock");
const name = (dialog: Canvas) => dialog.getByRole("textbox", { name: /^Name/ });
const frozenTime = (dialog: Canvas) => dialog.getByLabelText(/^Frozen time/);
const create = (dialog: Canvas) => userEvent.click(dialog.getByRole("button", { name: "Create test clock" }));

/** A name and a time: the time is sent as UTC and the dialog closes. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const { element, dialog } = await open(canvasElement);
    await expect(element).toHaveAccessibleDescription(
      "Customers created on a test clock see time only when you advance it.",
    );
    await enterText(name(dialog), "Trial rehearsal");
    await userEvent.clear(frozenTime(dialog));
    await enterText(frozenTime(dialog), "2027-04-01T09:30");
    await create(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Trial rehearsal",
      frozenTime: "2027-04-01T09:30:00Z",
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** The clock starts at the time of opening (to the minute, UTC) unless the person picks another. */
export const DefaultTimeNow: Story = {
  play: async ({ canvasElement, args }) => {
    const before = Date.now();
    const { dialog } = await open(canvasElement);
    const shown = Date.parse(`${(frozenTime(dialog) as HTMLInputElement).value}:00Z`);
    await expect(shown).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
    await expect(shown).toBeLessThanOrEqual(Date.now());
    await enterText(name(dialog), "Right now");
    await create(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Right now",
      frozenTime: `${new Date(shown).toISOString().slice(0, 16)}:00Z`,
    });
  },
};

/** Nothing filled in (the default time cleared): each message under its field. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.clear(frozenTime(dialog));
    await create(dialog);
    await expect(name(dialog)).toHaveAccessibleDescription(/Name is required$/);
    await expect(frozenTime(dialog)).toHaveAccessibleDescription(/Time is required$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A time in the year 3000: past the billing years (1970 to 2999), refused when the field is left. */
export const TimeOutOfRange: Story = {
  args: { defaultTime: "2026-03-02T09:00:00Z" },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(frozenTime(dialog)).toHaveValue("2026-03-02T09:00");
    await enterText(name(dialog), "Far future");
    await userEvent.clear(frozenTime(dialog));
    await enterText(frozenTime(dialog), "3000-01-01T00:00");
    await userEvent.tab();
    await expect(frozenTime(dialog)).toHaveAccessibleDescription(/Please enter a valid date and time$/);
    await create(dialog);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's failure without words of its own: the dialog's failure text, and it stays open. */
export const ServerError: Story = {
  args: { defaultTime: "2026-03-02T09:00:00Z", onSubmit: fn(async () => Promise.reject(new Error(""))) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await enterText(name(dialog), "Trial rehearsal");
    await create(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to create the test clock. Please try again.",
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

// Advance test clock: the second dialog of a clock, with its preview of the steps before the confirm.

const AdvanceStory = ({
  preview = previewAdvance,
  onSubmit = advance,
}: {
  preview?: (frozenTime: string) => Promise<TestClockAdvanceResponse>;
  onSubmit?: (frozenTime: string) => Promise<TestClockAdvanceResponse>;
}) => (
  <Opener label="Advance">
    {(dialog) => <TestClockAdvanceDialog {...dialog} clock={CLOCK} preview={preview} onSubmit={onSubmit} />}
  </Opener>
);
/** An advance that reached its time with a step it could not take (the clock's `internal_failure`). */
const advanceWithFailure = fn(
  async (frozenTime: string): Promise<TestClockAdvanceResponse> => ({
    ...advanced(frozenTime, false),
    clock: {
      ...CLOCK,
      frozenTime,
      status: "internal_failure",
      failures: [
        {
          on: "2026-03-20",
          subscriptionId: "sub-grace",
          invoiceId: null,
          customerId: "cus-grace",
          customerName: "Grace Hopper",
          message: "Plan price point not found",
        },
      ],
    },
  }),
);
/** The server refuses a time before the clock's. */
const previewBackwards = fn(
  async (_frozenTime: string): Promise<TestClockAdvanceResponse> =>
    Promise.reject(refusal("frozenTime", "A test clock can only move forward")),
);
const openAdvance = (canvasElement: HTMLElement) =>
  openWith(canvasElement, "Advance", "Advance Renewal rehearsal");
const newTime = (dialog: Canvas) => dialog.getByLabelText(/^New time/);
const confirmAdvance = (dialog: Canvas) => dialog.getByRole("button", { name: "Confirm advance" });

/**
 * The steps a later time would run, in order, then the ones that ran. The time offered first is a month on
 * (the next monthly renewal); once advanced, the dialog says the clock's new time.
 */
export const Advance: Story = {
  render: () => <AdvanceStory />,
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openAdvance(canvasElement);
    await expect(element).toHaveAccessibleDescription("Frozen at Mar 2, 2026, 09:00 UTC.");
    await expect(newTime(dialog)).toHaveValue("2026-04-02T09:00");
    await waitFor(() => expect(previewAdvance).toHaveBeenLastCalledWith("2026-04-02T09:00:00Z"));
    await userEvent.clear(newTime(dialog));
    await enterText(newTime(dialog), "2026-04-10T09:00");
    const steps = dialog.getByRole("region", { name: "Steps it would run" });
    await waitFor(() =>
      expect(steps).toHaveTextContent(
        "Mar 15, 2026 · Ada Lovelace: Renewed Pro: invoice INV-000042, $89.00" +
          "Mar 18, 2026 · Ada Lovelace: Payment retry 1 failed",
      ),
    );
    await expect(previewAdvance).toHaveBeenLastCalledWith("2026-04-10T09:00:00Z");
    await waitFor(() => expect(confirmAdvance(dialog)).toBeEnabled());
    await userEvent.click(confirmAdvance(dialog));
    await expect(
      await dialog.findByRole("heading", { name: "Advanced to Apr 10, 2026, 09:00 UTC: 2 steps ran" }),
    ).toBeVisible();
    await expect(advance).toHaveBeenCalledWith("2026-04-10T09:00:00Z");
    await expect(element).toHaveAccessibleDescription("Frozen at Apr 10, 2026, 09:00 UTC.");
    await expect(dialog.getByRole("button", { name: "Done" })).toBeVisible();
  },
};

/** A step failed: the steps that ran, then the one that could not, with its day, customer and reason. */
export const AdvanceWithFailedStep: Story = {
  render: () => <AdvanceStory onSubmit={advanceWithFailure} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openAdvance(canvasElement);
    await waitFor(() => expect(confirmAdvance(dialog)).toBeEnabled());
    await userEvent.click(confirmAdvance(dialog));
    await expect(await dialog.findByText("1 step could not run")).toBeVisible();
    const failed = dialog.getByRole("list", { name: "Steps that failed" });
    await expect(failed).toHaveTextContent("Mar 20, 2026 · Grace Hopper: Plan price point not found");
    await expect(dialog.getByRole("region", { name: "Steps that ran" })).toHaveTextContent(
      "tried again at the next advance",
    );
  },
};

/** An earlier time: the server's refusal under the field, nothing to confirm. */
export const AdvanceBackwards: Story = {
  render: () => <AdvanceStory preview={previewBackwards} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openAdvance(canvasElement);
    await userEvent.clear(newTime(dialog));
    await enterText(newTime(dialog), "2026-01-01T09:00");
    await waitFor(() =>
      expect(newTime(dialog)).toHaveAccessibleDescription(/A test clock can only move forward$/),
    );
    await expect(confirmAdvance(dialog)).toBeDisabled();
    await expect(advance).not.toHaveBeenCalled();
  },
};
