import { isAddressSavable, isTimeZone, ONBOARDING_DEFAULTS } from "@round/forms/schemas";
import { messages } from "../../api/errors";
import type { Address, AddressInput, Organization, OrganizationPayload, User } from "../../api/types";

/**
 * The organization as the wizard knows it: the server's answer, or what the wizard sent with the id the
 * server gave it (the create answer is not read further).
 */
export type KnownOrganization = Pick<Organization, "id"> & Partial<Organization>;

/** The address as the wizard knows it: the server's answer, or what the wizard sent. */
export type KnownAddress = Address | (AddressInput & { addressId?: string; id?: string });

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
  existing: KnownOrganization | null,
): OrganizationPayload {
  return {
    name: organization.companyName,
    description: organization.description,
    website: organization.website,
    size: organization.companySize,
    revenue: organization.revenue ?? 0,
    category: organization.industry,
    type: existing?.type || ONBOARDING_DEFAULTS.type,
    registrationNumber: existing?.registrationNumber || undefined,
    currency: settings?.currency ?? existing?.currency ?? ONBOARDING_DEFAULTS.currency,
    timeZone: settings?.timezone ?? existing?.timeZone ?? browserTimeZone(),
    country: organization.country,
    fiscalYearStart:
      settings?.fiscalYearStart ?? existing?.fiscalYearStart ?? ONBOARDING_DEFAULTS.fiscalYearStart,
  };
}

/** The browser's time zone when it is an IANA zone (all are offered), else UTC. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : ONBOARDING_DEFAULTS.timezone;
  } catch {
    return ONBOARDING_DEFAULTS.timezone;
  }
}

/** The wizard's organization values from the server's organization. */
export function organizationDraft(
  organization: KnownOrganization | null,
): Partial<OrganizationDraft> | undefined {
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

export function settingsDraft(organization: KnownOrganization | null): Partial<SettingsDraft> {
  return {
    currency: organization?.currency || ONBOARDING_DEFAULTS.currency,
    timezone: organization?.timeZone || browserTimeZone(),
    fiscalYearStart: organization?.fiscalYearStart || ONBOARDING_DEFAULTS.fiscalYearStart,
  };
}

/**
 * The body that saves an address edited with the address step: its values, primary, and what the step does not
 * show kept as it was (a second street line entered at business sign-up is not lost by a later save). Without
 * name, street, city or country nothing may be saved: 'Address information is incomplete'.
 */
export function addressBody(
  values: AddressInput,
  existing: { addressLine2?: string | null } | null | undefined,
): AddressInput {
  if (!isAddressSavable(values)) throw new Error(messages.addressIncomplete);
  const addressLine2 = values.addressLine2 || existing?.addressLine2;
  return { ...values, ...(addressLine2 ? { addressLine2 } : {}), isPrimary: true };
}

/**
 * Whether the signed-in user has a profile the wizard can build on. Without a first or last name (never
 * filled, or not readable) the wizard asks for it first: the User Information step, alone.
 */
export function hasCompleteProfile(user: Pick<User, "firstName" | "lastName">): boolean {
  return user.firstName.trim() !== "" && user.lastName.trim() !== "";
}

export function primaryAddress<T extends { addressLine1: string; isPrimary?: boolean }>(
  addresses: readonly T[] | undefined,
): T | null {
  if (!addresses?.length) return null;
  return addresses.find((address) => address.isPrimary) ?? addresses[0] ?? null;
}

export interface OrganizationSaverOptions {
  /** Creates the organization; resolves with its id. */
  create: (payload: OrganizationPayload) => Promise<string>;
  update: (id: string, payload: OrganizationPayload) => Promise<void>;
  /** A save the timer started failed (a flush rejects instead, for its caller to show). */
  onBackgroundError?: (error: unknown) => void;
  /** Quiet time after the last edit before it is saved: the spec's 2000 ms. */
  delayMs?: number;
}

export const ORGANIZATION_SAVE_DELAY_MS = 2000;

/**
 * The onboarding's organization saves (spec: saved only when changed, debounced by 2000 ms). An edit is
 * saved once `delayMs` pass without another; `flush` (Next) saves at once, replacing a waiting edit. Saves
 * run one after another, and each is skipped when its payload is the one last saved, so an edit already on
 * its way is never sent twice. The first save creates the organization, later ones update it.
 */
export function createOrganizationSaver({
  create,
  update,
  onBackgroundError,
  delayMs = ORGANIZATION_SAVE_DELAY_MS,
}: OrganizationSaverOptions) {
  let organizationId: string | null = null;
  let lastSaved: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: OrganizationPayload | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    waiting = null;
  };

  const saveIfChanged = (payload: OrganizationPayload): Promise<boolean> => {
    const run = queue
      .catch(() => undefined)
      .then(async () => {
        const key = JSON.stringify(payload);
        if (key === lastSaved) return false;
        if (organizationId) await update(organizationId, payload);
        else organizationId = await create(payload);
        lastSaved = key;
        return true;
      });
    queue = run;
    return run;
  };

  return {
    /** The organization already on the server (loaded data): saving the same payload sends nothing. */
    prime(id: string, payload: OrganizationPayload) {
      organizationId = id;
      lastSaved = JSON.stringify(payload);
    },
    get organizationId(): string | null {
      return organizationId;
    },
    /** An edit: saved after the quiet time unless another comes first. Null (values not valid) saves nothing. */
    schedule(payload: OrganizationPayload | null) {
      cancel();
      if (!payload || JSON.stringify(payload) === lastSaved) return;
      waiting = payload;
      timer = setTimeout(() => {
        timer = null;
        waiting = null;
        saveIfChanged(payload).catch((error: unknown) => onBackgroundError?.(error));
      }, delayMs);
    },
    /** Sends a waiting edit now, in the background (the screen is leaving before the quiet time is over). */
    flushWaiting() {
      const payload = waiting;
      cancel();
      if (payload) saveIfChanged(payload).catch((error: unknown) => onBackgroundError?.(error));
    },
    /** Saves now (a waiting edit is dropped for this one); resolves true when a request was sent. */
    flush(payload: OrganizationPayload): Promise<boolean> {
      cancel();
      return saveIfChanged(payload);
    },
    /** Drops a waiting edit. */
    cancel,
  };
}
