import { LoginForm } from "@round/forms";
import { useToast } from "@round/ui";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "../../session/AuthProvider";
import { afterLoginPath } from "./afterLogin";

/**
 * Sign-in. After success: the remembered location (router state, or `?returnTo=` after an expired session),
 * else Get Started, replacing the history entry.
 */
export default function LoginScreen() {
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const defaultEmail = new URLSearchParams(location.search).get("email") ?? "";

  return (
    <LoginForm
      linkAs={Link}
      defaultEmail={defaultEmail}
      onSubmit={async ({ email, password }) => {
        await login(email, password);
        toast({ kind: "success", title: "Login successful" });
        navigate(afterLoginPath(location.state, location.search), { replace: true });
      }}
    />
  );
}
