import { api } from "./client";
import { messages } from "./errors";
import type { Invitation } from "./types";

export type { Invitation };

export function fetchInvitations(roundAccountId: string): Promise<Invitation[]> {
  return api
    .request<Invitation[] | { items: Invitation[] }>("/identities/invitations", {
      query: { roundAccountId },
      errorMessage: messages.loadInvitationsFailed,
    })
    .then((data) => (Array.isArray(data) ? data : (data?.items ?? [])));
}

export function inviteUser(roundAccountId: string, email: string, role: number): Promise<Invitation> {
  return api.request<Invitation>("/identities/invite-user", {
    method: "POST",
    body: { RoundAccountId: roundAccountId, Email: email, Role: role },
    errorMessage: messages.inviteFailed,
  });
}

export function revokeInvitation(id: string): Promise<unknown> {
  return api.request(`/identities/invitations/${encodeURIComponent(id)}`, {
    method: "DELETE",
    errorMessage: messages.revokeInvitationFailed,
  });
}

/** Sends the invitation again: a new link by email, the old one no longer works. */
export function resendInvitation(id: string): Promise<Invitation> {
  return api.request<Invitation>(`/identities/invitations/${encodeURIComponent(id)}/resend`, {
    method: "POST",
    body: {},
    errorMessage: messages.resendInvitationFailed,
  });
}

export interface InvitationLookup {
  email: string;
  organizationName?: string;
  accountName?: string;
  role?: number;
}

export function lookupInvitation(token: string): Promise<InvitationLookup> {
  return api.request<InvitationLookup>("/identities/invitations/lookup", {
    query: { token },
    anonymous: true,
  });
}

export function registerWithInvitation(input: {
  token: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
}) {
  return api.request<import("./types").LoginResult>("/identities/register-with-invitation", {
    method: "POST",
    body: {
      token: input.token,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phone,
      password: input.password,
    },
    anonymous: true,
    errorMessage: messages.registerWithInvitationFailed,
  });
}
