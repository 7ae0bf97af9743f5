import type { AddonResponse } from "@round/forms/schemas";
import { PageHeader, Switch } from "@round/ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useAddon, useUpdateAddon } from "../../../hooks/addons";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { RecordState } from "../../shared/RecordState";
import { KINDS } from "../Details/kinds";
import { SettingsCard, useSettingsSave } from "./SettingsForm";

type Portal = AddonResponse["customerPortal"];

/** `/catalog/addons/{id}/settings`: where customers see an add-on and what they may do with it themselves. */
export default function AddonSettingsScreen() {
  const { id = "" } = useParams();
  const addon = useAddon(id);
  useCrumbLabel(`/catalog/addons/${id}`, addon.data?.name ?? KINDS.addon.noun);
  if (!addon.data) return <RecordState query={addon} kind={KINDS.addon} />;
  return <AddonSettings key={addon.data.id} addon={addon.data} />;
}

function AddonSettings({ addon }: { addon: AddonResponse }) {
  const update = useUpdateAddon();
  const backHref = `/catalog/addons/${addon.id}`;
  const form = useSettingsSave({ savedTitle: "Add-on settings saved", savedText: addon.name, backHref });
  const [portal, setPortal] = useState<Portal>(addon.customerPortal);
  const [isOptional, setOptional] = useState(addon.isOptional);
  const [isQuantityBasedCharge, setQuantityBased] = useState(addon.isQuantityBasedCharge);
  const toggle = (name: keyof Portal) => (checked: boolean) =>
    setPortal((current) => ({ ...current, [name]: checked }));
  const submit = () =>
    form.save(
      () =>
        update.mutateAsync({
          id: addon.id,
          values: { customerPortal: portal, isOptional, isQuantityBasedCharge },
        }),
      [],
    );
  const common = { disabled: form.saving };

  return (
    <div className={layout.page}>
      <PageHeader
        title={`${addon.name}: settings`}
        subtitle="Where customers see this add-on and what they can do with it on their own."
        back={{ href: backHref, label: `Back to ${addon.name}` }}
        linkAs={Link}
      />
      <SettingsCard
        title="Customer portal"
        saving={form.saving}
        general={form.general}
        backHref={backHref}
        onSubmit={submit}
      >
        <Switch
          {...common}
          label="Show in checkout"
          description="Offered on the checkout page"
          checked={portal.showInCheckout}
          onCheckedChange={toggle("showInCheckout")}
        />
        <Switch
          {...common}
          label="Show in portal"
          description="Listed in the customer's self-service portal"
          checked={portal.showInPortal}
          onCheckedChange={toggle("showInPortal")}
        />
        <Switch
          {...common}
          label="Allow self subscribe"
          description="Customers can add it to their subscription themselves"
          checked={portal.allowSelfSubscribe}
          onCheckedChange={toggle("allowSelfSubscribe")}
        />
        <Switch
          {...common}
          label="Allow self remove"
          description="Customers can remove it from their subscription themselves"
          checked={portal.allowSelfRemove}
          onCheckedChange={toggle("allowSelfRemove")}
        />
        <Switch
          {...common}
          label="Optional"
          description="A subscription can leave it out; otherwise it comes with the plan"
          checked={isOptional}
          onCheckedChange={setOptional}
        />
        <Switch
          {...common}
          label="Quantity-based"
          description="Charged for the quantity on the subscription, not once"
          checked={isQuantityBasedCharge}
          onCheckedChange={setQuantityBased}
        />
      </SettingsCard>
    </div>
  );
}
