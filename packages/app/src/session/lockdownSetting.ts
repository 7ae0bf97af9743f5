import { useSyncExternalStore } from "react";

/**
 * The spec's lockdown (right-click menu and developer-tool keys blocked, page zoom locked), kept as an opt-in
 * setting because it breaks accessibility (WCAG 1.4.4) and protects nothing. Off unless VITE_LOCKDOWN=true at
 * build time or the person turns it on in Settings.
 *
 * This module holds the setting only; the guard that applies it (./lockdown) loads when it is turned on.
 */
const STORAGE_KEY = "round-lockdown";
const listeners = new Set<() => void>();

export function isLockdownEnabled(): boolean {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved !== null) return saved === "true";
  } catch {
    // Storage unavailable: fall back to the build setting.
  }
  return import.meta.env?.VITE_LOCKDOWN === "true";
}

export function setLockdownEnabled(enabled: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(enabled));
  } catch {
    // Not persisted; still applies to this page.
  }
  for (const listener of listeners) listener();
}

export function useLockdownSetting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLockdownEnabled,
    () => false,
  );
}
