import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { type ViewMode, ViewModeSwitch } from "./ViewModeSwitch";

const modes: ViewMode[] = ["table", "grid", "list"];

describe("ViewModeSwitch", () => {
  test("a click on another mode calls onChange with it; on the current one, nothing", () => {
    const onChange = vi.fn();
    render(<ViewModeSwitch modes={modes} value="table" onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "Table view" }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: "Grid view" }));
    expect(onChange).toHaveBeenCalledWith("grid");
  });

  test("the current mode is checked and the only Tab stop", () => {
    render(<ViewModeSwitch modes={modes} value="grid" onChange={() => {}} />);
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-checked"))).toEqual(["false", "true", "false"]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole("radiogroup", { name: "View mode" })).toBeTruthy();
  });

  test("arrows choose the next or previous mode, wrapping; Home and End the first and last", () => {
    const onChange = vi.fn();
    render(<ViewModeSwitch modes={modes} value="list" onChange={onChange} />);
    const list = screen.getByRole("radio", { name: "List view" });
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith("table");
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(onChange).toHaveBeenLastCalledWith("grid");
    fireEvent.keyDown(list, { key: "Home" });
    expect(onChange).toHaveBeenLastCalledWith("table");
    onChange.mockClear();
    fireEvent.keyDown(list, { key: "End" });
    expect(onChange).not.toHaveBeenCalled();
  });

  test("labels can be replaced, and shown beside the icons", () => {
    render(
      <ViewModeSwitch
        modes={["table", "grid"]}
        value="table"
        onChange={() => {}}
        label="Affichage"
        labels={{ table: "Tableau", grid: "Grille" }}
        showLabels
      />,
    );
    expect(screen.getByRole("radiogroup", { name: "Affichage" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Grille" }).textContent).toBe("Grille");
  });

  test("with a value it does not offer, the first mode is the Tab stop", () => {
    render(<ViewModeSwitch modes={["grid", "list"]} value={"table" as "grid"} onChange={() => {}} />);
    expect(screen.getAllByRole("radio").map((radio) => radio.tabIndex)).toEqual([0, -1]);
  });
});
