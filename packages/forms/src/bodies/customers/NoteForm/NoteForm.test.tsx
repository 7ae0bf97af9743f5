import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../testHelpers.ts";
import { NoteForm } from "./NoteForm.tsx";

const note = () => screen.getByRole("textbox", { name: /^Note/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add Note" }));

describe("NoteForm", () => {
  it("submits an internal note by default, counting its characters", async () => {
    const onSubmit = vi.fn(async () => {});
    render(<NoteForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.change(note(), { target: { value: "Called about the invoice" } });
    expect(descriptionOf(note())).toContain("24 / 5000 characters");
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ content: "Called about the invoice", isInternal: true }),
    );
  });

  it("requires a note", () => {
    const onSubmit = vi.fn(async () => {});
    render(<NoteForm onSubmit={onSubmit} onCancel={() => {}} />);
    submit();
    expect(descriptionOf(note())).toContain("Note is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
