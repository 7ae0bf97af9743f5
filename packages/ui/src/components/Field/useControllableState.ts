import { useCallback, useRef, useState } from "react";

/**
 * State that a parent may control (`value` given) or leave to the component (`defaultValue`).
 * The setter always reports through `onChange`; it only stores the value when uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}
