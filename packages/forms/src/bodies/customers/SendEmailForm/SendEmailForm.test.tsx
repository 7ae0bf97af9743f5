import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../testHelpers.ts";
import { SendEmailForm } from "./SendEmailForm.tsx";

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send Email" }));

describe("SendEmailForm", () => {
  it("shows the address and submits the subject and message", async () => {
    const onSubmit = vi.fn(async () => {});
    render(<SendEmailForm to="ada@example.com" onSubmit={onSubmit} onCancel={() => {}} />);
    const to = screen.getByRole("textbox", { name: "To" }) as HTMLInputElement;
    expect(to.value).toBe("ada@example.com");
    expect(to.readOnly).toBe(true);
    fireEvent.change(screen.getByRole("textbox", { name: /^Subject/ }), {
      target: { value: "Your invoice" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /^Message/ }), { target: { value: "Hello Ada" } });
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ subject: "Your invoice", message: "Hello Ada" }),
    );
  });

  it("requires a subject", () => {
    const onSubmit = vi.fn(async () => {});
    render(<SendEmailForm to="ada@example.com" onSubmit={onSubmit} onCancel={() => {}} />);
    submit();
    expect(descriptionOf(screen.getByRole("textbox", { name: /^Subject/ }))).toContain("Subject is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
