import { Stack, Link as UiLink } from "@round/ui";
import { Link, useLocation } from "react-router";
import * as layout from "../../layouts/layout.css";
import { useNoTrail } from "../../layouts/recordCrumbs";

/** Any path without a screen. Its message is the page's level-one heading (in the shell and on auth pages). */
export default function NotFoundScreen() {
  // In the shell, no breadcrumb trail is invented from a path without a page.
  useNoTrail(useLocation().pathname);
  return (
    <Stack gap="lg">
      <h1 className={layout.heading}>Page not found</h1>
      <p className={layout.muted}>The page you're looking for doesn't exist or has moved.</p>
      <p>
        <UiLink href="/dashboard" as={Link}>
          Go to the dashboard
        </UiLink>
      </p>
    </Stack>
  );
}
