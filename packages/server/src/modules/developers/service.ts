import {
  type ApiKeyCreate,
  type ApiKeyWithSecret,
  apiKeyMessages,
  roleAllowsScope,
} from "@round/forms/schemas";
import { type AccessClaims, hashToken } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound, recordId, unauthorized, validationFailed } from "../../http/errors.ts";
import { createdChanges, differences, recordAudit } from "../audit/index.ts";
import { loadTenant } from "../identities/index.ts";
import {
  insertKey,
  insertSecret,
  keyBySecretHash,
  keyOf,
  keysOf,
  retireSecrets,
  revokeKey,
  touchKey,
} from "./queries.ts";
import { newKeySecret, visibleParts } from "./secrets.ts";
import { apiKeyView } from "./views.ts";

const KEY_NOT_FOUND = "API key not found.";
const HOUR = 60 * 60 * 1000;
/** `lastUsedAt` is written at most this often per key and instance. */
const TOUCH_EVERY_MS = 60_000;

/** API keys of an account (PLATFORM.md): made, listed, rolled and revoked by people with `manageDevelopers`. */
export function apiKeyService(deps: Deps) {
  const { db, clock } = deps;

  async function withNewSecret(
    ex: Parameters<typeof insertSecret>[0],
    keyId: string,
  ): Promise<{ secret: string; parts: { prefix: string; last4: string } }> {
    const secret = newKeySecret();
    const parts = visibleParts(secret);
    await insertSecret(ex, { hash: hashToken(secret), apiKeyId: keyId, ...parts, createdAt: clock.date() });
    return { secret, parts };
  }

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageDevelopers");
      return (await keysOf(db, tenant.accountId)).map(apiKeyView);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageDevelopers");
      const found = await keyOf(db, tenant.accountId, recordId(id, KEY_NOT_FOUND));
      if (!found) throw notFound(KEY_NOT_FOUND);
      return apiKeyView(found);
    },

    async create(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      body: ApiKeyCreate,
    ): Promise<ApiKeyWithSecret> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageDevelopers");
      const refused = body.scopes.find((scope) => !roleAllowsScope(tenant.membership.role, scope));
      if (refused) throw forbidden(`Your role does not allow ${refused}.`);
      const now = clock.date();
      if (body.expiresAt && body.expiresAt.getTime() <= now.getTime()) {
        throw validationFailed([
          { code: "INVALID_FORMAT", description: apiKeyMessages.expiresAtPast, field: "expiresAt" },
        ]);
      }
      const { principal } = tenant;
      return db.transaction(async (tx) => {
        const key = await insertKey(tx, {
          roundAccountId: tenant.accountId,
          name: body.name,
          scopes: body.scopes,
          createdBy: principal.userId,
          createdByName: `${principal.firstName} ${principal.lastName}`.trim() || principal.email,
          createdAt: now,
          expiresAt: body.expiresAt ?? null,
        });
        const { secret, parts } = await withNewSecret(tx, key.id);
        const view = apiKeyView({ key, secret: parts });
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "api_key.create",
            resourceType: "api_key",
            resourceId: key.id,
            changes: createdChanges(view),
            at: now,
          },
        ]);
        return { ...view, secret };
      });
    },

    /** A new secret; the old ones keep working `overlapHours` more (0: they stop now). */
    async roll(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      overlapHours: number,
    ): Promise<ApiKeyWithSecret> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageDevelopers");
      const keyId = recordId(id, KEY_NOT_FOUND);
      return db.transaction(async (tx) => {
        const found = await keyOf(tx, tenant.accountId, keyId, true);
        if (!found) throw notFound(KEY_NOT_FOUND);
        await retireSecrets(tx, found.key.id, new Date(clock.now() + overlapHours * HOUR));
        const { secret, parts } = await withNewSecret(tx, found.key.id);
        const view = apiKeyView({ key: found.key, secret: parts });
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "api_key.roll",
            resourceType: "api_key",
            resourceId: found.key.id,
            changes: { ...differences(apiKeyView(found), view), overlapHours: [null, overlapHours] },
            at: clock.date(),
          },
        ]);
        return { ...view, secret };
      });
    },

    async revoke(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageDevelopers");
      await db.transaction(async (tx) => {
        const keyId = recordId(id, KEY_NOT_FOUND);
        const revoked = await revokeKey(tx, tenant.accountId, keyId, clock.date());
        if (!revoked) throw notFound(KEY_NOT_FOUND);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "api_key.revoke",
            resourceType: "api_key",
            resourceId: keyId,
            changes: { revokedAt: [null, clock.date().toISOString()] },
            at: clock.date(),
          },
        ]);
      });
    },
  };
}

/**
 * Verifies a key's secret for `Api` (PLATFORM.md): 401 'This API key is not valid.' when it is unknown,
 * revoked, expired or retired by a roll; then counts the request against the key's rate limit (429 with
 * Retry-After past it) and keeps `lastUsedAt` (at most once a minute per key).
 */
export function apiKeyAuthenticator(deps: Deps) {
  const { db, clock, requestLimiter } = deps;
  const touched = new Map<string, number>();
  return async (secret: string): Promise<AccessClaims> => {
    const row = await keyBySecretHash(db, hashToken(secret));
    const now = clock.now();
    const ended = (at: Date | null) => at !== null && at.getTime() <= now;
    if (!row || row.revokedAt || ended(row.expiresAt) || ended(row.retiresAt)) {
      throw unauthorized("This API key is not valid.");
    }
    await requestLimiter.consume("apiKeyRequests", row.id);
    const last = touched.get(row.id) ?? row.lastUsedAt?.getTime() ?? 0;
    if (now - last >= TOUCH_EVERY_MS) {
      touched.set(row.id, now);
      await touchKey(db, row.id, clock.date());
    }
    return {
      sub: row.createdBy,
      sid: row.id,
      roundAccountId: row.accountId,
      apiKey: { id: row.id, name: row.name, accountId: row.accountId, scopes: row.scopes },
    };
  };
}
