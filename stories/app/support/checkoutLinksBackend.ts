/**
 * The checkout links of the in-memory catalog (`/api/checkout-links`): listed by price point, created for a
 * plan's price point (refused on `pricePointId` unless the plan and the point show in checkout), turned on
 * or off, deleted. Part of the catalog backend, which hands it its plans.
 */
import type { CheckoutLinkResponse, PlanResponse } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";

export const NOT_IN_CHECKOUT = "This price point is not offered in checkout (Show in checkout is off).";
const NOW = "2026-03-02T09:00:00.000Z";

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const refuse = (status: number, description: string, field?: string) =>
  json(
    { message: description, errors: [{ code: "INVALID", description, ...(field ? { field } : {}) }] },
    status,
  );

/** A link as the server answers it, for `pricePointId` of `plan`. */
export function checkoutLinkFor(
  plan: PlanResponse,
  pricePointId: string,
  extra: Partial<CheckoutLinkResponse> = {},
): CheckoutLinkResponse {
  const point = plan.pricePoints.find((item) => item.id === pricePointId);
  return {
    id: `link-${pricePointId}`,
    url: `https://round.example/checkout/tok-${pricePointId}`,
    active: true,
    pricePointId,
    planId: plan.id,
    planName: plan.name,
    pricePointName: point ? `${point.currency} ${point.billingFrequency}` : pricePointId,
    currency: point?.currency ?? "USD",
    price: point?.price ?? 0,
    billingPeriod: point?.billingFrequency ?? plan.billingPeriod,
    quantity: 1,
    addons: [],
    couponCodes: [],
    successUrl: null,
    sales: 0,
    createdAt: NOW,
    ...extra,
  };
}

export function checkoutLinksBackend({
  plans,
  links: seeds = [],
  spy,
}: {
  plans: () => PlanResponse[];
  links?: CheckoutLinkResponse[];
  spy?: (request: Request) => Promise<void>;
}) {
  const links = [...seeds];
  let sequence = 0;
  const see = async (request: Request) => spy?.(request);
  return [
    http.get("/api/checkout-links", async ({ request }) => {
      await see(request);
      const pricePointId = new URL(request.url).searchParams.get("pricePointId");
      const items = links.filter((link) => !pricePointId || link.pricePointId === pricePointId);
      return json({ items, totalCount: items.length, pageNumber: 1, pageSize: 50, totalPages: 1 });
    }),
    http.post("/api/checkout-links", async ({ request }) => {
      await see(request);
      const body = (await request.clone().json()) as {
        pricePointId?: string;
        couponCodes?: string[];
        successUrl?: string | null;
      };
      const plan = plans().find((item) => item.pricePoints.some((point) => point.id === body.pricePointId));
      const point = plan?.pricePoints.find((item) => item.id === body.pricePointId);
      if (!plan || !point) return refuse(400, "Price point is required", "pricePointId");
      if (!plan.customerPortal.showInCheckout || !point.showInCheckout) {
        return refuse(400, NOT_IN_CHECKOUT, "pricePointId");
      }
      sequence += 1;
      const link = checkoutLinkFor(plan, point.id, {
        id: `link-new-${sequence}`,
        url: `https://round.example/checkout/tok-new-${sequence}`,
        couponCodes: body.couponCodes ?? [],
        successUrl: body.successUrl ?? null,
      });
      links.unshift(link);
      return json(link, 201);
    }),
    http.put("/api/checkout-links/:id", async ({ request, params }) => {
      await see(request);
      const index = links.findIndex((link) => link.id === params.id);
      const existing = links[index];
      if (!existing) return refuse(404, "Not found.");
      const body = (await request.clone().json()) as { active: boolean };
      const updated = { ...existing, active: body.active };
      links[index] = updated;
      return json(updated);
    }),
    http.delete("/api/checkout-links/:id", async ({ request, params }) => {
      await see(request);
      const index = links.findIndex((link) => link.id === params.id);
      if (index < 0) return refuse(404, "Not found.");
      links.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
