/**
 * The app as it runs in the browser, for a story: the real routes in a memory router, inside the real
 * providers (data cache, toasts, session), under StrictMode as in main.tsx. The API is answered by Mock
 * Service Worker handlers the story installs (see ./handlers).
 */
import { StrictMode, useEffect, useState } from "react";
import { type Location, MemoryRouter, useLocation, useNavigate } from "react-router";
import { App } from "../../../packages/app/src/App";
import { redirectToLogin, setSessionExpiredHandler } from "../../../packages/app/src/api/client";
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from "../../../packages/app/src/api/tokens";
import { referenceLists } from "../../../packages/app/src/hooks/useReference";
import { queryClient } from "../../../packages/app/src/queryClient";
import { AppRoutes } from "../../../packages/app/src/routes/AppRoutes";
import { REFRESH_TOKEN, TOKEN } from "./handlers";

interface AppStoryProps {
  /** Where the app opens: a path with its query, or a location with navigation state. */
  path: string | Partial<Pick<Location, "pathname" | "search" | "state">>;
  /**
   * How long the session keeps the current user (30 s in the app). 0 stands for a cache that has expired by
   * the time a screen opens: the screen then asks `/identities/me` itself and shows its own loading state.
   */
  userCacheMs?: number;
}

let shownLocation: Location | null = null;

/**
 * Records where the story's app is, for play functions asserting redirects. When a session expires, the app
 * loads the sign-in page (`/auth/login?returnTo=…`) anew; a memory router cannot follow a page load, so here
 * the same address opens inside the story, built by the app's own redirectToLogin.
 */
function LocationProbe() {
  const location = useLocation();
  shownLocation = location;
  const navigate = useNavigate();
  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        if (shownLocation) redirectToLogin(shownLocation, (url) => navigate(url));
      }),
    [navigate],
  );
  return null;
}

// The app's own cache settings, without the retry: a failing call shows its error at once.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });

export function AppStory({ path, userCacheMs }: AppStoryProps) {
  // A fresh data cache per mounted story: nothing carries over from the story before.
  useState(() => queryClient.clear());
  useEffect(
    () => () => {
      shownLocation = null;
      queryClient.clear();
    },
    [],
  );
  return (
    <StrictMode>
      <App userCacheMs={userCacheMs}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </App>
    </StrictMode>
  );
}

/** The location the story's app is at now (path and query), for asserting where a redirect went. */
export function currentPath(): string {
  return shownLocation ? `${shownLocation.pathname}${shownLocation.search}` : "";
}

/** The navigation state of the current location. */
export function currentState(): unknown {
  return shownLocation?.state ?? null;
}

// ---- Browser state -----------------------------------------------------------------------------------

function clearBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  // The reference lists are cached for the whole page session, as in the app: each story loads its own.
  for (const list of Object.values(referenceLists)) list.clear();
}

/**
 * A meta-level beforeEach: every story starts from empty storage (no session, no remembered sidebar) and
 * empty page-session caches.
 */
export function cleanBrowser() {
  clearBrowserState();
  return clearBrowserState;
}

/** A beforeEach for signed-in stories: the stored tokens the app finds at start. */
export function signedIn() {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  localStorage.setItem(REFRESH_TOKEN_KEY, REFRESH_TOKEN);
  return () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  };
}
