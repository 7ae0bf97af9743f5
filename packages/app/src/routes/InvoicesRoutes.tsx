import { lazy } from "react";
import { Route, Routes } from "react-router";

// The invoices' screens, each its own chunk, in one lazy route module (as the customers').
const InvoicesScreen = lazy(() => import("../screens/Invoices/InvoicesScreen"));
const CreditNotesScreen = lazy(() => import("../screens/Invoices/CreditNotesScreen"));
const InvoiceDetailsScreen = lazy(() => import("../screens/Invoices/InvoiceDetailsScreen"));

/** `/invoices/*`, inside the signed-in shell. Paths are relative to `/invoices`. */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route index element={<InvoicesScreen />} />
      <Route path="credit-notes" element={<CreditNotesScreen />} />
      <Route path=":id" element={<InvoiceDetailsScreen />} />
    </Routes>
  );
}
