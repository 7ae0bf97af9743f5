import * as Dialog from "@radix-ui/react-dialog";
import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { IconButton } from "../IconButton";
import * as styles from "./Modal.css";

export type ModalSize = "sm" | "md" | "lg";

export interface ModalProps {
  /** Controlled open state. Leave undefined (with a `trigger`) to let the modal manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** The body; it scrolls when taller than the viewport allows. */
  children?: ReactNode;
  /** Actions shown at the bottom, such as Cancel and Save buttons. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** An element (usually a Button) that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
  className?: string;
}

/** Tells whether an element's content overflows it, so a scrolling region can be made keyboard-reachable. */
function useOverflowing<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return [useCallback((next: T | null) => setNode(next), []), overflowing];
}

/**
 * A modal dialog. Closes on Escape, on a click outside it and with its close button; keeps focus inside
 * while open and gives it back to the element that opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  closeLabel = "Close",
  trigger,
  className,
}: ModalProps) {
  const [bodyRef, bodyOverflowing] = useOverflowing<HTMLDivElement>();
  // Radix gives focus back only to its own Trigger; a controlled modal opened by any other element
  // gives it back to whatever had focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay}>
          <Dialog.Content
            className={cx(styles.content({ size }), className)}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (trigger || !opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
            // Without a description Radix expects an explicit opt-out of aria-describedby.
            {...(description ? {} : { "aria-describedby": undefined })}
          >
            <div className={styles.header}>
              <div className={styles.heading}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                ) : null}
              </div>
            </div>
            {children != null ? (
              <div
                ref={bodyRef}
                className={styles.body}
                // A scrolling body must be reachable by keyboard to be scrolled (WCAG 2.1.1).
                tabIndex={bodyOverflowing ? 0 : undefined}
                data-overflowing={bodyOverflowing || undefined}
              >
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {/* Last in the tab order (drawn top right), so opening focuses the first field or action. */}
            <Dialog.Close asChild>
              <IconButton className={styles.close} label={closeLabel} icon={<CloseIcon />} size="sm" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
