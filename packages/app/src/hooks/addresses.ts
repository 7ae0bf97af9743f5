import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createOrganizationAddress,
  deleteAddress,
  fetchOrganizationAddresses,
  updateAddress,
} from "../api/organizations";
import type { Address, AddressInput } from "../api/types";

/** `["addresses", organizationId]`: an organization's addresses. */
export const addressKeys = {
  all: ["addresses"] as const,
  ofOrganization: (organizationId: string) => ["addresses", organizationId] as const,
};

export function useOrganizationAddresses(organizationId: string | undefined) {
  return useQuery({
    queryKey: addressKeys.ofOrganization(organizationId ?? ""),
    queryFn: () => fetchOrganizationAddresses(organizationId ?? ""),
    enabled: Boolean(organizationId),
  });
}

/** `mutateAsync({ organizationId, address })`: that organization's addresses are read again. */
export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation<Address, Error, { organizationId: string; address: AddressInput }>({
    mutationFn: ({ organizationId, address }) => createOrganizationAddress(organizationId, address),
    onSuccess: (_, { organizationId }) =>
      client.invalidateQueries({ queryKey: addressKeys.ofOrganization(organizationId) }),
  });
}

/**
 * `mutateAsync({ addressId, address })`: the address's organization is the one the answer names, and its
 * addresses are read again (every organization's when the answer does not say).
 */
export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation<Address, Error, { addressId: string; address: AddressInput }>({
    mutationFn: ({ addressId, address }) => updateAddress(addressId, address),
    onSuccess: (saved) =>
      client.invalidateQueries({
        queryKey: saved?.organizationId ? addressKeys.ofOrganization(saved.organizationId) : addressKeys.all,
      }),
  });
}

/** `mutateAsync(addressId)`: every organization's addresses are read again (the id names no organization). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation<{ deletedCount: number }, Error, string>({
    mutationFn: (addressId) => deleteAddress(addressId),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
