import {
  AddressStep,
  type AddressValues,
  BusinessSettingsStep,
  type BusinessSettingsValues,
  OrganizationStep,
  type OrganizationValues,
} from "@round/forms";
import {
  addressStepSchema,
  businessSettingsStepSchema,
  firstNameSchema,
  lastNameSchema,
  organizationStepSchema,
  phoneSchema,
  validate,
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
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { messages } from "../../api/errors";
import { updateProfile } from "../../api/identities";
import { createOrganizationAddress, updateAddress, updateOrganization } from "../../api/organizations";
import type { Address, Organization, User } from "../../api/types";
import {
  accountKeys,
  useCurrentOrganization,
  useMe,
  useOrganizationAddresses,
  useUserChanged,
} from "../../hooks/useAccount";
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
import { schemaCheck, useSectionForm } from "./useSectionForm";

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
        <OrganizationSection organization={organization.data} userId={me.data.id} />
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

function Section({
  title,
  saving,
  status,
  onSubmit,
  children,
}: {
  title: string;
  saving: boolean;
  status: { tone: "success" | "error"; text: string } | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form
        noValidate
        className={layout.stack}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
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

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

function firstMessage(result: ReturnType<typeof validate>): string | undefined {
  return result.ok ? undefined : result.errors[0]?.message;
}

function checkProfile(values: ProfileValues): Partial<Record<string, string>> {
  return {
    firstName: firstMessage(validate(firstNameSchema, values.firstName)),
    lastName: firstMessage(validate(lastNameSchema, values.lastName)),
    phone: firstMessage(validate(phoneSchema, values.phone)),
  };
}

function ProfileSection({ user }: { user: User }) {
  const { reload } = useUserChanged();
  const form = useSectionForm<ProfileValues>(checkProfile, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });
  const field = (name: keyof ProfileValues, label: string) => ({
    label,
    name,
    required: true,
    value: form.values[name],
    error: form.errors[name],
    disabled: form.saving,
    onChange: (event: { target: { value: string } }) => form.onChange(name, event.target.value),
    onBlur: () => form.onBlur(name),
  });
  return (
    <Section
      title="Profile"
      saving={form.saving}
      status={form.status}
      onSubmit={() =>
        form.submit(
          async (values) => {
            await updateProfile({
              firstName: values.firstName,
              lastName: values.lastName,
              phone: values.phone,
            });
            // The saved names show everywhere (the shell, the dashboard) without waiting for the cache.
            await reload();
          },
          "Profile saved",
          "Failed to save profile",
        )
      }
    >
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

function OrganizationSection({ organization, userId }: { organization: Organization; userId: string }) {
  const queryClient = useQueryClient();
  const loaders = useReferenceLoaders();
  const details = useSectionForm<OrganizationValues>(schemaCheck(organizationStepSchema), {
    companyName: "",
    country: "",
    industry: "",
    companySize: "",
    website: "",
    description: "",
    revenue: null,
    ...organizationDraft(organization),
  });
  const settings = useSectionForm<BusinessSettingsValues>(schemaCheck(businessSettingsStepSchema), {
    currency: "USD",
    timezone: "UTC",
    fiscalYearStart: "January",
    ...settingsDraft(organization),
  });
  const save = () =>
    details.submit(
      async (values) => {
        await updateOrganization(
          organization.id,
          organizationPayload({ ...values, revenue: values.revenue ?? 0 }, settings.values, organization),
        );
        await queryClient.invalidateQueries({ queryKey: accountKeys.organization(userId) });
      },
      "Organization saved",
      messages.updateOrganizationFailed,
    );
  return (
    <Section title="Organization" saving={details.saving} status={details.status} onSubmit={save}>
      <OrganizationStep
        values={details.values}
        errors={details.errors}
        onChange={details.onChange}
        onBlur={details.onBlur}
        disabled={details.saving}
        loadCountries={loaders.loadCountries}
        loadIndustries={loaders.loadIndustries}
        loadCompanySizes={loaders.loadCompanySizes}
      />
      <BusinessSettingsStep
        values={settings.values}
        errors={settings.errors}
        onChange={settings.onChange}
        onBlur={settings.onBlur}
        disabled={details.saving}
        loadCurrencies={loaders.loadCurrencies}
      />
    </Section>
  );
}

function AddressSection({ organization, address }: { organization: Organization; address: Address | null }) {
  const queryClient = useQueryClient();
  const loaders = useReferenceLoaders();
  const [addressId, setAddressId] = useState(address?.addressId ?? address?.id ?? null);
  const form = useSectionForm<AddressValues>(schemaCheck(addressStepSchema), {
    addressType: address?.addressType ?? "billing",
    name: address?.name ?? "Business Address",
    addressLine1: address?.addressLine1 ?? "",
    number: address?.number ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    zipCode: address?.zipCode ?? "",
    country: address?.country ?? organization.country ?? "",
  });
  return (
    <Section
      title="Address"
      saving={form.saving}
      status={form.status}
      onSubmit={() =>
        form.submit(
          async (values) => {
            const body = addressBody(values, address);
            if (addressId) await updateAddress(addressId, body);
            else {
              const created = await createOrganizationAddress(organization.id, body);
              setAddressId(created.addressId ?? created.id ?? null);
            }
            await queryClient.invalidateQueries({ queryKey: accountKeys.addresses(organization.id) });
          },
          "Address saved",
          messages.saveAddressFailed,
        )
      }
    >
      <AddressStep
        values={form.values}
        errors={form.errors}
        onChange={form.onChange}
        onBlur={form.onBlur}
        disabled={form.saving}
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
