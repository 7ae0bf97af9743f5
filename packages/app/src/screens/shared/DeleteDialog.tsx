import { Banner, Button, Modal, Stack } from "@round/ui";
import { useState } from "react";
import { isConflict } from "../../api/catalogResource";

export interface DeleteDialogProps {
  /** The item to delete; null closes the dialog. */
  item: { id: string; name: string } | null;
  /** 'Delete Plan'. */
  title: string;
  onClose: () => void;
  /** Deletes; rejects with the server's error (a 409 when the item is in use). */
  onDelete: (id: string) => Promise<void>;
  /** Archives instead (offered after a 409 'in use'); families have no archived status and leave it out. */
  onArchive?: (id: string) => Promise<void>;
  /** The archive button's texts ('Archive' and 'Archiving...' unless said). */
  archiveLabel?: string;
  archivingLabel?: string;
  /** What goes with the item, said under the question ('Its 2 customers and 4 invoices are deleted with it.'). */
  detail?: string;
}

/**
 * The confirmation before a delete. A refusal explains itself in the dialog with the server's words; for an
 * item in use (409) it offers Archive instead.
 */
export function DeleteDialog({
  item,
  title,
  onClose,
  onDelete,
  onArchive,
  archiveLabel = "Archive",
  archivingLabel = "Archiving...",
  detail,
}: DeleteDialogProps) {
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const [busy, setBusy] = useState<"delete" | "archive" | null>(null);
  const [shown, setShown] = useState(item);
  // Another item, not the same one rebuilt by a re-render of the caller: a refusal stays shown.
  if (item && (item.id !== shown?.id || item.name !== shown.name)) {
    setShown(item);
    setFailure(null);
  }

  async function run(action: "delete" | "archive") {
    if (!item) return;
    setBusy(action);
    setFailure(null);
    try {
      await (action === "delete" ? onDelete(item.id) : onArchive?.(item.id));
      onClose();
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        conflict: action === "delete" && isConflict(error),
      });
    } finally {
      setBusy(null);
    }
  }

  const offerArchive = Boolean(failure?.conflict && onArchive);
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            Cancel
          </Button>
          {offerArchive ? (
            <Button
              onClick={() => void run("archive")}
              loading={busy === "archive"}
              loadingLabel={archivingLabel}
            >
              {archiveLabel}
            </Button>
          ) : (
            <Button
              variant="danger"
              onClick={() => void run("delete")}
              loading={busy === "delete"}
              loadingLabel="Deleting..."
              disabled={failure?.conflict === true}
            >
              Delete
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        <p>
          Delete <strong>{shown?.name}</strong>? This cannot be undone.
        </p>
        {detail ? <p>{detail}</p> : null}
        {failure ? <Banner tone="error">{failure.message}</Banner> : null}
      </Stack>
    </Modal>
  );
}
