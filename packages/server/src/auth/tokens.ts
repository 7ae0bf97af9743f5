import { createHash, randomBytes } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { unauthorized } from "../http/errors.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ISSUER = "round";
const AUDIENCE = "round-api";

/** What a verified access token says. */
export interface AccessClaims {
  /** The user's id (also as `userId`, the claim the app reads). */
  sub: string;
  /** The session (refresh-token family) the token belongs to: logging out revokes it. */
  sid: string;
  roundAccountId: string | null;
  /**
   * Set when an API key authenticated the request (`sub` is then the person who made the key, `sid` the
   * key's id): the key acts in its own account only, with its scopes and its creator's role.
   */
  apiKey?: ApiKeyCaller;
  /**
   * Set when a customer's page calls (a portal link, a pay link, a checkout link): the customer (`sub` is
   * then the customer's id), who acts on their own records only, through the portal's own routes.
   */
  customer?: CustomerCaller;
}

/** A business's customer on their own pages, once their link's token is verified. */
export interface CustomerCaller {
  accountId: string;
  customerId: string;
  name: string;
}

/** The API key a request came with, once verified. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  accountId: string;
  scopes: readonly string[];
}

/** A random single-use secret for links and refresh tokens: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this digest. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An access token issued at `now` (ms), valid ACCESS_TOKEN_TTL_SECONDS. */
export async function signAccessToken(
  key: Uint8Array,
  claims: { userId: string; sessionId: string; roundAccountId: string | null; email: string },
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({
    userId: claims.userId,
    roundAccountId: claims.roundAccountId,
    email: claims.email,
    sid: claims.sessionId,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * Tokens already verified, with their claims, until they expire: a client sends the same token with
 * every request for 15 minutes, and checking its signature again costs more than the rest of a request.
 * Keyed by the signing key too, and bounded (oldest forgotten first).
 */
const verified = new Map<string, { claims: AccessClaims; expiresAt: number; key: Uint8Array }>();
const VERIFIED_MAX = 10_000;

/** Verifies `Authorization: Bearer …` at `now` (ms); any problem answers 401. */
export async function verifyBearer(
  header: string | undefined,
  key: Uint8Array,
  now = Date.now(),
): Promise<AccessClaims> {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw unauthorized("Authentication is required.");
  const token = match[1]!;
  const known = verified.get(token);
  if (known && known.key === key) {
    if (known.expiresAt > now) return known.claims;
    verified.delete(token);
  }
  const entry = await verifyToken(token, key, now);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, entry);
  return entry.claims;
}

async function verifyToken(token: string, key: Uint8Array, now: number) {
  try {
    const { payload } = await jwtVerify(token, key, {
      currentDate: new Date(now),
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") throw unauthorized();
    const claims: AccessClaims = {
      sub: payload.sub,
      sid: payload.sid,
      roundAccountId: typeof payload.roundAccountId === "string" ? payload.roundAccountId : null,
    };
    return { claims, expiresAt: (payload.exp ?? 0) * 1000, key };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw unauthorized("Your session has expired. Please sign in again.");
    throw unauthorized("Authentication is required.");
  }
}
