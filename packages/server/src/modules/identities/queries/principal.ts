import { asc, desc, eq, fillPlaceholders, sql } from "drizzle-orm";
import type { Database, Db, ReadValue } from "../../../db/client.ts";
import { roundAccountUsers, sessions, users } from "../../../db/schema/index.ts";

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

export type PrincipalRow = NonNullable<Awaited<ReturnType<typeof principalRow>>>;

const PRINCIPAL_COLUMNS = ["id", "email", "first_name", "last_name", "sessions", "memberships"] as const;

/**
 * A relational query of the caller on the hot path: its SQL taken once per database, run with the caller's
 * user and session through `Database.read()` (no query builder, pipelined on PostgreSQL); answers the row
 * of PostgreSQL's texts and where each of `columns` is in it.
 */
function hotRead<C extends string>(
  name: string,
  statement: (db: Db) => { toSQL(): { sql: string; params: unknown[] } },
  columns: readonly C[],
) {
  const built = new WeakMap<Database, { text: string; params: unknown[]; at: Record<C, number> }>();
  return async (database: Database, user: string, session: string) => {
    let found = built.get(database);
    if (!found) {
      const { sql: text, params } = statement(database.db).toSQL();
      found = { text, params, at: columnPositions(text, columns) };
      built.set(database, found);
    }
    const values = fillPlaceholders(found.params, { userId: user, sessionId: session }) as ReadValue[];
    const [row] = await database.read(name, found.text, values);
    return row && { row, at: found.at };
  };
}

const readPrincipal = hotRead("round_principal_read", principalStatement, PRINCIPAL_COLUMNS);

/**
 * `principalRow` on the hot path (every authenticated request outside a transaction): the same SQL and
 * values, run through `Database.read()` (pipelined on PostgreSQL: the callers of the requests the event loop
 * handles together are read in one write), decoded into the object Drizzle returns.
 */
export async function principalRead(
  database: Database,
  user: string,
  session: string,
): Promise<PrincipalRow | undefined> {
  const read = await readPrincipal(database, user, session);
  if (!read) return undefined;
  const { row, at } = read;
  // The relations arrive as JSON arrays of their columns, in the order the statement selects them.
  const sessions = JSON.parse(row[at.sessions]!) as [string | null][];
  const memberships = JSON.parse(row[at.memberships]!) as [
    string,
    number,
    [string, "personal" | "business"],
  ][];
  return {
    id: row[at.id]!,
    email: row[at.email]!,
    firstName: row[at.first_name]!,
    lastName: row[at.last_name]!,
    sessions: sessions.map(([revokedAt]) => ({ revokedAt: dateOrNull(revokedAt) })),
    memberships: memberships.map(([roundAccountId, role, account]) => ({
      roundAccountId,
      role,
      account: { name: account[0], accountType: account[1] },
    })),
  };
}

/** The profile through Drizzle; GET /identities/me runs the same SQL through `profileRead`. */
export function profileQuery(db: Db, user: string, session: string) {
  return statements(db).profile.execute({ userId: user, sessionId: session });
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileQuery>>>;

const PROFILE_COLUMNS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "phone_number",
  "email_confirmed_at",
  "last_sign_in_at",
  "previous_sign_in_at",
  "created_date",
  "modified_date",
  "sessions",
  "memberships",
  "onboarding",
] as const;

const readProfile = hotRead("round_profile_read", profileStatement, PROFILE_COLUMNS);

/** The position of each of `names` in a select's columns (`"users"."id"`, `… as "sessions"`). */
function columnPositions<N extends string>(text: string, names: readonly N[]): Record<N, number> {
  const list = text.slice("select ".length, text.indexOf(" from "));
  const positions = list.split(", ").map((column) => /"([^"]+)"$/.exec(column)?.[1]);
  const at = {} as Record<N, number>;
  for (const name of names) {
    at[name] = positions.indexOf(name);
    if (at[name] < 0) throw new Error(`The caller's statement has no column "${name}"`);
  }
  return at;
}

/** What a jsonb value inside a relational query's JSON becomes in Drizzle (PgJsonb.mapFromDriverValue). */
function jsonbValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const dateOrNull = (text: string | null | undefined) => (text == null ? null : new Date(text));

/**
 * `profileQuery` on the hot path (GET /identities/me): the same SQL and values, run through
 * `Database.read()` (no query builder, pipelined on PostgreSQL), decoded into the object Drizzle returns.
 */
export async function profileRead(
  database: Database,
  user: string,
  session: string,
): Promise<ProfileRow | undefined> {
  const read = await readProfile(database, user, session);
  if (!read) return undefined;
  const { row, at } = read;
  // The relations arrive as JSON arrays of their columns, in the order the statement selects them.
  const sessions = JSON.parse(row[at.sessions]!) as [string | null][];
  const memberships = JSON.parse(row[at.memberships]!) as [
    string,
    number,
    // Never null (a membership's account is a foreign key), as Drizzle's type says.
    [string, "personal" | "business", [string, string | null][]],
  ][];
  const onboardingText = row[at.onboarding];
  const onboarding =
    onboardingText == null ? null : (JSON.parse(onboardingText) as [unknown, boolean] | null);
  return {
    id: row[at.id]!,
    email: row[at.email]!,
    firstName: row[at.first_name]!,
    lastName: row[at.last_name]!,
    phoneNumber: row[at.phone_number]!,
    emailConfirmedAt: dateOrNull(row[at.email_confirmed_at]),
    lastSignInAt: dateOrNull(row[at.last_sign_in_at]),
    previousSignInAt: dateOrNull(row[at.previous_sign_in_at]),
    createdDate: new Date(row[at.created_date]!),
    modifiedDate: new Date(row[at.modified_date]!),
    sessions: sessions.map(([revokedAt]) => ({ revokedAt: dateOrNull(revokedAt) })),
    memberships: memberships.map(([roundAccountId, role, account]) => ({
      roundAccountId,
      role,
      account: {
        name: account[0],
        accountType: account[1],
        organizations: account[2].map(([name, registrationNumber]) => ({ name, registrationNumber })),
      },
    })),
    // Null for a user without onboarding progress, as Drizzle answers (its type says otherwise).
    onboarding: (onboarding && {
      data: onboarding[0] === null ? null : jsonbValue(onboarding[0]),
      completed: onboarding[1],
    }) as ProfileRow["onboarding"],
  };
}
