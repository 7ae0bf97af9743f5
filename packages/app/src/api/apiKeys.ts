import type { ApiKey, ApiKeyCreateBody, ApiKeyWithSecret } from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";

export type { ApiKey, ApiKeyWithSecret };

const PATH = "/api/api-keys";

/** The account's API keys, newest first (never a secret). */
export function fetchApiKeys(roundAccountId: string | null, signal?: AbortSignal): Promise<ApiKey[]> {
  return api.request<ApiKey[]>(PATH, {
    query: { roundAccountId },
    errorMessage: messages.loadApiKeysFailed,
    ...(signal ? { signal } : {}),
  });
}

export function createApiKey(roundAccountId: string | null, body: ApiKeyCreateBody) {
  return api.request<ApiKeyWithSecret>(PATH, {
    method: "POST",
    query: { roundAccountId },
    body,
    errorMessage: messages.createApiKeyFailed,
  });
}

export function rollApiKey(roundAccountId: string | null, id: string, overlapHours: number) {
  return api.request<ApiKeyWithSecret>(`${PATH}/${encodeURIComponent(id)}/roll`, {
    method: "POST",
    query: { roundAccountId },
    body: { overlapHours },
    errorMessage: messages.rollApiKeyFailed,
  });
}

export function revokeApiKey(roundAccountId: string | null, id: string) {
  return api.request<void>(`${PATH}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    query: { roundAccountId },
    errorMessage: messages.revokeApiKeyFailed,
  });
}
