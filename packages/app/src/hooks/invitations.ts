import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchInvitations, inviteUser, revokeInvitation } from "../api/invitations";
import type { Invitation } from "../api/types";

/** `["invitations", roundAccountId]`: an account's invitations. */
export const invitationKeys = {
  all: ["invitations"] as const,
  ofAccount: (roundAccountId: string) => ["invitations", roundAccountId] as const,
};

export function useInvitations(roundAccountId: string | null | undefined) {
  return useQuery({
    queryKey: invitationKeys.ofAccount(roundAccountId ?? ""),
    queryFn: () => fetchInvitations(roundAccountId ?? ""),
    enabled: Boolean(roundAccountId),
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
