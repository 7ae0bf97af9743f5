import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { StepProgress } from "./StepProgress";

describe("StepProgress", () => {
  test("says 'Step N of M' and fills current / total", () => {
    render(<StepProgress current={2} total={4} />);
    const bar = screen.getByRole("progressbar", { name: "Step 2 of 4" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
  });

  test("percent replaces the computed fill; label and formatLabel replace the text", () => {
    const { rerender } = render(<StepProgress current={1} total={3} percent={10} label="Getting started" />);
    expect(screen.getByRole("progressbar", { name: "Getting started" }).getAttribute("aria-valuenow")).toBe(
      "10",
    );
    rerender(<StepProgress current={1} total={3} formatLabel={(n, m) => `Étape ${n} sur ${m}`} />);
    expect(screen.getByRole("progressbar", { name: "Étape 1 sur 3" })).toBeTruthy();
  });

  test("no steps at all is 0%, not a division by zero", () => {
    render(<StepProgress current={0} total={0} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
  });
});
