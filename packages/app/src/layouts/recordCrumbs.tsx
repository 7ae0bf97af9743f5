import { createContext, useContext, useEffect, useMemo, useState } from "react";

type SetLabel = (path: string, label: string | null) => void;

/** Where a screen names its own path for the breadcrumb bar (the shell provides it). */
export const RecordCrumbs = createContext<SetLabel>(() => {});

/**
 * The shell's side: the labels the screens on show have given their paths ('/catalog/plans/7c1…' → the
 * plan's name), so the bar never shows a raw id, and the setter to provide through `RecordCrumbs`.
 */
export function useRecordCrumbState(): [Record<string, string>, SetLabel] {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const setLabel = useMemo<SetLabel>(
    () => (path, label) =>
      setLabels((current) => {
        if (label === null) {
          if (!(path in current)) return current;
          const { [path]: _removed, ...rest } = current;
          return rest;
        }
        return current[path] === label ? current : { ...current, [path]: label };
      }),
    [],
  );
  return [labels, setLabel];
}

/** A screen's side: names `path` in the breadcrumb bar with `label` while the screen is shown. */
export function useCrumbLabel(path: string, label: string): void {
  const setLabel = useContext(RecordCrumbs);
  useEffect(() => {
    setLabel(path, label);
  }, [setLabel, path, label]);
  useEffect(() => () => setLabel(path, null), [setLabel, path]);
}

/** Where a screen says its path has no page, so the shell shows no trail for it (the shell provides it). */
export const NoTrail = createContext<(path: string | null) => void>(() => {});

/**
 * The not-found screen's side: while it is shown, the breadcrumb bar stays empty rather than inventing a
 * trail from the path ('This › Does › Not › Exist').
 */
export function useNoTrail(path: string): void {
  const setNoTrail = useContext(NoTrail);
  useEffect(() => {
    setNoTrail(path);
    return () => setNoTrail(null);
  }, [setNoTrail, path]);
}
