import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "../api/identities";
import { fetchInvitations } from "../api/invitations";
import { fetchCurrentOrganization, fetchOrganizationAddresses } from "../api/organizations";

export const accountKeys = {
  me: ["me"] as const,
  organization: (userId: string) => ["organization", userId] as const,
  addresses: (organizationId: string) => ["addresses", organizationId] as const,
  invitations: (accountId: string) => ["invitations", accountId] as const,
};

export function useMe() {
  return useQuery({ queryKey: accountKeys.me, queryFn: fetchMe, staleTime: 30_000 });
}

export function useCurrentOrganization(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.organization(userId ?? ""),
    queryFn: () => fetchCurrentOrganization(userId ?? ""),
    enabled: Boolean(userId),
  });
}

export function useOrganizationAddresses(organizationId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.addresses(organizationId ?? ""),
    queryFn: () => fetchOrganizationAddresses(organizationId ?? ""),
    enabled: Boolean(organizationId),
  });
}

export function useInvitations(accountId: string | null | undefined) {
  return useQuery({
    queryKey: accountKeys.invitations(accountId ?? ""),
    queryFn: () => fetchInvitations(accountId ?? ""),
    enabled: Boolean(accountId),
  });
}
