import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AttemptTimeline, attemptSucceeded, formatDurationMs } from "./AttemptTimeline";

const failed = {
  at: "2026-03-02T08:00:00.000Z",
  statusCode: 503,
  durationMs: 1240,
  error: null,
  responseExcerpt: "Service Unavailable",
};
const timedOut = {
  at: "2026-03-02T08:05:00.000Z",
  statusCode: null,
  durationMs: 10000,
  error: "Timed out after 10 s",
  responseExcerpt: null,
};
const delivered = {
  at: "2026-03-02T08:35:00.000Z",
  statusCode: 200,
  durationMs: 84,
  error: null,
  responseExcerpt: '{"received":true}',
};

describe("AttemptTimeline", () => {
  test("lists the tries oldest first, each with its outcome in words, code, time and duration", () => {
    render(<AttemptTimeline label="Attempts" attempts={[failed, timedOut, delivered]} />);
    const items = within(screen.getByRole("list", { name: "Attempts" })).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain("Attempt 1");
    expect(items[0]?.textContent).toContain("Failed");
    expect(items[0]?.textContent).toContain("HTTP 503");
    expect(items[0]?.textContent).toContain("1.2 s");
    expect(items[0]?.textContent).toContain("Mar 2, 2026, 08:00 UTC");
    expect(items[1]?.textContent).toContain("No response");
    expect(items[1]?.textContent).toContain("Timed out after 10 s");
    expect(items[2]?.textContent).toContain("Succeeded");
    expect(items[2]?.textContent).toContain("84 ms");
    expect(items[2]?.dataset.outcome).toBe("succeeded");
    expect(within(items[2] as HTMLElement).getByText('{"received":true}').tagName).toBe("PRE");
  });

  test("the next try due is the last step", () => {
    render(<AttemptTimeline label="Attempts" attempts={[failed]} nextAttemptAt="2026-03-02T08:30:00.000Z" />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]?.dataset.outcome).toBe("upcoming");
    expect(items[1]?.textContent).toBe("Next attempt · Mar 2, 2026, 08:30 UTC");
  });

  test("nothing tried and nothing due: the empty text instead of a list", () => {
    render(<AttemptTimeline label="Attempts" attempts={[]} emptyText="Waiting for the first try." />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("Waiting for the first try.")).toBeTruthy();
  });

  test("labels and formats are props", () => {
    render(
      <AttemptTimeline
        label="Test"
        attempts={[delivered]}
        attemptLabel={() => "Test ping"}
        succeededLabel="Delivered"
        formatTime={() => "just now"}
      />,
    );
    expect(screen.getByRole("listitem").textContent).toContain("Test ping");
    expect(screen.getByText("Delivered")).toBeTruthy();
    expect(screen.getByText("just now")).toBeTruthy();
  });

  test("a 2xx with an error, or an explicit outcome, is not taken from the code alone", () => {
    expect(attemptSucceeded(delivered)).toBe(true);
    expect(attemptSucceeded({ ...delivered, error: "Answer too slow" })).toBe(false);
    expect(attemptSucceeded({ ...failed, succeeded: true })).toBe(true);
    expect(attemptSucceeded(timedOut)).toBe(false);
  });

  test("durations read in ms under a second, else in seconds", () => {
    expect(formatDurationMs(84)).toBe("84 ms");
    expect(formatDurationMs(999.6)).toBe("1.0 s");
    expect(formatDurationMs(10000)).toBe("10.0 s");
  });
});
