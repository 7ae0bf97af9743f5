import { ResetPasswordForm } from "@round/forms";
import { Banner, Stack, Link as UiLink } from "@round/ui";
import { Link, useSearchParams } from "react-router";
import { resetPassword } from "../../api/identities";
import * as layout from "../../layouts/layout.css";

/** Set a new password from the emailed link (userId and token in the address). */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const userId = params.get("userId") ?? "";
  const token = params.get("token") ?? "";
  if (!userId || !token) {
    return (
      <Stack gap="lg">
        <h1 className={layout.heading}>Reset link not valid</h1>
        <Banner tone="error">This password reset link is incomplete. Please request a new one.</Banner>
        <UiLink href="/auth/forgot-password" as={Link}>
          Request a new link
        </UiLink>
      </Stack>
    );
  }
  return (
    <ResetPasswordForm
      linkAs={Link}
      onSubmit={async ({ password }) => {
        await resetPassword(userId, token, password);
      }}
    />
  );
}
