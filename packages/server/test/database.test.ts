import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, databaseOf, type Executor, openDatabase } from "../src/db/client.ts";
import { customerNotes, customers } from "../src/db/schema/index.ts";
import { rowOfId, updatesOf, withRowMapper } from "../src/db/shaped.ts";
import {
  describeOnBothDatabases,
  freshPostgresDatabase,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "./helpers.ts";

describe("hot reads on PostgreSQL (a pipelined connection)", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: "" });
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const echo = (value: number) =>
    database.read("test_echo", "select $1::int as n, now() as at, current_date as day", [value]);

  it("answers concurrent reads in order, each with its own row, as PostgreSQL's text", async () => {
    const rows = await Promise.all(Array.from({ length: 200 }, (_, index) => echo(index)));
    expect(rows).toEqual(rows.map((_, index) => [[String(index), expect.any(String), expect.any(String)]]));
    expect(new Date(rows[0]![0]![1]!).getTime()).not.toBeNaN();
    expect(
      await database.read("test_null", "select null::text as nothing, $1::text as given", [null]),
    ).toEqual([[null, null]]);
  });

  it("fails only the read that fails, the others on the connection are answered", async () => {
    const fail = () => database.read("test_fail", "select 1 / $1::int as n", [0]);
    const answers = await Promise.allSettled([fail(), fail(), echo(1), echo(2), echo(3), echo(4)]);
    expect(answers.map((answer) => answer.status)).toEqual([
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(answers[5]).toEqual({
      status: "fulfilled",
      value: [["4", expect.any(String), expect.any(String)]],
    });
  });

  it("opens a new connection when the server ends it", async () => {
    await echo(1);
    await database.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    // Reads written to a terminated connection fail; the ones after it are served by a new one.
    await Promise.allSettled([echo(2), echo(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await echo(4))[0]![0]).toBe("4");
    expect((await echo(5))[0]![0]).toBe("5");
  });
});

describeOnBothDatabases("statements built once", (kind) => {
  let server: TestServer;
  let owner: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    for (const firstName of ["Ada", "Grace"]) {
      const answer = await server.call("POST", "/api/customers", {
        token: owner.token,
        body: {
          firstName,
          lastName: "Hopper",
          email: uniqueEmail(firstName.toLowerCase()),
          company: firstName === "Ada" ? "Analytical Engines" : undefined,
          billingAddress: {
            line1: "1 Main St",
            city: "Springfield",
            state: "IL",
            zip: "62701",
            country: "US",
          },
          tags: ["vip"],
          customFields: { region: "north" },
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const note = await server.call("POST", `/api/customers/${(await firstCustomer()).id}/notes`, {
      token: owner.token,
      body: { content: "Called about the invoice" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
  });
  afterAll(() => server?.close());

  const firstCustomer = async () =>
    (await server.db.select().from(customers).where(eq(customers.roundAccountId, owner.accountId)))[0]!;

  // Each select twice: prepared as Drizzle maps its rows, and with the mapper a statement built once gets.
  const selects = (db: Executor) => [
    db
      .select()
      .from(customers)
      .where(eq(customers.roundAccountId, sql.placeholder("accountId"))),
    db
      .select({
        customer: customers,
        name: sql<string>`upper(${customers.displayName})`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        notes:
          sql<number>`(select count(*) from ${customerNotes} where ${customerNotes.customerId} = ${customers.id})`.mapWith(
            Number,
          ),
      })
      .from(customers)
      .where(eq(customers.roundAccountId, sql.placeholder("accountId"))),
    db
      .select({ customer: customers, note: customerNotes })
      .from(customers)
      .innerJoin(customerNotes, eq(customerNotes.customerId, customers.id))
      .where(eq(customers.roundAccountId, sql.placeholder("accountId"))),
    // An outer join: a customer without notes has `note: null`, as Drizzle maps it.
    db
      .select({ customer: customers, note: customerNotes })
      .from(customers)
      .leftJoin(customerNotes, eq(customerNotes.customerId, customers.id))
      .where(eq(customers.roundAccountId, sql.placeholder("accountId"))),
  ];

  it("maps rows to exactly what Drizzle makes: dates, amounts, JSON, nested selections, outer joins", async () => {
    const plain = selects(server.db).map((select) => select.prepare(""));
    const mapped = selects(server.db).map((select) => withRowMapper(select.prepare("")));
    const values = { accountId: owner.accountId };
    for (const [index, statement] of plain.entries()) {
      const expected = await statement.execute(values);
      expect(expected.length).toBeGreaterThan(0);
      expect(await mapped[index]!.execute(values)).toEqual(expected);
    }
    const [wide] = (await mapped[0]!.execute(values)) as (typeof customers.$inferSelect)[];
    expect(wide!.createdAt).toBeInstanceOf(Date);
    expect(wide!.tags).toEqual(["vip"]);
    expect(wide!.mrr).toEqual(expect.any(String));
    const outer = (await mapped[3]!.execute(values)) as { note: unknown }[];
    expect(outer.filter((row) => row.note === null)).toHaveLength(1);
  });

  it("answers each of many concurrent runs of a statement built once with its own rows (pipelined on PostgreSQL)", async () => {
    const customerById = rowOfId(customers);
    const all = await server.db.select().from(customers).where(eq(customers.roundAccountId, owner.accountId));
    const database = databaseOf(server.db)!;
    let pipelined = 0;
    const pipelinedOf = database.pipelined?.bind(database);
    if (pipelinedOf) {
      database.pipelined = () => {
        const client = pipelinedOf();
        if (client) pipelined++;
        return client;
      };
    }
    try {
      await customerById(server.db, owner.accountId, all[0]!.id);
      const missing = "00000000-0000-4000-8000-000000000000";
      const asked = Array.from({ length: 120 }, (_, index) =>
        index % 3 === 2 ? missing : all[index % all.length]!.id,
      );
      const found = await Promise.all(asked.map((id) => customerById(server.db, owner.accountId, id)));
      expect(found.map((row) => row?.id ?? missing)).toEqual(asked);
      expect(found[0]).toEqual(all[0]);
      // A run that fails (a malformed id) fails alone; the runs written beside it are answered.
      const answers = await Promise.allSettled([
        customerById(server.db, owner.accountId, "not-a-uuid"),
        customerById(server.db, owner.accountId, all[1]!.id),
      ]);
      expect(answers[0]!.status).toBe("rejected");
      expect(answers[1]).toEqual({ status: "fulfilled", value: all[1] });
      if (kind === "postgres") expect(pipelined).toBeGreaterThanOrEqual(asked.length);
    } finally {
      if (pipelinedOf) database.pipelined = pipelinedOf;
    }
  });

  it("runs a statement built once on the connection of the transaction it is asked for", async () => {
    const customerById = rowOfId(customers);
    const renames = updatesOf(customers);
    const customer = await firstCustomer();
    expect((await customerById(server.db, owner.accountId, customer.id))?.id).toBe(customer.id);
    await server.db
      .transaction(async (tx) => {
        await renames(tx, owner.accountId, customer.id, { company: "Renamed in a transaction" });
        // The transaction sees its own write; the database outside it does not, until it commits.
        expect((await customerById(tx, owner.accountId, customer.id, true))?.company).toBe(
          "Renamed in a transaction",
        );
        if (kind === "postgres") {
          expect((await customerById(server.db, owner.accountId, customer.id))?.company).toBe(
            customer.company,
          );
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
    expect((await customerById(server.db, owner.accountId, customer.id))?.company).toBe(customer.company);
  });
});
