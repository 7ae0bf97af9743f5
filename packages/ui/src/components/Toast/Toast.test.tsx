import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type ToastOptions, ToastProvider, useToast } from "./Toast";

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Show
    </button>
  );
}

function show(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Show" }));
}

function Many({ ids }: { ids: string[] }) {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        ids.push(toast({ kind: "info", title: "One" }));
        ids.push(toast({ kind: "info", title: "Two" }));
      }}
    >
      Show
    </button>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("toast timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("closes by itself after 5000 ms by default", () => {
    show({ kind: "success", title: "Plan created" });
    expect(screen.getByText("Plan created")).toBeTruthy();
    advance(4999);
    expect(screen.queryByText("Plan created")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Plan created")).toBeNull();
  });

  test("honours a custom duration", () => {
    show({ kind: "info", title: "Syncing", durationMs: 1000 });
    advance(999);
    expect(screen.queryByText("Syncing")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Syncing")).toBeNull();
  });

  test("pauses while hovered and resumes with the time left", () => {
    show({ kind: "success", title: "Saved" });
    advance(3000);
    const toast = screen.getByText("Saved").closest("[data-kind]")!;
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(screen.queryByText("Saved")).not.toBeNull();
    fireEvent.pointerLeave(toast);
    advance(1999);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  test("pauses while focus is inside it", () => {
    show({ kind: "error", title: "Payment failed" });
    const close = screen.getByRole("button", { name: "Dismiss" });
    act(() => close.focus());
    advance(20_000);
    expect(screen.queryByText("Payment failed")).not.toBeNull();
    act(() => close.blur());
    advance(5000);
    expect(screen.queryByText("Payment failed")).toBeNull();
  });

  test("never closes by itself with an infinite duration", () => {
    show({ kind: "warning", title: "Check your card", durationMs: Number.POSITIVE_INFINITY });
    advance(60_000);
    expect(screen.queryByText("Check your card")).not.toBeNull();
  });
});

describe("toast", () => {
  test("errors and warnings are alerts, successes and information are status messages", () => {
    render(
      <ToastProvider>
        <Trigger options={{ kind: "error", title: "Card declined" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Card declined");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
  });

  test("success is announced politely", () => {
    show({ kind: "success", title: "Invoice sent" });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Invoice sent");
    expect(status.getAttribute("aria-live")).toBe("polite");
  });

  test("the dismiss button closes it and returns ids", () => {
    const ids: string[] = [];
    render(
      <ToastProvider>
        <Many ids={ids} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(new Set(ids).size).toBe(2);
    const [first] = screen.getAllByRole("button", { name: "Dismiss" });
    fireEvent.click(first!);
    expect(screen.queryByText("One")).toBeNull();
    expect(screen.queryByText("Two")).not.toBeNull();
  });

  test("useToast outside a provider throws", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Trigger options={{ kind: "info", title: "x" }} />)).toThrow(
      "useToast must be used within a ToastProvider",
    );
    spy.mockRestore();
  });
});
