// SearchBox's debounce: when onSearch is called, with fake timers.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "./SearchBox";

const type = (text: string) => fireEvent.change(screen.getByRole("searchbox"), { target: { value: text } });

function Controlled({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState("initial");
  return (
    <>
      <SearchBox value={value} onValueChange={setValue} onSearch={onSearch} />
      <button type="button" onClick={() => setValue("reset")}>
        Reset
      </button>
    </>
  );
}

describe("SearchBox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is named Search by default", () => {
    render(<SearchBox />);
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
  });

  it("searches once typing pauses for 300 ms, with the last text", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type("a");
    act(() => vi.advanceTimersByTime(200));
    type("ac");
    act(() => vi.advanceTimersByTime(200));
    type("acme");
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("acme");
  });

  it("uses the given debounce, and 0 searches at every change", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox onSearch={onSearch} debounceMs={1000} />);
    type("x");
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith("x");
    rerender(<SearchBox onSearch={onSearch} debounceMs={0} />);
    type("xy");
    expect(onSearch).toHaveBeenLastCalledWith("xy");
    type("xyz");
    expect(onSearch).toHaveBeenLastCalledWith("xyz");
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  it("searches at once on Enter and drops the pending search", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type("plan");
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
    expect(onSearch).toHaveBeenCalledWith("plan");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("the clear button empties the box, searches '' at once and refocuses the input", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    type("plan");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(onSearch).toHaveBeenCalledWith("");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(screen.getByRole("searchbox"));
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("Escape clears the text", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type("plan");
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(onSearch).toHaveBeenCalledWith("");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
  });

  it("a pause that lands back on the last search does not search again", () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    type("a");
    act(() => vi.advanceTimersByTime(300));
    type("ab");
    type("a");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("works controlled: shows the parent's value and reports changes", () => {
    const onSearch = vi.fn();
    render(<Controlled onSearch={onSearch} />);
    const input = screen.getByRole("searchbox") as HTMLInputElement;
    expect(input.value).toBe("initial");
    type("typed");
    expect(input.value).toBe("typed");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith("typed");
    // A value set by the parent is shown but is not a search by the person.
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(input.value).toBe("reset");
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("does not search after it is gone", () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchBox onSearch={onSearch} />);
    type("plan");
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
