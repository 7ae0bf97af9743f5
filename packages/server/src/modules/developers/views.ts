import type { ApiKey } from "@round/forms/schemas";
import { iso } from "../../http/values.ts";
import type { KeyWithSecret } from "./queries.ts";

export function apiKeyView({ key, secret }: KeyWithSecret): ApiKey {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: secret.prefix,
    last4: secret.last4,
    createdAt: iso(key.createdAt),
    expiresAt: key.expiresAt ? iso(key.expiresAt) : null,
    lastUsedAt: key.lastUsedAt ? iso(key.lastUsedAt) : null,
    createdBy: { id: key.createdBy, name: key.createdByName },
  };
}
