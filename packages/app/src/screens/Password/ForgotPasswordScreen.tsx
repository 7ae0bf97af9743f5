import { ForgotPasswordForm } from "@round/forms";
import { Link } from "react-router";
import { forgotPassword } from "../../api/identities";

/** Ask for a password reset link (the answer never says whether the address exists). */
export default function ForgotPasswordScreen() {
  return (
    <ForgotPasswordForm
      linkAs={Link}
      onSubmit={async ({ email }) => {
        await forgotPassword(email);
      }}
    />
  );
}
