/**
 * A small in-memory billing server for the subscription, usage, test clock and billing settings stories,
 * answering at the network level: a customer's subscriptions, their actions with `preview: true` answering
 * a fixed preview (the amounts a story asserts) and writing nothing, the same actions without it changing
 * the record (409 when the status does not allow it, as the server does), usage per term, test clocks with
 * their advance, and the billing settings checked with the shared schema. Made fresh for each story run.
 */
import {
  type BillingPreviewResponse,
  type BillingSettingsResponse,
  billingSettingsSchema,
  type SubscriptionResponse,
  type TestClockAdvanceResponse,
  type TestClockResponse,
  type UsageSummaryResponse,
  validate,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import { SETTINGS } from "../../forms/billing/billingFixtures";
import type { RequestSpy } from "./handlers";

const NOW = "2026-03-02T09:00:00.000Z";
export const COUPON_MAXED = "Coupon LAUNCH50 has reached its maximum number of redemptions";
/** The Stripe secret key the backend takes (as Stripe would); any other is refused with this message. */
export const STRIPE_KEY = "sk_test_51RoundStoryKey0000wxyz";
export const STRIPE_REFUSED = "Stripe did not accept this secret key";
const STRIPE_KEY_NEEDED = "Enter your Stripe secret key to connect Stripe";

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const problem = (status: number, description: string, code = "CONFLICT", field?: string) =>
  json({ message: description, errors: [{ code, description, ...(field ? { field } : {}) }] }, status);

/** A subscription as the server answers it, from a story's seed. */
export function subscriptionFrom(seed: Partial<SubscriptionResponse> & { id: string }): SubscriptionResponse {
  return {
    customerId: "cus-ada",
    customerName: "Ada Lovelace",
    planId: "plan-starter",
    planName: "Starter",
    planPricePointId: "plan-starter-pp1",
    quantity: 1,
    status: "active",
    currency: "USD",
    billingFrequency: "monthly",
    billingPeriod: "monthly",
    startDate: "2026-02-02",
    trialEnd: null,
    currentTermStart: "2026-03-02",
    currentTermEnd: "2026-04-02",
    nextBillingDate: "2026-04-02",
    cancelAt: null,
    cancelledAt: null,
    pausedAt: null,
    resumeDate: null,
    billingCycles: null,
    termsBilled: 2,
    amount: 29,
    mrr: 29,
    addons: [],
    coupons: [],
    autoCollection: null,
    pendingChange: null,
    testClockId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...seed,
  };
}

type Invoice = NonNullable<BillingPreviewResponse["invoice"]>;
const invoice = (lines: Invoice["lines"], extra: Partial<Invoice> = {}): Invoice => {
  const total = extra.total ?? lines.reduce((sum, line) => Math.round((sum + line.amount) * 100) / 100, 0);
  return {
    currency: "USD",
    lines,
    subtotal: total,
    discount: 0,
    tax: 0,
    total,
    creditApplied: 0,
    amountDue: total,
    ...extra,
  };
};
const line = (
  description: string,
  amount: number,
  quantity = 1,
  kind: Invoice["lines"][number]["kind"] = "plan",
) => ({
  kind,
  description,
  quantity,
  amount,
  taxAmount: 0,
  taxRateId: null,
  periodStart: "2026-03-02",
  periodEnd: "2026-04-02",
});

/** The previews the backend answers unless a story gives its own: the amounts the stories assert. */
const PREVIEWS = {
  create: { invoice: invoice([line("Starter", 29)]), credit: 0 },
  change: {
    invoice: invoice([
      line("Starter × 3, remaining time", 58, 3, "proration"),
      line("Starter × 1, unused time", -19.33, 1, "proration"),
    ]),
    credit: 0,
  },
  pause: { invoice: null, credit: 14.5 },
  cancelNow: { invoice: null, credit: 14.52 },
  cancelAtTermEnd: { invoice: null, credit: 0 },
  resume: { invoice: invoice([line("Starter", 29)]), credit: 0 },
  reactivate: { invoice: invoice([line("Starter", 29)]), credit: 0 },
} satisfies Record<string, { invoice: Invoice | null; credit: number }>;

interface SubscriptionsBackendOptions {
  subscriptions?: SubscriptionResponse[];
  usage?: Record<string, UsageSummaryResponse["metrics"]>;
  clocks?: TestClockResponse[];
  advanceSteps?: TestClockAdvanceResponse["steps"];
  settings?: Partial<BillingSettingsResponse>;
  spy?: RequestSpy;
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function subscriptionsBackend(options: SubscriptionsBackendOptions = {}) {
  // Copies: an action changes the record in place, never the story's seed shared with the next story.
  const subscriptions = (options.subscriptions ?? []).map((item) => ({ ...item }));
  const clocks = (options.clocks ?? []).map((item) => ({ ...item }));
  let settings: BillingSettingsResponse = { ...SETTINGS, ...options.settings };
  let sequence = 0;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    options.spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: text ? JSON.parse(text) : null,
    });
  };
  const find = (id: unknown) => subscriptions.find((item) => item.id === id);
  const answer = (
    body: Record<string, unknown>,
    next: SubscriptionResponse,
    preview: { invoice: Invoice | null; credit: number },
    commit: () => void,
    status = 200,
  ) => {
    if (body.preview === true) return json({ preview: true, subscription: next, ...preview });
    commit();
    return json(next, status);
  };

  return [
    http.get("/api/subscriptions", ({ request }) => {
      const url = new URL(request.url);
      const customerId = url.searchParams.get("customerId");
      const items = subscriptions.filter((item) => !customerId || item.customerId === customerId);
      return json({ items, totalCount: items.length, pageNumber: 1, pageSize: 100, totalPages: 1 });
    }),
    http.get("/api/subscriptions/:id", ({ params }) => {
      const found = find(params.id);
      return found ? json(found) : problem(404, "Subscription not found.", "NOT_FOUND");
    }),
    http.post("/api/subscriptions", async ({ request }) => {
      await record(request);
      const body = await bodyOf(request);
      const codes = (body.couponCodes as string[] | undefined) ?? [];
      if (codes.includes("LAUNCH50")) return problem(400, COUPON_MAXED, "INVALID", "couponCodes");
      sequence += 1;
      const made = subscriptionFrom({
        id: `sub-new-${sequence}`,
        customerId: String(body.customerId),
        planPricePointId: String(body.planPricePointId),
        quantity: (body.quantity as number | undefined) ?? 1,
        startDate: "2026-03-02",
        termsBilled: 1,
      });
      return answer(body, made, PREVIEWS.create, () => subscriptions.push(made), 201);
    }),
    http.put("/api/subscriptions/:id", async ({ request, params }) => {
      await record(request);
      const found = find(params.id);
      if (!found) return problem(404, "Subscription not found.", "NOT_FOUND");
      if (found.status === "cancelled" || found.status === "expired") {
        return problem(409, `A ${found.status} subscription cannot be changed; reactivate it first.`);
      }
      const body = await bodyOf(request);
      const next = { ...found, quantity: (body.quantity as number | undefined) ?? found.quantity };
      return answer(body, next, PREVIEWS.change, () => Object.assign(found, next));
    }),
    http.post("/api/subscriptions/:id/:action", async ({ request, params }) => {
      await record(request);
      const found = find(params.id);
      if (!found) return problem(404, "Subscription not found.", "NOT_FOUND");
      const body = await bodyOf(request);
      switch (params.action) {
        case "pause": {
          if (found.status !== "active") return problem(409, "Only an active subscription can be paused.");
          const next: SubscriptionResponse = {
            ...found,
            status: "paused",
            pausedAt: "2026-03-02",
            resumeDate: (body.resumeDate as string | undefined) ?? null,
            mrr: 0,
            nextBillingDate: (body.resumeDate as string | undefined) ?? null,
          };
          return answer(body, next, PREVIEWS.pause, () => Object.assign(found, next));
        }
        case "resume": {
          if (found.status !== "paused") return problem(409, "Only a paused subscription can be resumed.");
          const next: SubscriptionResponse = { ...found, status: "active", pausedAt: null, resumeDate: null };
          return answer(body, next, PREVIEWS.resume, () => Object.assign(found, next));
        }
        case "cancel": {
          if (found.status === "cancelled" || found.status === "expired") {
            return problem(409, `This subscription is already ${found.status}.`);
          }
          const atTermEnd = body.atTermEnd === true;
          const next: SubscriptionResponse = atTermEnd
            ? { ...found, cancelAt: found.currentTermEnd }
            : { ...found, status: "cancelled", cancelledAt: NOW, mrr: 0, nextBillingDate: null };
          return answer(body, next, atTermEnd ? PREVIEWS.cancelAtTermEnd : PREVIEWS.cancelNow, () =>
            Object.assign(found, next),
          );
        }
        case "reactivate": {
          if (found.status !== "cancelled" && !found.cancelAt) {
            return problem(409, "Only a cancelled subscription, or one set to cancel, can be reactivated.");
          }
          const next: SubscriptionResponse = {
            ...found,
            status: "active",
            cancelAt: null,
            cancelledAt: null,
          };
          return answer(body, next, PREVIEWS.reactivate, () => Object.assign(found, next));
        }
        default:
          return problem(404, "Not found.", "NOT_FOUND");
      }
    }),
    http.get("/api/usage", ({ request }) => {
      const id = new URL(request.url).searchParams.get("subscriptionId") ?? "";
      return json({ subscriptionId: id, metrics: options.usage?.[id] ?? [] });
    }),
    http.get("/api/test-clocks", () => json(clocks)),
    http.get("/api/test-clocks/:id", ({ params }) => {
      const clock = clocks.find((item) => item.id === params.id);
      return clock ? json(clock) : problem(404, "Test clock not found.", "NOT_FOUND");
    }),
    http.post("/api/test-clocks", async ({ request }) => {
      await record(request);
      const body = await bodyOf(request);
      sequence += 1;
      const clock: TestClockResponse = {
        id: `clock-new-${sequence}`,
        name: String(body.name),
        frozenTime: String(body.frozenTime),
        status: "ready",
        advanceTo: null,
        failures: [],
        customerCount: 0,
        subscriptionCount: 0,
        invoiceCount: 0,
        createdAt: NOW,
      };
      clocks.push(clock);
      return json(clock, 201);
    }),
    http.post("/api/test-clocks/:id/advance", async ({ request, params }) => {
      await record(request);
      const clock = clocks.find((item) => item.id === params.id);
      if (!clock) return problem(404, "Test clock not found.", "NOT_FOUND");
      const body = await bodyOf(request);
      const frozenTime = String(body.frozenTime);
      if (Date.parse(frozenTime) <= Date.parse(clock.frozenTime)) {
        return problem(400, "A test clock can only move forward", "INVALID_FORMAT", "frozenTime");
      }
      const moved = { ...clock, frozenTime };
      if (body.preview !== true) Object.assign(clock, moved);
      return json({ clock: moved, preview: body.preview === true, steps: options.advanceSteps ?? [] });
    }),
    http.delete("/api/test-clocks/:id", async ({ request, params }) => {
      await record(request);
      const index = clocks.findIndex((item) => item.id === params.id);
      if (index < 0) return problem(404, "Test clock not found.", "NOT_FOUND");
      clocks.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/billing/settings", () => json(settings)),
    http.put("/api/billing/settings", async ({ request }) => {
      await record(request);
      const body = await bodyOf(request);
      const result = validate(billingSettingsSchema, body);
      if (!result.ok) {
        return json(
          {
            message: result.errors[0]?.message,
            errors: result.errors.map((error) => ({
              code: error.code,
              description: error.message,
              field: error.field,
            })),
          },
          400,
        );
      }
      const key = body.stripeSecretKey as string | undefined;
      if (key !== undefined && key !== STRIPE_KEY)
        return problem(400, STRIPE_REFUSED, "INVALID", "stripeSecretKey");
      if (body.gateway === "stripe" && key === undefined && !settings.stripeKeyLast4) {
        return problem(400, STRIPE_KEY_NEEDED, "INVALID", "stripeSecretKey");
      }
      const prefix = (body.invoicePrefix as string | undefined) ?? settings.invoicePrefix;
      const { stripeSecretKey: _, ...values } = result.value as Partial<BillingSettingsResponse> & {
        stripeSecretKey?: string;
      };
      settings = {
        ...settings,
        ...values,
        ...(key ? { gateway: "stripe" as const, stripeKeyLast4: key.slice(-4) } : {}),
        nextInvoiceNumber: `${prefix}-000042`,
      };
      return json(settings);
    }),
  ];
}
