import {
  type ChangeEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CheckIcon, ChevronDownIcon, CloseIcon, ErrorIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { placePopup } from "../../utils/placePopup";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Button } from "../Button";
import { Field, fieldIds, useFieldId } from "../Field";
import { mergeRefs } from "../Field/mergeRefs";
import { useControllableState } from "../Field/useControllableState";
import { IconButton } from "../IconButton";
import { Spinner } from "../Spinner";
import { filterOptions } from "./filterOptions";
import * as styles from "./SearchableSelect.css";

export interface SearchableSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type LoadStatus = "idle" | "loading" | "ready" | "error";

export interface SearchableSelectProps {
  label: ReactNode;
  /** The chosen value, or null for none. Leave undefined to let the select keep its own value. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen value, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** A fixed list of options. */
  options?: readonly SearchableSelectOption[];
  /**
   * Loads the options when the list first opens (or earlier, to name a value already chosen). With
   * `searchMode="client"` (the default) it is called without a query, the options are kept afterwards and
   * typing filters them here, case- and accent-insensitively. With `searchMode="server"` it is called with
   * what the person typed ('' on opening), `searchDebounceMs` after they stop typing, and its results are
   * shown as they come, unfiltered.
   */
  loadOptions?: (query?: string) => Promise<readonly SearchableSelectOption[]>;
  /** Where typing searches: in the options already loaded ("client") or through `loadOptions(query)` ("server"). */
  searchMode?: "client" | "server";
  /** With `searchMode="server"`, how long after the last keystroke `loadOptions(query)` is called, in ms. */
  searchDebounceMs?: number;
  /** Shows a 'Clear selection' button while a value is chosen. */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shows an asterisk and sets `aria-required`. */
  required?: boolean;
  /** The validation message; marks the input invalid and is announced politely. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The form name of a hidden input carrying the value. */
  name?: string;
  id?: string;
  className?: string;
  /** Text shown for the chosen value while its option is not loaded yet. */
  valueLabel?: string;
  /**
   * Delay of the one automatic retry after loading fails, in milliseconds: while the list is open, and for
   * the quiet load that names a value chosen before the options are known.
   */
  retryDelayMs?: number;
  loadingText?: string;
  loadErrorText?: string;
  retryLabel?: string;
  emptyText?: string;
  clearLabel?: string;
  /** Name of the button that opens and closes the list with the mouse. */
  toggleLabel?: string;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A text input that filters a list of options and picks one: the WAI-ARIA combobox pattern with a listbox
 * popup. Focus stays in the input; the highlighted option is announced through `aria-activedescendant`.
 */
export const SearchableSelect = forwardRef<HTMLInputElement, SearchableSelectProps>(function SearchableSelect(
  {
    label,
    value: valueProp,
    defaultValue = null,
    onChange,
    options: staticOptions,
    loadOptions,
    searchMode = "client",
    searchDebounceMs = 300,
    clearable = false,
    placeholder,
    disabled = false,
    required,
    error,
    hint,
    name,
    id: idProp,
    className,
    valueLabel,
    retryDelayMs = 2000,
    loadingText = "Loading...",
    loadErrorText = "Failed to load options",
    retryLabel = "Retry",
    emptyText = "No options found",
    clearLabel = "Clear selection",
    toggleLabel = "Show options",
    onOpenChange,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const listId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const [value, setValue] = useControllableState<string | null>(valueProp, defaultValue, onChange);

  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  /** What the person typed since opening; null shows the chosen option's label and every option. */
  const [query, setQuery] = useState<string | null>(null);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  /** Scroll the highlighted option into view only when the keyboard moved it, never under the mouse. */
  const scrollToActive = useRef(false);

  // Loading: the latest request wins; one automatic retry follows a failure while the list is open.
  const [status, setStatus] = useState<LoadStatus>(staticOptions ? "ready" : "idle");
  const [loaded, setLoaded] = useState<readonly SearchableSelectOption[]>([]);
  const loadOptionsRef = useRef(loadOptions);
  loadOptionsRef.current = loadOptions;
  const requestRef = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoRetried = useRef(false);
  const serverSearch = searchMode === "server" && !staticOptions;
  /** The query of the latest server search (and of its retries); the options loaded answer it. */
  const searchedFor = useRef<string | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  /** Which end ArrowDown or ArrowUp opened the list from, for options that arrive after it opened. */
  const openedFrom = useRef<"start" | "end">("start");
  const mounted = useRef(true);
  /** The last chosen option, so its label survives until the options are known. */
  const chosen = useRef<SearchableSelectOption | null>(null);

  const allOptions = staticOptions ?? loaded;
  const loadStatus: LoadStatus = staticOptions || !loadOptions ? "ready" : status;
  const filtered = useMemo(
    () => (serverSearch ? allOptions : filterOptions(allOptions, query ?? "")),
    [allOptions, query, serverSearch],
  );
  const selectedOption =
    allOptions.find((option) => option.value === value) ??
    (chosen.current?.value === value ? chosen.current : null);
  const selectedText = value === null ? "" : (selectedOption?.label ?? valueLabel ?? "");

  const clearRetry = () => clearTimer(retryTimer);

  /**
   * Loads the options. `automatic` marks the one retry after a failure; `quiet` a load made while the list
   * is closed (to name a chosen value), which is retried too. A server search passes its query along; a
   * retry repeats the last one.
   */
  const load = useCallback(
    (automatic: boolean, options: { quiet?: boolean; query?: string } = {}) => {
      const loader = loadOptionsRef.current;
      if (!loader) return;
      if (!automatic) autoRetried.current = false;
      clearTimer(retryTimer);
      clearTimer(searchTimer);
      const request = ++requestRef.current;
      if (options.query !== undefined) searchedFor.current = options.query;
      setStatus("loading");
      const pending = serverSearch ? loader(searchedFor.current ?? "") : loader();
      pending.then(
        (result) => {
          if (!mounted.current || request !== requestRef.current) return;
          setLoaded(result);
          setStatus("ready");
        },
        () => {
          if (!mounted.current || request !== requestRef.current) return;
          setStatus("error");
          if (!autoRetried.current && (openRef.current || options.quiet)) {
            autoRetried.current = true;
            retryTimer.current = setTimeout(() => load(true, options), retryDelayMs);
          }
        },
      );
    },
    [retryDelayMs, serverSearch],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer(retryTimer);
      clearTimer(searchTimer);
    };
  }, []);

  // A value chosen before the options are known: load them quietly to show its label.
  const needsLabel = !staticOptions && value !== null && !selectedOption && valueLabel === undefined;
  useEffect(() => {
    if (needsLabel && status === "idle") load(false, { quiet: true, query: "" });
  }, [needsLabel, status, load]);

  const setOpen = (next: boolean) => {
    if (openRef.current === next) return;
    openRef.current = next;
    setOpenState(next);
    onOpenChange?.(next);
  };

  const openList = (from: "start" | "end") => {
    if (disabled) return;
    openedFrom.current = from;
    setQuery(null);
    const list = allOptions;
    const selected = list.find((option) => option.value === value && !option.disabled);
    setActiveValue(selected?.value ?? (list.length ? firstEnabled(list, from === "end") : null));
    scrollToActive.current = true;
    setOpen(true);
    // A server search opens on the options for no query, unless they are loaded or on their way.
    const stale = serverSearch && searchedFor.current !== "";
    if (!staticOptions && (stale || status === "idle" || status === "error")) load(false, { query: "" });
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveValue(null);
    clearRetry();
    clearTimer(searchTimer);
  };

  const choose = (option: SearchableSelectOption) => {
    if (option.disabled) return;
    chosen.current = option;
    if (option.value !== value) setValue(option.value);
    close();
  };

  // Options arriving while open: highlight the chosen one, or the first (the last when ArrowUp opened it).
  useEffect(() => {
    if (!open || loadStatus !== "ready" || activeValue !== null) return;
    const selected = filtered.find((option) => option.value === value && !option.disabled);
    const next = selected?.value ?? firstEnabled(filtered, query === null && openedFrom.current === "end");
    if (next !== null) {
      scrollToActive.current = true;
      setActiveValue(next);
    }
  }, [open, loadStatus, activeValue, filtered, value, query]);

  // Disabling closes the list.
  useEffect(() => {
    if (disabled && openRef.current) {
      openRef.current = false;
      setOpenState(false);
      setQuery(null);
    }
  }, [disabled]);

  // Ids follow the position in the full list, so an option keeps its id while the filter changes.
  const positions = useMemo(() => new Map(allOptions.map((option, index) => [option, index])), [allOptions]);
  const optionId = (option: SearchableSelectOption) => `${listId}-${positions.get(option) ?? -1}`;
  const activeOption = open ? filtered.find((option) => option.value === activeValue) : undefined;

  useEffect(() => {
    if (!activeOption || !scrollToActive.current) return;
    scrollToActive.current = false;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: "nearest" });
  });

  const move = (step: 1 | -1) => {
    const enabled = filtered.filter((option) => !option.disabled);
    if (enabled.length === 0) return;
    const index = enabled.findIndex((option) => option.value === activeValue);
    const next =
      index === -1
        ? step === 1
          ? enabled[0]
          : enabled[enabled.length - 1]
        : enabled[Math.min(enabled.length - 1, Math.max(0, index + step))];
    scrollToActive.current = true;
    setActiveValue(next?.value ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openList("start");
        else move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList("end");
        else move(-1);
        break;
      case "Home":
      case "End": {
        if (!open || filtered.length === 0) return;
        event.preventDefault();
        scrollToActive.current = true;
        setActiveValue(firstEnabled(filtered, event.key === "End"));
        break;
      }
      case "Enter":
        if (!open) return;
        event.preventDefault();
        if (loadStatus === "error") load(false);
        else if (activeOption) choose(activeOption);
        break;
      case "Escape":
        if (!open) return;
        // Handled here: a dialog around the field must not close as well.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case "Tab":
        if (open) close();
        break;
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    if (!open) setOpen(true);
    if (serverSearch) {
      // The options answer an older query until the search has run: show Loading... meanwhile.
      setActiveValue(null);
      setStatus("loading");
      requestRef.current += 1;
      clearTimer(retryTimer);
      clearTimer(searchTimer);
      searchTimer.current = setTimeout(() => load(false, { query: text.trim() }), searchDebounceMs);
      return;
    }
    const next = filterOptions(allOptions, text);
    scrollToActive.current = true;
    setActiveValue(firstEnabled(next));
    if (!open && !staticOptions && (status === "idle" || status === "error")) load(false);
  };

  const focusInput = () => inputRef.current?.focus();

  // The popup is fixed, placed against the field's box: a dialog's scrolling body cannot clip it. It follows
  // the box on every render, scroll and resize while open.
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (open && popup?.parentElement) placePopup(popup, popup.parentElement, popupPlacement);
  });
  useEffect(() => {
    if (!open) return;
    const reposition = () => {
      const popup = popupRef.current;
      if (popup?.parentElement) placePopup(popup, popup.parentElement, popupPlacement);
    };
    window.addEventListener("resize", reposition);
    window.addEventListener("scroll", reposition, true);
    return () => {
      window.removeEventListener("resize", reposition);
      window.removeEventListener("scroll", reposition, true);
    };
  }, [open]);

  const statusText = !open
    ? ""
    : loadStatus === "loading" || loadStatus === "idle"
      ? loadingText
      : loadStatus === "error"
        ? loadErrorText
        : filtered.length === 0
          ? emptyText
          : "";

  // An empty string is no choice either (forms hold an unset field as ''): nothing to clear.
  const showClear = clearable && value !== null && value !== undefined && value !== "" && !disabled;

  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      action={
        <>
          {showClear ? (
            <IconButton
              size="sm"
              variant="ghost"
              label={clearLabel}
              icon={<CloseIcon />}
              // Keeps focus in the input when it is there already.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                chosen.current = null;
                setValue(null);
                close();
                focusInput();
              }}
            />
          ) : null}
          <button
            type="button"
            tabIndex={-1}
            className={styles.toggle}
            aria-label={toggleLabel}
            aria-expanded={open}
            aria-controls={listId}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              focusInput();
              if (open) close();
              else openList("start");
            }}
          >
            <ChevronDownIcon className={styles.chevron} />
          </button>
        </>
      }
      popup={
        <>
          {/* Pressing inside the popup must not take focus from the input. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input; not a control */}
          <div
            ref={popupRef}
            className={styles.popup}
            hidden={!open}
            onMouseDown={(event) => event.preventDefault()}
          >
            {open && (loadStatus === "loading" || loadStatus === "idle") ? (
              <div className={styles.message}>
                <Spinner size={14} label={null} />
                <span>{loadingText}</span>
              </div>
            ) : null}
            {open && loadStatus === "error" ? (
              <div className={styles.message}>
                <span className={styles.errorMessage}>
                  <ErrorIcon size={14} />
                  {loadErrorText}
                </span>
                <Button size="sm" variant="secondary" tabIndex={-1} onClick={() => load(false)}>
                  {retryLabel}
                </Button>
              </div>
            ) : null}
            {open && loadStatus === "ready" && filtered.length === 0 ? (
              <div className={styles.message}>{emptyText}</div>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-labelledby={ids.label}
              // Focusable for axe's scrollable-region rule; pressing in the popup never moves focus here.
              tabIndex={-1}
              className={styles.listbox}
              hidden={!open || loadStatus !== "ready" || filtered.length === 0}
            >
              {open && loadStatus === "ready"
                ? filtered.map((option) => {
                    const selected = option.value === value;
                    return (
                      // The keyboard works through the input (aria-activedescendant): options take no focus.
                      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                      // biome-ignore lint/a11y/useFocusableInteractive: see above
                      <div
                        key={option.value}
                        id={optionId(option)}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={option.disabled || undefined}
                        data-highlighted={option.value === activeValue || undefined}
                        className={styles.option}
                        onMouseMove={() => {
                          if (!option.disabled && option.value !== activeValue) setActiveValue(option.value);
                        }}
                        onClick={() => choose(option)}
                      >
                        <span className={styles.optionLabel}>{option.label}</span>
                        {selected ? <CheckIcon className={styles.check} /> : null}
                      </div>
                    );
                  })
                : null}
            </div>
          </div>
          <div role="status" className={visuallyHidden}>
            {statusText}
          </div>
          {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
        </>
      }
    >
      {(control) => (
        <input
          ref={inputRefs}
          {...control}
          className={cx(control.className, styles.input)}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={query ?? selectedText}
          onChange={onInputChange}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) {
              openList("start");
              // Typing then replaces the chosen label instead of adding to it.
              inputRef.current?.select();
            }
          }}
          onBlur={() => {
            if (openRef.current) close();
          }}
        />
      )}
    </Field>
  );
});

/** The popup is as wide as the field and lines up with it, even near the viewport's edge. */
const popupPlacement = { matchWidth: true, followAnchorToEdge: true } as const;

function firstEnabled(list: readonly SearchableSelectOption[], fromEnd = false): string | null {
  const ordered = fromEnd ? [...list].reverse() : list;
  return ordered.find((option) => !option.disabled)?.value ?? null;
}

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | undefined }) {
  if (timer.current !== undefined) clearTimeout(timer.current);
  timer.current = undefined;
}
