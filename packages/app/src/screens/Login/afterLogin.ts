/**
 * Where sign-in leads. Inside the app the requested location travels in the router's state (RequireAuth's
 * `{ from }`); after an expired session it comes in the sign-in address as `?returnTo=`, followed only when it
 * is a same-origin path.
 */
import { isAuthPath, RETURN_TO_PARAM } from "../../session/returnTo";

const DEFAULT_AFTER_LOGIN = "/get-started";
// Any origin would do: a path resolved against it either keeps it (same origin) or names another one.
const PROBE_ORIGIN = "http://round.invalid";

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
