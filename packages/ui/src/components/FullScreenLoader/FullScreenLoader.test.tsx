import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { FullScreenLoader } from "./FullScreenLoader";

describe("FullScreenLoader", () => {
  test("by default says 'Loading...' and 'Checking your session' in one polite status", () => {
    render(<FullScreenLoader />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("Loading...Checking your session");
  });

  test("the title and message can be replaced, and the message left out", () => {
    const { rerender } = render(<FullScreenLoader title="Signing you in..." message="One moment" />);
    expect(screen.getByRole("status").textContent).toBe("Signing you in...One moment");
    rerender(<FullScreenLoader title="Signing you in..." message="" />);
    expect(screen.getByRole("status").textContent).toBe("Signing you in...");
  });

  test("its spinner adds no second status and no text of its own", () => {
    render(<FullScreenLoader />);
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });
});
