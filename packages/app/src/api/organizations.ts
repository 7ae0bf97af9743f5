import { api } from "./client";
import { messages } from "./errors";
import type {
  Address,
  AddressInput,
  CreateOrganizationResult,
  Organization,
  OrganizationPayload,
} from "./types";

interface ItemsResponse<T> {
  items: T[];
}

/** The user's newest organization (by createdDate), or null when there is none. */
export async function fetchCurrentOrganization(userId: string): Promise<Organization | null> {
  const data = await api.request<ItemsResponse<Organization>>("/organizations", {
    query: { userId },
    errorMessage: messages.fetchOrganizationFailed,
  });
  const items = [...(data?.items ?? [])];
  items.sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
  return items[0] ?? null;
}

export function createOrganization(payload: OrganizationPayload): Promise<CreateOrganizationResult> {
  return api.request<CreateOrganizationResult>("/organizations", {
    method: "POST",
    body: payload,
    errorMessage: messages.createOrganizationFailed,
  });
}

export function updateOrganization(id: string, payload: OrganizationPayload): Promise<Organization> {
  return api.request<Organization>(`/organizations/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: payload,
    errorMessage: messages.updateOrganizationFailed,
  });
}

export function fetchOrganizationAddresses(organizationId: string): Promise<Address[]> {
  return api
    .request<Address[] | ItemsResponse<Address>>(
      `/organizations/${encodeURIComponent(organizationId)}/addresses`,
      {
        errorMessage: messages.fetchAddressesFailed,
      },
    )
    .then((data) => (Array.isArray(data) ? data : (data?.items ?? [])));
}

export function createOrganizationAddress(organizationId: string, address: AddressInput): Promise<Address> {
  return api.request<Address>(`/organizations/${encodeURIComponent(organizationId)}/addresses`, {
    method: "POST",
    body: address,
    errorMessage: messages.createAddressFailed,
  });
}

export function updateAddress(addressId: string, address: AddressInput): Promise<Address> {
  return api.request<Address>(`/addresses/${encodeURIComponent(addressId)}`, {
    method: "PUT",
    body: address,
    errorMessage: messages.saveAddressFailed,
  });
}

export function deleteAddress(addressId: string): Promise<{ deletedCount: number }> {
  return api.request<{ deletedCount: number }>(`/addresses/${encodeURIComponent(addressId)}`, {
    method: "DELETE",
    errorMessage: messages.deleteAddressFailed,
  });
}
