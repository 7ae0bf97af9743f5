import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchInvitations, inviteUser, resendInvitation, revokeInvitation } from "../api/invitations";
import type { Invitation } from "../api/types";

/** `["invitations", roundAccountId]`: an account's invitations. */
export const invitationKeys = {
  all: ["invitations"] as const,
  ofAccount: (roundAccountId: string) => ["invitations", roundAccountId] as const,
};

/** The account's pending invitations; `enabled: false` for a role that may not list them (403). */
export function useInvitations(
  roundAccountId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: invitationKeys.ofAccount(roundAccountId ?? ""),
    queryFn: () => fetchInvitations(roundAccountId ?? ""),
    enabled: Boolean(roundAccountId) && (options.enabled ?? true),
  });
}

export interface InvitationToSend {
  roundAccountId: string;
  email: string;
  /** The role's number, 1 Admin … 17 Viewer. */
  role: number;
}

/** `mutateAsync({ roundAccountId, email, role })`: that account's invitations are read again. */
export function useSendInvitation() {
  const client = useQueryClient();
  return useMutation<Invitation, Error, InvitationToSend>({
    mutationFn: ({ roundAccountId, email, role }) => inviteUser(roundAccountId, email, role),
    onSuccess: (_, { roundAccountId }) =>
      client.invalidateQueries({ queryKey: invitationKeys.ofAccount(roundAccountId) }),
  });
}

/**
 * `mutateAsync({ id, roundAccountId })`: revokes the invitation; the account's invitations are read again
 * (every account's when none is named).
 */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation<unknown, Error, { id: string; roundAccountId?: string | null }>({
    mutationFn: ({ id }) => revokeInvitation(id),
    onSuccess: (_, { roundAccountId }) =>
      client.invalidateQueries({
        queryKey: roundAccountId ? invitationKeys.ofAccount(roundAccountId) : invitationKeys.all,
      }),
  });
}

/** `mutateAsync({ id, roundAccountId })`: a new link is emailed; the account's invitations are read again. */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation<Invitation, Error, { id: string; roundAccountId?: string | null }>({
    mutationFn: ({ id }) => resendInvitation(id),
    onSuccess: (_, { roundAccountId }) =>
      client.invalidateQueries({
        queryKey: roundAccountId ? invitationKeys.ofAccount(roundAccountId) : invitationKeys.all,
      }),
  });
}
