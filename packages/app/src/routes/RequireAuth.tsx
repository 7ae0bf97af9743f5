import { FullScreenLoader } from "@round/ui";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "../session/AuthProvider";

export interface RequireAuthProps {
  children: ReactNode;
  /** "incomplete": only while onboarding is not finished (the /get-started wizard). */
  onboarding?: "incomplete";
}

/** The route guard of the spec: a loader while the session is checked, sign-in for visitors. */
export function RequireAuth({ children, onboarding }: RequireAuthProps) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const location = useLocation();

  if (isLoading) return <FullScreenLoader title="Loading..." message="Checking your session" />;
  if (!isAuthenticated || !user) {
    return <Navigate to="/auth/login" replace state={{ from: location }} />;
  }
  if (onboarding === "incomplete" && user.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
