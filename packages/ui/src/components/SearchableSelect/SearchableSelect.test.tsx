// The async states of SearchableSelect: loading, failure with Retry, the one automatic retry (fake timers).
// Keyboard and focus behaviour is covered in the browser by tests/patterns/combobox.test.tsx.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filterOptions } from "./filterOptions";
import { SearchableSelect, type SearchableSelectOption } from "./SearchableSelect";

const options: SearchableSelectOption[] = [
  { value: "CA", label: "Canada" },
  { value: "FR", label: "France" },
];

/** Visible popup text, not the status region that repeats it for screen readers. */
const shown = { ignore: "[role=status]" };

/** Lets pending promise callbacks (and the React updates they make) run. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

function open() {
  fireEvent.keyDown(screen.getByRole("combobox", { name: "Country" }), { key: "ArrowDown" });
}

describe("SearchableSelect loading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does not load before it opens, then shows Loading... while loading", async () => {
    const loadOptions = vi.fn(() => new Promise<SearchableSelectOption[]>(() => {}));
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    expect(loadOptions).not.toHaveBeenCalled();
    open();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Loading...", shown)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("shows the options once loaded and keeps them for the next opening", async () => {
    const loadOptions = vi.fn(async () => options);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    await settle();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Canada", "France"]);
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    open();
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("option")).toHaveLength(2);
  });

  it("shows the error text and a Retry button that loads again", async () => {
    const loadOptions = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(options);
    render(
      <SearchableSelect label="Country" loadOptions={loadOptions} loadErrorText="Could not load countries" />,
    );
    open();
    await settle();
    expect(screen.getByText("Could not load countries", shown)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Could not load countries");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Loading...", shown)).toBeTruthy();
    await settle();
    expect(screen.queryByText("Could not load countries", shown)).toBeNull();
    expect(screen.getAllByRole("option")).toHaveLength(2);
  });

  it("Enter retries after a failure", async () => {
    const loadOptions = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(options);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    await settle();
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(loadOptions).toHaveBeenCalledTimes(2);
  });

  it("retries by itself once, 2000 ms after a failure", async () => {
    const loadOptions = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(options);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    await settle();
    expect(screen.getByText("Failed to load options", shown)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledTimes(2);
    await settle();
    expect(screen.getAllByRole("option")).toHaveLength(2);
  });

  it("stops retrying by itself after the automatic retry also fails", async () => {
    const loadOptions = vi.fn().mockRejectedValue(new Error("down"));
    render(<SearchableSelect label="Country" loadOptions={loadOptions} retryDelayMs={500} />);
    open();
    await settle();
    act(() => vi.advanceTimersByTime(500));
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(10_000));
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("closing cancels the pending automatic retry", async () => {
    const loadOptions = vi.fn().mockRejectedValue(new Error("down"));
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    await settle();
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    act(() => vi.advanceTimersByTime(5000));
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it("reopening while a request is out waits for it instead of sending another", async () => {
    let resolveFirst: (value: SearchableSelectOption[]) => void = () => {};
    const loadOptions = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(options);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
    open();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    resolveFirst([{ value: "XX", label: "Only" }]);
    await settle();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Only"]);
  });

  it("names a value chosen before opening by loading the options quietly", async () => {
    const loadOptions = vi.fn(async () => options);
    render(<SearchableSelect label="Country" defaultValue="FR" loadOptions={loadOptions} />);
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("France");
  });

  it("shows the empty text when nothing matches", async () => {
    render(<SearchableSelect label="Country" options={options} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "zz" } });
    expect(screen.getByText("No options found", shown)).toBeTruthy();
  });
});

describe("filterOptions", () => {
  const list = [{ label: "Curaçao" }, { label: "Canada" }, { label: "United States" }];
  it("matches anywhere, ignoring case and accents", () => {
    expect(filterOptions(list, "CURACAO")).toEqual([{ label: "Curaçao" }]);
    expect(filterOptions(list, "states")).toEqual([{ label: "United States" }]);
  });
  it("keeps everything for an empty or blank query", () => {
    expect(filterOptions(list, "  ")).toBe(list);
  });
});
