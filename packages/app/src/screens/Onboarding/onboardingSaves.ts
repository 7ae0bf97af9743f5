import { TIME_ZONES } from "@round/forms/schemas";
import type { Address, Organization, OrganizationPayload } from "../../api/types";

/** What the wizard's organization and settings steps hold (the body's values). */
export interface OrganizationDraft {
  companyName: string;
  country: string;
  industry: string;
  companySize: string;
  website: string;
  description: string;
  revenue: number;
}

export interface SettingsDraft {
  currency: string;
  timezone: string;
  fiscalYearStart: string;
}

/** The organization payload of the spec from the wizard's two organization steps. */
export function organizationPayload(
  organization: OrganizationDraft,
  settings: Partial<SettingsDraft> | undefined,
  existing: Organization | null,
): OrganizationPayload {
  return {
    name: organization.companyName,
    description: organization.description,
    website: organization.website,
    size: organization.companySize,
    revenue: organization.revenue ?? 0,
    category: organization.industry,
    type: existing?.type || "corporation",
    registrationNumber: existing?.registrationNumber || undefined,
    currency: settings?.currency ?? existing?.currency ?? "USD",
    timeZone: settings?.timezone ?? existing?.timeZone ?? browserTimeZone(),
    country: organization.country,
    fiscalYearStart: settings?.fiscalYearStart ?? existing?.fiscalYearStart ?? "January",
  };
}

/** The browser's time zone when it is one of the offered ones, else UTC. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return TIME_ZONES.some((option) => option.value === zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** The wizard's organization values from the server's organization. */
export function organizationDraft(organization: Organization | null): Partial<OrganizationDraft> | undefined {
  if (!organization) return undefined;
  return {
    companyName: organization.name ?? "",
    country: organization.country ?? "",
    industry: organization.category ?? "",
    companySize: organization.size ?? "",
    website: organization.website ?? "",
    description: organization.description ?? "",
    revenue: organization.revenue ?? 0,
  };
}

export function settingsDraft(organization: Organization | null): Partial<SettingsDraft> {
  return {
    currency: organization?.currency || "USD",
    timezone: organization?.timeZone || browserTimeZone(),
    fiscalYearStart: organization?.fiscalYearStart || "January",
  };
}

/**
 * The body that saves an address edited with the address step: its values, primary, and what the step does not
 * show kept as it was (a second street line entered at business sign-up is not lost by a later save).
 */
export function addressBody(values: Address, existing: Address | null | undefined): Address {
  const addressLine2 = values.addressLine2 || existing?.addressLine2;
  return { ...values, ...(addressLine2 ? { addressLine2 } : {}), isPrimary: true };
}

export function primaryAddress(addresses: readonly Address[] | undefined): Address | null {
  if (!addresses?.length) return null;
  return addresses.find((address) => address.isPrimary) ?? addresses[0] ?? null;
}

/**
 * Saves an organization at most once per distinct payload: a payload equal to the last saved one is not sent
 * again, and calls arriving within `windowMs` of each other share one request for the latest payload.
 */
export function createOrganizationSaver(
  save: (payload: OrganizationPayload) => Promise<void>,
  windowMs = 2000,
  now: () => number = Date.now,
) {
  let lastSaved: string | null = null;
  let inFlight: { key: string; promise: Promise<void>; at: number } | null = null;
  return {
    /** Marks a payload as already on the server (loaded data), so saving it again sends nothing. */
    prime(payload: OrganizationPayload | null) {
      lastSaved = payload ? JSON.stringify(payload) : null;
    },
    async save(payload: OrganizationPayload): Promise<boolean> {
      const key = JSON.stringify(payload);
      if (key === lastSaved) return false;
      if (inFlight && inFlight.key === key && now() - inFlight.at < windowMs) {
        await inFlight.promise;
        return true;
      }
      const promise = save(payload).then(() => {
        lastSaved = key;
      });
      inFlight = { key, promise, at: now() };
      try {
        await promise;
      } finally {
        if (inFlight?.promise === promise) inFlight = null;
      }
      return true;
    },
  };
}
