import { FullScreenLoader } from "@round/ui";
import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { AuthLayout } from "../layouts/AuthLayout";
import { RequireAuth } from "./RequireAuth";

// Every screen, and the signed-in shell with its data cache, is its own chunk loaded on first visit:
// the sign-in pages load React, the router and the session only.
const AppLayout = lazy(() => import("../layouts/AppLayout"));
// The signed-in screens (dashboard, settings, help and the areas) are one lazy route module: the entry, which
// every sign-in page loads, holds one dynamic import for all of them rather than one per screen and area.
const SignedInRoutes = lazy(() => import("./SignedInRoutes"));
const LandingScreen = lazy(() => import("../screens/Landing/LandingScreen"));
const TermsScreen = lazy(() => import("../screens/Terms/TermsScreen"));
const LoginScreen = lazy(() => import("../screens/Login/LoginScreen"));
const RegisterChoiceScreen = lazy(() => import("../screens/Register/RegisterChoiceScreen"));
const PersonalSignUpScreen = lazy(() => import("../screens/Register/PersonalSignUpScreen"));
const BusinessSignUpScreen = lazy(() => import("../screens/Register/BusinessSignUpScreen"));
const ConfirmationPendingScreen = lazy(() => import("../screens/Confirmation/ConfirmationPendingScreen"));
const ConfirmEmailScreen = lazy(() => import("../screens/Confirmation/ConfirmEmailScreen"));
const ResendConfirmationScreen = lazy(() => import("../screens/Confirmation/ResendConfirmationScreen"));
const ForgotPasswordScreen = lazy(() => import("../screens/Password/ForgotPasswordScreen"));
const ResetPasswordScreen = lazy(() => import("../screens/Password/ResetPasswordScreen"));
const AcceptInvitationScreen = lazy(() => import("../screens/Invitation/AcceptInvitationScreen"));
const OnboardingScreen = lazy(() => import("../screens/Onboarding/OnboardingScreen"));
const NotFoundScreen = lazy(() => import("../screens/NotFound/NotFoundScreen"));

/** Back to the top of the page on every new path (what a page load would do). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path, by design
  useEffect(() => {
    if (typeof window.scrollTo === "function") window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The route table of both spec documents: the public and sign-in pages here, the rest in SignedInRoutes. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenLoader title="Loading..." message="Loading the page" />}>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        {/* Public on purpose, unlike the other non-auth pages: sign-up links here before an account exists. */}
        <Route path="/terms" element={<TermsScreen />} />
        <Route path="/auth" element={<AuthLayout />}>
          <Route path="login" element={<LoginScreen />} />
          <Route path="register" element={<RegisterChoiceScreen />} />
          <Route path="register/personal" element={<PersonalSignUpScreen />} />
          <Route path="register/business" element={<BusinessSignUpScreen />} />
          <Route path="confirmation-pending" element={<ConfirmationPendingScreen />} />
          <Route path="confirm-email" element={<ConfirmEmailScreen />} />
          <Route path="resend-confirmation" element={<ResendConfirmationScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="reset-password" element={<ResetPasswordScreen />} />
          <Route path="accept-invitation" element={<AcceptInvitationScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
        <Route
          path="/get-started"
          element={
            <RequireAuth onboarding="incomplete">
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<OnboardingScreen />} />
        </Route>
        {/* Every other path is signed in: routes/SignedInRoutes.tsx (the not-found screen included). */}
        <Route path="/*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
