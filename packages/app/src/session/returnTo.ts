/**
 * Where to go after signing in. Inside the app the requested location travels in the router's state
 * (RequireAuth's `{ from }`); through a full-page redirect (an expired session) it travels in the sign-in
 * address as `?returnTo=`, accepted only as a same-origin path.
 */

/** The query parameter of /auth/login that carries the location to return to. */
export const RETURN_TO_PARAM = "returnTo";

const DEFAULT_AFTER_LOGIN = "/get-started";
// Any origin would do: a path resolved against it either keeps it (same origin) or names another one.
const PROBE_ORIGIN = "http://round.invalid";

/** Whether a path is an authentication page (any path containing /auth/). */
export function isAuthPath(pathname: string): boolean {
  return pathname.includes("/auth/");
}

/**
 * The location to return to, when `value` is a same-origin path ("/…", not "//…" nor "/\…", which browsers
 * read as another host) outside the authentication pages; else null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Catches what URL parsing turns into another host, such as a tab or newline between the two slashes.
  if (url.origin !== PROBE_ORIGIN || isAuthPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface PathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The sign-in address after a session ended at `location`, carrying it as `returnTo`
 * (`/auth/login?returnTo=%2Fsettings`); null when `location` is an authentication page (no redirect).
 */
export function loginUrlFor(location: PathLocation): string | null {
  if (isAuthPath(location.pathname)) return null;
  const back = safeReturnPath(`${location.pathname}${location.search ?? ""}${location.hash ?? ""}`);
  return back ? `/auth/login?${RETURN_TO_PARAM}=${encodeURIComponent(back)}` : "/auth/login";
}

/**
 * Where sign-in leads: the location remembered in the router's state, else the one carried by `returnTo`
 * in the sign-in address, else Get Started.
 */
export function afterLoginPath(state: unknown, search = ""): string {
  const from = (state as { from?: PathLocation } | null)?.from;
  if (from?.pathname && !isAuthPath(from.pathname)) {
    return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
  }
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? DEFAULT_AFTER_LOGIN;
}
