import { ActionMenu, type ActionMenuItem, Button, Modal, useToast } from "@round/ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, failureToast } from "../../../api/errors";
import type { RecordKind } from "./kinds";

export interface StatusAction {
  /** The status it sets: PUT {status}. */
  status: string;
  /** 'Activate', 'Deactivate', 'Archive'. */
  label: string;
  /** The toast's past tense: 'activated'. */
  done: string;
}

export const ACTIVATE: StatusAction = { status: "active", label: "Activate", done: "activated" };
export const DEACTIVATE: StatusAction = { status: "inactive", label: "Deactivate", done: "deactivated" };
export const ARCHIVE: StatusAction = { status: "archived", label: "Archive", done: "archived" };

export interface RecordActionsProps {
  kind: RecordKind;
  name: string;
  /** The record's status now: its own action is left out. */
  status?: string;
  statusActions?: readonly StatusAction[];
  onStatus?: (status: string) => Promise<unknown>;
  /** Resolves with the copy; the page then opens it. */
  onDuplicate?: () => Promise<{ id: string; name?: string }>;
  /** Where a duplicate opens: `/catalog/plans/{id}`. */
  detailHref?: (id: string) => string;
  onDelete: () => Promise<unknown>;
  /** Shown before the menu: Edit, Settings. */
  children?: ReactNode;
}

type DeleteStep = { step: "closed" } | { step: "confirm" } | { step: "inUse"; message: string };

/**
 * A record page's actions: the caller's buttons (Edit, Settings), then a menu with Duplicate, the status
 * changes and Delete. Delete asks first; a record in use (409) says why and offers Archive instead.
 */
export function RecordActions({
  kind,
  name,
  status,
  statusActions = [],
  onStatus,
  onDuplicate,
  detailHref,
  onDelete,
  children,
}: RecordActionsProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DeleteStep>({ step: "closed" });
  const [busy, setBusy] = useState<"delete" | "archive" | null>(null);
  const canArchive = statusActions.some((action) => action.status === ARCHIVE.status) && onStatus;

  async function changeStatus(action: StatusAction) {
    if (!onStatus) return;
    try {
      await onStatus(action.status);
      toast({ kind: "success", title: `${kind.noun} ${action.done}`, description: name });
    } catch (error) {
      toast(failureToast(`Failed to ${action.label.toLowerCase()} ${kind.lower}`, error));
    }
  }

  async function duplicate() {
    if (!onDuplicate) return;
    try {
      const copy = await onDuplicate();
      toast({ kind: "success", title: `${kind.noun} duplicated`, description: copy.name });
      if (detailHref) navigate(detailHref(copy.id));
    } catch (error) {
      toast(failureToast(`Failed to duplicate ${kind.lower}`, error));
    }
  }

  async function remove() {
    setBusy("delete");
    try {
      await onDelete();
      setDialog({ step: "closed" });
      toast({ kind: "success", title: `${kind.noun} deleted`, description: name });
      navigate(kind.listHref);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDialog({ step: "inUse", message: error.message });
      } else {
        setDialog({ step: "closed" });
        toast(failureToast(`Failed to delete ${kind.lower}`, error));
      }
    } finally {
      setBusy(null);
    }
  }

  async function archiveInstead() {
    if (!onStatus) return;
    setBusy("archive");
    try {
      await onStatus(ARCHIVE.status);
      setDialog({ step: "closed" });
      toast({ kind: "success", title: `${kind.noun} archived`, description: name });
    } catch (error) {
      toast(failureToast(`Failed to archive ${kind.lower}`, error));
    } finally {
      setBusy(null);
    }
  }

  const items: ActionMenuItem[] = [
    ...(onDuplicate ? [{ label: "Duplicate", onSelect: () => void duplicate() }] : []),
    ...statusActions
      .filter((action) => action.status !== status)
      .map((action) => ({ label: action.label, onSelect: () => void changeStatus(action) })),
    ...(onDuplicate || statusActions.length > 0 ? [{ type: "separator" as const }] : []),
    { label: "Delete", destructive: true, onSelect: () => setDialog({ step: "confirm" }) },
  ];

  const inUse = dialog.step === "inUse";
  return (
    <>
      {children}
      <ActionMenu label="More actions" items={items} />
      <Modal
        open={dialog.step !== "closed"}
        onOpenChange={(open) => {
          if (!open && !busy) setDialog({ step: "closed" });
        }}
        size="sm"
        title={inUse ? `This ${kind.lower} is in use` : `Delete ${kind.lower}?`}
        description={inUse ? dialog.message : `${name} will be deleted for good. This cannot be undone.`}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setDialog({ step: "closed" })}
              disabled={busy !== null}
            >
              {inUse && !canArchive ? "OK" : "Cancel"}
            </Button>
            {inUse ? (
              canArchive ? (
                <Button
                  onClick={() => void archiveInstead()}
                  loading={busy === "archive"}
                  loadingLabel="Archiving..."
                >
                  Archive {kind.lower}
                </Button>
              ) : null
            ) : (
              <Button
                variant="danger"
                onClick={() => void remove()}
                loading={busy === "delete"}
                loadingLabel="Deleting..."
              >
                Delete {kind.lower}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}
