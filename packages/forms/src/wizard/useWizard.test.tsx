import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useWizard } from "./useWizard.ts";
import type { WizardStep } from "./wizard.ts";

const steps: WizardStep[] = [
  {
    id: "personal",
    title: "Personal Information",
    requiredFields: ["firstName", "lastName", "email", "phone", "password"],
  },
  { id: "address", title: "Billing Address", optional: true },
  {
    id: "company",
    title: "Company Information",
    requiredFields: ["companyName", "registrationNumber", "currency"],
  },
];

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useWizard", () => {
  it("starts on the first step: Previous refused, Next refused until completed", async () => {
    const { result } = renderHook(() => useWizard({ steps, onComplete: vi.fn() }));
    expect(result.current.currentIndex).toBe(0);
    expect(result.current.label).toBe("Step 1 of 3");
    expect(result.current.canGoPrevious).toBe(false);
    expect(result.current.canGoNext).toBe(false);
    let moved = true;
    await act(async () => {
      moved = await result.current.next();
    });
    expect(moved).toBe(false);
    expect(result.current.currentIndex).toBe(0);
    expect(result.current.previous()).toBe(false);
  });

  it("moves on once the step is marked completed, and through an optional step", async () => {
    const { result } = renderHook(() => useWizard({ steps, onComplete: vi.fn() }));
    await act(async () => {
      result.current.markCompleted("personal");
      await result.current.next();
    });
    expect(result.current.currentIndex).toBe(1);
    expect(result.current.steps[0]!.completed).toBe(true);
    expect(result.current.canGoNext).toBe(true);
    await act(async () => {
      await result.current.next();
    });
    expect(result.current.currentIndex).toBe(2);
    expect(result.current.isLast).toBe(true);
    act(() => {
      result.current.previous();
    });
    expect(result.current.currentIndex).toBe(1);
  });

  it("clicks only steps at or before the current one, or completed", () => {
    const { result } = renderHook(() =>
      useWizard({
        steps: steps.map((step) => ({ ...step, completed: step.id === "company" })),
        onComplete: vi.fn(),
      }),
    );
    expect(result.current.isStepClickable(1)).toBe(false);
    expect(result.current.isStepClickable(2)).toBe(true);
    let moved = true;
    act(() => {
      moved = result.current.goTo(1);
    });
    expect(moved).toBe(false);
    act(() => {
      result.current.goTo(2);
    });
    expect(result.current.currentIndex).toBe(2);
    act(() => {
      result.current.goTo(0);
    });
    expect(result.current.currentIndex).toBe(0);
  });

  it("completing the last step submits once, however often Next is pressed", async () => {
    const pending = deferred();
    const onComplete = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useWizard({ steps, onComplete, initialIndex: 2 }));
    act(() => result.current.markCompleted("company"));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.next();
      void result.current.next();
      void result.current.complete();
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      pending.resolve();
      await first;
    });
    expect(await first).toBe(true);
    expect(result.current.submitting).toBe(false);
    await act(async () => {
      await result.current.complete();
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("a failed submission resets the guard and shows the error", async () => {
    const onComplete = vi
      .fn()
      .mockRejectedValueOnce({
        message: "Bad",
        errors: [{ code: "X", description: "Email already registered" }],
      })
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useWizard({ steps, onComplete }));
    let ok = true;
    await act(async () => {
      ok = await result.current.complete();
    });
    expect(ok).toBe(false);
    expect(result.current.error).toBe("Email already registered");
    await act(async () => {
      ok = await result.current.complete();
    });
    expect(ok).toBe(true);
    expect(result.current.error).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it("uses the fallback text for a failure without one", async () => {
    const { result } = renderHook(() =>
      useWizard({
        steps,
        onComplete: () => Promise.reject({}),
        fallbackError: "Business registration failed",
      }),
    );
    await act(async () => {
      await result.current.complete();
    });
    expect(result.current.error).toBe("Business registration failed");
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it("reports progress from the current step's required fields", async () => {
    const { result } = renderHook(() => useWizard({ steps, onComplete: vi.fn() }));
    expect(result.current.progress({})).toBe(0);
    expect(result.current.progress({ firstName: "Ada", lastName: "L", email: "" })).toBe(13);
    await act(async () => {
      result.current.markCompleted("personal");
      await result.current.next();
      await result.current.next();
    });
    expect(result.current.progress({ companyName: "Acme" })).toBe(44);
  });

  it("keeps the index within the available steps when they shrink", () => {
    const { result, rerender } = renderHook(
      (props: { list: WizardStep[] }) =>
        useWizard({ steps: props.list, onComplete: vi.fn(), initialIndex: 2 }),
      { initialProps: { list: steps } },
    );
    expect(result.current.currentIndex).toBe(2);
    rerender({ list: [steps[0]!] });
    expect(result.current.currentIndex).toBe(0);
    expect(result.current.label).toBe("Step 1 of 1");
  });

  it("a completion mark can be withdrawn", () => {
    const { result } = renderHook(() => useWizard({ steps, onComplete: vi.fn() }));
    act(() => result.current.markCompleted("personal"));
    expect(result.current.canGoNext).toBe(true);
    act(() => result.current.markCompleted("personal", false));
    expect(result.current.canGoNext).toBe(false);
  });
});
