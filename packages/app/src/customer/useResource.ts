import { useCallback, useEffect, useRef, useState } from "react";

export type ResourceState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; error: unknown };

/**
 * What a customer's page loads once: `initial` (a request the entry started before the page's code arrived)
 * or `load()`, then `reload()` (Retry) and `refresh()` (a quiet reload that keeps the page on screen), and
 * `update()` to put an answer on screen at once.
 */
export function useResource<T>(load: () => Promise<T>, initial?: Promise<T> | null) {
  const [state, setState] = useState<ResourceState<T>>({ status: "loading" });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const settle = useCallback((promise: Promise<T>, quiet: boolean) => {
    const mine = ++generation.current;
    if (!quiet) setState({ status: "loading" });
    promise.then(
      (data) => {
        if (generation.current === mine) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (generation.current === mine && !quiet) setState({ status: "error", error });
      },
    );
  }, []);

  const first = useRef(initial);
  useEffect(() => {
    settle(first.current ?? loadRef.current(), false);
    first.current = null;
    return () => {
      generation.current += 1;
    };
  }, [settle]);

  const reload = useCallback(() => settle(loadRef.current(), false), [settle]);
  const refresh = useCallback(() => settle(loadRef.current(), true), [settle]);
  const update = useCallback((change: (data: T) => T) => {
    generation.current += 1;
    setState((current) =>
      current.status === "ready" ? { status: "ready", data: change(current.data) } : current,
    );
  }, []);
  return { state, reload, refresh, update };
}
