import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Button } from "../Button";
import { Modal } from "./Modal";

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      title="Delete plan"
      description="This cannot be undone."
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
    >
      Pro Monthly has 12 subscribers.
    </Modal>
  );
}

describe("Modal", () => {
  test("the trigger opens it, named by its title and described by its description", () => {
    render(
      <Modal title="Create plan" description="Plans belong to a family." trigger={<Button>New plan</Button>}>
        Body
      </Modal>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "New plan" }));
    const dialog = screen.getByRole("dialog", { name: "Create plan" });
    const described = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Plans belong to a family.");
  });

  test("the close button asks to close with onOpenChange(false)", () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("Escape asks to close", () => {
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("a controlled modal stays open while its owner keeps it open", () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Locked" open onOpenChange={onOpenChange}>
        Body
      </Modal>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog", { name: "Locked" })).toBeTruthy();
  });

  test("without a description it has no aria-describedby; the close label can be translated", () => {
    render(
      <Modal title="Notes" open closeLabel="Fermer">
        Body
      </Modal>,
    );
    expect(screen.getByRole("dialog", { name: "Notes" }).hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
  });

  test("footer actions sit inside the dialog", () => {
    render(<Controlled onOpenChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
