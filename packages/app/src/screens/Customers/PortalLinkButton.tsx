import type { CustomerResponse, PortalSessionResponse } from "@round/forms/schemas";
import { Button, useToast } from "@round/ui";
import { useState } from "react";
import { portalSessionMessages } from "../../api/portalSessions";
import { useCreatePortalSession } from "../../hooks/portalSessions";
import type { Permission } from "../../hooks/useCan";
import { onDemandDialog, preloadOn } from "../shared/onDemand";

/** The dialog that shows the link: its code (the dialog and the secret's reveal) loads when first wanted. */
const PortalLinkDialog = onDemandDialog(
  () => import("./PortalLinkDialog"),
  (props: { session: PortalSessionResponse | null }) => props.session !== null,
);

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
        {...preloadOn(PortalLinkDialog)}
      >
        Send Portal Link
      </Button>
      <PortalLinkDialog
        session={session}
        customerName={customer.displayName}
        onClose={() => setSession(null)}
      />
    </>
  );
}
