import {
  AddressStep,
  type AddressValues,
  BusinessSettingsStep,
  type BusinessSettingsValues,
  type FormValues,
  OrganizationStep,
  type OrganizationValues,
  type UseFormOptions,
  useForm,
} from "@round/forms";
import {
  addressStepSchema,
  ONBOARDING_DEFAULTS,
  organizationSettingsSchema,
  profileSchema,
  type validate,
} from "@round/forms/schemas";
import {
  applyTheme,
  Banner,
  Button,
  Card,
  PageHeader,
  RadioCards,
  readThemePreference,
  Spinner,
  Switch,
  saveThemePreference,
  TextField,
  type ThemePreference,
} from "@round/ui";
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { messages } from "../../api/errors";
import { updateProfile } from "../../api/identities";
import type { Address, Organization, User } from "../../api/types";
import { useCreateAddress, useOrganizationAddresses, useUpdateAddress } from "../../hooks/addresses";
import { useCurrentOrganization, useUpdateOrganization } from "../../hooks/organizations";
import { useMe, useUserChanged } from "../../hooks/useAccount";
import { useReferenceLoaders } from "../../hooks/useReference";
import { LoadFailed } from "../../layouts/LoadFailed";
import * as layout from "../../layouts/layout.css";
import { setLockdownEnabled, useLockdownSetting } from "../../session/lockdownSetting";
import {
  addressBody,
  organizationDraft,
  organizationPayload,
  primaryAddress,
  settingsDraft,
} from "../Onboarding/onboardingSaves";

/** Settings: profile, organization, address and appearance, edited with the onboarding forms. */
export default function SettingsScreen() {
  const me = useMe();
  const organization = useCurrentOrganization(me.data?.id);
  const addresses = useOrganizationAddresses(organization.data?.id);
  if (!me.data && me.isError) return <Banner tone="error">{messages.unableToLoadUser}</Banner>;
  if (!me.data || organization.isPending || (organization.data && addresses.isPending)) {
    return (
      <div className={layout.stack} role="status">
        <Spinner label={null} />
        <p>Loading your settings...</p>
      </div>
    );
  }
  let organizationPart: ReactNode;
  if (organization.isError && !organization.data) {
    organizationPart = (
      <LoadFailed text={messages.loadOrganizationFailed} onRetry={() => void organization.refetch()} />
    );
  } else if (!organization.data) {
    organizationPart = (
      <Card title="Organization">
        <p className={layout.muted}>You have no organization yet. Create one in Get Started.</p>
      </Card>
    );
  } else {
    organizationPart = (
      <>
        <OrganizationSection organization={organization.data} />
        {addresses.isError && !addresses.data ? (
          <LoadFailed text={messages.fetchAddressesFailed} onRetry={() => void addresses.refetch()} />
        ) : (
          <AddressSection organization={organization.data} address={primaryAddress(addresses.data)} />
        )}
      </>
    );
  }
  return (
    <div className={layout.page}>
      <PageHeader title="Settings" subtitle="Your profile, your organization and how Round looks." />
      <ProfileSection user={me.data} />
      {organizationPart}
      <AppearanceSection />
    </div>
  );
}

type Schema = Parameters<typeof validate>[0];
type Status = { tone: "success" | "error"; text: string } | null;

/**
 * One settings section's form: the shared schema checks each field on blur and everything on Save, the
 * server's field errors (`errors[].field`) land under their fields and any other failure in the banner, and
 * `savedText` shows after a save until the next edit.
 */
function useSection<V extends FormValues, S extends Schema>({
  savedText,
  onSubmit,
  ...options
}: UseFormOptions<V, S> & { savedText: string }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<V, S>({
    ...options,
    onSubmit: async (output, values) => {
      setSaved(false);
      await onSubmit(output, values);
      setSaved(true);
    },
  });
  const { setValue, setGeneralError } = form;
  const onChange = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setSaved(false);
      setGeneralError(null);
      setValue(name, value);
    },
    [setValue, setGeneralError],
  );
  const onBlur = useCallback((name: keyof V & string) => void form.validateField(name), [form.validateField]);
  let status: Status = null;
  if (form.generalError) status = { tone: "error", text: form.generalError };
  else if (saved) status = { tone: "success", text: savedText };
  return { form, onChange, onBlur, status };
}

function Section({
  title,
  saving,
  status,
  onSubmit,
  children,
}: {
  title: string;
  saving: boolean;
  status: Status;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form noValidate className={layout.stack} onSubmit={onSubmit}>
        {children}
        {status ? <Banner tone={status.tone}>{status.text}</Banner> : null}
        <div className={layout.row}>
          <Button type="submit" loading={saving} loadingLabel="Saving...">
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ProfileSection({ user }: { user: User }) {
  const { reload } = useUserChanged();
  const { form, onChange, onBlur, status } = useSection({
    schema: profileSchema,
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    serverFieldAliases: { phoneNumber: "phone" },
    fallbackError: "Failed to save profile",
    savedText: "Profile saved",
    onSubmit: async (_output, values) => {
      await updateProfile({ firstName: values.firstName, lastName: values.lastName, phone: values.phone });
      // The saved names show everywhere (the shell, the dashboard) without waiting for the cache.
      await reload();
    },
  });
  const field = (name: "firstName" | "lastName" | "phone", label: string) => ({
    label,
    name,
    required: true,
    value: form.values[name],
    error: form.errors[name],
    disabled: form.submitting,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <Section title="Profile" saving={form.submitting} status={status} onSubmit={form.handleSubmit}>
      <TextField {...field("firstName", "First Name")} autoComplete="given-name" />
      <TextField {...field("lastName", "Last Name")} autoComplete="family-name" />
      <TextField
        label="Email"
        name="email"
        value={user.email}
        readOnly
        hint="Your sign-in address can't be changed here."
      />
      <TextField {...field("phone", "Phone")} type="tel" autoComplete="tel" />
    </Section>
  );
}

/** An interface's fields as a plain object type (the form's values type has no declared index). */
type Fields<T> = { [K in keyof T]: T[K] };

type OrganizationSectionValues = Fields<OrganizationValues & BusinessSettingsValues>;

function OrganizationSection({ organization }: { organization: Organization }) {
  const update = useUpdateOrganization();
  const loaders = useReferenceLoaders();
  const { form, onChange, onBlur, status } = useSection({
    schema: organizationSettingsSchema,
    initialValues: {
      companyName: "",
      country: "",
      industry: "",
      companySize: "",
      website: "",
      description: "",
      revenue: null,
      ...organizationDraft(organization),
      currency: ONBOARDING_DEFAULTS.currency,
      timezone: ONBOARDING_DEFAULTS.timezone,
      fiscalYearStart: ONBOARDING_DEFAULTS.fiscalYearStart,
      ...settingsDraft(organization),
    } as OrganizationSectionValues,
    // The payload's names for the form's fields (timeZone matches timezone without help).
    serverFieldAliases: { name: "companyName", category: "industry", size: "companySize" },
    fallbackError: messages.updateOrganizationFailed,
    savedText: "Organization saved",
    onSubmit: async (_output, values) => {
      const { currency, timezone, fiscalYearStart, ...details } = values;
      await update.mutateAsync({
        id: organization.id,
        payload: organizationPayload(
          { ...details, revenue: details.revenue ?? 0 },
          { currency, timezone, fiscalYearStart },
          organization,
        ),
      });
    },
  });
  // Each step edits its own fields of the section's values.
  const onStepChange = <K extends keyof OrganizationSectionValues>(name: K, value: unknown) =>
    onChange(name, value as OrganizationSectionValues[K]);
  return (
    <Section title="Organization" saving={form.submitting} status={status} onSubmit={form.handleSubmit}>
      <OrganizationStep
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting}
        loadCountries={loaders.loadCountries}
        loadIndustries={loaders.loadIndustries}
        loadCompanySizes={loaders.loadCompanySizes}
      />
      <BusinessSettingsStep
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting}
        loadCurrencies={loaders.loadCurrencies}
      />
    </Section>
  );
}

function AddressSection({ organization, address }: { organization: Organization; address: Address | null }) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const loaders = useReferenceLoaders();
  const addressId = useRef(address?.addressId ?? address?.id ?? null);
  const { form, onChange, onBlur, status } = useSection({
    schema: addressStepSchema,
    initialValues: {
      addressType: address?.addressType ?? ONBOARDING_DEFAULTS.addressType,
      name: address?.name ?? ONBOARDING_DEFAULTS.addressName,
      addressLine1: address?.addressLine1 ?? "",
      number: address?.number ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      zipCode: address?.zipCode ?? "",
      country: address?.country ?? organization.country ?? "",
    } as Fields<AddressValues>,
    fallbackError: messages.saveAddressFailed,
    savedText: "Address saved",
    onSubmit: async (_output, values) => {
      const body = addressBody(values, address);
      if (addressId.current) await update.mutateAsync({ addressId: addressId.current, address: body });
      else {
        const created = await create.mutateAsync({ organizationId: organization.id, address: body });
        addressId.current = created.addressId ?? created.id ?? null;
      }
    },
  });
  return (
    <Section title="Address" saving={form.submitting} status={status} onSubmit={form.handleSubmit}>
      <AddressStep
        values={form.values}
        errors={form.errors}
        onChange={onChange}
        onBlur={onBlur}
        disabled={form.submitting}
        loadAddressTypes={loaders.loadAddressTypes}
        loadCountries={loaders.loadCountries}
      />
    </Section>
  );
}

function AppearanceSection() {
  const [theme, setTheme] = useState<ThemePreference>(readThemePreference);
  const lockdown = useLockdownSetting();
  return (
    <Card title="Appearance and behaviour">
      <div className={layout.stack}>
        <RadioCards
          label="Theme"
          name="theme"
          value={theme}
          onValueChange={(value) => {
            const next = value as ThemePreference;
            setTheme(next);
            saveThemePreference(next);
            applyTheme(next);
          }}
          options={[
            { value: "system", title: "System", description: "Follow the device setting" },
            { value: "light", title: "Light" },
            { value: "dark", title: "Dark" },
          ]}
        />
        <Switch
          label="Lock down the page"
          description="Blocks the right-click menu, developer-tool shortcuts and page zoom. Off by default: it gets in the way of zooming and assistive tools."
          checked={lockdown}
          onCheckedChange={setLockdownEnabled}
        />
      </div>
    </Card>
  );
}
