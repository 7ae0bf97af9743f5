import type { ReactNode } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal, type ModalSize } from "../Modal";
import * as styles from "./ConfirmDialog.css";

export type ConfirmDialogTone = "danger" | "neutral";

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. The owner closes it (in `onCancel`, or once the action has succeeded). */
  open: boolean;
  /** The question, also the dialog's accessible name: 'Revoke Production server?'. */
  title: ReactNode;
  /** What the action does and whether it can be undone; also the dialog's accessible description. */
  description?: ReactNode;
  /** Details under the explanation, such as the address or the name of what is affected. */
  children?: ReactNode;
  /** The confirm button's text: 'Revoke key'. */
  confirmLabel: ReactNode;
  /** The confirm button's text while the action runs: 'Revoking...'. Defaults to `confirmLabel`. */
  pendingLabel?: ReactNode;
  cancelLabel?: string;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** `danger` (the default) for an action that destroys or takes away; `neutral` for any other. */
  tone?: ConfirmDialogTone;
  /** While true the confirm button shows `pendingLabel` and a spinner, and the dialog cannot be cancelled. */
  pending?: boolean;
  /** Why the last attempt failed; shown in an alert, so screen readers announce it at once. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or a click outside; never called while `pending`. */
  onCancel: () => void;
  size?: ModalSize;
  className?: string;
}

/**
 * Asks before an action that cannot be taken back: a question, what it does, Cancel and the action. Opening
 * focuses Cancel, so a stray Enter does nothing harmful. While the action runs it cannot be cancelled (the
 * request would go on unseen); if it fails, the reason shows in the dialog and the action can be tried again.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  closeLabel = "Close",
  tone = "danger",
  pending = false,
  error,
  onConfirm,
  onCancel,
  size = "md",
  className,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!pending) onCancel();
  };
  const hasError = error != null && error !== false && error !== "";
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      description={description}
      size={size}
      closeLabel={closeLabel}
      className={className}
      footer={
        <>
          {/* First in the footer, so opening the dialog focuses it rather than the action. */}
          <Button variant="secondary" onClick={cancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            onClick={onConfirm}
            loading={pending}
            loadingLabel={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children != null || hasError ? (
        <div className={styles.body}>
          {children}
          {hasError ? <Banner tone="error">{error}</Banner> : null}
        </div>
      ) : null}
    </Modal>
  );
}
