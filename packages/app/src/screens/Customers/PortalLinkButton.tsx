import type { CustomerResponse, PortalSessionResponse } from "@round/forms/schemas";
import { Button, Modal, SecretReveal, useToast } from "@round/ui";
import { useState } from "react";
import { portalSessionMessages } from "../../api/portalSessions";
import { useCreatePortalSession } from "../../hooks/portalSessions";
import type { Permission } from "../../hooks/useCan";

/** 'Nov 30, 2026, 1:05 PM' in the reader's time zone. */
function expiryTime(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/**
 * The customer page's 'Send Portal Link' quick action: a one-hour link to the customer's portal, shown once
 * in a dialog to copy and pass on. A customer without portal access is refused (409) in a toast with the
 * server's words.
 */
export function PortalLinkButton({
  customer,
  permission,
}: {
  customer: CustomerResponse;
  permission: Permission;
}) {
  const create = useCreatePortalSession();
  const { toast } = useToast();
  const [session, setSession] = useState<PortalSessionResponse | null>(null);
  const send = async () => {
    try {
      setSession(await create.mutateAsync(customer.id));
    } catch (error) {
      toast({
        kind: "error",
        title: error instanceof Error ? error.message : portalSessionMessages.createFailed,
      });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={() => void send()}
        loading={create.isPending}
        loadingLabel="Creating link..."
        disabled={!permission.allowed}
        title={permission.reason ?? undefined}
      >
        Send Portal Link
      </Button>
      <Modal
        open={session !== null}
        onOpenChange={(open) => {
          if (!open) setSession(null);
        }}
        title="Portal Link"
        description={`Send this link to ${customer.displayName}: it opens their billing portal without a password.`}
        footer={<Button onClick={() => setSession(null)}>Done</Button>}
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
    </>
  );
}
