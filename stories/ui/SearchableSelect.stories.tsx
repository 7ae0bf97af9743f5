import { Button, Modal, SearchableSelect, type SearchableSelectOption, TextField } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";

const countries: SearchableSelectOption[] = [
  { value: "AU", label: "Australia" },
  { value: "BR", label: "Brazil" },
  { value: "CA", label: "Canada" },
  { value: "CW", label: "Curaçao" },
  { value: "FR", label: "France" },
  { value: "DE", label: "Germany" },
  { value: "JP", label: "Japan" },
  { value: "KP", label: "North Korea", disabled: true },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
];

/** Text shown in the popup, not the visually hidden status region that repeats it for screen readers. */
const shown = { ignore: "[role=status]" };

/** Sixty characters without a space or hyphen, as an identifier or a pasted token can be. */
const UNBROKEN = "SUPERCALIFRAGILISTICEXPIALIDOCIOUSSUBSCRIPTIONBILLINGPLATFORM";

const manyOptions: SearchableSelectOption[] = Array.from({ length: 200 }, (_, index) => {
  const n = String(index + 1).padStart(3, "0");
  return { value: `plan-${n}`, label: `Plan ${n}` };
});

/** A loader whose calls are counted; `fail` says which calls (1-based) reject. Made per mount, so stories restart clean. */
function useLoader(fail: (call: number) => boolean, options = countries) {
  const [loader] = useState(() => {
    let calls = 0;
    return fn(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fail(calls)) throw new Error("Network error");
      return options;
    });
  });
  return loader;
}

/**
 * Picks one value from a list people can filter by typing: countries, currencies, industries. Options are given
 * (`options`) or loaded when the list first opens (`loadOptions`), with loading, error-with-retry (plus one
 * automatic retry after `retryDelayMs`, 2 s, also for the quiet load that names a value chosen before the
 * options are known) and empty states.
 *
 * **Server-side search:** with `searchMode="server"`, `loadOptions(query)` is called with what the person
 * typed ('' on opening), `searchDebounceMs` (300 ms) after the last keystroke; its answer is shown as it
 * is, and an answer to an older query never replaces a newer one. Give `valueLabel` when a chosen value
 * may not be in the first page of results.
 *
 * The list is `position: fixed`, placed against the field (above it when there is no room below), so a
 * dialog's scrolling body does not clip it.
 *
 * **Accessibility:** follows the WAI-ARIA APG [Combobox](https://www.w3.org/WAI/ARIA/apg/patterns/combobox/)
 * pattern with a listbox popup. The input keeps focus (`role="combobox"`, `aria-expanded`, `aria-controls`); the highlighted
 * option is pointed to by `aria-activedescendant`; the chosen option is `aria-selected` and shows a check mark.
 * Loading, error and empty messages are announced through a polite status region.
 *
 * | Key | Action |
 * | --- | --- |
 * | ArrowDown / ArrowUp | Open the list (on the chosen option, else the first / last); then move the highlight |
 * | Home / End | With the list open: highlight the first / last option |
 * | Typing | Opens the list and filters it (case- and accent-insensitive) |
 * | Enter | Choose the highlighted option and close; after a load failure, retry |
 * | Escape | Close the list and restore the chosen option's text |
 * | Tab | Close the list and move on (to the clear button when there is one) |
 */
const meta = {
  title: "Forms/SearchableSelect",
  component: SearchableSelect,
  args: { label: "Country", placeholder: "Select a country", options: countries, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 400, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { defaultValue: "CA" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue("Canada");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("listbox")).not.toBeInTheDocument();
  },
};

export const OpenWithOptions: Story = {
  args: { defaultValue: "CA" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = canvas.getByRole("listbox", { name: "Country" });
    await expect(within(listbox).getAllByRole("option")).toHaveLength(countries.length);
    const chosen = within(listbox).getByRole("option", { name: "Canada" });
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", chosen.id);
    await expect(input).toHaveFocus();
  },
};

export const TypingToFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.type(input, "UNITED");
    const options = within(canvas.getByRole("listbox")).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual(["United Kingdom", "United States"]);
    await expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.clear(input);
    await userEvent.type(input, "curacao");
    await expect(canvas.getByRole("option", { name: "Curaçao" })).toBeVisible();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      canvas.getByRole("option", { name: "Australia" }).id,
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      canvas.getByRole("option", { name: "Canada" }).id,
    );
    await userEvent.keyboard("{End}");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      canvas.getByRole("option", { name: "United States" }).id,
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("US");
    await expect(input).toHaveValue("United States");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveFocus();
  },
};

export const EscapeRestoresText: Story = {
  args: { defaultValue: "FR" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await userEvent.keyboard("ger");
    await expect(input).toHaveValue("ger");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("France");
    await expect(input).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MouseSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show options" }));
    await userEvent.click(canvas.getByRole("option", { name: "Japan" }));
    await expect(args.onChange).toHaveBeenCalledWith("JP");
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveValue("Japan");
    await expect(input).toHaveFocus();
    // A disabled option cannot be chosen.
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole("option", { name: "North Korea" }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "Country" }), "Atlantis");
    await expect(canvas.getByText("No options found", shown)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("No options found");
    await expect(canvas.queryByRole("option")).not.toBeInTheDocument();
  },
};

function LoadingSelect(props: Partial<Parameters<typeof SearchableSelect>[0]>) {
  const [loader] = useState(() => fn(() => new Promise<SearchableSelectOption[]>(() => {})));
  return <SearchableSelect label="Country" placeholder="Select a country" {...props} loadOptions={loader} />;
}

export const Loading: Story = {
  render: (args) => <LoadingSelect onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await expect(canvas.getByText("Loading...", shown)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading...");
  },
};

function FailingSelect({ recover, retryDelayMs }: { recover: boolean; retryDelayMs?: number }) {
  const loader = useLoader((call) => !recover || call === 1);
  return (
    <SearchableSelect
      label="Country"
      placeholder="Select a country"
      loadOptions={loader}
      retryDelayMs={retryDelayMs}
    />
  );
}

export const LoadError: Story = {
  // The automatic retry is pushed far out so the error stays on screen while it is checked.
  render: () => <FailingSelect recover={false} retryDelayMs={600_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await expect(await canvas.findByText("Failed to load options", shown)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Failed to load options");
    const retry = canvas.getByRole("button", { name: "Retry" });
    await userEvent.click(retry);
    // Retrying reloads (a second call), fails again and shows the error again; focus never left the input.
    await expect(await canvas.findByText("Loading...", shown)).toBeVisible();
    await expect(await canvas.findByText("Failed to load options", shown)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-expanded", "true");
  },
};

export const RetryRecovers: Story = {
  render: () => <FailingSelect recover retryDelayMs={600_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await expect(await canvas.findByText("Failed to load options", shown)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByRole("option", { name: "Canada" })).toBeVisible();
    await expect(canvas.queryByText("Failed to load options", shown)).not.toBeInTheDocument();
  },
};

export const AutomaticRetry: Story = {
  render: () => <FailingSelect recover />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await expect(await canvas.findByText("Failed to load options", shown)).toBeVisible();
    // No click: the select tries again by itself after 2 seconds.
    await expect(await canvas.findByRole("option", { name: "Canada" }, { timeout: 4000 })).toBeVisible();
  },
};

function AsyncSelect(props: Partial<Parameters<typeof SearchableSelect>[0]>) {
  const loader = useLoader(() => false);
  return <SearchableSelect label="Country" placeholder="Select a country" {...props} loadOptions={loader} />;
}

export const AsyncOptions: Story = {
  render: (args) => <AsyncSelect onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await expect(await canvas.findByRole("option", { name: "Germany" })).toBeVisible();
    await userEvent.keyboard("jap{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("JP");
    await expect(input).toHaveValue("Japan");
  },
};

export const AsyncWithChosenValue: Story = {
  render: (args) => <AsyncSelect defaultValue="GB" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The options load in the background to name the value already chosen.
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Country" })).toHaveValue("United Kingdom"),
    );
  },
};

/** Countries as a server would answer a search: by the start of the name or the code. */
const searchCountries = fn(async (query?: string) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const needle = (query ?? "").toLowerCase();
  return countries.filter(
    (country) => country.label.toLowerCase().startsWith(needle) || country.value.toLowerCase() === needle,
  );
});

/** `searchMode="server"`: each pause in typing asks `loadOptions(query)`; the answer is shown as it is. */
export const ServerSearch: Story = {
  args: { options: undefined, loadOptions: searchCountries, searchMode: "server", searchDebounceMs: 200 },
  play: async ({ canvasElement, args }) => {
    searchCountries.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await expect(await canvas.findByRole("option", { name: "Australia" })).toBeVisible();
    await expect(searchCountries).toHaveBeenLastCalledWith("");
    await userEvent.keyboard("jp");
    // The server matches the code too: 'jp' finds Japan although its name does not contain it.
    await waitFor(() => expect(searchCountries).toHaveBeenLastCalledWith("jp"));
    await waitFor(() =>
      expect(canvas.getAllByRole("option").map((option) => option.textContent)).toEqual(["Japan"]),
    );
    // One call for the opening, one for the pause after typing: not one per keystroke.
    await expect(searchCountries).toHaveBeenCalledTimes(2);
    // The first result is highlighted as it arrives; Enter chooses it.
    const japan = canvas.getByRole("option", { name: "Japan" });
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", japan.id));
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("JP");
    await expect(input).toHaveValue("Japan");
  },
};

/** In a dialog whose body scrolls, the list opens over the dialog's edge instead of being cut off. */
export const InsideModal: Story = {
  render: (args) => (
    <Modal
      title="Billing address"
      description="Where the invoices are sent."
      trigger={<Button>Edit address</Button>}
      footer={<Button variant="secondary">Save</Button>}
    >
      <div style={{ display: "grid", gap: 16 }} data-testid="address-fields">
        <TextField label="Street" defaultValue="12 Harbour Road" />
        <TextField label="City" defaultValue="Wellington" />
        <SearchableSelect {...args} />
      </div>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit address" }));
    const dialog = await screen.findByRole("dialog", { name: "Billing address" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Country" }));
    const listbox = await within(dialog).findByRole("listbox");
    const popup = listbox.parentElement!;
    await waitFor(() => expect(popup).toBeVisible());
    // The list reaches past the dialog's scrolling body (below it, or above when there is no room below),
    // and what shows at its far end is the list itself, not the dialog's footer or header.
    const body = within(dialog).getByTestId("address-fields").parentElement!.getBoundingClientRect();
    const box = popup.getBoundingClientRect();
    const up = popup.dataset.side === "top";
    await expect(up ? box.top < body.top : box.bottom > body.bottom).toBe(true);
    const farEnd = up ? box.top + 12 : box.bottom - 12;
    await expect(popup.contains(document.elementFromPoint(box.left + 24, farEnd))).toBe(true);
    await userEvent.click(within(listbox).getByRole("option", { name: "Japan" }));
    const input = within(dialog).getByRole("combobox", { name: "Country" });
    await expect(input).toHaveValue("Japan");
    await expect(screen.getByRole("dialog", { name: "Billing address" })).toBeVisible();
    // Open again, so the picture shows the list over the dialog's edge.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(dialog).getByRole("listbox")).toBeVisible());
  },
};

export const ClearableWithValueThenCleared: Story = {
  args: { clearable: true, defaultValue: "DE" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveValue("Germany");
    await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
  },
};

export const NotClearable: Story = {
  args: { clearable: false, defaultValue: "DE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveValue("Germany");
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "US", clearable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("button", { name: "Clear selection" })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ValidationError: Story = {
  args: { required: true, error: "Select a country", hint: "Used for tax and invoicing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(input).toHaveAccessibleDescription("Used for tax and invoicing Select a country");
    await expect(canvas.getByText("Select a country", shown)).toBeVisible();
  },
};

export const ManyOptions: Story = {
  args: { label: "Plan", placeholder: "Select a plan", options: manyOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Plan" });
    await userEvent.click(input);
    await expect(canvas.getAllByRole("option")).toHaveLength(200);
    const listbox = canvas.getByRole("listbox");
    // 20rem at most, then the list scrolls.
    await expect(listbox.parentElement!.getBoundingClientRect().height).toBeLessThanOrEqual(320);
    await userEvent.keyboard("{End}");
    const last = canvas.getByRole("option", { name: "Plan 200" });
    await expect(input).toHaveAttribute("aria-activedescendant", last.id);
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    const box = listbox.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(box.bottom + 1);
  },
};

export const LongOptionText: Story = {
  args: {
    label: "Industry",
    placeholder: "Select an industry",
    defaultValue: "long",
    options: [
      { value: "saas", label: "Software as a service" },
      {
        value: "long",
        label: "Professional, scientific and technical services including consultancies and agencies",
      },
      { value: "unbroken", label: UNBROKEN },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Industry" }));
    const popup = canvas.getByRole("listbox").parentElement!;
    for (const option of canvas.getAllByRole("option")) {
      await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(
        popup.getBoundingClientRect().right,
      );
    }
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
    await expect(canvas.getByRole("listbox").scrollWidth).toBeLessThanOrEqual(
      canvas.getByRole("listbox").clientWidth,
    );
  },
};

/** A chosen value with no place to break stays inside the input, cut at its edge. */
export const LongUnbrokenValue: Story = {
  args: { label: "Industry", options: [{ value: "unbroken", label: UNBROKEN }], defaultValue: "unbroken" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Industry" });
    await expect(input).toHaveValue(UNBROKEN);
    const field = input.parentElement!;
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      field.getBoundingClientRect().right,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  ...OpenWithOptions,
  globals: { theme: "dark" },
};

export const DarkWithError: Story = {
  ...LoadError,
  globals: { theme: "dark" },
};

export const NarrowViewport: Story = {
  args: { defaultValue: "CA", clearable: true },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    const popup = canvas.getByRole("listbox").parentElement!;
    await expect(popup.getBoundingClientRect().width).toBeGreaterThanOrEqual(280);
    await expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
