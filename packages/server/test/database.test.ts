import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Executor, openDatabase } from "../src/db/client.ts";
import { builtOnce, insertsInto, rowOfId, rowsOfIds, updatesOf } from "../src/db/prepared/index.ts";
import { customerNotes, customers } from "../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  freshPostgresDatabase,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "./helpers.ts";

describe("lanes on PostgreSQL (pipelined connections)", () => {
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

  const echoStatement = builtOnce((on) =>
    on
      .select({ n: sql<number>`${sql.placeholder("n")}::int`, at: sql<string>`now()` })
      .from(sql`(select 1) one`),
  );
  const echo = async (n: number) => (await echoStatement(database.db).execute({ n }))[0]!.n;
  const failStatement = builtOnce((on) =>
    on.select({ n: sql<number>`1 / ${sql.placeholder("zero")}::int` }).from(sql`(select 1) one`),
  );
  const fail = () => failStatement(database.db).execute({ zero: 0 });

  /** Until the lanes have connected (they open on first use), the pool serves. */
  const lanesOpen = async () => {
    for (let tries = 0; tries < 100; tries++) {
      const lane = database.lane();
      if (lane !== database.db) return lane;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("The lanes did not connect");
  };

  it("answers concurrent runs of a statement built once in order, each with its own row, on the lanes", async () => {
    await echo(0);
    expect(await lanesOpen()).not.toBe(database.db);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => echo(index)));
    expect(answers).toEqual(answers.map((_, index) => index));
  });

  it("fails only the run that fails, the others on the connection are answered", async () => {
    await lanesOpen();
    const answers = await Promise.allSettled([fail(), fail(), echo(1), echo(2), echo(3), echo(4)]);
    expect(answers.map((answer) => answer.status)).toEqual([
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(answers[5]).toEqual({ status: "fulfilled", value: 4 });
  });

  it("opens a new connection when the server ends it", async () => {
    await lanesOpen();
    await database.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    // Runs sent on a terminated connection fail; the ones after it are served by a new one.
    await Promise.allSettled([echo(2), echo(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await echo(4)).toBe(4);
    await lanesOpen();
    expect(await echo(5)).toBe(5);
  });

  it("never runs a transaction on a lane", async () => {
    await lanesOpen();
    const [inside, outside] = await database.db.transaction(async (tx) => {
      const pid = async (ex: Executor) =>
        ((await ex.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
          .rows[0]!.pid;
      return [await pid(tx), await pid(database.lane())];
    });
    expect(inside).not.toBe(outside);
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

  it("decodes full rows in a transaction to exactly what Drizzle's own select makes: dates, amounts, JSON", async () => {
    const customer = await firstCustomer();
    await server.db
      .transaction(async (tx) => {
        const expected = await tx.select().from(customers).where(eq(customers.id, customer.id));
        expect(expected).toHaveLength(1);
        expect(await rowOfId(customers)(tx, owner.accountId, customer.id)).toEqual(expected[0]);
        expect(await rowOfId(customers)(tx, owner.accountId, customer.id, true)).toEqual(expected[0]);
        expect(await rowsOfIds(customers)(tx, owner.accountId, [customer.id])).toEqual(expected);
        const renamed = await updatesOf(customers)(tx, owner.accountId, customer.id, { company: "" });
        const [after] = await tx.select().from(customers).where(eq(customers.id, customer.id));
        expect(renamed).toEqual(after);
        expect(renamed!.company).toBe("");
        expect(renamed!.createdAt).toBeInstanceOf(Date);
        expect(renamed!.tags).toEqual(["vip"]);
        expect(renamed!.customFields).toEqual({ region: "north" });
        expect(renamed!.mrr).toEqual(expect.any(String));
        const [note] = await insertsInto(customerNotes).returning(tx, [
          {
            roundAccountId: owner.accountId,
            customerId: customer.id,
            content: "Written in a transaction",
            isInternal: true,
            createdAt: new Date("2026-01-02T03:04:05.678Z"),
            authorName: "Ada Hopper",
            authorUserId: null,
          },
        ]);
        expect([note]).toEqual(await tx.select().from(customerNotes).where(eq(customerNotes.id, note!.id)));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
    // Outside the transaction: the same rows, by Drizzle's prepared statements.
    expect(await rowOfId(customers)(server.db, owner.accountId, customer.id)).toEqual(customer);
  });

  it("answers each of many concurrent runs of a statement built once with its own rows", async () => {
    const customerById = rowOfId(customers);
    const all = await server.db.select().from(customers).where(eq(customers.roundAccountId, owner.accountId));
    {
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
