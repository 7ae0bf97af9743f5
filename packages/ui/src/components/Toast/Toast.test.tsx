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
  const liveRegion = (politeness: "polite" | "assertive") =>
    document.querySelector<HTMLElement>(`[data-toast-announcer] [aria-live="${politeness}"]`);

  test("both live regions exist, empty, before any toast", () => {
    render(
      <ToastProvider>
        <Trigger options={{ kind: "error", title: "Card declined" }} />
      </ToastProvider>,
    );
    expect(liveRegion("polite")?.textContent).toBe("");
    expect(liveRegion("assertive")?.textContent).toBe("");
  });

  test("an error's text is added to the assertive live region that was already there", () => {
    render(
      <ToastProvider>
        <Trigger
          options={{
            kind: "error",
            title: "Payment failed",
            description: "The card ending 4242 was declined.",
          }}
        />
      </ToastProvider>,
    );
    const assertive = liveRegion("assertive");
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(liveRegion("assertive")).toBe(assertive);
    expect(assertive?.textContent).toBe("Error: Payment failed. The card ending 4242 was declined.");
    expect(liveRegion("polite")?.textContent).toBe("");
  });

  test("a success is announced politely, in the region that was already there", () => {
    render(
      <ToastProvider>
        <Trigger options={{ kind: "success", title: "Invoice sent.", description: "Due in 30 days." }} />
      </ToastProvider>,
    );
    const polite = liveRegion("polite");
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(liveRegion("polite")).toBe(polite);
    expect(polite?.textContent).toBe("Success: Invoice sent. Due in 30 days.");
    expect(liveRegion("assertive")?.textContent).toBe("");
  });

  test("warnings interrupt, with the kind's label translated", () => {
    render(
      <ToastProvider kindLabels={{ warning: "Avertissement" }}>
        <Trigger options={{ kind: "warning", title: "Carte bientôt expirée" }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(liveRegion("assertive")?.textContent).toBe("Avertissement: Carte bientôt expirée");
  });

  test("information waits its turn; each toast adds its own line", () => {
    render(
      <ToastProvider>
        <Many ids={[]} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    const lines = Array.from(liveRegion("polite")?.children ?? []).map((line) => line.textContent);
    expect(lines).toEqual(["Information: One", "Information: Two"]);
  });

  test("the toast on screen is not a live region itself, so nothing is announced twice", () => {
    show({ kind: "error", title: "Card declined" });
    const toast = screen.getByText("Card declined").closest("[data-kind]") as HTMLElement;
    expect(toast.closest("[aria-live]")).toBeNull();
    expect(toast.querySelector("[aria-live], [role='alert'], [role='status']")).toBeNull();
  });

  test("a dismissed toast leaves the live region", () => {
    show({ kind: "info", title: "Export started" });
    expect(liveRegion("polite")?.textContent).toBe("Information: Export started");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(liveRegion("polite")?.textContent).toBe("");
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
