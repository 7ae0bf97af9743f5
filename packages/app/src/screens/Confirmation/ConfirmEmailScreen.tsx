import { Banner, Button, Inline, Spinner, Stack, Link as UiLink, useToast } from "@round/ui";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../api/errors";
import { confirmEmailAndLogin } from "../../api/identities";
import type { LoginResult } from "../../api/types";
import * as layout from "../../layouts/layout.css";
import { useAuth } from "../../session/AuthProvider";

export const CONFIRM_REDIRECT_MS = 2000;

// A confirmation token is single use: one request per token per page, whatever re-renders or remounts happen.
const confirmations = new Map<string, Promise<LoginResult>>();
function confirmOnce(userId: string, token: string): Promise<LoginResult> {
  const key = `${userId}:${token}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = confirmEmailAndLogin(userId, token);
    confirmations.set(key, pending);
  }
  return pending;
}

type Status = { kind: "loading" } | { kind: "success" } | { kind: "error"; message: string };

/** The landing page of the confirmation link: confirms, signs in, then goes to Get Started. */
export default function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const userId = params.get("userId") ?? "";
  const token = params.get("token") ?? "";
  const { startSession } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(
    userId && token ? { kind: "loading" } : { kind: "error", message: messages.invalidConfirmationLink },
  );

  useEffect(() => {
    if (!userId || !token) return;
    let active = true;
    confirmOnce(userId, token)
      .then((result) => startSession(result, messages.confirmationFailed))
      .then(() => {
        if (!active) return;
        setStatus({ kind: "success" });
        toast({ kind: "success", title: "Email confirmed successfully" });
      })
      .catch((error: unknown) => {
        if (active)
          setStatus({
            kind: "error",
            message: error instanceof Error ? error.message : messages.confirmationFailedRetry,
          });
      });
    return () => {
      active = false;
    };
  }, [userId, token, startSession, toast]);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => navigate("/get-started", { replace: true }), CONFIRM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status.kind, navigate]);

  if (status.kind === "loading") {
    return (
      <Stack gap="lg" role="status" aria-live="polite">
        <Spinner size={28} label={null} />
        <h1 className={layout.heading}>Confirming Your Email</h1>
        <p className={layout.muted}>This takes a moment.</p>
      </Stack>
    );
  }
  if (status.kind === "success") {
    return (
      <Stack gap="lg" role="status" aria-live="polite">
        <h1 className={layout.heading}>Email Confirmed!</h1>
        <p>Welcome to Round. Your account is ready; let's set it up. You will be taken there in a moment.</p>
        <UiLink href="/get-started" as={Link}>
          Get Started
        </UiLink>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <h1 className={layout.heading}>Confirmation Failed</h1>
      <Banner tone="error">{status.message}</Banner>
      <p className={layout.muted}>The confirmation link may have expired or is invalid.</p>
      <Inline gap="md">
        <Button variant="secondary" onClick={() => navigate("/auth/resend-confirmation")}>
          Get Help
        </Button>
        <UiLink href="/auth/login" as={Link}>
          Back to Login
        </UiLink>
      </Inline>
    </Stack>
  );
}
