import { lazy } from "react";
import { Route, Routes } from "react-router";

// The customers' screens, each its own chunk, in one lazy route module (as the catalog's).
const CustomersScreen = lazy(() => import("../screens/Customers/CustomersScreen"));
const CustomerDetailsScreen = lazy(() => import("../screens/Customers/CustomerDetailsScreen"));

/** `/customers/*`, inside the signed-in shell. Paths are relative to `/customers`. */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route index element={<CustomersScreen />} />
      {/* The list with Add Customer open, so a link can open it. */}
      <Route path="new" element={<CustomersScreen adding />} />
      <Route path=":id" element={<CustomerDetailsScreen />} />
    </Routes>
  );
}
