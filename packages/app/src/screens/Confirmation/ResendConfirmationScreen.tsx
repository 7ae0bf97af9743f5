import { ResendConfirmationForm } from "@round/forms";
import { Link, useSearchParams } from "react-router";
import { resendConfirmation } from "../../api/identities";

/** Request a new confirmation email. */
export default function ResendConfirmationScreen() {
  const [params] = useSearchParams();
  return (
    <ResendConfirmationForm
      linkAs={Link}
      defaultEmail={params.get("email") ?? ""}
      onSubmit={async ({ email }) => {
        await resendConfirmation(email);
      }}
    />
  );
}
