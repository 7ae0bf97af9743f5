import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { RequireAuth } from "./RequireAuth";

// The signed-in part of the app, one lazy chunk of AppRoutes: the shell (its own chunk, with the data cache)
// and every screen after sign-in, each its own chunk. An area with many screens (the catalog, customers) is
// itself one lazy route module with its own lazy screens and <Routes>.
const AppLayout = lazy(() => import("../layouts/AppLayout"));
const DashboardScreen = lazy(() => import("../screens/Dashboard/DashboardScreen"));
const SettingsScreen = lazy(() => import("../screens/Settings/SettingsScreen"));
const HelpScreen = lazy(() => import("../screens/Help/HelpScreen"));
const CatalogRoutes = lazy(() => import("./CatalogRoutes"));
const CustomersRoutes = lazy(() => import("./CustomersRoutes"));
const SubscriptionRedirect = lazy(() => import("../screens/Customers/SubscriptionRedirect"));
const InvoicesRoutes = lazy(() => import("./InvoicesRoutes"));
const BillingScreen = lazy(() => import("../screens/Billing/BillingScreen"));
const NotFoundScreen = lazy(() => import("../screens/NotFound/NotFoundScreen"));

/** Every path after sign-in, inside the signed-in shell. */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<DashboardScreen />} />
        <Route path="/settings" element={<Navigate to="/settings/profile" replace />} />
        <Route path="/settings/:section" element={<SettingsScreen />} />
        <Route path="/help" element={<HelpScreen />} />
        {/* Every /catalog/... path, the not-found screen included: routes/CatalogRoutes.tsx. */}
        <Route path="/catalog/*" element={<CatalogRoutes />} />
        <Route path="/customers/*" element={<CustomersRoutes />} />
        {/* A subscription's address opens its customer's page, where it is shown. */}
        <Route path="/subscriptions/:id" element={<SubscriptionRedirect />} />
        <Route path="/invoices/*" element={<InvoicesRoutes />} />
        <Route path="/billing" element={<BillingScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
