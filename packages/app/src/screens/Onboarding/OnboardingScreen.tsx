import {
  type OnboardingProduct,
  type OnboardingStepValues,
  OnboardingWizard,
  type SaveStepHandler,
  type StepEditHandler,
} from "@round/forms";
import { ONBOARDING_DEFAULTS } from "@round/forms/schemas";
import { Spinner, Stack, useToast } from "@round/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { failureToast, messages } from "../../api/errors";
import { completeOnboarding, saveOnboarding, updateProfile } from "../../api/identities";
import {
  createOrganization,
  createOrganizationAddress,
  updateAddress,
  updateOrganization,
} from "../../api/organizations";
import type { Address, AddressInput, OnboardingData, Organization, User } from "../../api/types";
import { addressKeys, useOrganizationAddresses } from "../../hooks/addresses";
import { useInvitations, useRevokeInvitation, useSendInvitation } from "../../hooks/invitations";
import { organizationKeys, useCurrentOrganization } from "../../hooks/organizations";
import { useMe, useUserChanged } from "../../hooks/useAccount";
import { type ReferenceLoaders, useReferenceLoaders } from "../../hooks/useReference";
import { LoadFailed } from "../../layouts/LoadFailed";
import * as layout from "../../layouts/layout.css";
import {
  addressBody,
  browserTimeZone,
  createOrganizationSaver,
  hasCompleteProfile,
  type KnownAddress,
  type KnownOrganization,
  type OrganizationDraft,
  organizationDraft,
  organizationPayload,
  primaryAddress,
  type SettingsDraft,
  settingsDraft,
} from "./onboardingSaves";

/** /get-started: the onboarding wizard, saving each step through the API. */
export default function OnboardingScreen() {
  const me = useMe();
  const organization = useCurrentOrganization(me.data?.id);
  const organizationId = organization.data?.id;
  const addresses = useOrganizationAddresses(organizationId);
  const loading =
    me.isPending || (me.data && organization.isPending) || (organizationId && addresses.isPending);
  // The wizard reads its data once, when it mounts. Saving the first step creates the organization, which
  // starts loading its addresses: that must not unmount the wizard (it would reopen on another step).
  const shown = useRef(false);

  if (!me.data && me.isError) {
    return <LoadFailed text={messages.loadUserFailed} onRetry={() => void me.refetch()} />;
  }
  if (!shown.current && organization.isError) {
    return <LoadFailed text={messages.loadOrganizationFailed} onRetry={() => void organization.refetch()} />;
  }
  if (!shown.current && addresses.isError) {
    return <LoadFailed text={messages.loadOnboardingFailed} onRetry={() => void addresses.refetch()} />;
  }
  if (!me.data || (loading && !shown.current)) {
    return (
      <Stack gap="lg" role="status">
        <Spinner label={null} />
        <p>Loading your setup...</p>
      </Stack>
    );
  }
  shown.current = true;
  if (!hasCompleteProfile(me.data)) return <ProfileFirst user={me.data} />;
  return (
    <Onboarding
      user={me.data}
      organization={organization.data ?? null}
      address={primaryAddress(addresses.data)}
    />
  );
}

/** The wizard's reference pickers. */
function pickers(loaders: ReferenceLoaders) {
  return {
    loadCountries: loaders.loadCountries,
    loadCurrencies: loaders.loadCurrencies,
    loadIndustries: loaders.loadIndustries,
    loadCompanySizes: loaders.loadCompanySizes,
    loadAddressTypes: loaders.loadAddressTypes,
  };
}

const nothing = async () => {};

/**
 * A signed-in user without a usable profile (no first or last name): the wizard's User Information step,
 * alone, saved with `PUT /identities/me`. Once the profile reads back complete, the usual steps follow.
 */
function ProfileFirst({ user }: { user: User }) {
  const { toast } = useToast();
  const { reload } = useUserChanged();
  const loaders = useReferenceLoaders();
  return (
    <div className={layout.page}>
      <OnboardingWizard
        hasProfile={false}
        finishLabel="Next"
        userEmailReadOnly
        data={{
          userInfo: {
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone,
          },
        }}
        onSaveStep={async (stepId, values) => {
          if (stepId !== "userInfo") return;
          const profile = values as OnboardingStepValues["userInfo"];
          try {
            await updateProfile({
              firstName: profile.firstName,
              lastName: profile.lastName,
              phone: profile.phone,
            });
          } catch (error) {
            toast(failureToast(messages.unknownError, error));
            throw error;
          }
        }}
        onComplete={async () => {
          // The screen moves on to the usual steps as soon as the saved profile is read back.
          if (!(await reload())) throw new Error(messages.loadUserFailed);
        }}
        {...pickers(loaders)}
        currentUserEmail={user.email}
        roundAccountId={user.roundAccountId}
        onInvite={nothing}
        onRevoke={nothing}
        onProductsChange={() => {}}
      />
    </div>
  );
}

function Onboarding(props: { user: User; organization: Organization | null; address: Address | null }) {
  const { user } = props;
  // The wizard starts from what was loaded; what it saves afterwards is tracked in `current`, so later
  // refetches of the same records do not reset the form under the person's hands.
  const [{ organization, address }] = useState(() => ({
    organization: props.organization,
    address: props.address,
  }));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  // The toasts of the steps' saves, closed when the setup completes.
  const stepToasts = useRef<string[]>([]);
  const { reload, markStale } = useUserChanged();
  const loaders = useReferenceLoaders();
  const invitations = useInvitations(user.roundAccountId);
  const sendInvitation = useSendInvitation();
  const revokeInvitation = useRevokeInvitation();
  const progress = useRef<OnboardingData>(user.onboardingData ?? {});
  const current = useRef<{ organization: KnownOrganization | null; address: KnownAddress | null }>({
    organization,
    address,
  });
  const [products, setProducts] = useState<OnboardingProduct[]>(() => [
    ...(user.onboardingData?.products ?? []),
  ]);
  // The latest valid values of the two steps that make up the organization.
  const drafts = useRef<{ organization?: OrganizationDraft; settings?: SettingsDraft }>({});

  // Organization edits are saved 2 seconds after the last one (and at once on Next), only when changed.
  const saverRef = useRef<ReturnType<typeof createOrganizationSaver> | null>(null);
  if (saverRef.current === null) {
    const saver = createOrganizationSaver({
      create: async (payload) => {
        const created = await createOrganization({ ...payload, userId: user.id });
        current.current.organization = {
          ...payload,
          id: created.organizationId,
          createdDate: new Date().toISOString(),
        };
        if (created.address)
          current.current.address = {
            ...created.address,
            addressId: created.addressId ?? created.address.addressId,
          };
        toast({ kind: "success", title: "Organization created successfully" });
        void queryClient.invalidateQueries({ queryKey: organizationKeys.current(user.id) });
        return created.organizationId;
      },
      update: async (id, payload) => {
        const updated = await updateOrganization(id, payload);
        const existing = current.current.organization;
        if (existing) current.current.organization = { ...existing, ...payload, ...updated };
        void queryClient.invalidateQueries({ queryKey: organizationKeys.current(user.id) });
      },
      onBackgroundError: (error) => toast(failureToast(messages.saveOrganizationFailed, error)),
    });
    if (organization) {
      const draft = organizationDraft(organization) as OrganizationDraft;
      saver.prime(
        organization.id,
        organizationPayload(draft, settingsDraft(organization) as SettingsDraft, organization),
      );
    }
    saverRef.current = saver;
  }
  const saver = saverRef.current;
  // Leaving the wizard before the quiet time is over still saves the last edit.
  useEffect(() => () => saver.flushWaiting(), [saver]);

  // A failed invitations list leaves the Team step without its pending invitations: say so.
  const invitationsFailedAt = invitations.isError ? invitations.errorUpdatedAt : 0;
  useEffect(() => {
    if (invitationsFailedAt) toast(failureToast(messages.loadOnboardingFailed, invitations.error));
  }, [invitationsFailedAt, invitations.error, toast]);

  /** Runs a step's work; a failure also shows as an error popup titled `title`. */
  async function reported<T>(title: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      toast(failureToast(title, error));
      throw error;
    }
  }

  async function persist(patch: Partial<OnboardingData>) {
    progress.current = { ...progress.current, ...patch };
    await saveOnboarding(progress.current);
    markStale();
  }

  const settingsNow = () =>
    drafts.current.settings ?? (settingsDraft(current.current.organization) as SettingsDraft);
  const organizationNow = () =>
    drafts.current.organization ??
    (organizationDraft(current.current.organization) as OrganizationDraft | undefined);

  const data = useMemo(
    () => ({
      organization: organizationDraft(organization) ?? {
        companyName: progress.current.organization?.name ?? user.companyName ?? "",
      },
      // Without an organization nothing is loaded yet: only the browser's time zone, so the step is not
      // shown as completed before the person has seen it.
      businessSettings: organization ? settingsDraft(organization) : { timezone: browserTimeZone() },
      address: address
        ? {
            addressType: address.addressType ?? ONBOARDING_DEFAULTS.addressType,
            name: address.name,
            addressLine1: address.addressLine1,
            number: address.number ?? "",
            city: address.city,
            state: address.state ?? "",
            zipCode: address.zipCode ?? "",
            country: address.country,
          }
        : { country: organization?.country ?? "" },
    }),
    [organization, address, user.companyName],
  );

  const onStepEdit: StepEditHandler = (stepId, values) => {
    if (stepId === "organization") {
      const draft = values as OrganizationDraft | null;
      if (draft) drafts.current.organization = draft;
      saver.schedule(draft && organizationPayload(draft, settingsNow(), current.current.organization));
    } else if (stepId === "businessSettings") {
      const settings = values as SettingsDraft | null;
      if (settings) drafts.current.settings = settings;
      const draft = organizationNow();
      saver.schedule(
        settings && draft ? organizationPayload(draft, settings, current.current.organization) : null,
      );
    }
  };

  const onSaveStep: SaveStepHandler = async (stepId, values, info) => {
    const completedSteps = [...new Set([...(progress.current.completedSteps ?? []), stepId])];
    switch (stepId) {
      case "organization": {
        const draft = values as OrganizationDraft;
        drafts.current.organization = draft;
        await reported(messages.saveOrganizationFailed, () =>
          saver.flush(organizationPayload(draft, settingsNow(), current.current.organization)),
        );
        break;
      }
      case "businessSettings": {
        const settings = values as SettingsDraft;
        drafts.current.settings = settings;
        await reported(messages.saveOrganizationFailed, async () => {
          // The organization step comes first: without its values there is nothing to save these with.
          const draft = organizationNow();
          if (!draft) throw new Error(messages.saveOrganizationFailed);
          await saver.flush(organizationPayload(draft, settings, current.current.organization));
        });
        break;
      }
      case "address": {
        await reported(messages.saveAddressFailed, async () => {
          const organizationId = saver.organizationId ?? current.current.organization?.id;
          if (!organizationId) throw new Error(messages.organizationIdMissing);
          const existing = current.current.address;
          const body = addressBody(values as AddressInput, existing);
          const existingId = existing?.addressId ?? existing?.id;
          if (existingId) {
            if (info.changed) {
              const saved = await updateAddress(existingId, body);
              current.current.address = { ...body, ...saved };
            }
          } else {
            current.current.address = await createOrganizationAddress(organizationId, body);
            stepToasts.current.push(toast({ kind: "success", title: "Address created successfully" }));
          }
          void queryClient.invalidateQueries({ queryKey: addressKeys.ofOrganization(organizationId) });
        });
        break;
      }
      default:
        break;
    }
    await reported(messages.unknownError, () => persist({ currentStep: stepId, completedSteps }));
  };

  return (
    <div className={layout.page}>
      <OnboardingWizard
        data={data}
        onSaveStep={onSaveStep}
        onStepEdit={onStepEdit}
        onComplete={() =>
          reported(messages.unknownError, async () => {
            await persist({ products, billing: { isConnected: false, provider: null } });
            await completeOnboarding();
            await reload();
            // A step's news (the address created) belongs to the wizard: it does not follow to the dashboard.
            for (const id of stepToasts.current.splice(0)) dismiss(id);
            navigate("/dashboard", { replace: true });
          })
        }
        {...pickers(loaders)}
        currentUserEmail={user.email}
        roundAccountId={user.roundAccountId}
        invitations={(invitations.data ?? [])
          .filter((invitation) => invitation.status === "pending")
          .map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role,
            status: invitation.status,
          }))}
        onInvite={({ email, role }) =>
          reported(messages.inviteFailed, async () => {
            const accountId = user.roundAccountId;
            if (!accountId) throw new Error("User authentication error. Please refresh and try again.");
            await sendInvitation.mutateAsync({ roundAccountId: accountId, email, role });
            toast({ kind: "success", title: "Invitation sent successfully" });
          })
        }
        onRevoke={(id) =>
          reported(messages.unknownError, async () => {
            await revokeInvitation.mutateAsync({ id, roundAccountId: user.roundAccountId });
          })
        }
        products={products}
        onProductsChange={(next) => {
          setProducts(next);
          persist({ products: next }).catch((error: unknown) =>
            toast(failureToast(messages.unknownError, error)),
          );
        }}
        linkAs={Link}
      />
    </div>
  );
}
