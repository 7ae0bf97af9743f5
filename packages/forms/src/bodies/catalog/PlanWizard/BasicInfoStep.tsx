import { NumberField, Switch, TextArea, TextField } from "@round/ui";
import * as layout from "../catalog.css.ts";
import type { ProductFamiliesState } from "../families.ts";
import { ProductFamilySelect } from "../shared.tsx";
import type { CatalogForm } from "../useCatalogForm.ts";
import type { PlanFormValues } from "./planValues.ts";

/** Step 1: name, description, product family, metered, billing cycles and trial. */
export function BasicInfoStep({
  form,
  families,
}: {
  form: CatalogForm<PlanFormValues>;
  families: ProductFamiliesState;
}) {
  return (
    <>
      <TextField label="Plan Name" required autoComplete="off" {...form.field("name")} />
      <TextArea label="Description" rows={2} {...form.field("description")} />
      <ProductFamilySelect families={families} required {...form.valueField<string>("productFamilyId")} />
      <Switch label="Metered" description="Bill from recorded usage" {...form.switchField("isMetered")} />
      <div className={layout.row}>
        <NumberField
          label="Billing Cycles"
          hint="Empty means unlimited"
          min={1}
          step={1}
          {...form.valueField("billingCycles")}
        />
        <NumberField
          label="Trial Period"
          suffix="days"
          min={0}
          step={1}
          {...form.valueField("trialPeriod")}
        />
      </div>
    </>
  );
}
