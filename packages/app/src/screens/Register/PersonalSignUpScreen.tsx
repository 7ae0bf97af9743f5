import { PersonalSignUpForm } from "@round/forms";
import { useToast } from "@round/ui";
import { Link, useNavigate } from "react-router";
import { messages } from "../../api/errors";
import { register } from "../../api/identities";
import type { ConfirmationPendingState } from "../Confirmation/ConfirmationPendingScreen";

/** Personal sign-up; on success, the "check your email" page. */
export default function PersonalSignUpScreen() {
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <PersonalSignUpForm
      linkAs={Link}
      onSubmit={async (values) => {
        await register(values);
        const state: ConfirmationPendingState = {
          email: values.email,
          accountType: "personal",
          hasBusinessData: false,
        };
        toast({ kind: "success", title: messages.registrationSuccess });
        navigate("/auth/confirmation-pending", { replace: true, state });
      }}
    />
  );
}
