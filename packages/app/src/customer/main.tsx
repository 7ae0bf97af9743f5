import { applyTheme } from "@round/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CustomerApp } from "./CustomerApp";

// The customer's pages follow the device's light or dark setting (they have no theme switch of their own).
applyTheme("system");

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <CustomerApp path={window.location.pathname} />
  </StrictMode>,
);
