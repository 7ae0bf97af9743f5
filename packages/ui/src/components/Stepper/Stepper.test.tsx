import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Stepper, type StepperStep } from "./Stepper";

const steps: StepperStep[] = [
  { id: "details", title: "Details", completed: true },
  { id: "pricing", title: "Pricing" },
  { id: "trial", title: "Trial", optional: true },
  { id: "review", title: "Review", completed: true },
  { id: "publish", title: "Publish" },
];

describe("Stepper", () => {
  test("past, current and completed steps are buttons; later steps are text until reached", () => {
    render(<Stepper steps={steps} currentIndex={1} onStepClick={() => {}} />);
    // Details (past, completed), Pricing (current), Review (completed, although later).
    // jsdom's name computation drops the space before the visually hidden '(completed)'; browsers keep it.
    expect(screen.getAllByRole("button")).toHaveLength(3);
    for (const name of [/^Details ?\(completed\)$/, /^Pricing$/, /^Review ?\(completed\)$/])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Trial/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Publish/ })).toBeNull();
  });

  test("a click on a reachable step calls onStepClick with its index", () => {
    const onStepClick = vi.fn();
    render(<Stepper steps={steps} currentIndex={2} onStepClick={onStepClick} />);
    fireEvent.click(screen.getByRole("button", { name: /Details/ }));
    fireEvent.click(screen.getByRole("button", { name: /Review/ }));
    expect(onStepClick.mock.calls).toEqual([[0], [3]]);
  });

  test("without onStepClick no step is a button", () => {
    render(<Stepper steps={steps} currentIndex={3} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  test("the current step carries aria-current and the list its name", () => {
    render(<Stepper steps={steps} currentIndex={1} onStepClick={() => {}} label="Plan steps" />);
    expect(screen.getByRole("navigation", { name: "Plan steps" })).toBeTruthy();
    const current = document.querySelectorAll("[aria-current='step']");
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain("Pricing");
  });

  test("completed and optional are words, with translatable labels", () => {
    render(<Stepper steps={steps} currentIndex={0} completedLabel="terminé" optionalLabel="Facultatif" />);
    expect(screen.getAllByText("(terminé)", { exact: false })).toHaveLength(2);
    expect(screen.getByText("Facultatif")).toBeTruthy();
  });
});
