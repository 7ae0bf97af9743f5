import { useSyncExternalStore } from "react";
import { breakpoints } from "../theme/tokens";

/** mobile < 768 ≤ tablet < 1024 ≤ desktop < 1280 ≤ large. */
export type Breakpoint = "mobile" | "tablet" | "desktop" | "large";

/** Resize events are coalesced for this long before the breakpoint is read again. */
export const BREAKPOINT_DEBOUNCE_MS = 150;

/** The breakpoint a viewport width falls in. */
export function breakpointFor(width: number): Breakpoint {
  if (width < breakpoints.tablet) return "mobile";
  if (width < breakpoints.desktop) return "tablet";
  if (width < breakpoints.large) return "desktop";
  return "large";
}

// One debounced window listener shared by every component that asks.
const listeners = new Set<() => void>();
let current: Breakpoint = "desktop";
let timer: ReturnType<typeof setTimeout> | undefined;

function read(): Breakpoint {
  return breakpointFor(window.innerWidth);
}

function onResize() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const next = read();
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  }, BREAKPOINT_DEBOUNCE_MS);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    current = read();
    window.addEventListener("resize", onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("resize", onResize);
      clearTimeout(timer);
    }
  };
}

function getSnapshot(): Breakpoint {
  // Nobody listening means `current` may be stale: read the window directly.
  return listeners.size === 0 ? read() : current;
}

function getServerSnapshot(): Breakpoint {
  return "desktop";
}

/**
 * The current viewport breakpoint, updated 150 ms after resizing stops. On the server, and during
 * hydration, it is 'desktop'.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
