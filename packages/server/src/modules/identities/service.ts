import {
  loginSchema,
  type passwordChangeSchema,
  type registerBusinessPayloadSchema,
  type registerPayloadSchema,
} from "@round/forms/schemas";
import { and, eq, sql } from "drizzle-orm";
import type * as v from "valibot";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/passwords.ts";
import { OWNER_ROLE, permissionsOf, roleLabel, roleName } from "../../auth/permissions.ts";
import {
  type AccessClaims,
  CONFIRM_TOKEN_TTL_MS,
  hashToken,
  REFRESH_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  randomToken,
  signAccessToken,
} from "../../auth/tokens.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  oneTimeTokens,
  pendingBusinessData,
  refreshTokens,
  roundAccounts,
  roundAccountUsers,
  sessions,
  users,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { SignInClient } from "../../http/client-ip.ts";
import { ApiError, badRequest, conflict, notFound, unauthorized } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { confirmationMail, passwordResetMail } from "../../mail/templates.ts";
import { createOrganizationFromSignup, type PendingBusiness } from "../organizations/index.ts";
import { loadPrincipal } from "./access.ts";
import {
  emailTaken,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  liveSessions,
  markTokensUsed,
  primaryMembership,
  profileRead,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  revokeSessionOf,
  takeOneTimeToken,
} from "./queries.ts";
import type { loginWireSchema, profileUpdateSchema, resetPasswordSchema } from "./schemas.ts";
import { describeUserAgent } from "./userAgent.ts";

export const REGISTERED = "Registration successful. Please check your email to confirm your account.";
export const EMAIL_NOT_CONFIRMED = "Please confirm your email address before signing in.";
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const RESEND_ANSWER =
  "If an account with this email address is waiting for confirmation, a new confirmation email is on its way.";
export const FORGOT_ANSWER =
  "If an account exists for this email address, a password reset link is on its way.";
export const PASSWORD_RESET = "Your password has been reset. You can now sign in with your new password.";
export const INVALID_CONFIRMATION =
  "This confirmation link is invalid or has expired. Please request a new one.";
export const INVALID_RESET = "This password reset link is invalid or has expired. Please request a new one.";
export const EMAIL_IN_USE = "An account with this email address already exists.";
export const WRONG_CURRENT_PASSWORD = "The current password is incorrect.";
export const PASSWORD_CHANGED = "Your password has been changed. Your other sessions have been signed out.";
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

/** Identity: sign-up, confirmation, sign-in, sessions, the profile, password reset. */
export function identityService(deps: Deps) {
  const { db, limiter, config, clock } = deps;

  /**
   * Opens a session (a refresh-token family) in `tx` for `client` and signs its first access token. The
   * user's sign-in before this one is kept ('Welcome back').
   */
  async function openSession(
    tx: Executor,
    user: { id: string; email: string },
    message: string,
    client: SignInClient,
  ): Promise<LoginResult> {
    const now = clock.date();
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        createdDate: now,
        lastUsedAt: now,
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
        ipAddress: client.ip && client.ip !== "unknown" ? client.ip : null,
      })
      .returning({ id: sessions.id });
    await tx
      .update(users)
      .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: now })
      .where(eq(users.id, user.id));
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      sessionId: session!.id,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(clock.now() + REFRESH_TOKEN_TTL_MS),
    });
    const membership = await primaryMembership(tx, user.id);
    const roundAccountId = membership?.roundAccountId ?? null;
    const token = await signAccessToken(
      deps.jwtKey,
      { userId: user.id, sessionId: session!.id, roundAccountId, email: user.email },
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

  async function queueConfirmation(tx: Executor, user: { id: string; email: string; firstName: string }) {
    const token = randomToken();
    await tx.insert(oneTimeTokens).values({
      userId: user.id,
      kind: "confirm",
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now() + CONFIRM_TOKEN_TTL_MS),
    });
    await enqueueMail(
      tx,
      confirmationMail(config.appUrl, {
        email: user.email,
        firstName: user.firstName,
        userId: user.id,
        token,
      }),
    );
  }

  /** Creates the unconfirmed user, the account they own and the confirmation mail, in one transaction. */
  async function createAccount(
    input: v.InferOutput<typeof registerPayloadSchema>,
    ip: string,
    account: { type: "personal" | "business"; name: string; pending?: PendingBusiness },
  ): Promise<{ message: string }> {
    const email = input.email.toLowerCase();
    await limiter.consume("registerPerIp", ip);
    await limiter.consume("registerPerAddress", email);
    if (await emailTaken(db, email)) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
    // Hash before the transaction: it takes a few hundred milliseconds and must not hold the database.
    const passwordHash = await hashPassword(input.password);
    try {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            passwordHash,
          })
          .returning();
        const [created] = await tx
          .insert(roundAccounts)
          .values({ name: account.name, accountType: account.type })
          .returning({ id: roundAccounts.id });
        await tx
          .insert(roundAccountUsers)
          .values({ roundAccountId: created!.id, userId: user!.id, role: OWNER_ROLE });
        if (account.pending)
          await tx.insert(pendingBusinessData).values({ userId: user!.id, data: account.pending });
        await queueConfirmation(tx, user!);
      });
    } catch (error) {
      if (isUniqueViolation(error, "users_email_unique")) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
      throw error;
    }
    deps.mail.wake();
    return { message: REGISTERED };
  }

  /** The address is proven: the business details kept since sign-up become its organization and address. */
  async function markConfirmed(tx: Tx, userId: string) {
    await tx
      .update(users)
      .set({ emailConfirmedAt: clock.date(), modifiedDate: clock.date() })
      .where(eq(users.id, userId));
    const [pending] = await tx
      .select()
      .from(pendingBusinessData)
      .where(eq(pendingBusinessData.userId, userId))
      .for("update");
    if (!pending) return;
    const membership = await primaryMembership(tx, userId);
    if (membership)
      await createOrganizationFromSignup(
        tx,
        membership.roundAccountId,
        userId,
        pending.data as PendingBusiness,
      );
    await tx.delete(pendingBusinessData).where(eq(pendingBusinessData.userId, userId));
  }

  /** Confirms the address; the business details kept since sign-up become the organization, in the same transaction. */
  async function confirm(
    tx: Tx,
    userId: string,
    token: string,
  ): Promise<{ id: string; email: string } | "already"> {
    if (!isUuid(userId)) throw badRequest(INVALID_CONFIRMATION, "INVALID_TOKEN");
    const row = await takeOneTimeToken(tx, "confirm", userId, hashToken(token));
    const user = row ? await findUserById(tx, userId) : undefined;
    if (!row || !user) throw badRequest(INVALID_CONFIRMATION, "INVALID_TOKEN");
    if (row.usedAt) {
      if (user.emailConfirmedAt) return "already";
      throw badRequest(INVALID_CONFIRMATION, "INVALID_TOKEN");
    }
    if (row.expiresAt.getTime() <= clock.now()) throw badRequest(INVALID_CONFIRMATION, "INVALID_TOKEN");
    await tx.update(oneTimeTokens).set({ usedAt: clock.date() }).where(eq(oneTimeTokens.id, row.id));
    if (!user.emailConfirmedAt) await markConfirmed(tx, userId);
    return user;
  }

  return {
    openSession,

    /** Ends every session of `userId` in `ex` (a write's transaction): tokens refused from the next request. */
    endSessionsOf(ex: Executor, userId: string, reason: string) {
      return revokeAllSessions(ex, userId, reason, clock.date());
    },

    register(input: v.InferOutput<typeof registerPayloadSchema>, ip: string) {
      return createAccount(input, ip, { type: "personal", name: `${input.firstName} ${input.lastName}` });
    },

    registerBusiness(input: v.InferOutput<typeof registerBusinessPayloadSchema>, ip: string) {
      const pending: PendingBusiness = {
        organization: {
          name: input.companyName,
          registrationNumber: input.registrationNumber,
          taxId: input.taxId,
          currency: input.currency,
          category: input.industry || "business",
          type: input.businessType,
          website: input.companyWebsite,
          size: input.employeeCount,
          description: input.companyDescription,
          country: input.country,
        },
        address: input.addressLine1
          ? {
              addressLine1: input.addressLine1,
              addressLine2: input.addressLine2,
              city: input.city,
              state: input.state,
              zipCode: input.zipCode,
              country: input.country,
            }
          : null,
      };
      return createAccount(input, ip, { type: "business", name: input.companyName, pending });
    },

    async confirmEmail(userId: string, token: string): Promise<{ message: string }> {
      const result = await db.transaction((tx) => confirm(tx, userId, token));
      return { message: result === "already" ? "Email already confirmed" : "Email confirmed successfully" };
    },

    async confirmEmailAndLogin(userId: string, token: string, client: SignInClient): Promise<LoginResult> {
      return db.transaction(async (tx) => {
        const user = await confirm(tx, userId, token);
        if (user === "already") {
          throw badRequest("This confirmation link has already been used. Please sign in.", "TOKEN_USED");
        }
        return openSession(tx, user, "Email confirmed successfully", client);
      });
    },

    async resend(emailInput: string, ip: string): Promise<{ message: string }> {
      const email = emailInput.toLowerCase();
      await limiter.consume("resendPerIp", ip);
      await limiter.consume("resendPerAddress", email);
      const user = await findUserByEmail(db, email);
      if (user && !user.emailConfirmedAt) {
        await db.transaction((tx) => queueConfirmation(tx, user));
        deps.mail.wake();
      }
      return { message: RESEND_ANSWER };
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
      return db.transaction((tx) => openSession(tx, user, "Login successful", client));
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
        await tx.update(refreshTokens).set({ rotatedAt: clock.date() }).where(eq(refreshTokens.id, row.id));
        await tx.update(sessions).set({ lastUsedAt: clock.date() }).where(eq(sessions.id, row.sessionId));
        const next = randomToken();
        await tx.insert(refreshTokens).values({
          sessionId: row.sessionId,
          tokenHash: hashToken(next),
          expiresAt: new Date(clock.now() + REFRESH_TOKEN_TTL_MS),
        });
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
        const [row] = await db
          .select({ sessionId: refreshTokens.sessionId, userId: sessions.userId })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
        if (row && (!claims || claims.sub === row.userId)) {
          await revokeSession(db, row.sessionId, "logout", clock.date());
          ended = true;
        }
      }
      if (!ended) throw unauthorized();
      return { succeeded: true, message: "Logout successful" };
    },

    async updateProfile(claims: AccessClaims, input: v.InferOutput<typeof profileUpdateSchema>) {
      await loadPrincipal(db, claims);
      await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          modifiedDate: clock.date(),
        })
        .where(eq(users.id, claims.sub));
      return this.me(claims);
    },

    async me(claims: AccessClaims) {
      const row = await profileRead(deps.database, claims.sub, claims.sid);
      if (!row || row.sessions.length === 0 || row.sessions[0]!.revokedAt) {
        throw unauthorized("Your session has ended. Please sign in again.");
      }
      const primary = row.memberships[0];
      const organization = primary?.account.organizations[0];
      return {
        userId: row.id,
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        phone: row.phoneNumber,
        emailConfirmed: row.emailConfirmedAt !== null,
        companyName:
          organization?.name ?? (primary?.account.accountType === "business" ? primary.account.name : null),
        registrationNumber: organization?.registrationNumber ?? null,
        createdDate: row.createdDate,
        modifiedDate: row.modifiedDate,
        accountType: primary?.account.accountType ?? "personal",
        roundAccountId: primary?.roundAccountId ?? null,
        roundAccountUsers: row.memberships.map((membership) => ({
          roundAccountId: membership.roundAccountId,
          role: membership.role,
          accountName: membership.account.name,
          accountType: membership.account.accountType,
        })),
        onboardingCompleted: row.onboarding?.completed ?? false,
        onboardingData: row.onboarding?.data ?? null,
        // What the caller may do in the account they work in, so the app offers only that.
        role: primary?.role ?? null,
        roleName: primary ? roleName(primary.role) : null,
        roleLabel: primary ? roleLabel(primary.role) : null,
        permissions: permissionsOf(primary?.role),
        previousSignInAt: row.previousSignInAt,
      };
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

    /**
     * Changes the password when the current one is given: every other session of the user ends, the one
     * that asked stays. Wrong current passwords are counted per user (a stolen session cannot guess it).
     */
    async changePassword(claims: AccessClaims, input: v.InferOutput<typeof passwordChangeSchema>) {
      const principal = await loadPrincipal(db, claims);
      await limiter.attempt("passwordChangeFailuresPerUser", principal.userId);
      const user = await findUserById(db, principal.userId);
      if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, "INVALID_PASSWORD", "currentPassword");
      }
      await limiter.undo("passwordChangeFailuresPerUser", principal.userId);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, modifiedDate: clock.date() })
          .where(eq(users.id, principal.userId));
        await revokeOtherSessions(tx, principal.userId, claims.sid, "password changed", clock.date());
      });
      return { message: PASSWORD_CHANGED };
    },

    async forgotPassword(emailInput: string, ip: string) {
      const email = emailInput.toLowerCase();
      await limiter.consume("forgotPerIp", ip);
      await limiter.consume("forgotPerAddress", email);
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = randomToken();
        await db.transaction(async (tx) => {
          await tx.insert(oneTimeTokens).values({
            userId: user.id,
            kind: "reset",
            tokenHash: hashToken(token),
            expiresAt: new Date(clock.now() + RESET_TOKEN_TTL_MS),
          });
          await enqueueMail(
            tx,
            passwordResetMail(config.appUrl, {
              email: user.email,
              firstName: user.firstName,
              userId: user.id,
              token,
            }),
          );
        });
        deps.mail.wake();
      }
      return { message: FORGOT_ANSWER };
    },

    async resetPassword(input: v.InferOutput<typeof resetPasswordSchema>, ip: string) {
      await limiter.consume("resetPerIp", ip);
      if (!isUuid(input.userId)) throw badRequest(INVALID_RESET, "INVALID_TOKEN");
      await limiter.consume("resetPerUser", input.userId);
      const tokenHash = hashToken(input.token);
      // Cheap check first, so a wrong, used or expired link costs no password hash.
      const [candidate] = await db
        .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.userId, input.userId),
            eq(oneTimeTokens.kind, "reset"),
          ),
        );
      if (!candidate || candidate.usedAt || candidate.expiresAt.getTime() <= clock.now())
        throw badRequest(INVALID_RESET, "INVALID_TOKEN");
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const row = await takeOneTimeToken(tx, "reset", input.userId, tokenHash);
        if (!row || row.usedAt || row.expiresAt.getTime() <= clock.now())
          throw badRequest(INVALID_RESET, "INVALID_TOKEN");
        const user = await findUserById(tx, input.userId);
        await tx
          .update(users)
          .set({ passwordHash, modifiedDate: clock.date() })
          .where(eq(users.id, input.userId));
        // The link reached the address: that confirms it too.
        if (user && !user.emailConfirmedAt) await markConfirmed(tx, input.userId);
        await markTokensUsed(tx, "reset", input.userId, clock.date());
        // Whoever knew the old password is signed out everywhere.
        await revokeAllSessions(tx, input.userId, "password reset", clock.date());
      });
      await limiter.reset("loginFailuresPerAddress", (await findUserById(db, input.userId))?.email ?? "");
      return { message: PASSWORD_RESET };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
