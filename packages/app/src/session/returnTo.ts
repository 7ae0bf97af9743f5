/**
 * The sign-in address after a session expired: the location travels through the full-page redirect as
 * `?returnTo=`. Loaded with the app's entry (the API client redirects); what reads it back is the sign-in
 * screen's (../screens/Login/afterLogin).
 */

/** The query parameter of /auth/login that carries the location to return to. */
export const RETURN_TO_PARAM = "returnTo";

/** Whether a path is an authentication page (any path containing /auth/). */
export function isAuthPath(pathname: string): boolean {
  return pathname.includes("/auth/");
}

/**
 * The sign-in address after a session ended at `location` (the browser's own, so a same-origin path),
 * carrying it as `returnTo`: `/auth/login?returnTo=%2Fsettings`. Null on an authentication page (no redirect).
 */
export function loginUrlFor(location: { pathname: string; search?: string; hash?: string }): string | null {
  if (isAuthPath(location.pathname)) return null;
  const back = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  return `/auth/login?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}
