import type { passwordChangeSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { type AccessClaims, hashToken, RESET_TOKEN_TTL_MS, randomToken } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { badRequest } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import { loadPrincipal } from "./access.ts";
import { insertOneTimeToken, markTokensUsed, oneTimeTokenState, takeOneTimeToken } from "./queries/links.ts";
import { revokeAllSessions, revokeOtherSessions } from "./queries/sessions.ts";
import { findUserByEmail, findUserById, setPasswordHash } from "./queries/users.ts";
import { markConfirmed } from "./registration.ts";
import type { resetPasswordSchema } from "./schemas.ts";

// Passwords: changed with the current one, or reset with an emailed link.

export const FORGOT_ANSWER =
  "If an account exists for this email address, a password reset link is on its way.";
export const PASSWORD_RESET = "Your password has been reset. You can now sign in with your new password.";
export const INVALID_RESET = "This password reset link is invalid or has expired. Please request a new one.";
export const WRONG_CURRENT_PASSWORD = "The current password is incorrect.";
export const PASSWORD_CHANGED = "Your password has been changed. Your other sessions have been signed out.";

/** A password changed by its owner, and the forgotten-password link and reset. */
export function passwordOperations(deps: Deps) {
  const { db, limiter, config, clock } = deps;

  return {
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
        await setPasswordHash(tx, principal.userId, passwordHash, clock.date());
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
          await insertOneTimeToken(tx, {
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
      const candidate = await oneTimeTokenState(db, "reset", input.userId, tokenHash);
      if (!candidate || candidate.usedAt || candidate.expiresAt.getTime() <= clock.now())
        throw badRequest(INVALID_RESET, "INVALID_TOKEN");
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const row = await takeOneTimeToken(tx, "reset", input.userId, tokenHash);
        if (!row || row.usedAt || row.expiresAt.getTime() <= clock.now())
          throw badRequest(INVALID_RESET, "INVALID_TOKEN");
        const user = await findUserById(tx, input.userId);
        await setPasswordHash(tx, input.userId, passwordHash, clock.date());
        // The link reached the address: that confirms it too.
        if (user && !user.emailConfirmedAt) await markConfirmed(deps, tx, input.userId);
        await markTokensUsed(tx, "reset", input.userId, clock.date());
        // Whoever knew the old password is signed out everywhere.
        await revokeAllSessions(tx, input.userId, "password reset", clock.date());
      });
      await limiter.reset("loginFailuresPerAddress", (await findUserById(db, input.userId))?.email ?? "");
      return { message: PASSWORD_RESET };
    },
  };
}
