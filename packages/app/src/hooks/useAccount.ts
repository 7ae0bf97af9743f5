import { ONBOARDING_DEFAULTS } from "@round/forms/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { User } from "../api/types";
import { useAuth } from "../session/AuthProvider";
import { USER_CACHE_MS } from "../session/cachedLoader";
import { addressKeys } from "./addresses";
import { invitationKeys } from "./invitations";
import { organizationKeys, useCurrentOrganization } from "./organizations";

export const accountKeys = {
  me: ["me"] as const,
  organization: organizationKeys.current,
  addresses: addressKeys.ofOrganization,
  invitations: invitationKeys.ofAccount,
};

/**
 * The current user, through the session's cache (30 s, concurrent requests shared): a screen opened right
 * after the session check, or two screens mounting together, ask the server nothing more.
 */
export function useMe() {
  const { fetchUser, peekUser } = useAuth();
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: fetchUser,
    // A user the session loaded moments ago shows at once, without a loading state in between.
    initialData: peekUser,
    staleTime: USER_CACHE_MS,
  });
}

/** What a screen calls after a write that changed the current user (profile, onboarding progress). */
export function useUserChanged() {
  const { refreshUser, forgetUser } = useAuth();
  const queryClient = useQueryClient();

  /** The user is read again now (one request), for the session and every screen showing it. */
  const reload = useCallback(async (): Promise<User | null> => {
    const user = await refreshUser();
    if (user) queryClient.setQueryData(accountKeys.me, user);
    else await queryClient.invalidateQueries({ queryKey: accountKeys.me });
    return user;
  }, [refreshUser, queryClient]);

  /** The cached user is out of date: whoever reads it next asks the server (nothing is sent now). */
  const markStale = useCallback(() => {
    forgetUser();
    void queryClient.invalidateQueries({ queryKey: accountKeys.me, refetchType: "none" });
  }, [forgetUser, queryClient]);

  return useMemo(() => ({ reload, markStale }), [reload, markStale]);
}

/**
 * The account's currency: its organization's, and until that is read (or where it is not set) the one every
 * account starts with. Screens show an amount whose own currency is not known yet in it.
 */
export function useAccountCurrency(): string {
  const me = useMe();
  const organization = useCurrentOrganization(me.data?.id);
  return organization.data?.currency ?? ONBOARDING_DEFAULTS.currency;
}
