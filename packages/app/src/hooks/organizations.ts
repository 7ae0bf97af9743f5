import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createOrganization, fetchCurrentOrganization, updateOrganization } from "../api/organizations";
import type { CreateOrganizationResult, Organization, OrganizationPayload } from "../api/types";

/** `["organization", userId]`: the user's current organization. */
export const organizationKeys = {
  all: ["organization"] as const,
  current: (userId: string) => ["organization", userId] as const,
};

/** The user's newest organization, or null when there is none. */
export function useCurrentOrganization(userId: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.current(userId ?? ""),
    queryFn: () => fetchCurrentOrganization(userId ?? ""),
    enabled: Boolean(userId),
  });
}

/** `mutateAsync(payload)`: creates an organization; the current organization is read again. */
export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation<CreateOrganizationResult, Error, OrganizationPayload>({
    mutationFn: (payload) => createOrganization(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

/** `mutateAsync({ id, payload })`: the whole payload of the organization; it is read again. */
export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation<Organization, Error, { id: string; payload: OrganizationPayload }>({
    mutationFn: ({ id, payload }) => updateOrganization(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
