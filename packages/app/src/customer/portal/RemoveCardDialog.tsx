/** 'Remove Visa •••• 4242?': the server may refuse (409, the last card of a subscription that needs one). */
import { ConfirmDialog } from "@round/ui";
import { useState } from "react";

export interface RemoveCardDialogProps {
  name: string;
  onRemove: () => Promise<void>;
  onClose: () => void;
}

export default function RemoveCardDialog({ name, onRemove, onClose }: RemoveCardDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={`Remove ${name}?`}
      description="It is no longer charged for anything. You can add it again later."
      confirmLabel="Remove card"
      pendingLabel="Removing..."
      pending={pending}
      error={error}
      onCancel={onClose}
      onConfirm={async () => {
        setPending(true);
        setError(null);
        try {
          await onRemove();
        } catch (failure) {
          setError(failure instanceof Error ? failure.message : String(failure));
          setPending(false);
        }
      }}
    />
  );
}
