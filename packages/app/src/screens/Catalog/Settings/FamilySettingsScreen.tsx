import type { ProductFamilyValues } from "@round/forms";
import { FAMILY_CURRENCIES, type ProductFamilyResponse } from "@round/forms/schemas";
import { PageHeader, Select, Switch } from "@round/ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useProductFamily, useUpdateProductFamily } from "../../../hooks/productFamilies";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { RecordState } from "../../shared/RecordState";
import { KINDS } from "../Details/kinds";
import { SettingsCard, useSettingsSave } from "./SettingsForm";

const currencyOptions = FAMILY_CURRENCIES.map((currency) => ({ value: currency, label: currency }));
/** The fields that show a server error under them (the switches' errors show above the buttons). */
const FIELDS = ["defaultCurrency"] as const;

/** `/catalog/families/{id}/settings`: custom pricing, approval and the default currency of a family. */
export default function FamilySettingsScreen() {
  const { id = "" } = useParams();
  const family = useProductFamily(id);
  useCrumbLabel(`/catalog/families/${id}`, family.data?.name ?? KINDS.family.noun);
  if (!family.data) return <RecordState query={family} kind={KINDS.family} />;
  return <FamilySettings key={family.data.id} family={family.data} />;
}

function FamilySettings({ family }: { family: ProductFamilyResponse }) {
  const update = useUpdateProductFamily();
  const backHref = `/catalog/families/${family.id}`;
  const form = useSettingsSave({ savedTitle: "Family settings saved", savedText: family.name, backHref });
  const [values, setValues] = useState(family.settings);
  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const submit = () =>
    form.save(
      () =>
        update.mutateAsync({
          id: family.id,
          values: { settings: values as ProductFamilyValues["settings"] },
        }),
      FIELDS,
    );

  return (
    <div className={layout.page}>
      <PageHeader
        title={`${family.name}: settings`}
        subtitle="How the products of this family are priced and sold."
        back={{ href: backHref, label: `Back to ${family.name}` }}
        linkAs={Link}
      />
      <SettingsCard
        title="Pricing"
        saving={form.saving}
        general={form.general}
        backHref={backHref}
        onSubmit={submit}
      >
        <Switch
          label="Allow custom pricing"
          description="Prices of this family's products can be changed for a customer"
          checked={values.allowCustomPricing}
          onCheckedChange={(checked) => set("allowCustomPricing", checked)}
          disabled={form.saving}
        />
        <Switch
          label="Require approval"
          description="A subscription to this family's products waits for approval"
          checked={values.requireApproval}
          onCheckedChange={(checked) => set("requireApproval", checked)}
          disabled={form.saving}
        />
        <Select
          label="Default currency"
          required
          options={currencyOptions}
          value={values.defaultCurrency}
          onValueChange={(value) => set("defaultCurrency", value)}
          error={form.errors.defaultCurrency}
          disabled={form.saving}
        />
      </SettingsCard>
    </div>
  );
}
