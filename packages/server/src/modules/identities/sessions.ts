import { loginSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import { verifyAgainstDummy, verifyPassword } from "../../auth/passwords.ts";
import {
  type AccessClaims,
  hashToken,
  REFRESH_TOKEN_TTL_MS,
  randomToken,
  signAccessToken,
} from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import type { SignInClient } from "../../http/client-ip.ts";
import { ApiError, badRequest, notFound, unauthorized } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { loadPrincipal } from "./access.ts";
import { primaryMembership } from "./queries/accounts.ts";
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  liveSessions,
  markRefreshTokenRotated,
  revokeAllSessions,
  revokeSession,
  revokeSessionOf,
  sessionOfRefreshToken,
  touchSession,
} from "./queries/sessions.ts";
import { findUserByEmail, findUserById, recordSignIn } from "./queries/users.ts";
import type { loginWireSchema } from "./schemas.ts";
import { describeUserAgent } from "./userAgent.ts";

// Sessions: signing in, renewing tokens, signing out, and the list of one's own signed-in sessions.

export const EMAIL_NOT_CONFIRMED = "Please confirm your email address before signing in.";
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const SESSION_NOT_FOUND = "Session not found.";

/** What login, confirm-email-and-login, refresh and register-with-invitation answer (spec, accounts §3). */
export interface LoginResult {
  succeeded: true;
  token: string;
  refreshToken: string;
  expiresIn: number;
  userId: string;
  roundAccountId: string | null;
  errors: [];
  message: string;
}

/** The longest User-Agent kept: real ones are a few hundred characters. */
const USER_AGENT_MAX = 512;

function loginFailure(status: 401 | 403, code: string, description: string): ApiError {
  return new ApiError(status, description, {
    errors: [{ code, description }],
    extra: { succeeded: false, token: null, refreshToken: null },
  });
}

/**
 * Opens a session (a refresh-token family) in `tx` for `client` and signs its first access token. The
 * user's sign-in before this one is kept ('Welcome back').
 */
export async function openSession(
  deps: Deps,
  tx: Executor,
  user: { id: string; email: string },
  message: string,
  client: SignInClient,
): Promise<LoginResult> {
  const { clock } = deps;
  const now = clock.date();
  const sessionId = await insertSession(tx, {
    userId: user.id,
    now,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ipAddress: client.ip && client.ip !== "unknown" ? client.ip : null,
  });
  await recordSignIn(tx, user.id, now);
  const refreshToken = randomToken();
  await insertRefreshToken(
    tx,
    sessionId,
    hashToken(refreshToken),
    new Date(clock.now() + REFRESH_TOKEN_TTL_MS),
  );
  const membership = await primaryMembership(tx, user.id);
  const roundAccountId = membership?.roundAccountId ?? null;
  const token = await signAccessToken(
    deps.jwtKey,
    { userId: user.id, sessionId, roundAccountId, email: user.email },
    clock.now(),
  );
  return {
    succeeded: true,
    token,
    refreshToken,
    expiresIn: 15 * 60,
    userId: user.id,
    roundAccountId,
    errors: [],
    message,
  };
}

/** Signing in and out, token renewal, and the caller's own sessions. */
export function sessionOperations(deps: Deps) {
  const { db, limiter, clock } = deps;

  return {
    openSession: (tx: Executor, user: { id: string; email: string }, message: string, client: SignInClient) =>
      openSession(deps, tx, user, message, client),

    /** Ends every session of `userId` in `ex` (a write's transaction): tokens refused from the next request. */
    endSessionsOf(ex: Executor, userId: string, reason: string) {
      return revokeAllSessions(ex, userId, reason, clock.date());
    },

    async login(input: v.InferOutput<typeof loginWireSchema>, client: SignInClient): Promise<LoginResult> {
      const { ip } = client;
      let password = input.password;
      if (input.encoded) {
        if (!/^[A-Za-z0-9+/]*={0,2}$/.test(password) || password.length % 4 !== 0) {
          throw badRequest(
            "The password must be base64-encoded when encoded is true.",
            "INVALID_FORMAT",
            "password",
          );
        }
        password = Buffer.from(password, "base64").toString("utf8");
      }
      const values = parseWith(loginSchema, { email: input.identifier, password }, { email: "identifier" });
      const email = values.email.toLowerCase();
      // Every attempt is counted before the password is checked (parallel guesses each see their own
      // count), and taken back when the password was right: what the counters hold is failures.
      await limiter.attempt("loginFailuresPerIp", ip);
      try {
        await limiter.attempt("loginFailuresPerAddress", email);
      } catch (error) {
        await limiter.undo("loginFailuresPerIp", ip);
        throw error;
      }
      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(values.password, user.passwordHash)
        : await verifyAgainstDummy(values.password);
      if (!user || !valid) throw loginFailure(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS);
      await limiter.undo("loginFailuresPerIp", ip);
      if (!user.emailConfirmedAt) {
        await limiter.undo("loginFailuresPerAddress", email);
        throw loginFailure(403, "EMAIL_NOT_CONFIRMED", EMAIL_NOT_CONFIRMED);
      }
      // Signed in: earlier failures for the address are forgotten.
      await limiter.reset("loginFailuresPerAddress", email);
      return db.transaction((tx) => openSession(deps, tx, user, "Login successful", client));
    },

    /** Rotates a refresh token. Presenting one that was already rotated revokes its whole family. */
    async refresh(refreshToken: string) {
      const outcome = await db.transaction(async (tx) => {
        const row = await findRefreshToken(tx, hashToken(refreshToken));
        if (!row || row.revokedAt || row.expiresAt.getTime() <= clock.now()) return "invalid" as const;
        if (row.rotatedAt) {
          await revokeSession(tx, row.sessionId, "refresh token reuse", clock.date());
          return "reused" as const;
        }
        await markRefreshTokenRotated(tx, row.id, clock.date());
        await touchSession(tx, row.sessionId, clock.date());
        const next = randomToken();
        await insertRefreshToken(
          tx,
          row.sessionId,
          hashToken(next),
          new Date(clock.now() + REFRESH_TOKEN_TTL_MS),
        );
        const user = await findUserById(tx, row.userId);
        const membership = await primaryMembership(tx, row.userId);
        const roundAccountId = membership?.roundAccountId ?? null;
        const token = await signAccessToken(
          deps.jwtKey,
          { userId: row.userId, sessionId: row.sessionId, roundAccountId, email: user!.email },
          clock.now(),
        );
        return { succeeded: true as const, token, refreshToken: next, expiresIn: 15 * 60, errors: [] as [] };
      });
      if (outcome === "invalid" || outcome === "reused") {
        throw new ApiError(
          401,
          outcome === "reused"
            ? "This session was ended for your security. Please sign in again."
            : "Token refresh failed",
          {
            code: outcome === "reused" ? "TOKEN_REUSED" : "INVALID_REFRESH_TOKEN",
            extra: { succeeded: false, token: null, refreshToken: null },
          },
        );
      }
      return outcome;
    },

    /** Ends the session of the access token and/or of the refresh token given. */
    async logout(claims: AccessClaims | undefined, refreshToken: string | null | undefined) {
      let ended = false;
      if (claims) {
        await revokeSession(db, claims.sid, "logout", clock.date());
        ended = true;
      }
      if (refreshToken) {
        const row = await sessionOfRefreshToken(db, hashToken(refreshToken));
        if (row && (!claims || claims.sub === row.userId)) {
          await revokeSession(db, row.sessionId, "logout", clock.date());
          ended = true;
        }
      }
      if (!ended) throw unauthorized();
      return { succeeded: true, message: "Logout successful" };
    },

    /** The caller's signed-in sessions, the one asking marked `current`. */
    async sessions(claims: AccessClaims) {
      const principal = await loadPrincipal(db, claims);
      const rows = await liveSessions(db, principal.userId, clock.date());
      const items = rows.map((row) => ({
        id: row.id,
        createdDate: row.createdDate,
        lastUsedAt: row.lastUsedAt,
        userAgent: row.userAgent,
        ...describeUserAgent(row.userAgent),
        ipAddress: row.ipAddress,
        current: row.id === claims.sid,
      }));
      return { items, totalCount: items.length };
    },

    /** Signs one of the caller's sessions out: its refresh tokens stop working and its access tokens are refused. */
    async endSession(claims: AccessClaims, sessionId: string) {
      const principal = await loadPrincipal(db, claims);
      if (!isUuid(sessionId)) throw notFound(SESSION_NOT_FOUND);
      const reason = sessionId === claims.sid ? "logout" : "signed out from another session";
      const ended = await revokeSessionOf(
        db,
        principal.userId,
        sessionId.toLowerCase(),
        reason,
        clock.date(),
      );
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return { message: "Session signed out" };
    },
  };
}
