import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { TextArea } from "./TextArea";

describe("TextArea", () => {
  test("a labelled multi-line input, three rows by default", () => {
    render(<TextArea label="Description" />);
    const area = screen.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement;
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.rows).toBe(3);
  });

  test("hint and error describe it; the error marks it invalid", () => {
    render(<TextArea label="Notes" hint="Shown to the customer" error="At most 500 characters" rows={6} />);
    const area = screen.getByRole("textbox", { name: "Notes" }) as HTMLTextAreaElement;
    const described = (area.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Shown to the customer", "At most 500 characters"]);
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(area.rows).toBe(6);
  });

  test("native props, events and the ref reach the textarea", () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea ref={ref} label="Notes" name="notes" maxLength={500} required onChange={onChange} />);
    fireEvent.change(ref.current as HTMLTextAreaElement, { target: { value: "Renews yearly" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ref.current?.name).toBe("notes");
    expect(ref.current?.maxLength).toBe(500);
    expect(ref.current?.getAttribute("aria-required")).toBe("true");
  });
});
