import { applyTheme, readThemePreference } from "@round/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { AppRoutes } from "./routes/AppRoutes";

applyTheme(readThemePreference());

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
