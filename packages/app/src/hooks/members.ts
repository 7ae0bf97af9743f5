import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { changeMemberRole, fetchMembers, type MemberChange, removeMember } from "../api/members";

/** `["members", roundAccountId]`: an account's members. */
const memberKeys = {
  all: ["members"] as const,
  ofAccount: (roundAccountId: string | null) => ["members", roundAccountId ?? ""] as const,
};

export function useMembers(roundAccountId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.ofAccount(roundAccountId),
    queryFn: ({ signal }) => fetchMembers(roundAccountId, signal),
    enabled: options.enabled ?? true,
  });
}

/** `mutateAsync({ userId, role })`: the account's members are read again. */
export function useChangeMemberRole(roundAccountId: string | null) {
  const client = useQueryClient();
  return useMutation<MemberChange, Error, { userId: string; role: number }>({
    mutationFn: ({ userId, role }) => changeMemberRole(roundAccountId, userId, role),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.ofAccount(roundAccountId) }),
  });
}

/** `mutateAsync(userId)`: the member leaves the account (and is signed out); the members are read again. */
export function useRemoveMember(roundAccountId: string | null) {
  const client = useQueryClient();
  return useMutation<MemberChange, Error, string>({
    mutationFn: (userId) => removeMember(roundAccountId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.ofAccount(roundAccountId) }),
  });
}
