import { AttemptTimeline, type TimelineAttempt } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectNoOverflow, inColumn, UNBROKEN } from "./longText";

const refused: TimelineAttempt = {
  at: "2026-03-02T07:59:00.000Z",
  statusCode: null,
  durationMs: 12,
  error: "Connection refused",
  responseExcerpt: null,
};
const unavailable: TimelineAttempt = {
  at: "2026-03-02T08:00:00.000Z",
  statusCode: 503,
  durationMs: 1240,
  error: null,
  responseExcerpt: "<html><body><h1>503 Service Unavailable</h1>No server is available.</body></html>",
};
const timedOut: TimelineAttempt = {
  at: "2026-03-02T08:05:00.000Z",
  statusCode: null,
  durationMs: 10_000,
  error: "Timed out after 10 s",
  responseExcerpt: null,
};
const delivered: TimelineAttempt = {
  at: "2026-03-02T08:35:00.000Z",
  statusCode: 200,
  durationMs: 84,
  error: null,
  responseExcerpt: '{"received":true}',
};

const items = (canvasElement: HTMLElement, name = "Attempts of invoice.paid") =>
  within(within(canvasElement).getByRole("list", { name })).getAllByRole("listitem");

/**
 * The tries of an HTTP call that is retried until it succeeds (a webhook delivery, a test ping), oldest
 * first: each one's outcome in words and a mark (a tick, a cross), its time in UTC, the status code or 'No
 * response', how long it took, the error and the start of the answer; then the next try, when one is due,
 * as a hollow ring. Every text a person reads is a prop with an English default.
 *
 * **Accessibility:** an ordered list named by `label`; the marks are hidden from screen readers, which read
 * the outcome's word instead; times are `<time>` elements carrying the instant.
 */
const meta = {
  title: "Feedback/AttemptTimeline",
  component: AttemptTimeline,
  args: { label: "Attempts of invoice.paid", attempts: [unavailable, timedOut, delivered] },
} satisfies Meta<typeof AttemptTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two failures, then the receiver answers 200: the last step is a success. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = items(canvasElement);
    await expect(first).toHaveTextContent(/Attempt 1Failed/);
    await expect(first).toHaveTextContent("HTTP 503 · 1.2 s");
    await expect(within(first!).getByText(/503 Service Unavailable/)).toBeVisible();
    await expect(second).toHaveTextContent("No response");
    await expect(second).toHaveTextContent("Timed out after 10 s");
    await expect(third).toHaveTextContent(/Attempt 3Succeeded/);
    await expect(third).toHaveTextContent("Mar 2, 2026, 08:35 UTC · HTTP 200 · 84 ms");
  },
};

/** Still failing: the next try is due, drawn as the last, hollow step. */
export const Retrying: Story = {
  args: { attempts: [refused, unavailable], nextAttemptAt: "2026-03-02T08:30:00.000Z" },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveTextContent("Next attempt · Mar 2, 2026, 08:30 UTC");
    await expect(steps[0]).toHaveTextContent("Connection refused");
  },
};

/** Nothing tried yet and nothing due: one line instead of an empty list. */
export const Empty: Story = {
  args: { attempts: [], emptyText: "Not tried yet: the first attempt goes out within a minute." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
    await expect(canvas.getByText(/Not tried yet/)).toBeVisible();
  },
};

/** One try with a name of its own, as a test ping's answer shows. */
export const SingleTry: Story = {
  args: { label: "Test ping", attempts: [delivered], attemptLabel: () => "Test ping" },
  play: async ({ canvasElement }) => {
    const [only] = items(canvasElement, "Test ping");
    await expect(only).toHaveTextContent(/Test pingSucceeded/);
    await expect(within(only!).getByText('{"received":true}')).toBeVisible();
  },
};

/** Nine failures over three days: the whole schedule, then no more tries. */
export const ManyAttempts: Story = {
  args: {
    attempts: Array.from({ length: 9 }, (_, index) => ({
      ...(index % 2 === 0 ? unavailable : timedOut),
      at: new Date(Date.parse("2026-02-27T09:00:00.000Z") + index * 8 * 3_600_000).toISOString(),
    })),
  },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(9);
    await expect(steps[8]).toHaveTextContent(/Attempt 9Failed/);
  },
};

/** An error and an answer without a place to break wrap inside a narrow column. */
export const LongUnbrokenText: Story = {
  decorators: [inColumn({ width: 260 })],
  args: {
    attempts: [
      { ...unavailable, error: `TLS: certificate is not valid for ${UNBROKEN}`, responseExcerpt: UNBROKEN },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(new RegExp(UNBROKEN))).toHaveLength(2);
    await expectNoOverflow(within(canvasElement).getByTestId("column"));
  },
};

export const NarrowViewport: Story = {
  args: { attempts: [refused, unavailable], nextAttemptAt: "2026-03-02T08:30:00.000Z" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(3);
    await expectNoOverflow(canvasElement);
  },
};
