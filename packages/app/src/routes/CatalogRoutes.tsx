import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";

// The catalog's screens, each its own chunk. This module is itself one lazy chunk of AppRoutes, so the
// entry names one dynamic import for the whole area rather than one (with its preload list) per screen.
const CatalogHomeScreen = lazy(() => import("../screens/Catalog/Home/CatalogHomeScreen"));
const PlansScreen = lazy(() => import("../screens/Catalog/Plans/PlansScreen"));
const AddonsScreen = lazy(() => import("../screens/Catalog/Addons/AddonsScreen"));
const ChargesScreen = lazy(() => import("../screens/Catalog/Charges/ChargesScreen"));
const CouponsScreen = lazy(() => import("../screens/Catalog/Coupons/CouponsScreen"));
const FamilyDetailsScreen = lazy(() => import("../screens/Catalog/Details/FamilyDetailsScreen"));
const PlanDetailsScreen = lazy(() => import("../screens/Catalog/Details/PlanDetailsScreen"));
const AddonDetailsScreen = lazy(() => import("../screens/Catalog/Details/AddonDetailsScreen"));
const ChargeDetailsScreen = lazy(() => import("../screens/Catalog/Details/ChargeDetailsScreen"));
const CouponDetailsScreen = lazy(() => import("../screens/Catalog/Details/CouponDetailsScreen"));
const FamilySettingsScreen = lazy(() => import("../screens/Catalog/Settings/FamilySettingsScreen"));
const AddonSettingsScreen = lazy(() => import("../screens/Catalog/Settings/AddonSettingsScreen"));
const CatalogSettingsScreen = lazy(() => import("../screens/Catalog/Settings/CatalogSettingsScreen"));
const NotFoundScreen = lazy(() => import("../screens/NotFound/NotFoundScreen"));

/**
 * `/catalog/*`, inside the signed-in shell (whose Suspense shows while a screen loads). Paths are relative
 * to `/catalog`.
 */
export default function CatalogRoutes() {
  return (
    <Routes>
      {/* The lists; '/create' is the list with its create dialog open, so a link can open it. */}
      <Route index element={<CatalogHomeScreen />} />
      <Route path="plans" element={<PlansScreen />} />
      <Route path="plans/create" element={<PlansScreen creating />} />
      <Route path="addons" element={<AddonsScreen />} />
      <Route path="addons/create" element={<AddonsScreen creating />} />
      <Route path="charges" element={<ChargesScreen />} />
      <Route path="charges/create" element={<ChargesScreen creating />} />
      <Route path="coupons" element={<CouponsScreen />} />
      <Route path="coupons/create" element={<CouponsScreen creating />} />
      {/* Records: detail and settings pages (the families' list is the catalog home). */}
      <Route path="families" element={<Navigate to="/catalog" replace />} />
      <Route path="families/:id" element={<FamilyDetailsScreen />} />
      <Route path="families/:id/settings" element={<FamilySettingsScreen />} />
      <Route path="plans/:id" element={<PlanDetailsScreen />} />
      <Route path="addons/:id" element={<AddonDetailsScreen />} />
      <Route path="addons/:id/settings" element={<AddonSettingsScreen />} />
      <Route path="charges/:id" element={<ChargeDetailsScreen />} />
      <Route path="coupons/:id" element={<CouponDetailsScreen />} />
      <Route path="settings" element={<CatalogSettingsScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
