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

  it("retries the quiet load that names a chosen value once, 2000 ms after it fails", async () => {
    const loadOptions = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(options);
    render(<SearchableSelect label="Country" defaultValue="FR" loadOptions={loadOptions} />);
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("");
    act(() => vi.advanceTimersByTime(2000));
    await settle();
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("France");
  });

  it("opened with ArrowUp while loading, highlights the last option once they arrive", async () => {
    let answer: (value: SearchableSelectOption[]) => void = () => {};
    const loadOptions = vi.fn(() => new Promise<SearchableSelectOption[]>((resolve) => (answer = resolve)));
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Country" }), { key: "ArrowUp" });
    answer(options);
    await settle();
    const input = screen.getByRole("combobox");
    expect(document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe(
      "France",
    );
  });

  it("shows the empty text when nothing matches", async () => {
    render(<SearchableSelect label="Country" options={options} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "zz" } });
    expect(screen.getByText("No options found", shown)).toBeTruthy();
  });
});

describe("SearchableSelect server search", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const countries: SearchableSelectOption[] = [
    { value: "FR", label: "France" },
    { value: "FI", label: "Finland" },
    { value: "DE", label: "Germany" },
  ];
  const search = (query?: string) =>
    Promise.resolve(countries.filter((option) => option.label.toLowerCase().startsWith(query ?? "")));
  const type = (text: string) => fireEvent.change(screen.getByRole("combobox"), { target: { value: text } });

  it("opens on the results for no query, then asks for what is typed once typing pauses", async () => {
    const loadOptions = vi.fn(search);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} searchMode="server" />);
    open();
    expect(loadOptions).toHaveBeenCalledWith("");
    await settle();
    expect(screen.getAllByRole("option")).toHaveLength(3);
    type("f");
    type("fr");
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    act(() => vi.advanceTimersByTime(299));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(loadOptions).toHaveBeenLastCalledWith("fr");
    await settle();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["France"]);
  });

  it("shows the server's results as they are, without filtering them again", async () => {
    // A server may match on more than the label (a country code): its answer is kept whole.
    const loadOptions = vi.fn(async () => countries);
    render(
      <SearchableSelect
        label="Country"
        loadOptions={loadOptions}
        searchMode="server"
        searchDebounceMs={50}
      />,
    );
    open();
    type("de");
    act(() => vi.advanceTimersByTime(50));
    await settle();
    expect(screen.getAllByRole("option")).toHaveLength(3);
  });

  it("an answer to an older query never replaces a newer one", async () => {
    const answers: Array<(value: SearchableSelectOption[]) => void> = [];
    const loadOptions = vi.fn(
      (_query?: string) => new Promise<SearchableSelectOption[]>((resolve) => answers.push(resolve)),
    );
    render(
      <SearchableSelect
        label="Country"
        loadOptions={loadOptions}
        searchMode="server"
        searchDebounceMs={50}
      />,
    );
    open();
    type("f");
    act(() => vi.advanceTimersByTime(50));
    type("g");
    act(() => vi.advanceTimersByTime(50));
    expect(loadOptions.mock.calls.map((call) => call[0])).toEqual(["", "f", "g"]);
    answers[2]?.([countries[2]!]);
    await settle();
    answers[1]?.([countries[0]!, countries[1]!]);
    await settle();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Germany"]);
  });

  it("Enter chooses a result and the label stays when the list is searched again", async () => {
    const onChange = vi.fn();
    render(<SearchableSelect label="Country" loadOptions={search} searchMode="server" onChange={onChange} />);
    open();
    type("fi");
    act(() => vi.advanceTimersByTime(300));
    await settle();
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("FI");
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("Finland");
  });

  it("a failed search is retried with the same query", async () => {
    const loadOptions = vi
      .fn()
      .mockResolvedValueOnce(countries)
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce([countries[2]]);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} searchMode="server" />);
    open();
    await settle();
    type("ge");
    act(() => vi.advanceTimersByTime(300));
    await settle();
    expect(screen.getByText("Failed to load options", shown)).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    await settle();
    expect(loadOptions).toHaveBeenLastCalledWith("ge");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Germany"]);
  });

  it("without searchMode, loadOptions is called without a query and typing filters here", async () => {
    const loadOptions = vi.fn(async () => countries);
    render(<SearchableSelect label="Country" loadOptions={loadOptions} />);
    open();
    await settle();
    type("fin");
    act(() => vi.advanceTimersByTime(1000));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]).toEqual([]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Finland"]);
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

describe("SearchableSelect clear button", () => {
  it.each([
    ["null", null],
    ["an empty string", ""],
  ])("is hidden while the value is %s, shown once a value is chosen", (_, empty) => {
    const { rerender } = render(
      <SearchableSelect label="Country" options={options} value={empty} clearable />,
    );
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
    rerender(<SearchableSelect label="Country" options={options} value="FR" clearable />);
    expect(screen.getByRole("button", { name: "Clear selection" })).toBeTruthy();
  });
});
