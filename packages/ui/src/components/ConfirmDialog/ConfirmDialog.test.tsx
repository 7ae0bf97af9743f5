import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, test, vi } from "vitest";
import { ConfirmDialog } from "./ConfirmDialog";

function renderDialog(props: Partial<ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this plan?"
      description="Customers on it keep their subscription until it renews."
      confirmLabel="Delete plan"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole("dialog") };
}

describe("ConfirmDialog", () => {
  test("is named by its title and described by its explanation", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Delete this plan?" });
    const described = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Customers on it keep their subscription until it renews.");
  });

  test("the action calls onConfirm; Cancel, Escape and the close button call onCancel", () => {
    const { onConfirm, onCancel, dialog } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Delete plan" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test("while pending the action says so and ignores clicks, and nothing cancels it", () => {
    const { onConfirm, onCancel, dialog } = renderDialog({ pending: true });
    const action = screen.getByRole("button", { name: "Deleting..." });
    expect(action.getAttribute("aria-disabled")).toBe("true");
    expect(action.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(action);
    expect(onConfirm).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  test("an error shows in an alert under the details", () => {
    renderDialog({
      children: <p>Pro Monthly</p>,
      error: "The plan has subscribers and cannot be deleted.",
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("The plan has subscribers and cannot be deleted.");
    expect(screen.getByText("Pro Monthly").compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test("without details or an error it leaves out the body, so no empty space sits above the actions", () => {
    const { dialog } = renderDialog({ error: null });
    expect(screen.queryByRole("alert")).toBeNull();
    // The header, the actions and the close button.
    expect(dialog.children).toHaveLength(3);
  });

  test("the neutral tone gives the action the primary look; every label can be translated", () => {
    renderDialog();
    const dangerClass = screen.getByRole("button", { name: "Delete plan" }).className;
    cleanup();
    renderDialog({
      tone: "neutral",
      title: "Archiver ce coupon ?",
      confirmLabel: "Archiver",
      cancelLabel: "Annuler",
      closeLabel: "Fermer",
    });
    expect(screen.getByRole("dialog", { name: "Archiver ce coupon ?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Archiver" }).className).not.toBe(dangerClass);
    expect(screen.getByRole("button", { name: "Annuler" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
  });
});
