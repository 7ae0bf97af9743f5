import {
  type ChangeEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { CloseIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Field, fieldIds, useFieldId } from "../Field";
import { mergeRefs } from "../Field/mergeRefs";
import * as styles from "./TagInput.css";

export interface TagInputProps {
  /** The field's label, which names the input and the list of tags. */
  label: ReactNode;
  /** The tags, in order. */
  value: string[];
  /** Called with the new list when a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /** At most this many tags; adding one more shows `tooManyMessage`. */
  maxTags?: number;
  /** A tag longer than this many characters is refused with `tooLongMessage`. */
  maxLength?: number;
  /** The message shown when a tag is longer than `maxLength`. */
  tooLongMessage?: (maxLength: number) => string;
  /** The message shown when adding a tag past `maxTags`. */
  tooManyMessage?: (maxTags: number) => string;
  /** The accessible name of a tag's remove button. */
  removeLabel?: (tag: string) => string;
  /** How many tags there are, read with the input and announced when it changes. */
  countText?: (count: number) => string;
  /** The caller's validation message; a refusal of the component's own shows in its place while it lasts. */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** The form name: each tag is submitted as one value under it. */
  name?: string;
  id?: string;
  className?: string;
}

const defaultTooLong = (maxLength: number) => `A tag can be at most ${maxLength} characters`;
const defaultTooMany = (maxTags: number) => `You can add up to ${maxTags} ${maxTags === 1 ? "tag" : "tags"}`;
const defaultRemoveLabel = (tag: string) => `Remove ${tag}`;
const defaultCountText = (count: number) => `${count} ${count === 1 ? "tag" : "tags"}`;

/** Ends a tag: typed (any keyboard, mobile ones included, as they report it in the text) or pasted. */
const SEPARATOR = ",";

/**
 * A labelled field holding a list of tags: type and press Enter or a comma to add one, Backspace in the
 * empty input removes the last, each tag has its own remove button.
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    label,
    value,
    onChange,
    maxTags,
    maxLength,
    tooLongMessage = defaultTooLong,
    tooManyMessage = defaultTooMany,
    removeLabel = defaultRemoveLabel,
    countText = defaultCountText,
    error,
    hint,
    disabled,
    placeholder,
    name,
    id: idProp,
    className,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const countId = `${id}-count`;
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const listRef = useRef<HTMLUListElement>(null);
  // After a tag is removed with its button, focus goes to the next tag's button, or the input.
  const focusAfterRemove = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll("button") ?? [];
    (buttons[index] ?? inputRef.current)?.focus();
  });

  /** Adds the pieces that are new and allowed; returns the ones refused (too long, or past the maximum). */
  function add(pieces: string[]): string[] {
    const next = [...value];
    const seen = new Set(next.map((tag) => tag.toLowerCase()));
    const refused: string[] = [];
    let message: string | null = null;
    for (const raw of pieces) {
      const tag = raw.trim();
      // Empty pieces and duplicates (in any case) are dropped quietly.
      if (tag === "" || seen.has(tag.toLowerCase())) continue;
      if (maxLength !== undefined && tag.length > maxLength) {
        message = tooLongMessage(maxLength);
        refused.push(tag);
      } else if (maxTags !== undefined && next.length >= maxTags) {
        message ??= tooManyMessage(maxTags);
        refused.push(tag);
      } else {
        next.push(tag);
        seen.add(tag.toLowerCase());
      }
    }
    setRefusal(message);
    if (next.length !== value.length) onChange(next);
    return refused;
  }

  function remove(index: number) {
    setRefusal(null);
    onChange(value.filter((_, position) => position !== index));
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    if (refusal) setRefusal(null);
    if (!typed.includes(SEPARATOR)) {
      setText(typed);
      return;
    }
    // A comma (typed, or in pasted text) ends each tag before it; what follows stays in the input.
    const pieces = typed.split(SEPARATOR);
    const rest = pieces.pop() ?? "";
    const refused = add(pieces);
    // A refused tag stays in the input, so it can be corrected.
    setText([...refused, rest].filter((piece) => piece.trim() !== "").join(" "));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      // Enter in an empty input is left to the form (it submits); with text it adds the tag.
      if (text.trim() === "") return;
      event.preventDefault();
      if (add([text]).length === 0) setText("");
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  }

  const shownError = refusal ?? error;
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={shownError}
      disabled={disabled}
      // The count describes the input once there are tags ('2 tags'); an empty list says nothing ('0 tags'
      // under a field read as noise). Its region still announces each change, the last removal included.
      describedBy={value.length > 0 ? countId : undefined}
      className={className}
    >
      {(control) => (
        <div className={styles.content}>
          {value.length > 0 ? (
            <ul ref={listRef} className={styles.list} aria-labelledby={ids.label}>
              {value.map((tag, index) => (
                <li key={tag} className={styles.tag} data-disabled={disabled || undefined}>
                  <span className={styles.tagText}>{tag}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={removeLabel(tag)}
                    title={removeLabel(tag)}
                    disabled={disabled}
                    onClick={() => {
                      focusAfterRemove.current = index;
                      remove(index);
                    }}
                  >
                    <CloseIcon size={12} />
                  </button>
                  {name ? <input type="hidden" name={name} value={tag} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <input
            ref={inputRefs}
            type="text"
            autoComplete="off"
            enterKeyHint="enter"
            placeholder={placeholder}
            {...control}
            className={cx(control.className, styles.input)}
            value={text}
            onChange={onInputChange}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Text left in the input is added on leaving it, so a form never loses a typed tag.
              if (text.trim() !== "" && add([text]).length === 0) setText("");
            }}
          />
          <span id={countId} className={visuallyHidden} aria-live="polite" aria-atomic="true">
            {countText(value.length)}
          </span>
        </div>
      )}
    </Field>
  );
});
