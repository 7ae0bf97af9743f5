import { asc, desc, eq, sql } from "drizzle-orm";
import { type Db, databaseOf } from "../../../db/client.ts";
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

const prepared = new WeakMap<
  Db,
  {
    principal: ReturnType<ReturnType<typeof principalStatement>["prepare"]>;
    profile: ReturnType<ReturnType<typeof profileStatement>["prepare"]>;
  }
>();

function statements(ex: Db) {
  // Outside a transaction on the database's lane; a transaction's own (rare) on the transaction.
  const db = databaseOf(ex)?.lane() ?? ex;
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

export type PrincipalRow = NonNullable<Awaited<ReturnType<typeof principalRow>>>;

/** The profile: GET /identities/me in one statement. */
export function profileQuery(db: Db, user: string, session: string) {
  return statements(db).profile.execute({ userId: user, sessionId: session });
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileQuery>>>;
