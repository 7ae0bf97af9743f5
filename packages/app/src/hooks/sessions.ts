import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { changePassword, endSession, fetchSessions } from "../api/sessions";

/** `["sessions"]`: the signed-in person's sessions. */
const sessionKeys = { all: ["sessions"] as const };

export function useSessions() {
  return useQuery({ queryKey: sessionKeys.all, queryFn: ({ signal }) => fetchSessions(signal) });
}

/** `mutateAsync(id)`: signs that session out; the list is read again. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(id),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** `mutateAsync({ currentPassword, newPassword })`: the other sessions end, so the list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePassword(input.currentPassword, input.newPassword),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
