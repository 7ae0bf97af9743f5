import { CATALOG_CURRENCIES, type CatalogSettingsResponse } from "@round/forms/schemas";
import { Checkbox, PageHeader, PageState, Select, Stack } from "@round/ui";
import { useState } from "react";
import { Link } from "react-router";
import { useCatalogSettings, useUpdateCatalogSettings } from "../../../hooks/catalogSettings";
import * as layout from "../../../layouts/layout.css";
import { SettingsCard, useSettingsSave } from "./SettingsForm";

const currencyOptions = CATALOG_CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const FIELDS = ["defaultCurrency", "allowedCurrencies"] as const;
const BACK = "/catalog";

/** `/catalog/settings`: the account's catalog settings (default currency, the currencies prices may use). */
export default function CatalogSettingsScreen() {
  const settings = useCatalogSettings();
  const header = (
    <PageHeader
      title="Catalog Settings"
      subtitle="The currencies of your catalog's prices."
      back={{ href: BACK, label: "Back to Catalog" }}
      linkAs={Link}
    />
  );
  if (!settings.data) {
    return (
      <div className={layout.page}>
        {header}
        {settings.isError ? (
          <PageState
            status="error"
            title="Could not load the catalog settings"
            message={settings.error instanceof Error ? settings.error.message : undefined}
            onRetry={() => void settings.refetch()}
            retrying={settings.isRefetching}
          />
        ) : (
          <PageState status="loading" label="Loading catalog settings..." skeletonLines={4} />
        )}
      </div>
    );
  }
  return (
    <div className={layout.page}>
      {header}
      <SettingsForm settings={settings.data} />
    </div>
  );
}

function SettingsForm({ settings }: { settings: CatalogSettingsResponse }) {
  const update = useUpdateCatalogSettings();
  const form = useSettingsSave({ savedTitle: "Catalog settings saved", backHref: BACK });
  const [defaultCurrency, setDefault] = useState(settings.defaultCurrency);
  const [allowed, setAllowed] = useState<string[]>(() =>
    settings.allowedCurrencies.includes(settings.defaultCurrency)
      ? settings.allowedCurrencies
      : [settings.defaultCurrency, ...settings.allowedCurrencies],
  );
  // The default currency is always allowed: choosing it allows it.
  const chooseDefault = (currency: string) => {
    setDefault(currency);
    setAllowed((current) => (current.includes(currency) ? current : [...current, currency]));
    form.clear("defaultCurrency");
  };
  const toggle = (currency: string, checked: boolean) => {
    setAllowed((current) => (checked ? [...current, currency] : current.filter((item) => item !== currency)));
    form.clear("allowedCurrencies");
  };
  // Sent in the order the list shows them.
  const allowedCurrencies = CATALOG_CURRENCIES.filter((currency) => allowed.includes(currency));
  const submit = () => form.save(() => update.mutateAsync({ defaultCurrency, allowedCurrencies }), FIELDS);

  return (
    <SettingsCard
      title="Currencies"
      saving={form.saving}
      general={form.general}
      backHref={BACK}
      onSubmit={submit}
    >
      <Select
        label="Default currency"
        required
        hint="New prices start in it; the catalog's figures are shown in it."
        options={currencyOptions}
        value={defaultCurrency}
        onValueChange={chooseDefault}
        error={form.errors.defaultCurrency}
        disabled={form.saving}
      />
      <Stack as="fieldset" gap="lg">
        <legend className={layout.subheading}>Allowed currencies</legend>
        {CATALOG_CURRENCIES.map((currency, index) => (
          <Checkbox
            key={currency}
            label={currency}
            description={currency === defaultCurrency ? "The default currency" : undefined}
            checked={allowed.includes(currency)}
            disabled={form.saving || currency === defaultCurrency}
            onCheckedChange={(checked) => toggle(currency, checked)}
            error={index === CATALOG_CURRENCIES.length - 1 ? form.errors.allowedCurrencies : undefined}
          />
        ))}
      </Stack>
    </SettingsCard>
  );
}
