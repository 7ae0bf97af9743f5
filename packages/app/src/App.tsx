import { ToastProvider } from "@round/ui";
import type { ReactNode } from "react";
import { AuthProvider } from "./session/AuthProvider";
import { LockdownGuard } from "./session/lockdown";

/**
 * The providers every page needs: toasts and the session. The router goes inside (BrowserRouter in the
 * browser, MemoryRouter in stories); the data cache comes with the signed-in shell, so the sign-in pages
 * do not load it.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>
        <LockdownGuard />
        {children}
      </AuthProvider>
    </ToastProvider>
  );
}
