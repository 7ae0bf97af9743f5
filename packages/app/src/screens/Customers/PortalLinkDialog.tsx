import type { PortalSessionResponse } from "@round/forms/schemas";
import { Button, Modal, SecretReveal } from "@round/ui";

/** 'Nov 30, 2026, 1:05 PM' in the reader's time zone. */
function expiryTime(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** The portal link just made, shown once to copy and pass on (loaded on demand: see PortalLinkButton). */
export default function PortalLinkDialog({
  session,
  customerName,
  onClose,
}: {
  session: PortalSessionResponse | null;
  customerName: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Portal Link"
      description={`Send this link to ${customerName}: it opens their billing portal without a password.`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {session ? (
        <SecretReveal
          label="Portal link"
          value={session.url}
          copyLabel="Copy link"
          warning={`This link works for one hour, until ${expiryTime(session.expiresAt)}, and is shown only now.`}
        />
      ) : null}
    </Modal>
  );
}
