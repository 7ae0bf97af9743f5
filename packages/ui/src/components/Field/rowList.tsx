import { type RefObject, useLayoutEffect, useRef } from "react";
import { PlusIcon } from "../../icons";
import { Button } from "../Button";
import * as styles from "./rowList.css";

/** Where focus goes once the rows have rendered: a row (by index), or the Add button. */
export type FocusTarget = number | "add";

/**
 * Focus that follows adding and removing rows: a new row's first control, else the row that takes a removed
 * one's place (or the one before it), else Add. `find` names a row's element to focus.
 */
export function useRowFocus(find: (row: number) => HTMLElement | null | undefined) {
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<FocusTarget | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    (target === "add" ? addRef.current : find(target))?.focus();
  });
  return {
    addRef,
    /** Before a row is appended at `count`. */
    added: (count: number) => {
      pending.current = count;
    },
    /** Before the row at `index` of `count` is removed. */
    removed: (index: number, count: number) => {
      const left = count - 1;
      pending.current = left === 0 ? "add" : Math.min(index, left - 1);
    },
  };
}

/** The Add button under the rows, disabled once `full`, with the limit said beside it. */
export function AddRowFooter({
  addRef,
  label,
  full,
  limitId,
  limitText,
  onAdd,
}: {
  addRef: RefObject<HTMLButtonElement | null>;
  label: string;
  full: boolean;
  limitId: string;
  limitText: string;
  onAdd: () => void;
}) {
  return (
    <div className={styles.footer}>
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        icon={<PlusIcon size={16} />}
        disabled={full}
        aria-describedby={full ? limitId : undefined}
        onClick={onAdd}
      >
        {label}
      </Button>
      {full ? (
        <span id={limitId} className={styles.limit}>
          {limitText}
        </span>
      ) : null}
    </div>
  );
}
