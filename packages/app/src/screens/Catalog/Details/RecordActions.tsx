import { ActionMenu, type ActionMenuItem, useToast } from "@round/ui";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { failureToast } from "../../../api/errors";
import { preloadOn } from "../../shared/onDemand";
import * as styles from "../Catalog.css";
import { DeleteDialog } from "../shared/catalogDialogs";
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

/**
 * A record page's actions: the caller's buttons (Edit, Settings), then a menu with Duplicate, the status
 * changes and Delete. Delete asks first (the lists' dialog); a record in use (409) says why and offers
 * Archive instead.
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
  const [deleting, setDeleting] = useState(false);
  // One object while the page shows: the dialog starts over (clears its message) for another item only.
  const target = useMemo(() => ({ id: kind.apiPath, name }), [kind.apiPath, name]);
  const canArchive = statusActions.some((action) => action.status === ARCHIVE.status);

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

  // The list screens' delete dialog: a refusal shows the server's words, and an item in use (409) offers
  // Archive instead.
  async function remove() {
    await onDelete();
    toast({ kind: "success", title: `${kind.noun} deleted`, description: name });
    navigate(kind.listHref);
  }

  async function archiveInstead() {
    await onStatus?.(ARCHIVE.status);
    toast({ kind: "success", title: `${kind.noun} archived`, description: name });
  }

  const items: ActionMenuItem[] = [
    ...(onDuplicate ? [{ label: "Duplicate", onSelect: () => void duplicate() }] : []),
    ...statusActions
      .filter((action) => action.status !== status)
      .map((action) => ({ label: action.label, onSelect: () => void changeStatus(action) })),
    ...(onDuplicate || statusActions.length > 0 ? [{ type: "separator" as const }] : []),
    {
      label: "Delete",
      destructive: true,
      onSelect: () => setDeleting(true),
    },
  ];

  return (
    <>
      {children}
      {/* The delete dialog (a Modal) loads when a pointer or the focus reaches the menu, or on Delete. */}
      <span className={styles.listener} {...preloadOn(DeleteDialog)}>
        <ActionMenu label="More actions" items={items} />
      </span>
      <DeleteDialog
        item={deleting ? target : null}
        title={kind.deleteTitle}
        onClose={() => setDeleting(false)}
        onDelete={remove}
        {...(canArchive && onStatus ? { onArchive: archiveInstead } : {})}
      />
    </>
  );
}
