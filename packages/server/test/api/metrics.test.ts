import {
  addAmounts,
  customerDays,
  lastMonths,
  type MrrChange,
  monthsOf,
  subtractAmounts,
  toAmount,
} from "@round/billing";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  metricsDays,
  mrrMonths,
  mrrMovements,
  subscriptionEvents,
  subscriptions,
} from "../../src/db/schema/index.ts";
import { rebuildScope } from "../../src/modules/metrics/keep.ts";
import { rebuildDays } from "../../src/modules/metrics/queries.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestClock,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// Revenue metrics over HTTP (COMMERCE.md, "Metrics"), on PGlite and PostgreSQL: a history driven on a test
// clock, its figures worked out by hand below, and random histories whose kept figures must equal a plain
// recomputation from the raw subscription events.

const VISA = "4242424242424242";
const NO_FUNDS = "4000000000009995";

describeOnBothDatabases("metrics", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let familyId: string;
  const points = { basic: "", pro: "", trial: "" };

  const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });
  const put = (path: string, body: unknown) => server.call("PUT", path, { body, token: owner.token });
  const get = (path: string, token = owner.token) => server.get(path, token);
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  async function plan(name: string, price: number, pointExtra: Json = {}) {
    const body = ok(
      await post("/api/catalog/plans", {
        name,
        productFamilyId: familyId,
        pricePoints: [
          { currency: "USD", pricingModel: "flat_fee", price, billingFrequency: "monthly", ...pointExtra },
        ],
      }),
      201,
    );
    return body.pricePoints[0].id as string;
  }

  const clockAt = async (frozenTime: string) =>
    ok(await post("/api/test-clocks", { name: `Clock ${frozenTime}`, frozenTime }), 201).id as string;
  const advance = async (clockId: string, frozenTime: string) =>
    ok(await post(`/api/test-clocks/${clockId}/advance`, { frozenTime }));

  async function customerOn(clockId: string, card?: string) {
    const customer = ok(
      await post("/api/customers", {
        email: uniqueEmail("metrics"),
        firstName: "Ada",
        lastName: "Lovelace",
        currency: "USD",
        autoCollection: card !== undefined,
        testClockId: clockId,
      }),
      201,
    );
    if (card) {
      ok(
        await post(`/api/customers/${customer.id}/payment-methods`, {
          type: "card",
          cardNumber: card,
          expiryMonth: 12,
          expiryYear: 2099,
          cvc: "123",
        }),
        201,
      );
    }
    return customer.id as string;
  }

  const subscribe = async (customerId: string, point: string) =>
    ok(await post("/api/subscriptions", { customerId, planPricePointId: point }), 201).id as string;

  /** The clock's MRR months worked out plainly from its raw subscription events (no kept figure read). */
  const keptDays = (clockId: string, ex: Pick<typeof server.db, "select"> = server.db) =>
    ex
      .select()
      .from(metricsDays)
      .where(and(eq(metricsDays.roundAccountId, owner.accountId), eq(metricsDays.scope, clockId)))
      .orderBy(metricsDays.currency, metricsDays.day)
      .then((rows) =>
        rows
          .map((row) => ({ ...row, mrrChange: toAmount(row.mrrChange) }))
          // A day whose changes cancelled out holds nothing: only the rebuilt days leave it out.
          .filter(({ roundAccountId: _, scope: __, currency: ___, day: ____, mrrChange, ...counts }) => {
            return mrrChange !== "0" || Object.values(counts).some((count) => count !== 0);
          }),
      );

  /** The clock's days as `rebuildDays` makes them from the raw records, in a transaction rolled back. */
  async function rebuiltDays(clockId: string) {
    let rows: Awaited<ReturnType<typeof keptDays>> = [];
    await server.db
      .transaction(async (tx) => {
        await rebuildDays(tx, owner.accountId, clockId);
        rows = await keptDays(clockId, tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
    return rows;
  }

  /** The clock's kept movements and months: what moved (a day or month that nets to nothing holds nothing). */
  const keptFigures = async (clockId: string, ex: Pick<typeof server.db, "select"> = server.db) => {
    const movements = await ex
      .select()
      .from(mrrMovements)
      .where(and(eq(mrrMovements.roundAccountId, owner.accountId), eq(mrrMovements.scope, clockId)))
      .orderBy(mrrMovements.customerId, mrrMovements.day);
    const months = await ex
      .select()
      .from(mrrMonths)
      .where(and(eq(mrrMonths.roundAccountId, owner.accountId), eq(mrrMonths.scope, clockId)))
      .orderBy(mrrMonths.currency, mrrMonths.month);
    return {
      movements: movements
        .filter((row) => toAmount(row.amount) !== "0")
        .map((row) => ({
          ...row,
          startMrr: toAmount(row.startMrr),
          endMrr: toAmount(row.endMrr),
          amount: toAmount(row.amount),
        })),
      months: months
        .map(({ roundAccountId: _, ...row }) => ({
          ...row,
          ...Object.fromEntries(
            (["new", "expansion", "contraction", "churned", "reactivation"] as const).map((kind) => [
              kind,
              toAmount(row[kind]),
            ]),
          ),
        }))
        .filter(
          (row) =>
            row.newCount + row.reactivationCount + row.churnedCount > 0 ||
            row.expansion !== "0" ||
            row.contraction !== "0",
        ),
    };
  };

  /** The clock's movements and months as `rebuildScope` makes them from its events, in a transaction rolled back. */
  async function rebuiltFigures(clockId: string) {
    let figures: Awaited<ReturnType<typeof keptFigures>> | undefined;
    await server.db
      .transaction(async (tx) => {
        await rebuildScope(tx, { accountId: owner.accountId, scope: clockId });
        figures = await keptFigures(clockId, tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
    return figures;
  }

  async function recomputed(clockId: string, months: string[]) {
    const rows = await server.db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.testClockId, clockId),
          eq(subscriptionEvents.roundAccountId, owner.accountId),
        ),
      );
    // A subscription's MRR at the end of a day is the sum of its changes up to that day: the rows come in no
    // particular order, and several changes of one subscription on one frozen instant have no order at all.
    const byDay = new Map<string, { row: (typeof rows)[number]; net: string }>();
    for (const row of rows) {
      const key = `${row.subscriptionId}|${row.occurredOn}`;
      const net = subtractAmounts(row.mrrAfter, row.mrrBefore);
      const seen = byDay.get(key);
      byDay.set(key, { row, net: seen ? addAmounts(seen.net, net) : net });
    }
    const running = new Map<string, string>();
    const changes: MrrChange[] = [...byDay.values()]
      .sort((a, b) => a.row.occurredOn.localeCompare(b.row.occurredOn))
      .map(({ row, net }) => {
        const before = running.get(row.subscriptionId) ?? "0";
        const after = addAmounts(before, net);
        running.set(row.subscriptionId, after);
        return {
          subscriptionId: row.subscriptionId,
          customerId: row.customerId,
          on: row.occurredOn,
          before,
          after,
        };
      });
    return monthsOf(customerDays(changes), months).map((month) => ({
      month: month.month,
      mrr: Number(month.mrr),
      new: Number(month.new),
      expansion: Number(month.expansion),
      contraction: Number(month.contraction),
      churned: Number(month.churned),
      reactivation: Number(month.reactivation),
    }));
  }

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    familyId = ok(
      await post("/api/catalog/product-families", {
        name: "Metrics",
        description: "Measured things",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    points.basic = await plan("Basic", 30);
    points.pro = await plan("Pro", 60);
    points.trial = await plan("Trial", 30, { trialPeriod: 14 });
  });
  afterAll(() => server?.close());

  it("answers no data as nothing made up: zero MRR and no rates", async () => {
    const summary = ok(await get("/api/metrics/summary"));
    expect(summary).toMatchObject({
      currency: "USD",
      mrr: 0,
      arr: 0,
      activeSubscriptions: 0,
      activeCustomers: 0,
      customerChurnRate: null,
      arpa: null,
      ltv: null,
      paymentSuccessRate: null,
      averageCollectionDays: null,
      testClockId: null,
      otherCurrencies: [],
    });
    const mrr = ok(await get("/api/metrics/mrr?months=3"));
    expect(mrr.items).toHaveLength(3);
    expect(mrr.items.every((month: Json) => month.mrr === 0 && month.new === 0)).toBe(true);
  });

  it("classifies a quarter's movements and works out the summary on past and present days", async () => {
    const clock = await clockAt("2027-01-05T09:00:00Z");
    const ada = await customerOn(clock, VISA);
    const bob = await customerOn(clock);
    // January: Ada on Pro (60) and Bob on Basic (30) are new business; Ada moving down to Basic a contraction.
    const adaSub = await subscribe(ada, points.pro);
    const bobSub = await subscribe(bob, points.basic);
    await advance(clock, "2027-01-20T09:00:00Z");
    ok(await put(`/api/subscriptions/${adaSub}`, { planPricePointId: points.basic }));
    // Cara starts a 14-day trial on January 20: no MRR until it ends on February 3 (new business then).
    const cara = await customerOn(clock);
    await subscribe(cara, points.trial);
    // February 10: Bob cancels at once, his last subscription: churn.
    await advance(clock, "2027-02-10T09:00:00Z");
    ok(await post(`/api/subscriptions/${bobSub}/cancel`, { atTermEnd: false }));
    // March 15: Bob comes back on Pro: a reactivation.
    await advance(clock, "2027-03-15T09:00:00Z");
    await subscribe(bob, points.pro);

    const mrr = ok(await get(`/api/metrics/mrr?months=3&testClockId=${clock}`));
    expect(mrr.testClockId).toBe(clock);
    expect(mrr.items).toEqual([
      {
        month: "2027-01",
        startMrr: 0,
        mrr: 60,
        new: 90,
        expansion: 0,
        contraction: -30,
        churned: 0,
        reactivation: 0,
      },
      {
        month: "2027-02",
        startMrr: 60,
        mrr: 60,
        new: 30,
        expansion: 0,
        contraction: 0,
        churned: -30,
        reactivation: 0,
      },
      {
        month: "2027-03",
        startMrr: 60,
        mrr: 120,
        new: 0,
        expansion: 0,
        contraction: 0,
        churned: 0,
        reactivation: 60,
      },
    ]);
    // The kept figures are what the raw events say.
    expect(mrr.items.map(({ startMrr: _, ...month }: Json) => month)).toEqual(
      await recomputed(clock, ["2027-01", "2027-02", "2027-03"]),
    );

    // February 20: Ada and Cara pay (60); of Ada and Bob paying on January 21, Bob stopped: churn 50 %,
    // ARPA 30, LTV 30 ÷ 0.5 = 60.
    const february = ok(await get(`/api/metrics/summary?testClockId=${clock}&asOf=2027-02-20`));
    expect(february).toMatchObject({
      asOf: "2027-02-20",
      mrr: 60,
      arr: 720,
      activeSubscriptions: 2,
      activeCustomers: 2,
      customerChurnRate: 0.5,
      arpa: 30,
      ltv: 60,
    });
    // Today on the clock (March 15): three paying 120, nobody stopped in 30 days: LTV is ARPA × 60. Ada's card
    // paid her March 5 renewal at once: every attempt succeeded, collected the day it was issued.
    const today = ok(await get(`/api/metrics/summary?testClockId=${clock}`));
    expect(today).toMatchObject({
      asOf: "2027-03-15",
      mrr: 120,
      arr: 1440,
      activeSubscriptions: 3,
      activeCustomers: 3,
      customerChurnRate: 0,
      arpa: 40,
      ltv: 2400,
      paymentSuccessRate: 1,
      averageCollectionDays: 0,
    });
    // The rehearsal stays out of the account's own figures.
    expect(ok(await get("/api/metrics/summary"))).toMatchObject({ mrr: 0, activeSubscriptions: 0 });
  });

  it("gives the customers screen the account's churn: a customer paying 40 days ago who stopped today", async () => {
    // The account's own figures (no test clock): the server's clock starts 40 days back, then comes to today.
    const clock = new TestClock();
    clock.at(-40 * 86_400_000);
    const past = await TestServer.start(kind, {}, { clock });
    try {
      const boss = await past.signUp({}, "business");
      const as = (token: string) => ({
        post: (path: string, body: unknown) => past.call("POST", path, { body, token }),
      });
      let api = as(boss.token);
      ok(await past.put("/api/catalog/settings", { defaultCurrency: "USD" }, boss.token));
      const family = ok(
        await api.post("/api/catalog/product-families", {
          name: "Live",
          description: "Plans billed on the real calendar",
          category: "SaaS Platform",
        }),
        201,
      );
      const point = ok(
        await api.post("/api/catalog/plans", {
          name: "Live plan",
          productFamilyId: family.id,
          pricePoints: [
            { currency: "USD", pricingModel: "flat_fee", price: 20, billingFrequency: "monthly" },
          ],
        }),
        201,
      ).pricePoints[0].id;
      const subscriptionIds: string[] = [];
      for (const name of ["Stays", "Leaves"]) {
        const customer = ok(
          await api.post("/api/customers", {
            email: uniqueEmail("live"),
            firstName: name,
            lastName: "Customer",
            currency: "USD",
          }),
          201,
        );
        subscriptionIds.push(
          ok(await api.post("/api/subscriptions", { customerId: customer.id, planPricePointId: point }), 201)
            .id,
        );
      }
      clock.at(0);
      const login = ok(
        await past.post("/identities/login", { identifier: boss.email, password: boss.password }),
      );
      api = as(login.token);
      ok(await api.post(`/api/subscriptions/${subscriptionIds[1]}/cancel`, { atTermEnd: false }));
      const revenue = ok(await past.get("/api/metrics/summary", login.token));
      expect(revenue.customerChurnRate).toBe(0.5);
      const customers = ok(await past.get("/api/customers/summary", login.token));
      expect(customers.churnRate).toBe(50);
      expect(customers.avgMRR).toBe(20);
    } finally {
      await past.close();
    }
  });

  it("refuses a bad query and a clock of another account, changing nothing", async () => {
    expectError(await get("/api/metrics/mrr?months=0"), 400, "months must be at least 1");
    expectError(await get("/api/metrics/mrr?months=37"), 400, "months must be at most 36");
    expectError(await get("/api/metrics/summary?asOf=2027-02-30"), 400, "asOf must be a day, YYYY-MM-DD");
    const stranger = await server.signUp({ firstName: "Grace" }, "business");
    const clock = await clockAt("2027-01-01T00:00:00Z");
    expectError(
      await get(`/api/metrics/summary?testClockId=${clock}`, stranger.token),
      404,
      "Test clock not found.",
    );
    expectError(await get("/api/metrics/summary?testClockId=not-a-clock"), 404, "Test clock not found.");
  });

  it("keeps figures equal to a plain recomputation over random histories", async () => {
    const plan = fc.constantFrom("basic" as const, "pro" as const, "trial" as const);
    const action = fc.oneof(
      fc.record({ kind: fc.constant("subscribe" as const), who: fc.nat(2), plan }),
      { arbitrary: fc.record({ kind: fc.constant("change" as const), who: fc.nat(2), plan }), weight: 3 },
      fc.record({
        kind: fc.constantFrom("pause" as const, "resume" as const, "cancel" as const),
        who: fc.nat(2),
      }),
      {
        arbitrary: fc.record({
          kind: fc.constant("advance" as const),
          days: fc.integer({ min: 1, max: 45 }),
        }),
        weight: 2,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(plan, plan, plan),
        fc.array(action, { minLength: 3, maxLength: 14 }),
        async (first, actions) => {
          let time = Date.parse("2027-01-10T09:00:00Z");
          const clock = await clockAt(new Date(time).toISOString());
          // One pays by card, one has a card without funds, one pays by hand (so attempts fail and succeed).
          const people = [
            await customerOn(clock, VISA),
            await customerOn(clock, NO_FUNDS),
            await customerOn(clock),
          ];
          // Everyone starts on a plan, so that changes, pauses and cancels have something to act on.
          const subs: (string | undefined)[] = [];
          for (const [who, name] of first.entries())
            subs[who] = await subscribe(people[who] as string, points[name]);
          for (const step of actions) {
            if (step.kind === "advance") {
              time += step.days * 86_400_000;
              await advance(clock, new Date(time).toISOString());
              continue;
            }
            const sub = subs[step.who];
            // Refusals (a pause of a cancelled subscription…) change nothing; the figures must still agree.
            if (step.kind === "subscribe") {
              const answer = await post("/api/subscriptions", {
                customerId: people[step.who],
                planPricePointId: points[step.plan],
              });
              if (answer.status === 201) subs[step.who] = answer.body.id;
            } else if (sub && step.kind === "change") {
              await put(`/api/subscriptions/${sub}`, { planPricePointId: points[step.plan] });
            } else if (sub && step.kind === "pause") {
              await post(`/api/subscriptions/${sub}/pause`, {});
            } else if (sub && step.kind === "resume") {
              await post(`/api/subscriptions/${sub}/resume`, {});
            } else if (sub && step.kind === "cancel") {
              await post(`/api/subscriptions/${sub}/cancel`, { atTermEnd: false });
            }
          }
          const day = new Date(time).toISOString().slice(0, 10);
          const months = lastMonths(day, 12);
          const kept = ok(await get(`/api/metrics/mrr?months=12&testClockId=${clock}`)).items as Json[];
          expect(kept.map(({ startMrr: _, ...month }) => month)).toEqual(await recomputed(clock, months));
          let start = 0;
          for (const month of kept) {
            expect(month.startMrr).toBe(start);
            const sum = ["new", "expansion", "contraction", "churned", "reactivation"].reduce(
              (total, movement) => total + Math.round(month[movement] * 100),
              Math.round(month.startMrr * 100),
            );
            expect(sum).toBe(Math.round(month.mrr * 100));
            start = month.mrr;
          }
          // The summary's MRR on the clock's day is the chart's last month's.
          const summary = ok(await get(`/api/metrics/summary?testClockId=${clock}`));
          expect(toAmount(summary.mrr)).toBe(toAmount(kept.at(-1)?.mrr ?? 0));
          // The days kept as things happened equal the days built again from the raw records (subscription
          // events, card payments, paid invoices), and the active count is the subscriptions bringing MRR.
          expect(await keptDays(clock)).toEqual(await rebuiltDays(clock));
          // And the movements and months kept as things happened are what a rebuild from the events makes.
          expect(await rebuiltFigures(clock)).toEqual(await keptFigures(clock));
          const paying = (
            await server.db.select().from(subscriptions).where(eq(subscriptions.testClockId, clock))
          ).filter((sub) => Number(sub.mrr) > 0).length;
          expect(summary.activeSubscriptions).toBe(paying);
        },
      ),
      { numRuns: kind === "pglite" ? 14 : 6 },
    );
    // Each history signs customers up, saves cards and bills them on a clock: slow on a loaded machine.
  }, 120_000);
});
