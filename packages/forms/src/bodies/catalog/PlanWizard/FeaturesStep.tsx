import { IconButton, NumberField, Select, Switch, TextField, TrashIcon } from "@round/ui";
import { FEATURE_TYPES, type FeatureType } from "../../../schemas/index.ts";
import * as layout from "../catalog.css.ts";
import { AddButton, optionsOf } from "../shared.tsx";
import type { CatalogForm } from "../useCatalogForm.ts";
import { defaultFeatureValue, newPlanFeature, type PlanFormValues } from "./planValues.ts";

const featureTypeOptions = optionsOf(FEATURE_TYPES, {
  boolean: "Boolean",
  quantity: "Quantity",
  text: "Text",
});

/** Step 3: the plan's features, each a name, a type and its value (a switch, a number or a text). */
export function FeaturesStep({ form }: { form: CatalogForm<PlanFormValues> }) {
  const { values } = form;
  const changeType = (index: number, featureType: FeatureType) =>
    form.update(
      (current) => ({
        ...current,
        features: current.features.map((item, at) =>
          at === index ? { ...item, featureType, value: defaultFeatureValue(featureType) } : item,
        ),
      }),
      [`features.${index}.featureType`, `features.${index}.value`],
    );
  const remove = (index: number) =>
    form.update(
      (current) => ({ ...current, features: current.features.filter((_, at) => at !== index) }),
      ["features"],
    );
  return (
    <>
      {values.features.length === 0 ? (
        <p className={layout.hint}>No features yet. Add what this plan includes.</p>
      ) : null}
      {values.features.map((feature, index) => {
        const path = `features.${index}`;
        const position = index + 1;
        const valueField = form.valueField<number | null>(`${path}.value`);
        return (
          <fieldset key={index} className={layout.group}>
            <legend className={layout.legend}>Feature {position}</legend>
            <div className={layout.row}>
              <TextField label="Feature Name" required autoComplete="off" {...form.field(`${path}.name`)} />
              <Select
                label="Type"
                options={featureTypeOptions}
                {...form.valueField<string>(`${path}.featureType`)}
                onValueChange={(value) => changeType(index, value as FeatureType)}
              />
              {feature.featureType === "quantity" ? (
                <NumberField
                  label="Value"
                  min={0}
                  step={1}
                  {...valueField}
                  value={typeof feature.value === "number" ? feature.value : null}
                />
              ) : feature.featureType === "text" ? (
                <TextField label="Value" autoComplete="off" {...form.field(`${path}.value`)} />
              ) : (
                <Switch
                  className={layout.besideField}
                  label="Included"
                  {...form.switchField(`${path}.value`)}
                  checked={feature.value !== false}
                />
              )}
            </div>
            <TextField label="Description" {...form.field(`${path}.description`)} />
            <IconButton
              className={layout.inlineAction}
              label={`Remove feature ${position}`}
              icon={<TrashIcon />}
              onClick={() => remove(index)}
            />
          </fieldset>
        );
      })}
      <AddButton
        onClick={() =>
          form.update((current) => ({ ...current, features: [...current.features, newPlanFeature()] }))
        }
      >
        Add Feature
      </AddButton>
    </>
  );
}
