import { Spinner } from "@round/ui";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from "react";
import * as styles from "./onDemand.css";

/** A piece of a screen whose code can be fetched before it is first shown. */
export interface Preloadable {
  preload: () => void;
}

type Module<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on its first render (under the caller's Suspense), or earlier through
 * `preload`: a screen's first paint leaves out what only a press of a button shows. A failed load is tried
 * again the next time.
 */
export function onDemand<P extends object>(
  load: () => Promise<Module<P>>,
): LazyExoticComponent<ComponentType<P>> & Preloadable {
  let pending: Promise<Module<P>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(get), { preload: () => void get().catch(() => {}) });
}

/**
 * Handlers that start loading the given pieces as soon as a pointer or the focus reaches an element (the
 * button that opens them, or a wrapper of a menu): by the press, the code is usually there.
 */
export function preloadOn(...pieces: Preloadable[]) {
  const preload = () => {
    for (const piece of pieces) piece.preload();
  };
  return { onPointerOver: preload, onFocus: preload };
}

/**
 * Starts loading a piece once the screen has painted: a record page's tables load alongside the record
 * rather than after it.
 */
export function usePreload(piece: Preloadable) {
  useEffect(() => piece.preload(), [piece]);
}

/** In the dialog's place while its code arrives. */
function DialogLoading() {
  return (
    <div role="status" className={styles.dialogLoading}>
      <Spinner size={20} label={null} />
      <span>Loading...</span>
    </div>
  );
}

/** Nothing until first open; then the dialog, with the loading state while its code arrives. */
function LatchedDialog<P extends object>({
  Dialog,
  open,
  props,
}: {
  Dialog: ComponentType<P>;
  open: boolean;
  props: P;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <DialogLoading /> : null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * A dialog loaded on demand: nothing until it is first open (so a closed dialog costs nothing), then its
 * code, with a small loading state in its place meanwhile. Once loaded it stays rendered, so it closes with
 * its own animation and keeps the dialog's focus return.
 */
export function onDemandDialog<P extends object>(
  load: () => Promise<Module<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> & Preloadable {
  const Dialog = onDemand(load);
  const render = (props: P) => <LatchedDialog Dialog={Dialog} open={isOpen(props)} props={props} />;
  return Object.assign(render, { preload: Dialog.preload });
}
