import { Switch } from "@round/ui";
import * as layout from "../catalog.css.ts";
import type { CatalogForm } from "../useCatalogForm.ts";
import type { PlanFormValues } from "./planValues.ts";
import { PORTAL_SWITCHES } from "./steps.ts";

/** Step 4: what customers see and may do in checkout and the self-service portal. */
export function PortalSettingsStep({ form }: { form: CatalogForm<PlanFormValues> }) {
  return (
    <div className={layout.switches}>
      {PORTAL_SWITCHES.map((item) => (
        <Switch
          key={item.key}
          label={item.label}
          description={item.description}
          {...form.switchField(`customerPortal.${item.key}`)}
        />
      ))}
    </div>
  );
}
