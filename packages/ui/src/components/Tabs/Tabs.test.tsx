import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { type TabItem, Tabs } from "./Tabs";

const items: TabItem[] = [
  { value: "overview", label: "Overview", content: "Overview panel" },
  { value: "invoices", label: "Invoices", content: "Invoices panel" },
  { value: "notes", label: "Notes", content: "Notes panel", disabled: true },
];

// Radix tabs select on mouse down (a press), not on click.
const press = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
const selected = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

/** A parent owning the selection, which ignores presses until its own button moves it. */
function Controlled() {
  const [value, setValue] = useState("invoices");
  return (
    <>
      <Tabs label="Sections" items={items} value={value} onValueChange={() => {}} />
      <button type="button" onClick={() => setValue("overview")}>
        Back to overview
      </button>
    </>
  );
}

describe("Tabs", () => {
  test("the first enabled tab is selected by default and its panel shown", () => {
    render(<Tabs label="Customer sections" items={items} />);
    expect(screen.getByRole("tablist", { name: "Customer sections" })).toBeTruthy();
    expect(selected()?.textContent).toBe("Overview");
    expect(screen.getByRole("tabpanel").textContent).toBe("Overview panel");
  });

  test("skips a disabled first tab", () => {
    render(<Tabs label="Sections" items={[items[2]!, items[0]!, items[1]!]} />);
    expect(selected()?.textContent).toBe("Overview");
  });

  test("pressing a tab selects it, shows its panel and reports it", () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Customer sections" items={items} onValueChange={onValueChange} />);
    press("Invoices");
    expect(selected()?.textContent).toBe("Invoices");
    expect(screen.getByRole("tabpanel").textContent).toBe("Invoices panel");
    expect(onValueChange).toHaveBeenCalledWith("invoices");
  });

  test("a disabled tab cannot be selected", () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Customer sections" items={items} onValueChange={onValueChange} />);
    press("Notes");
    expect(selected()?.textContent).toBe("Overview");
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test("defaultValue picks the first selection; value controls it", () => {
    const { unmount } = render(<Tabs label="Sections" items={items} defaultValue="invoices" />);
    expect(selected()?.textContent).toBe("Invoices");
    unmount();
    render(<Controlled />);
    press("Overview");
    // The owner did not change its value: the selection stays.
    expect(selected()?.textContent).toBe("Invoices");
    fireEvent.click(screen.getByRole("button", { name: "Back to overview" }));
    expect(selected()?.textContent).toBe("Overview");
  });

  test("each tab controls its panel, which is labelled by it", () => {
    render(<Tabs label="Customer sections" items={items} />);
    const tab = screen.getByRole("tab", { name: "Overview" });
    const panel = screen.getByRole("tabpanel");
    expect(tab.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tab.id);
  });
});
