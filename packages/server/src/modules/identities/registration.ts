import type { registerBusinessPayloadSchema, registerPayloadSchema } from "@round/forms/schemas";
import type * as v from "valibot";
import { hashPassword } from "../../auth/passwords.ts";
import { OWNER_ROLE } from "../../auth/permissions.ts";
import { CONFIRM_TOKEN_TTL_MS, hashToken, randomToken } from "../../auth/tokens.ts";
import type { Executor, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import type { SignInClient } from "../../http/client-ip.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { confirmationMail } from "../../mail/templates.ts";
import { createOrganizationFromSignup, type PendingBusiness } from "../organizations/index.ts";
import { insertAccount, insertMembership, primaryMembership } from "./queries/accounts.ts";
import { insertOneTimeToken, markTokenUsed, takeOneTimeToken } from "./queries/links.ts";
import {
  dropPendingBusiness,
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  keepPendingBusiness,
  lockPendingBusiness,
  markEmailConfirmed,
  type UserRow,
} from "./queries/users.ts";
import { type LoginResult, openSession } from "./sessions.ts";

// Sign-up: a personal or business account, the confirmation of its address, and a member who joins by
// invitation.

export const REGISTERED = "Registration successful. Please check your email to confirm your account.";
export const RESEND_ANSWER =
  "If an account with this email address is waiting for confirmation, a new confirmation email is on its way.";
export const INVALID_CONFIRMATION =
  "This confirmation link is invalid or has expired. Please request a new one.";
export const EMAIL_IN_USE = "An account with this email address already exists.";

/**
 * The address is proven (`tx` confirms it): the business details kept since sign-up become its
 * organization and address.
 */
export async function markConfirmed(deps: Deps, tx: Tx, userId: string) {
  await markEmailConfirmed(tx, userId, deps.clock.date());
  const pending = await lockPendingBusiness(tx, userId);
  if (!pending) return;
  const membership = await primaryMembership(tx, userId);
  if (membership)
    await createOrganizationFromSignup(
      tx,
      membership.roundAccountId,
      userId,
      pending.data as PendingBusiness,
    );
  await dropPendingBusiness(tx, userId);
}

/**
 * A person who accepted an invitation, in `tx`: a user whose address is confirmed (the invitation link
 * reached it), a member of the inviting account with the invited role. A taken address fails on
 * `users_email_unique`.
 */
export async function addInvitedMember(
  tx: Executor,
  person: { email: string; firstName: string; lastName: string; phoneNumber: string; passwordHash: string },
  membership: { roundAccountId: string; role: number },
  now: Date,
): Promise<UserRow> {
  const user = await insertUser(tx, { ...person, emailConfirmedAt: now });
  await insertMembership(tx, membership.roundAccountId, user.id, membership.role);
  return user;
}

/** Sign-up and the confirmation of the address. */
export function registrationOperations(deps: Deps) {
  const { db, limiter, config, clock } = deps;

  async function queueConfirmation(tx: Executor, user: { id: string; email: string; firstName: string }) {
    const token = randomToken();
    await insertOneTimeToken(tx, {
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
        const user = await insertUser(tx, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          passwordHash,
        });
        await insertAccount(
          tx,
          { name: account.name, accountType: account.type },
          { userId: user.id, role: OWNER_ROLE },
        );
        if (account.pending) await keepPendingBusiness(tx, user.id, account.pending);
        await queueConfirmation(tx, user);
      });
    } catch (error) {
      if (isUniqueViolation(error, "users_email_unique")) throw conflict(EMAIL_IN_USE, "EMAIL_IN_USE");
      throw error;
    }
    deps.mail.wake();
    return { message: REGISTERED };
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
    await markTokenUsed(tx, row.id, clock.date());
    if (!user.emailConfirmedAt) await markConfirmed(deps, tx, userId);
    return user;
  }

  return {
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
        return openSession(deps, tx, user, "Email confirmed successfully", client);
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
  };
}
