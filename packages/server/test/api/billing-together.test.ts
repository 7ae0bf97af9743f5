import { compareDays, dayOf } from "@round/billing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "../../src/db/client.ts";
import type { Step } from "../../src/engine/context.ts";
import { setClock } from "../../src/engine/queries/clock-admin.ts";
import { nextDueOnClock } from "../../src/engine/queries/clocks.ts";
import { runDue } from "../../src/engine/run.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// The billing run bills plain new terms of a batch together (`startTermsTogether`) and every other step one
// subscription at a time. Both ways must write the very same records: the same customers and subscriptions
// on two test clocks, one advanced by the API (together), the other by the run stepping each subscription
// alone, and every record of the two compared.

const VISA = "4242424242424242";
const NO_FUNDS = "4000000000009995";

describeOnBothDatabases("billing run, together and one by one", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  const points: Record<string, string> = {};

  const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    const familyId = ok(
      await post("/api/catalog/product-families", {
        name: "Together",
        description: "Billed together",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    const plan = async (name: string, point: Json, extra: Json = {}) =>
      ok(
        await post("/api/catalog/plans", {
          name,
          productFamilyId: familyId,
          pricePoints: [{ currency: "USD", pricingModel: "flat_fee", billingFrequency: "monthly", ...point }],
          ...extra,
        }),
        201,
      ).pricePoints[0].id as string;
    points.basic = await plan("Basic", { price: 30 });
    points.seats = await plan("Seats", { pricingModel: "per_unit", price: 12.5, setupFee: 20 });
    points.trial = await plan("Trial", { price: 45, trialPeriod: 10 });
    points.twice = await plan("Twice", { price: 8 }, { billingCycles: 2 });
    const addon = ok(
      await post("/api/catalog/addons", {
        name: "Support",
        type: "recurring",
        chargeModel: "flat_fee",
        pricePoints: [{ currency: "USD", price: 7.25, billingFrequency: "monthly" }],
      }),
      201,
    );
    points.support = addon.pricePoints[0].id;
    ok(
      await post("/api/catalog/coupons", {
        name: "Ten off",
        couponCode: "TOGETHER10",
        discountType: "percentage",
        discountValue: 10,
        durationType: "forever",
        stackable: true,
      }),
      201,
    );
  });
  afterAll(() => server?.close());

  /** The same customers and subscriptions on a new clock: each kind of step, together or not. */
  async function scenario(clockName: string) {
    const clock = ok(
      await post("/api/test-clocks", { name: clockName, frozenTime: "2027-01-10T09:00:00Z" }),
      201,
    ).id as string;
    const customer = async (name: string, card?: string) => {
      const id = ok(
        await post("/api/customers", {
          email: uniqueEmail(name.toLowerCase()),
          firstName: name,
          lastName: "Tester",
          currency: "USD",
          autoCollection: card !== undefined,
          testClockId: clock,
        }),
        201,
      ).id as string;
      if (card) {
        ok(
          await post(`/api/customers/${id}/payment-methods`, {
            type: "card",
            cardNumber: card,
            expiryMonth: 12,
            expiryYear: 2099,
            cvc: "123",
          }),
          201,
        );
      }
      return id;
    };
    const subscribe = async (body: Json) => ok(await post("/api/subscriptions", body), 201);
    // Renewals collected by card, and one declined (dunning).
    await subscribe({ customerId: await customer("Paying", VISA), planPricePointId: points.basic });
    await subscribe({ customerId: await customer("Declined", NO_FUNDS), planPricePointId: points.basic });
    // Seats with a setup fee and a recurring add-on, starting later (its first invoice on the clock).
    await subscribe({
      customerId: await customer("Seats"),
      planPricePointId: points.seats,
      quantity: 3,
      addons: [{ pricePointId: points.support, quantity: 2 }],
      startDate: "2027-01-20",
    });
    // A trial's end, two billing cycles ending as expired, a coupon, two subscriptions of one customer.
    await subscribe({ customerId: await customer("Trial", VISA), planPricePointId: points.trial });
    await subscribe({ customerId: await customer("Twice"), planPricePointId: points.twice });
    await subscribe({
      customerId: await customer("Coupon", VISA),
      planPricePointId: points.basic,
      couponCodes: ["TOGETHER10"],
    });
    const both = await customer("Both");
    await subscribe({ customerId: both, planPricePointId: points.basic });
    await subscribe({ customerId: both, planPricePointId: points.twice, startDate: "2027-01-25" });
    // Paused with a resume day.
    const paused = await subscribe({ customerId: await customer("Paused"), planPricePointId: points.basic });
    ok(await post(`/api/subscriptions/${paused.id}/pause`, { resumeDate: "2027-02-03" }));
    return clock;
  }

  /** What the API's advance does, with the run stepping each subscription alone. */
  async function advanceOneByOne(clock: string, to: string) {
    const deps = server.instance.deps;
    const target = new Date(to);
    const steps: Step[] = [];
    for (;;) {
      const due = await nextDueOnClock(deps.db, owner.accountId, clock);
      if (due === null || compareDays(due, dayOf(target)) > 0) break;
      const at = new Date(`${due}T00:00:00Z`);
      await setClock(deps.db, owner.accountId, clock, { frozenTime: at > target ? target : at });
      steps.push(
        ...(await runDue(
          deps,
          { testClockId: clock, accountId: owner.accountId },
          due,
          at > target ? target : at,
          false,
          { together: false },
        )),
      );
    }
    await setClock(deps.db, owner.accountId, clock, { frozenTime: target });
    return steps;
  }

  /** Every record of a clock's customers, ids and invoice numbers replaced by their order of appearance. */
  async function recordsOf(clock: string) {
    const names = new Map<string, string>();
    const name = (value: unknown) => {
      const key = String(value);
      if (!names.has(key)) names.set(key, `#${names.size}`);
      return names.get(key);
    };
    const read = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await server.instance.deps.db.execute(query));
    const idLike = /^(id|.*_id|scope|number|gateway_reference|reason_invoice)$/;
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            value === null
              ? null
              : idLike.test(key)
                ? name(value)
                : value instanceof Date
                  ? value.toISOString()
                  : String(value).replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, (id) => name(id)!),
          ]),
        ),
      );
    const mine = sql`customer_id in (select id from customers where test_clock_id = ${clock})`;
    return {
      customers: plain(
        await read(sql`select id, mrr, ltv, amount_due, credit_balance, active_subscriptions, churn_risk,
          churn_signals::text, trial_end_at from customers where test_clock_id = ${clock} order by created_at, email`),
      ),
      subscriptions: plain(
        await read(sql`select s.* from subscriptions s join customers c on c.id = s.customer_id
          where c.test_clock_id = ${clock} order by c.created_at, s.created_at`),
      ),
      invoices: plain(
        await read(sql`select i.* from invoices i join customers c on c.id = i.customer_id
          where c.test_clock_id = ${clock} order by c.created_at, i.issue_date, i.reason, i.total`),
      ),
      lines: plain(
        await read(sql`select l.position, l.kind, l.description, l.quantity, l.amount, l.period_start, l.period_end,
            l.ref::text from invoice_lines l join invoices i on i.id = l.invoice_id join customers c on c.id = i.customer_id
          where c.test_clock_id = ${clock} order by c.created_at, i.issue_date, i.reason, i.total, l.position`),
      ),
      payments: plain(
        await read(sql`select amount, currency, status, method, failure_message, attempt, paid_at, created_at
          from payments where ${mine} order by created_at, attempt, amount, status`),
      ),
      events: plain(
        await read(sql`select type, occurred_on, mrr_before, mrr_after, currency, created_at
          from subscription_events where ${mine} order by occurred_on, type, mrr_before, mrr_after`),
      ),
      // The billing's events (PLATFORM.md): the same types, objects and old values, whatever their ids.
      billingEvents: (
        await read(sql`select type, data::text as data from events where test_clock_id = ${clock}
          and split_part(type, '.', 1) in ('subscription', 'invoice', 'payment')`)
      )
        .map(
          (row) =>
            `${row.type} ${String(row.data)
              .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "#")
              .replace(/INV-TEST-\d+/g, "INV-TEST-n")
              .replace(/"gatewayTransactionId": "[^"]*"/g, '"gatewayTransactionId": "#"')
              .replace(/\/pay\/[\w-]+/g, "/pay/#")}`,
        )
        .sort(),
      movements: plain(
        await read(sql`select day, start_mrr, end_mrr, paid_before, kind, amount from mrr_movements
          where ${mine} order by day, start_mrr, end_mrr`),
      ),
      days: plain(
        await read(sql`select day, currency, mrr_change, joined, churned, active_change, card_attempts,
          card_succeeded, paid_invoices, paid_days from metrics_days where scope = ${clock} order by day, currency`),
      ),
      months: plain(
        await read(sql`select month, currency, new, expansion, contraction, churned, reactivation, new_count,
          reactivation_count, churned_count from mrr_months where scope = ${clock} order by month, currency`),
      ),
    };
  }

  it("writes the same records, steps and invoice numbers billing new terms together as one by one", async () => {
    const together = await scenario("Together");
    const alone = await scenario("One by one");
    const to = "2027-04-15T09:00:00Z";
    const moved = ok(await post(`/api/test-clocks/${together}/advance`, { frozenTime: to }));
    const stepped = await advanceOneByOne(alone, to);
    // Within a day, subscriptions are stepped in the order they are claimed (by id): each customer's own steps
    // keep their order, which a stable sort by day and customer leaves as it is.
    const plainSteps = (steps: { on: string; action: string; customerName: string }[]) =>
      steps
        .map(
          (step) => `${step.on} ${step.customerName}: ${step.action.replace(/INV-TEST-\d+/, "INV-TEST-n")}`,
        )
        .sort((x, y) =>
          x.split(":")[0]! < y.split(":")[0]! ? -1 : x.split(":")[0]! > y.split(":")[0]! ? 1 : 0,
        );
    expect(plainSteps(moved.steps)).toEqual(plainSteps(stepped));
    // Renewals, first terms, trial ends, resumes, collections, a decline and its retries, an expiry.
    expect(moved.steps.length).toBeGreaterThan(30);
    const [a, b] = [await recordsOf(together), await recordsOf(alone)];
    expect(a.invoices.length).toBeGreaterThan(20);
    expect(new Set(a.billingEvents.map((event) => event.split(" ")[0]))).toEqual(
      new Set([
        "subscription.created",
        "subscription.paused",
        "subscription.trial_will_end",
        "subscription.updated",
        "subscription.resumed",
        "subscription.renewed",
        "subscription.expired",
        "invoice.created",
        "invoice.finalized",
        "invoice.paid",
        "invoice.payment_failed",
        "invoice.overdue",
        "payment.succeeded",
        "payment.failed",
      ]),
    );
    expect(a).toEqual(b);
    // Numbers given together follow each other: each clock's sequence has no gap and no repeat.
    for (const clock of [together, alone]) {
      const numbers = rowsOf<{ number: string }>(
        await server.instance.deps.db.execute(
          sql`select number from invoices where test_clock_id = ${clock} and number is not null order by number`,
        ),
      ).map((row) => row.number);
      expect(numbers).toEqual(numbers.map((_, index) => `INV-TEST-${String(index + 1).padStart(6, "0")}`));
    }
  });
});
