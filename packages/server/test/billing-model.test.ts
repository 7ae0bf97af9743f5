import { addDays, compareDays, type Day, daysBetween, termAt, termIndexOn } from "@round/billing";
import Big from "big.js";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client.ts";
import { BillingFixture } from "./billingFixture.ts";
import { type Json, TestServer } from "./helpers.ts";

// The billing engine checked against a model (the "lasting cure"): random sequences of what people do
// (subscribe with and without a trial and a coupon, change plan up and down, change the quantity, pause,
// resume, cancel now or at the term's end, reactivate, reprice the plan, pay by card, by a card that fails, or
// offline, and let time pass by days and months) over random plans on a test clock. After every step:
// - each subscription's invoiced amounts less the credits it was given equal its price for the days it was
//   active (the model's count), to one minor unit per line;
// - no term is invoiced twice, and each term's invoice is the next of its subscription;
// - the clock's invoice numbers run 1, 2, 3… without a gap, and the live sequence is untouched;
// - every invoice's lines add up to its total;
// - the kept MRR of the clock equals a plain recomputation from the subscriptions, and the model's;
// - the clock reached the time it was moved to, with nothing failed.
// A failing case shrinks to a short sequence; keep it as an example in billing-sequences.test.ts.

const VISA = "4242424242424242";
const DECLINED = "4000000000009995";
const START = "2027-01-15";
const AT = "T09:00:00Z";
/** How long the whole property may run (the issue: bounded to a minute). */
const BUDGET_MS = Number(process.env.BILLING_MODEL_MS ?? 60_000);

type Payer = "card" | "declined" | "offline";

interface ModelPlan {
  key: string;
  planId: string;
  pointId: string;
  perUnit: boolean;
  /** The price of a term for one unit, as new sales get it. */
  price: number;
}

interface ModelSub {
  id: string;
  customerId: string;
  plan: string;
  pointId: string;
  /** The price a term of this subscription costs (grandfathered: what it bought). */
  unitPrice: number;
  perUnit: boolean;
  quantity: number;
  /** Percent off every invoice (a forever coupon), 0 without. */
  off: number;
  status: "trialing" | "active" | "paused" | "cancelled";
  anchor: Day | null;
  term: { start: Day; end: Day } | null;
  trialEnd: Day | null;
  resumeDate: Day | null;
  cancelAt: Day | null;
  /** What the customer owes for the days it was active, exactly. */
  owed: Big;
}

interface Model {
  today: Day;
  plans: Map<string, ModelPlan>;
  subs: ModelSub[];
}

const termPrice = (sub: Pick<ModelSub, "unitPrice" | "perUnit" | "quantity" | "off">) =>
  new Big(sub.unitPrice)
    .times(sub.perUnit ? sub.quantity : 1)
    .times(new Big(100).minus(sub.off))
    .div(100);

/** The part of the current term from `day` to its end. */
const leftOf = (term: { start: Day; end: Day }, day: Day) =>
  compareDays(day, term.end) >= 0
    ? new Big(0)
    : new Big(daysBetween(compareDays(day, term.start) < 0 ? term.start : day, term.end)).div(
        daysBetween(term.start, term.end),
      );

function startTerm(sub: ModelSub, on: Day, anchor: boolean) {
  if (anchor || !sub.anchor) sub.anchor = on;
  const index = Math.max(0, termIndexOn(sub.anchor, "monthly", on));
  sub.term = termAt(sub.anchor, "monthly", index);
  sub.status = "active";
  sub.resumeDate = null;
  sub.owed = sub.owed.plus(termPrice(sub));
}

/** What the engine does for a subscription from the model's day to `day`: trial ends, resumes, renewals, cancels. */
function stepTo(sub: ModelSub, day: Day) {
  for (let guard = 0; guard < 100; guard += 1) {
    const next =
      sub.status === "trialing"
        ? sub.trialEnd
        : sub.status === "paused"
          ? sub.resumeDate
          : sub.status === "active"
            ? (sub.term?.end ?? null)
            : null;
    if (next === null || compareDays(next, day) > 0) return;
    if (
      (sub.status === "active" || sub.status === "trialing") &&
      sub.cancelAt &&
      compareDays(sub.cancelAt, next) <= 0
    ) {
      sub.status = "cancelled";
      sub.cancelAt = null;
      return;
    }
    if (sub.status === "trialing") startTerm(sub, next, true);
    else if (sub.status === "paused") startTerm(sub, next, true);
    else startTerm(sub, next, false);
  }
}

type Action =
  | { kind: "subscribe"; plan: string; quantity: number; trial: boolean; coupon: boolean; payer: Payer }
  | { kind: "change"; sub: number; plan: string }
  | { kind: "quantity"; sub: number; quantity: number }
  | { kind: "pause"; sub: number; resumeIn: number | null }
  | { kind: "resume"; sub: number }
  | { kind: "cancel"; sub: number; atTermEnd: boolean }
  | { kind: "reactivate"; sub: number }
  | { kind: "reprice"; plan: string; price: number }
  | { kind: "payOffline"; sub: number }
  | { kind: "advance"; days: number };

const PLAN_KEYS = ["basic", "pro", "seats"] as const;

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("subscribe" as const),
      plan: fc.constantFrom(...PLAN_KEYS),
      quantity: fc.integer({ min: 1, max: 4 }),
      trial: fc.boolean(),
      coupon: fc.boolean(),
      payer: fc.constantFrom<Payer>("card", "declined", "offline"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("change" as const),
      sub: fc.nat(),
      plan: fc.constantFrom(...PLAN_KEYS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("quantity" as const),
      sub: fc.nat(),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("pause" as const),
      sub: fc.nat(),
      resumeIn: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("resume" as const), sub: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("cancel" as const), sub: fc.nat(), atTermEnd: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reactivate" as const), sub: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("reprice" as const),
      plan: fc.constantFrom(...PLAN_KEYS),
      price: fc.integer({ min: 100, max: 20000 }).map((cents) => cents / 100),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("payOffline" as const), sub: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("advance" as const),
      days: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(28, 31, 45, 62)),
    }),
  },
);

describe("the billing engine against a model", () => {
  let server: TestServer;
  let f: BillingFixture;
  let couponCode = "";
  let run = 0;

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    f = await BillingFixture.open(server, await server.signUp({}, "business"));
    couponCode = "MODEL25";
    f.ok(
      await f.post("/api/catalog/coupons", {
        name: "Model quarter off",
        couponCode,
        discountType: "percentage",
        discountValue: 25,
        durationType: "forever",
        stackable: true,
      }),
      201,
    );
  });
  afterAll(() => server?.close());

  /** The checks of the model's rules, read from the records. */
  async function check(model: Model, clockId: string) {
    const db = server.db;
    const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
    // The clock is where it was moved, with nothing failed.
    const clock = f.ok(await f.get(`/api/test-clocks/${clockId}`));
    expect(clock.frozenTime).toBe(`${model.today}${AT}`.replace("Z", ".000Z"));
    expect(clock.status, JSON.stringify(clock.failures)).toBe("ready");
    // Numbers of the clock's own sequence: 1, 2, 3… without a gap or repeat.
    const numbers = await query<{ number: string }>(
      sql`select number from invoices where test_clock_id = ${clockId} and number is not null order by number`,
    );
    expect(numbers.map((row) => row.number)).toEqual(
      numbers.map((_, index) => `INV-TEST-${String(index + 1).padStart(6, "0")}`),
    );
    // Every invoice's lines add up to its total.
    const unbalanced = await query<{ id: string }>(sql`
      select i.id from invoices i left join invoice_lines l on l.invoice_id = i.id
      where i.test_clock_id = ${clockId} group by i.id, i.total having coalesce(sum(l.amount), 0) <> i.total`);
    expect(unbalanced).toEqual([]);
    // No term invoiced twice; the terms of a subscription follow each other.
    const terms = await query<{ subscription_id: string; term_number: number }>(sql`
      select subscription_id, term_number from invoices
      where test_clock_id = ${clockId} and reason <> 'proration' and subscription_id is not null
      order by subscription_id, term_number`);
    const seen = new Map<string, number[]>();
    for (const row of terms)
      seen.set(row.subscription_id, [...(seen.get(row.subscription_id) ?? []), row.term_number]);
    for (const [id, numbers] of seen) {
      expect(numbers, `terms of ${id}`).toEqual(numbers.map((_, index) => index + 1));
    }
    // Each subscription: invoiced less credited is what its active days cost.
    for (const sub of model.subs) {
      const [billed] = await query<{ total: string; lines: number }>(sql`
        select coalesce(sum(i.total), 0)::text as total,
          coalesce(sum((select count(*) from invoice_lines l where l.invoice_id = i.id)), 0)::int as lines
        from invoices i where i.subscription_id = ${sub.id}`);
      const [credited] = await query<{ total: string; rows: number }>(sql`
        select coalesce(sum(amount), 0)::text as total, count(*)::int as rows from customer_credits
        where customer_id = ${sub.customerId} and amount > 0`);
      const paid = new Big(billed!.total).minus(credited!.total);
      const slack = new Big("0.01").times(billed!.lines + credited!.rows + 1);
      expect(
        paid.minus(sub.owed).abs().lte(slack),
        `${sub.id}: invoiced ${billed!.total} less credits ${credited!.total} = ${paid}, owed ${sub.owed.toFixed(4)}`,
      ).toBe(true);
      const answered = f.ok(await f.get(`/api/subscriptions/${sub.id}`));
      expect(answered.status, `status of ${sub.id}`).toBe(sub.status);
    }
    // The kept MRR of the clock: a plain sum of its subscriptions' MRR, and the model's.
    const summary = f.ok(await f.get(`/api/metrics/summary?testClockId=${clockId}`));
    const [plain] = await query<{ mrr: string }>(sql`
      select coalesce(sum(mrr), 0)::text as mrr from subscriptions
      where test_clock_id = ${clockId} and status in ('active', 'past_due')`);
    expect(summary.mrr).toBe(Number(plain!.mrr));
    const modelled = model.subs
      .filter((sub) => sub.status === "active")
      .reduce((sum, sub) => sum.plus(termPrice(sub)), new Big(0));
    expect(
      Math.abs(summary.mrr - Number(modelled)),
      `MRR ${summary.mrr}, model ${modelled}`,
    ).toBeLessThanOrEqual(0.01 * (model.subs.length + 1));
  }

  /** Runs one action on the server and the model; a refusal the model expects changes nothing in it. */
  async function act(model: Model, clockId: string, step: Action) {
    const pick = (index: number) => model.subs[index % Math.max(1, model.subs.length)];
    switch (step.kind) {
      case "subscribe": {
        const plan = model.plans.get(step.plan)!;
        const customerId = await f.customerOn(
          clockId,
          step.payer === "offline" ? undefined : step.payer === "card" ? VISA : DECLINED,
        );
        const body: Json = { customerId, planPricePointId: plan.pointId, quantity: step.quantity };
        if (step.trial) body.trialEnd = addDays(model.today, 7);
        if (step.coupon) body.couponCodes = [couponCode];
        const created = f.ok(await f.post("/api/subscriptions", body), 201);
        const sub: ModelSub = {
          id: created.id,
          customerId,
          plan: step.plan,
          pointId: plan.pointId,
          unitPrice: plan.price,
          perUnit: plan.perUnit,
          quantity: step.quantity,
          off: step.coupon ? 25 : 0,
          status: step.trial ? "trialing" : "active",
          anchor: null,
          term: null,
          trialEnd: step.trial ? addDays(model.today, 7) : null,
          resumeDate: null,
          cancelAt: null,
          owed: new Big(0),
        };
        if (!step.trial) startTerm(sub, model.today, true);
        model.subs.push(sub);
        return;
      }
      case "change":
      case "quantity": {
        const sub = pick(step.sub);
        if (!sub) return;
        const plan = step.kind === "change" ? model.plans.get(step.plan)! : null;
        const quantity = step.kind === "quantity" ? step.quantity : sub.quantity;
        const body: Json = plan ? { planPricePointId: plan.pointId } : { quantity };
        const answer = await f.put(`/api/subscriptions/${sub.id}`, body);
        if (sub.status === "cancelled") {
          expect(answer.status).toBe(409);
          return;
        }
        f.ok(answer);
        const before = termPrice(sub);
        if (plan && plan.pointId !== sub.pointId) {
          sub.plan = plan.key;
          sub.pointId = plan.pointId;
          sub.unitPrice = plan.price;
          sub.perUnit = plan.perUnit;
        }
        sub.quantity = quantity;
        if (sub.status === "active" && sub.term) {
          sub.owed = sub.owed.plus(termPrice(sub).minus(before).times(leftOf(sub.term, model.today)));
        }
        return;
      }
      case "pause": {
        const sub = pick(step.sub);
        if (!sub) return;
        const resumeDate = step.resumeIn === null ? undefined : addDays(model.today, step.resumeIn);
        const answer = await f.post(`/api/subscriptions/${sub.id}/pause`, resumeDate ? { resumeDate } : {});
        if (sub.status !== "active" || sub.cancelAt) {
          expect(answer.status).toBe(409);
          return;
        }
        f.ok(answer);
        sub.owed = sub.owed.minus(termPrice(sub).times(leftOf(sub.term!, model.today)));
        sub.status = "paused";
        sub.resumeDate = resumeDate ?? null;
        sub.cancelAt = null;
        return;
      }
      case "resume": {
        const sub = pick(step.sub);
        if (!sub) return;
        const answer = await f.post(`/api/subscriptions/${sub.id}/resume`, {});
        if (sub.status !== "paused") {
          expect(answer.status).toBe(409);
          return;
        }
        f.ok(answer);
        startTerm(sub, model.today, true);
        return;
      }
      case "cancel": {
        const sub = pick(step.sub);
        if (!sub) return;
        const answer = await f.post(`/api/subscriptions/${sub.id}/cancel`, { atTermEnd: step.atTermEnd });
        if (sub.status === "cancelled") {
          expect(answer.status).toBe(409);
          return;
        }
        f.ok(answer);
        if (step.atTermEnd && (sub.status === "active" || sub.status === "trialing")) {
          sub.cancelAt = sub.status === "trialing" ? sub.trialEnd : sub.term!.end;
          return;
        }
        if (sub.status === "active")
          sub.owed = sub.owed.minus(termPrice(sub).times(leftOf(sub.term!, model.today)));
        sub.status = "cancelled";
        sub.cancelAt = null;
        return;
      }
      case "reactivate": {
        const sub = pick(step.sub);
        if (!sub) return;
        const answer = await f.post(`/api/subscriptions/${sub.id}/reactivate`, {});
        if ((sub.status === "active" || sub.status === "trialing") && sub.cancelAt) {
          f.ok(answer);
          sub.cancelAt = null;
        } else if (sub.status === "cancelled") {
          f.ok(answer);
          startTerm(sub, model.today, true);
        } else {
          expect(answer.status).toBe(409);
        }
        return;
      }
      case "reprice": {
        const plan = model.plans.get(step.plan)!;
        const current = f.ok(await f.get(`/api/catalog/plans/${plan.planId}`));
        const point =
          current.pricePoints.find((entry: Json) => entry.id === plan.pointId) ?? current.pricePoints[0];
        const updated = f.ok(
          await f.put(`/api/catalog/plans/${plan.planId}`, {
            pricePoints: [{ ...point, price: step.price }],
          }),
        );
        plan.pointId = updated.pricePoints[0].id;
        plan.price = step.price;
        return;
      }
      case "payOffline": {
        const sub = pick(step.sub);
        if (!sub) return;
        const open = (await f.invoicesOf(sub.customerId)).find((invoice: Json) => invoice.amountDue > 0);
        if (!open) return;
        f.ok(
          await f.post(`/api/invoices/${open.id}/payments`, {
            amount: open.amountDue,
            paymentMethod: "offline",
          }),
        );
        return;
      }
      case "advance": {
        const day = addDays(model.today, step.days);
        f.ok(await f.post(`/api/test-clocks/${clockId}/advance`, { frozenTime: `${day}${AT}` }));
        for (const sub of model.subs) stepTo(sub, day);
        model.today = day;
        return;
      }
    }
  }

  it("invoices each subscription for exactly the days it was active, through any sequence", {
    timeout: BUDGET_MS * 3,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          prices: fc.tuple(
            fc.integer({ min: 500, max: 9000 }),
            fc.integer({ min: 9001, max: 30000 }),
            fc.integer({ min: 100, max: 4000 }),
          ),
          actions: fc.array(action, { minLength: 3, maxLength: 14 }),
        }),
        async ({ prices, actions }) => {
          run += 1;
          const plans = new Map<string, ModelPlan>();
          for (const [index, key] of PLAN_KEYS.entries()) {
            const price = prices[index]! / 100;
            const created = await f.plan(
              `Model ${key} ${run}`,
              price,
              {},
              key === "seats" ? { pricingModel: "per_unit" } : {},
            );
            plans.set(key, {
              key,
              planId: created.id,
              pointId: created.pricePoints[0].id,
              perUnit: key === "seats",
              price,
            });
          }
          const clockId = await f.clockAt(`${START}${AT}`);
          const model: Model = { today: START, plans, subs: [] };
          const liveBefore = f.ok(await f.get("/api/billing/settings")).nextInvoiceNumber;
          for (const step of actions) {
            await act(model, clockId, step);
            await check(model, clockId);
          }
          expect(f.ok(await f.get("/api/billing/settings")).nextInvoiceNumber).toBe(liveBefore);
        },
      ),
      {
        numRuns: 200,
        interruptAfterTimeLimit: BUDGET_MS,
        markInterruptAsFailure: false,
        ...(process.env.BILLING_MODEL_SEED ? { seed: Number(process.env.BILLING_MODEL_SEED) } : {}),
      },
    );
    // The budget stops the runs, not a failure: enough of them ran to mean something.
    expect(run).toBeGreaterThan(3);
  });
});
