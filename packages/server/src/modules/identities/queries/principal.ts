import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { builtOnce } from "../../../db/prepared/index.ts";
import { roundAccountUsers, sessions, users } from "../../../db/schema/index.ts";

// The two queries behind every authenticated request (the second data tier, db/README.md). Drizzle takes
// milliseconds to build a relational query, so each is built once per database, with placeholders, as a named
// prepared statement, on the database's lane (a pipelined connection on PostgreSQL).
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

const principalPrepared = builtOnce((on) => principalStatement(on));
const profilePrepared = builtOnce((on) => profileStatement(on));

export function principalRow(db: Db, user: string, session: string) {
  return principalPrepared(db).execute({ userId: user, sessionId: session });
}

export type PrincipalRow = NonNullable<Awaited<ReturnType<typeof principalRow>>>;

/** The profile: GET /identities/me in one statement. */
export function profileQuery(db: Db, user: string, session: string) {
  return profilePrepared(db).execute({ userId: user, sessionId: session });
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileQuery>>>;
