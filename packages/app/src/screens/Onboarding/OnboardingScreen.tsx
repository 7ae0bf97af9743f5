import { type OnboardingProduct, OnboardingWizard, type SaveStepHandler } from "@round/forms";
import { Banner, Spinner, useToast } from "@round/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, messages } from "../../api/errors";
import { completeOnboarding, saveOnboarding } from "../../api/identities";
import { inviteUser, revokeInvitation } from "../../api/invitations";
import {
  createOrganization,
  createOrganizationAddress,
  updateAddress,
  updateOrganization,
} from "../../api/organizations";
import type { Address, OnboardingData, Organization, User } from "../../api/types";
import {
  accountKeys,
  useCurrentOrganization,
  useInvitations,
  useMe,
  useOrganizationAddresses,
} from "../../hooks/useAccount";
import { useReferenceLoaders } from "../../hooks/useReference";
import * as layout from "../../layouts/layout.css";
import { useAuth } from "../../session/AuthProvider";
import {
  addressBody,
  browserTimeZone,
  createOrganizationSaver,
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

  if (me.isError) return <Banner tone="error">{messages.loadUserFailed}</Banner>;
  if (organization.isError && !shown.current)
    return <Banner tone="error">Failed to load organization data</Banner>;
  if (!me.data || (loading && !shown.current)) {
    return (
      <div className={layout.stack} role="status">
        <Spinner label={null} />
        <p>Loading your setup...</p>
      </div>
    );
  }
  shown.current = true;
  return (
    <Onboarding
      user={me.data}
      organization={organization.data ?? null}
      address={primaryAddress(addresses.data)}
    />
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
  const { toast } = useToast();
  const { refreshUser } = useAuth();
  const loaders = useReferenceLoaders();
  const invitations = useInvitations(user.roundAccountId);
  const progress = useRef<OnboardingData>(user.onboardingData ?? {});
  const current = useRef({ organization, address });
  const [products, setProducts] = useState<OnboardingProduct[]>(() => [
    ...(user.onboardingData?.products ?? []),
  ]);
  const [billing, setBilling] = useState(
    () => user.onboardingData?.billing ?? { isConnected: false, provider: null },
  );
  const drafts = useRef<{ organization?: OrganizationDraft; settings?: SettingsDraft }>({});

  const saver = useMemo(() => {
    const instance = createOrganizationSaver(async (payload) => {
      const existing = current.current.organization;
      if (existing) {
        const updated = await updateOrganization(existing.id, payload);
        current.current.organization = { ...existing, ...payload, ...updated };
      } else {
        const created = await createOrganization({ ...payload, userId: user.id });
        current.current.organization = {
          ...payload,
          id: created.organizationId,
          createdDate: new Date().toISOString(),
        };
        if (created.address) current.current.address = { ...created.address, addressId: created.addressId };
        toast({ kind: "success", title: "Organization created successfully" });
      }
      queryClient.invalidateQueries({ queryKey: accountKeys.organization(user.id) });
    });
    if (organization) {
      const draft = organizationDraft(organization) as OrganizationDraft;
      instance.prime(organizationPayload(draft, settingsDraft(organization) as SettingsDraft, organization));
    }
    return instance;
  }, [organization, queryClient, toast, user.id]);

  async function persist(patch: Partial<OnboardingData>) {
    progress.current = { ...progress.current, ...patch };
    await saveOnboarding(progress.current);
  }

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
            addressType: address.addressType ?? "billing",
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

  const onSaveStep: SaveStepHandler = async (stepId, values, info) => {
    const completedSteps = [...new Set([...(progress.current.completedSteps ?? []), stepId])];
    switch (stepId) {
      case "organization": {
        const draft = values as OrganizationDraft;
        drafts.current.organization = draft;
        const settings =
          drafts.current.settings ?? (settingsDraft(current.current.organization) as SettingsDraft);
        await wrap(messages.saveOrganizationFailed, () =>
          saver.save(organizationPayload(draft, settings, current.current.organization)),
        );
        break;
      }
      case "businessSettings": {
        const settings = values as SettingsDraft;
        drafts.current.settings = settings;
        const draft =
          drafts.current.organization ??
          (organizationDraft(current.current.organization) as OrganizationDraft | undefined);
        if (!draft) throw new Error("Organization ID not found for address creation");
        await wrap(messages.saveOrganizationFailed, () =>
          saver.save(organizationPayload(draft, settings, current.current.organization)),
        );
        break;
      }
      case "address": {
        const organizationNow = current.current.organization;
        if (!organizationNow) throw new Error("Organization ID not found for address creation");
        const existing = current.current.address;
        const body = addressBody(values as Address, existing);
        const existingId = existing?.addressId ?? existing?.id;
        if (existingId) {
          if (info.changed) {
            const saved = await wrap(messages.saveAddressFailed, () => updateAddress(existingId, body));
            current.current.address = { ...body, ...saved };
          }
        } else {
          const saved = await wrap(messages.saveAddressFailed, () =>
            createOrganizationAddress(organizationNow.id, body),
          );
          current.current.address = saved;
          toast({ kind: "success", title: "Address created successfully" });
        }
        queryClient.invalidateQueries({ queryKey: accountKeys.addresses(organizationNow.id) });
        break;
      }
      default:
        break;
    }
    await persist({ currentStep: stepId, completedSteps });
  };

  return (
    <div className={layout.page}>
      <OnboardingWizard
        data={data}
        onSaveStep={onSaveStep}
        onComplete={async () => {
          await persist({ products, billing });
          await completeOnboarding();
          await refreshUser();
          queryClient.invalidateQueries({ queryKey: accountKeys.me });
          navigate("/dashboard", { replace: true });
        }}
        loadCountries={loaders.loadCountries}
        loadCurrencies={loaders.loadCurrencies}
        loadIndustries={loaders.loadIndustries}
        loadCompanySizes={loaders.loadCompanySizes}
        loadAddressTypes={loaders.loadAddressTypes}
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
        onInvite={async ({ email, role }) => {
          if (!user.roundAccountId)
            throw new Error("User authentication error. Please refresh and try again.");
          await inviteUser(user.roundAccountId, email, role);
          toast({ kind: "success", title: "Invitation sent successfully" });
          await queryClient.invalidateQueries({ queryKey: accountKeys.invitations(user.roundAccountId) });
        }}
        onRevoke={async (id) => {
          await revokeInvitation(id);
          if (user.roundAccountId)
            await queryClient.invalidateQueries({ queryKey: accountKeys.invitations(user.roundAccountId) });
        }}
        products={products}
        onProductsChange={(next) => {
          setProducts(next);
          persist({ products: next }).catch(() =>
            toast({
              kind: "error",
              title: "Failed to save onboarding data",
              description: messages.unexpectedRetry,
            }),
          );
        }}
        billing={billing}
        onConnectBilling={async () => {
          const next = { isConnected: true, provider: "Stripe" };
          await persist({ billing: next });
          setBilling(next);
        }}
      />
    </div>
  );
}

/** Runs a save, turning a failure into the spec's message for that save unless the server gave one. */
async function wrap<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(fallback);
  }
}
