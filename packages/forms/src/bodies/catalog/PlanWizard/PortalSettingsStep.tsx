import { SwitchGroup } from "../shared.tsx";
import type { CatalogForm } from "../useCatalogForm.ts";
import type { PlanFormValues } from "./planValues.ts";
import { PORTAL_SWITCHES } from "./steps.ts";

const items = PORTAL_SWITCHES.map((item) => ({ ...item, path: `customerPortal.${item.key}` }));

/** Step 4: what customers see and may do in checkout and the self-service portal. */
export function PortalSettingsStep({ form }: { form: CatalogForm<PlanFormValues> }) {
  return <SwitchGroup form={form} items={items} />;
}
