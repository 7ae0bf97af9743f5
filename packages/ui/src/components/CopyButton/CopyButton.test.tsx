import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CopyButton } from "./CopyButton";

/** Lets the clipboard promise settle and React apply what follows. */
const settle = () => act(async () => {});

describe("CopyButton", () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
  });

  test("writes the value to the clipboard, confirms it, announces it and calls onCopied", async () => {
    const onCopied = vi.fn();
    render(<CopyButton value="SPRING25" label="Copy code" onCopied={onCopied} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await settle();
    expect(writeText).toHaveBeenCalledWith("SPRING25");
    expect(onCopied).toHaveBeenCalledWith("SPRING25");
    expect(screen.getByRole("button", { name: "Copied" }).dataset.state).toBe("copied");
    expect(screen.getByRole("status").textContent).toBe("Copied");
  });

  test("goes back to its label after resetAfterMs", async () => {
    render(<CopyButton value="SPRING25" resetAfterMs={1500} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await settle();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole("button").textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button").textContent).toBe("Copy");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  test("says so when the browser refuses, and calls onError", async () => {
    const refusal = new Error("denied");
    writeText.mockRejectedValueOnce(refusal);
    const onError = vi.fn();
    const onCopied = vi.fn();
    render(<CopyButton value="SPRING25" onError={onError} onCopied={onCopied} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await settle();
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole("button").dataset.state).toBe("failed");
    expect(screen.getByRole("status").textContent).toBe("Copy failed");
  });

  test("fails cleanly where there is no clipboard at all", async () => {
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
    const onError = vi.fn();
    render(<CopyButton value="SPRING25" failedLabel="Not copied" onError={onError} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button").textContent).toBe("Not copied");
  });

  test("icon only: the label stays the accessible name and follows the state", async () => {
    render(<CopyButton value="cus_42" label="Copy customer id" iconOnly />);
    const button = screen.getByRole("button", { name: "Copy customer id" });
    expect(button.textContent).toBe("");
    fireEvent.click(button);
    await settle();
    expect(button.getAttribute("aria-label")).toBe("Copied");
  });

  test("disabled, it copies nothing", async () => {
    render(<CopyButton value="SPRING25" disabled />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await settle();
    expect(writeText).not.toHaveBeenCalled();
  });
});
