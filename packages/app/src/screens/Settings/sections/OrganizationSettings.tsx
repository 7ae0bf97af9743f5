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
  ONBOARDING_DEFAULTS,
  organizationPayloadSchema,
  organizationSettingsSchema,
} from "@round/forms/schemas";
import { Card, isBrandColor, Spinner, Stack, TextField } from "@round/ui";
import { type CSSProperties, useRef } from "react";
import * as v from "valibot";
import { messages } from "../../../api/errors";
import type { Address, Organization, User } from "../../../api/types";
import { useCreateAddress, useOrganizationAddresses, useUpdateAddress } from "../../../hooks/addresses";
import { useCurrentOrganization, useUpdateOrganization } from "../../../hooks/organizations";
import { NotAllowed, useCan } from "../../../hooks/useCan";
import { useReferenceLoaders } from "../../../hooks/useReference";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import {
  addressBody,
  organizationDraft,
  organizationPayload,
  primaryAddress,
  settingsDraft,
} from "../../Onboarding/onboardingSaves";
import * as styles from "./organizationSettings.css";
import { Section, useSection } from "./sectionForm";

/**
 * Settings, Organization: the organization with its business settings, and its address, each a form with
 * its one Save. A role that may not edit the organization sees them read-only, and why.
 */
export default function OrganizationSettings({ user }: { user: User }) {
  const organization = useCurrentOrganization(user.id);
  const addresses = useOrganizationAddresses(organization.data?.id);
  const edit = useCan("editOrganization");
  if (organization.isPending || (organization.data && addresses.isPending)) {
    return (
      <Stack gap="lg" role="status">
        <Spinner label={null} />
        <p>Loading your organization...</p>
      </Stack>
    );
  }
  if (organization.isError && !organization.data) {
    return <LoadFailed text={messages.loadOrganizationFailed} onRetry={() => void organization.refetch()} />;
  }
  if (!organization.data) {
    return (
      <Card title="Organization">
        <p className={layout.muted}>You have no organization yet. Create one in Get Started.</p>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <NotAllowed action="editOrganization" />
      <OrganizationForm organization={organization.data} canEdit={edit.allowed} />
      {addresses.isError && !addresses.data ? (
        <LoadFailed text={messages.fetchAddressesFailed} onRetry={() => void addresses.refetch()} />
      ) : (
        <AddressForm
          organization={organization.data}
          address={primaryAddress(addresses.data)}
          canEdit={edit.allowed}
        />
      )}
    </Stack>
  );
}

/** An interface's fields as a plain object type (the form's values type has no declared index). */
type Fields<T> = { [K in keyof T]: T[K] };

/** The business on its customer's pages: its logo and accent color, both optional. */
interface BrandValues {
  logoUrl: string;
  brandColor: string;
}

/** What invoices and credit notes print of the seller beside its name and address: both optional. */
interface LegalValues {
  registrationNumber: string;
  taxId: string;
}

type OrganizationSectionValues = Fields<
  OrganizationValues & BusinessSettingsValues & BrandValues & LegalValues
>;

/** The section's rules: the organization's and business settings', and the payload's own for the brand. */
const organizationSectionSchema = v.object({
  ...organizationSettingsSchema.entries,
  logoUrl: organizationPayloadSchema.entries.logoUrl,
  brandColor: organizationPayloadSchema.entries.brandColor,
  registrationNumber: organizationPayloadSchema.entries.registrationNumber,
  taxId: organizationPayloadSchema.entries.taxId,
});

function OrganizationForm({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const update = useUpdateOrganization();
  const loaders = useReferenceLoaders();
  const { form, onChange, onBlur, status } = useSection({
    schema: organizationSectionSchema,
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
      logoUrl: organization.logoUrl ?? "",
      brandColor: organization.brandColor ?? "",
      registrationNumber: organization.registrationNumber ?? "",
      taxId: organization.taxId ?? "",
    } as OrganizationSectionValues,
    // The payload's names for the form's fields (timeZone matches timezone without help).
    serverFieldAliases: { name: "companyName", category: "industry", size: "companySize" },
    fallbackError: messages.updateOrganizationFailed,
    savedText: "Organization saved",
    onSubmit: async (_output, values) => {
      const {
        currency,
        timezone,
        fiscalYearStart,
        logoUrl,
        brandColor,
        registrationNumber,
        taxId,
        ...details
      } = values;
      await update.mutateAsync({
        id: organization.id,
        payload: {
          ...organizationPayload(
            { ...details, revenue: details.revenue ?? 0 },
            { currency, timezone, fiscalYearStart },
            organization,
          ),
          // Empty clears them: the customer's pages show Round's own look.
          logoUrl: logoUrl.trim() || null,
          brandColor: brandColor.trim() || null,
          // Empty clears them too: an invoice then prints neither.
          registrationNumber: registrationNumber.trim(),
          taxId: taxId.trim(),
        },
      });
    },
  });
  // Each step edits its own fields of the section's values.
  const onStepChange = <K extends keyof OrganizationSectionValues>(name: K, value: unknown) =>
    onChange(name, value as OrganizationSectionValues[K]);
  return (
    <Section
      title="Organization"
      saving={form.submitting}
      status={status}
      onSubmit={canEdit ? form.handleSubmit : undefined}
    >
      <OrganizationStep
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting || !canEdit}
        loadCountries={loaders.loadCountries}
        loadIndustries={loaders.loadIndustries}
        loadCompanySizes={loaders.loadCompanySizes}
      />
      <BusinessSettingsStep
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting || !canEdit}
        loadCurrencies={loaders.loadCurrencies}
      />
      <LegalFields
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting || !canEdit}
      />
      <BrandFields
        values={form.values}
        errors={form.errors}
        onChange={onStepChange}
        onBlur={onBlur}
        disabled={form.submitting || !canEdit}
      />
    </Section>
  );
}

/** The registration number and tax id invoices and credit notes print for the seller. */
function LegalFields({
  values,
  errors,
  onChange,
  onBlur,
  disabled,
}: {
  values: LegalValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof LegalValues, value: string) => void;
  onBlur: (name: keyof LegalValues) => void;
  disabled: boolean;
}) {
  return (
    <Stack as="fieldset" gap="md" className={styles.brand}>
      <legend className={layout.subheading}>On invoices</legend>
      <p className={layout.muted}>
        Printed with your name and primary address on every invoice and credit note.
      </p>
      <TextField
        label="Registration number"
        value={values.registrationNumber}
        error={errors.registrationNumber}
        onChange={(event) => onChange("registrationNumber", event.target.value)}
        onBlur={() => onBlur("registrationNumber")}
        disabled={disabled}
      />
      <TextField
        label="Tax ID"
        hint="Your VAT, GST or tax number, as your invoices must show it"
        value={values.taxId}
        error={errors.taxId}
        onChange={(event) => onChange("taxId", event.target.value)}
        onBlur={() => onBlur("taxId")}
        disabled={disabled}
      />
    </Stack>
  );
}

/** The swatch's custom property's name (`--…`), out of its `var(--…)`. */
const swatchProperty = styles.swatchColor.replace(/^var\((.*)\)$/, "$1");

/** The logo and accent color the portal, pay pages and checkout show. */
function BrandFields({
  values,
  errors,
  onChange,
  onBlur,
  disabled,
}: {
  values: BrandValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof BrandValues, value: string) => void;
  onBlur: (name: keyof BrandValues) => void;
  disabled: boolean;
}) {
  return (
    <Stack as="fieldset" gap="md" className={styles.brand}>
      <legend className={layout.subheading}>Customer pages</legend>
      <p className={layout.muted}>How your portal, pay pages and checkout look to your customers.</p>
      <TextField
        label="Logo URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/logo.png"
        hint="The https address of an image"
        value={values.logoUrl}
        error={errors.logoUrl}
        onChange={(event) => onChange("logoUrl", event.target.value)}
        onBlur={() => onBlur("logoUrl")}
        disabled={disabled}
      />
      <TextField
        label="Brand color"
        placeholder="#1a73e8"
        hint="A hex color such as #1a73e8"
        value={values.brandColor}
        error={errors.brandColor}
        onChange={(event) => onChange("brandColor", event.target.value)}
        onBlur={() => onBlur("brandColor")}
        disabled={disabled}
        suffix={
          isBrandColor(values.brandColor.trim()) ? (
            <span
              className={styles.swatch}
              style={{ [swatchProperty]: values.brandColor.trim() } as CSSProperties}
              aria-hidden="true"
            />
          ) : null
        }
      />
    </Stack>
  );
}

function AddressForm({
  organization,
  address,
  canEdit,
}: {
  organization: Organization;
  address: Address | null;
  canEdit: boolean;
}) {
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
    <Section
      title="Address"
      saving={form.submitting}
      status={status}
      onSubmit={canEdit ? form.handleSubmit : undefined}
    >
      <AddressStep
        values={form.values}
        errors={form.errors}
        onChange={onChange}
        onBlur={onBlur}
        disabled={form.submitting || !canEdit}
        loadAddressTypes={loaders.loadAddressTypes}
        loadCountries={loaders.loadCountries}
      />
    </Section>
  );
}
