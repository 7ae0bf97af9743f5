import { ToastProvider } from "@round/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { AuthProvider } from "./session/AuthProvider";
import { useLockdownSetting } from "./session/lockdownSetting";

// The opt-in lockdown's guard is its own chunk, loaded once the setting is on (it is off by default).
const LockdownGuard = lazy(() =>
  import("./session/lockdown").then((module) => ({ default: module.LockdownGuard })),
);

/** Applies the lockdown while the setting is on; renders nothing. */
function Lockdown() {
  const enabled = useLockdownSetting();
  return enabled ? (
    <Suspense fallback={null}>
      <LockdownGuard />
    </Suspense>
  ) : null;
}

/**
 * The providers every page needs: toasts and the session. The router goes inside (BrowserRouter in the
 * browser, MemoryRouter in stories); the data cache comes with the signed-in shell, so the sign-in pages
 * do not load it. `userCacheMs` changes how long the session keeps the current user (30 s by default).
 */
export function App({ children, userCacheMs }: { children: ReactNode; userCacheMs?: number }) {
  return (
    <ToastProvider>
      <AuthProvider userCacheMs={userCacheMs}>
        <Lockdown />
        {children}
      </AuthProvider>
    </ToastProvider>
  );
}
