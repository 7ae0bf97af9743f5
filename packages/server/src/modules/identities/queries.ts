import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { oneTimeTokens, refreshTokens, roundAccountUsers, sessions, users } from "../../db/schema.ts";

export function findUserByEmail(ex: Executor, email: string) {
  return ex.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(ex: Executor, id: string) {
  return ex.query.users.findFirst({ where: eq(users.id, id) });
}

// The two queries behind every authenticated request. Drizzle takes milliseconds to build a relational
// query, so each is built once per database, with placeholders, as a named prepared statement.
const userId = sql.placeholder("userId");
const sessionId = sql.placeholder("sessionId");

/** The caller as every authenticated endpoint needs them: the user, the session's state, the memberships. */
export function principalStatement(db: Db) {
  return db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { id: true, email: true, firstName: true, lastName: true },
    with: {
      sessions: { where: eq(sessions.id, sessionId), columns: { revokedAt: true } },
      memberships: {
        columns: { roundAccountId: true, role: true },
        orderBy: asc(roundAccountUsers.createdDate),
        with: { account: { columns: { name: true, accountType: true } } },
      },
    },
  });
}

/** GET /identities/me in one query: the principal plus the profile, onboarding and newest organization. */
export function profileStatement(db: Db) {
  return db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { passwordHash: false },
    with: {
      sessions: { where: eq(sessions.id, sessionId), columns: { revokedAt: true } },
      memberships: {
        columns: { roundAccountId: true, role: true },
        orderBy: asc(roundAccountUsers.createdDate),
        with: {
          account: {
            columns: { name: true, accountType: true },
            with: {
              organizations: {
                columns: { name: true, registrationNumber: true },
                orderBy: (organizations) => desc(organizations.createdDate),
                limit: 1,
              },
            },
          },
        },
      },
      onboarding: { columns: { data: true, completed: true } },
    },
  });
}

const prepared = new WeakMap<
  Db,
  {
    principal: ReturnType<ReturnType<typeof principalStatement>["prepare"]>;
    profile: ReturnType<ReturnType<typeof profileStatement>["prepare"]>;
  }
>();

function statements(db: Db) {
  let found = prepared.get(db);
  if (!found) {
    found = {
      principal: principalStatement(db).prepare("round_principal"),
      profile: profileStatement(db).prepare("round_profile"),
    };
    prepared.set(db, found);
  }
  return found;
}

export function principalRow(db: Db, user: string, session: string) {
  return statements(db).principal.execute({ userId: user, sessionId: session });
}

export function profileQuery(db: Db, user: string, session: string) {
  return statements(db).profile.execute({ userId: user, sessionId: session });
}

export async function primaryMembership(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ roundAccountId: roundAccountUsers.roundAccountId, role: roundAccountUsers.role })
    .from(roundAccountUsers)
    .where(eq(roundAccountUsers.userId, userId))
    .orderBy(asc(roundAccountUsers.createdDate))
    .limit(1);
  return row;
}

/** A usable one-time token of that kind for that user, locked for the caller's transaction. */
export async function takeOneTimeToken(
  tx: Executor,
  kind: "confirm" | "reset",
  userId: string,
  tokenHash: string,
) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.userId, userId),
      ),
    )
    .for("update");
  return row;
}

export async function markTokensUsed(tx: Executor, kind: "confirm" | "reset", userId: string) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}

export async function findRefreshToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function revokeSession(ex: Executor, sessionId: string, reason: string) {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(ex: Executor, userId: string, reason: string) {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function emailTaken(ex: Executor, email: string): Promise<boolean> {
  const [row] = await ex.select({ one: sql<number>`1` }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}
