import { Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import * as layout from "../../layouts/layout.css";

/** Any path without a screen. Its message is the page's level-one heading (in the shell and on auth pages). */
export default function NotFoundScreen() {
  return (
    <div className={layout.stack}>
      <h1 className={layout.heading}>Page not found</h1>
      <p className={layout.muted}>The page you're looking for doesn't exist or has moved.</p>
      <p>
        <UiLink href="/dashboard" as={Link}>
          Go to the dashboard
        </UiLink>
      </p>
    </div>
  );
}
