import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { CloseIcon, SearchIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { Field } from "../Field";
import { mergeRefs } from "../Field/mergeRefs";
import { useControllableState } from "../Field/useControllableState";
import { IconButton } from "../IconButton";
import * as styles from "./SearchBox.css";

export interface SearchBoxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "value" | "defaultValue" | "onChange" | "prefix"
  > {
  /** The text. Leave undefined to let the box keep its own text. */
  value?: string;
  defaultValue?: string;
  /** Called on every change of the text. */
  onValueChange?: (value: string) => void;
  /** Called with the text once typing pauses for `debounceMs`, and at once on Enter and on clear. */
  onSearch?: (value: string) => void;
  /** Pause before `onSearch`, in milliseconds; 0 searches on every keystroke. */
  debounceMs?: number;
  /** The accessible name; visible only with `showLabel`. */
  label?: string;
  showLabel?: boolean;
  clearLabel?: string;
}

/**
 * A search input with a search icon and a clear button. Searches as you type (debounced), at once on Enter;
 * Escape or the clear button empties it.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    value: valueProp,
    defaultValue = "",
    onValueChange,
    onSearch,
    debounceMs = 300,
    label = "Search",
    showLabel = false,
    clearLabel = "Clear search",
    id,
    className,
    disabled,
    onKeyDown,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const [text, setText] = useControllableState(valueProp, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSearched = useRef<string | null>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const cancel = () => clearTimer(timer);
  useEffect(() => () => clearTimer(timer), []);

  const search = (next: string) => {
    cancel();
    lastSearched.current = next;
    onSearchRef.current?.(next);
  };

  const clear = () => {
    setText("");
    search("");
    inputRef.current?.focus();
  };

  return (
    <Field
      label={label}
      id={id}
      hideLabel={!showLabel}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
      prefix={<SearchIcon />}
      action={
        text !== "" && !disabled ? (
          <IconButton size="sm" variant="ghost" label={clearLabel} icon={<CloseIcon />} onClick={clear} />
        ) : null
      }
    >
      {(control) => (
        <input
          ref={inputRefs}
          type="search"
          autoComplete="off"
          {...rest}
          {...control}
          className={cx(control.className, styles.input)}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const next = event.target.value;
            setText(next);
            cancel();
            if (debounceMs <= 0) search(next);
            else
              timer.current = setTimeout(() => {
                // A pause that lands back on the last search is not a new search.
                if (next !== lastSearched.current) search(next);
              }, debounceMs);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            onKeyDown?.(event);
            if (event.defaultPrevented || event.nativeEvent.isComposing) return;
            if (event.key === "Enter") search(event.currentTarget.value);
            else if (event.key === "Escape" && event.currentTarget.value !== "") {
              event.preventDefault();
              clear();
            }
          }}
        />
      )}
    </Field>
  );
});

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | undefined }) {
  if (timer.current !== undefined) clearTimeout(timer.current);
  timer.current = undefined;
}
