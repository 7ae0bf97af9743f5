import { AcceptInvitationForm } from "@round/forms";
import { Banner, Spinner, Stack, Link as UiLink, useToast } from "@round/ui";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type InvitationLookup, lookupInvitation, registerWithInvitation } from "../../api/invitations";
import * as layout from "../../layouts/layout.css";
import { useAuth } from "../../session/AuthProvider";

/** The invitation link's page: create an account with the invited address and join the organization. */
export default function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const { toast } = useToast();
  const invitation = useInvitationLookup(token);

  if (!token || invitation.isError) {
    return (
      <Stack gap="lg">
        <h1 className={layout.heading}>Invitation not valid</h1>
        <Banner tone="error">
          {invitation.error?.message ?? "This invitation link is incomplete."} Ask the person who invited you
          to send a new invitation.
        </Banner>
        <UiLink href="/auth/login" as={Link}>
          Back to Login
        </UiLink>
      </Stack>
    );
  }
  if (invitation.isPending) {
    return (
      <Stack gap="lg" role="status">
        <Spinner label={null} />
        <p>Loading your invitation...</p>
      </Stack>
    );
  }
  return (
    <AcceptInvitationForm
      email={invitation.data.email}
      organizationName={invitation.data.organizationName ?? invitation.data.accountName ?? "your team"}
      onSubmit={async (values) => {
        const result = await registerWithInvitation({ token, ...values });
        await startSession(result, "Failed to register with invitation");
        toast({ kind: "success", title: "Registration successful." });
        navigate("/dashboard", { replace: true });
      }}
    />
  );
}

type Lookup =
  | { isPending: true; isError: false; data?: undefined; error?: undefined }
  | { isPending: false; isError: true; data?: undefined; error: Error }
  | { isPending: false; isError: false; data: InvitationLookup; error?: undefined };

function useInvitationLookup(token: string): Lookup {
  const [state, setState] = useState<Lookup>({ isPending: true, isError: false });
  useEffect(() => {
    if (!token) return;
    let active = true;
    setState({ isPending: true, isError: false });
    lookupInvitation(token)
      .then((data) => active && setState({ isPending: false, isError: false, data }))
      .catch(
        (error: unknown) =>
          active &&
          setState({
            isPending: false,
            isError: true,
            error: error instanceof Error ? error : new Error("This invitation is not valid."),
          }),
      );
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}
