import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { AlertIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from "../../icons";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { IconButton } from "../IconButton";
import * as styles from "./Toast.css";

export type ToastKind = "success" | "error" | "warning" | "info";

export interface ToastOptions {
  kind: ToastKind;
  title: ReactNode;
  description?: ReactNode;
  /** Time before it closes by itself, in ms. `Infinity` keeps it until dismissed. Defaults to the provider's. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast by id (nothing happens if it has already closed). */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time before a toast closes by itself, in ms. */
  durationMs?: number;
  /** How many toasts show at once; the oldest close first. */
  limit?: number;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
  /** Accessible name of the region holding the toasts. */
  regionLabel?: string;
  /** Words that open each announcement, by kind ('Error: Payment failed'). */
  kindLabels?: Partial<Record<ToastKind, string>>;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

interface ToastRecord extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const kindIcon: Record<ToastKind, ReactNode> = {
  success: <SuccessIcon size={18} />,
  error: <ErrorIcon size={18} />,
  warning: <AlertIcon size={18} />,
  info: <InfoIcon size={18} />,
};

const defaultKindLabels: Record<ToastKind, string> = {
  success: "Success",
  error: "Error",
  warning: "Warning",
  info: "Information",
};

/** Errors and warnings interrupt the screen reader; successes and information wait their turn. */
const urgent = (kind: ToastKind) => kind === "error" || kind === "warning";

/** A title that already ends a sentence needs no full stop before the description. */
const endsSentence = (title: ReactNode) => typeof title === "string" && /[.!?…]\s*$/.test(title);

/**
 * Calls `onElapsed` once `durationMs` of unpaused time has passed. Pausing keeps the time left, so a
 * person reading (hovering or focusing) the toast never loses it mid-sentence.
 */
function useDismissTimer(durationMs: number, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(durationMs);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });
  useEffect(() => {
    remaining.current = durationMs;
  }, [durationMs]);
  useEffect(() => {
    if (paused || !Number.isFinite(durationMs) || durationMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, durationMs]);
}

function Toast({
  record,
  durationMs,
  dismissLabel,
  onDismiss,
  onDismissFromButton,
}: {
  record: ToastRecord;
  durationMs: number;
  dismissLabel: string;
  onDismiss: (id: string) => void;
  onDismissFromButton: (id: string, button: HTMLElement) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, kind, title, description } = record;
  useDismissTimer(record.durationMs ?? durationMs, hovered || focused, () => onDismiss(id));

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; nothing is activated
    <div
      className={styles.toast({ kind })}
      data-kind={kind}
      data-paused={hovered || focused || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon({ kind })}>{kindIcon[kind]}</span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <IconButton
        className={styles.close}
        label={dismissLabel}
        icon={<CloseIcon />}
        size="sm"
        onClick={(event) => onDismissFromButton(id, event.currentTarget)}
      />
    </div>
  );
}

/** Holds the toasts of an app and shows them in one corner. Put it once near the root. */
export function ToastProvider({
  children,
  durationMs = DEFAULT_TOAST_DURATION_MS,
  limit = 5,
  dismissLabel = "Dismiss",
  regionLabel = "Notifications",
  kindLabels,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const counter = useRef(0);

  // The region is portalled after mount, so rendering on a server never touches `document`.
  useEffect(() => setContainer(document.body), []);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => [...list, { ...options, id }].slice(-Math.max(1, limit)));
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  // Where focus was before it entered the toasts, to give it back when the last focused toast closes.
  const focusBefore = useRef<HTMLElement | null>(null);
  const onRegionFocus = (event: FocusEvent<HTMLOListElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusBefore.current = from;
  };

  // Closing a toast from its own button must not drop focus onto the page body: it moves to the
  // neighbouring toast's button, or back to where it came from.
  const dismissFromButton = useCallback(
    (id: string, button: HTMLElement) => {
      const item = button.closest("li");
      const sibling = item?.nextElementSibling ?? item?.previousElementSibling;
      const next = sibling?.querySelector<HTMLElement>("button") ?? focusBefore.current;
      dismiss(id);
      if (next?.isConnected) next.focus();
    },
    [dismiss],
  );

  const labels = { ...defaultKindLabels, ...kindLabels };
  // Screen readers announce what is added to a live region that already exists, and often miss a region
  // that arrives with its text. Both regions are rendered with the provider, before any toast, and each
  // toast's text is added to one of them; the toasts on screen are not live regions themselves.
  const announcements = (polite: boolean) =>
    toasts
      .filter((record) => urgent(record.kind) !== polite)
      .map((record) => (
        <p key={record.id}>
          {labels[record.kind]}: {record.title}
          {record.description ? (endsSentence(record.title) ? " " : ". ") : null}
          {record.description}
        </p>
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={visuallyHidden} data-toast-announcer="">
        <div aria-live="polite">{announcements(true)}</div>
        <div aria-live="assertive">{announcements(false)}</div>
      </div>
      {container
        ? createPortal(
            <section aria-label={regionLabel}>
              {toasts.length > 0 ? (
                <ol className={styles.viewport} onFocus={onRegionFocus}>
                  {toasts.map((record) => (
                    <li key={record.id} className={styles.item}>
                      <Toast
                        record={record}
                        durationMs={durationMs}
                        dismissLabel={dismissLabel}
                        onDismiss={dismiss}
                        onDismissFromButton={dismissFromButton}
                      />
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>,
            container,
          )
        : null}
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts. Must be called inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used within a ToastProvider");
  return api;
}
