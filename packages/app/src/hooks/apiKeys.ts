import type { ApiKeyCreateBody } from "@round/forms/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiKeyWithSecret, createApiKey, fetchApiKeys, revokeApiKey, rollApiKey } from "../api/apiKeys";

/** `["api-keys", roundAccountId]`: an account's API keys. */
const apiKeyKeys = {
  ofAccount: (roundAccountId: string | null) => ["api-keys", roundAccountId ?? ""] as const,
};

export function useApiKeys(roundAccountId: string | null) {
  return useQuery({
    queryKey: apiKeyKeys.ofAccount(roundAccountId),
    queryFn: ({ signal }) => fetchApiKeys(roundAccountId, signal),
  });
}

/** The mutations of Settings → Developers; each reads the keys again once it is done. */
export function useApiKeyMutations(roundAccountId: string | null) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: apiKeyKeys.ofAccount(roundAccountId) });
  const create = useMutation<ApiKeyWithSecret, Error, ApiKeyCreateBody>({
    mutationFn: (body) => createApiKey(roundAccountId, body),
    onSuccess: refresh,
  });
  const roll = useMutation<ApiKeyWithSecret, Error, { id: string; overlapHours: number }>({
    mutationFn: ({ id, overlapHours }) => rollApiKey(roundAccountId, id, overlapHours),
    onSuccess: refresh,
  });
  const revoke = useMutation<void, Error, string>({
    mutationFn: (id) => revokeApiKey(roundAccountId, id),
    onSuccess: refresh,
  });
  return { create, roll, revoke };
}
