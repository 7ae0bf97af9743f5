import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/apiError";
import { useCatalogSummary } from "./catalogSummary";
import { couponKeys, useCouponByCode, useUpdateCoupon } from "./coupons";
import { planKeys, useCreatePlan, useDeletePlan, useDuplicatePlan, usePlan, usePlans } from "./plans";
import { familyKeys, useProductFamilies, useUpdateProductFamily } from "./productFamilies";

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Response = () => json({});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
const page = (items: unknown[]) => ({
  items,
  totalCount: items.length,
  pageNumber: 1,
  pageSize: 20,
  totalPages: 1,
});

const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const address = new URL(String(url), "http://localhost");
  const call = {
    method: init?.method ?? "GET",
    path: address.pathname + address.search,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
  calls.push(call);
  return answer(call);
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const gets = (prefix: string) =>
  calls.filter((call) => call.method === "GET" && call.path.startsWith(prefix));

describe("catalog hooks", () => {
  beforeEach(() => {
    calls = [];
    answer = ({ path }) => {
      if (path.startsWith("/api/catalog/summary")) return json({ currency: "USD" });
      if (path.includes("/by-code/")) return json({ id: "c1", couponCode: "SAVE10" });
      if (/\/api\/catalog\/[a-z-]+\/[^/?]+/.test(path)) return json({ id: path.split("/")[4], name: "One" });
      return json(page([]));
    };
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a list with its search, filters and page, leaving empty filters out", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => usePlans({ search: "pro", productFamilyId: "", status: "active", pageNumber: 2, pageSize: 12 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.path)).toEqual([
      "/api/catalog/plans?search=pro&status=active&pageNumber=2&pageSize=12",
    ]);
  });

  it("creating a plan refreshes the plan lists, the summary and the families (their counts)", async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        plans: usePlans({}),
        summary: useCatalogSummary(),
        families: useProductFamilies({}),
        create: useCreatePlan(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.families.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.plans.isSuccess).toBe(true));
    calls = [];
    answer = () => json({ id: "p9", name: "Pro" }, 201);
    await act(() => result.current.create.mutateAsync({ name: "Pro" } as never));
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/catalog/plans", body: { name: "Pro" } });
    await waitFor(() => expect(gets("/api/catalog/plans")).toHaveLength(1));
    expect(gets("/api/catalog/summary")).toHaveLength(1);
    expect(gets("/api/catalog/product-families")).toHaveLength(1);
    expect(client.getQueryData(planKeys.detail("p9"))).toEqual({ id: "p9", name: "Pro" });
  });

  it("deleting a plan forgets its record; duplicating one posts to /duplicate", async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => ({ plan: usePlan("p1"), remove: useDeletePlan(), duplicate: useDuplicatePlan() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.plan.isSuccess).toBe(true));
    answer = ({ method }) =>
      method === "DELETE" ? new Response(null, { status: 204 }) : json({ id: "p2" }, 201);
    await act(() => result.current.duplicate.mutateAsync("p1"));
    expect(calls.at(-1)).toMatchObject({ method: "POST", path: "/api/catalog/plans/p1/duplicate" });
    expect(client.getQueryData(planKeys.detail("p2"))).toEqual({ id: "p2" });
    result.current.remove.mutate("p2");
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/catalog/plans/p2" });
    expect(client.getQueryState(planKeys.detail("p2"))).toBeUndefined();
  });

  it("updating a coupon refreshes coupon lists and code lookups, not the plans", async () => {
    const { client, wrapper } = setup();
    const spy = vi.spyOn(client, "invalidateQueries");
    const { result } = renderHook(() => ({ byCode: useCouponByCode("SAVE10"), update: useUpdateCoupon() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.byCode.isSuccess).toBe(true));
    answer = () => json({ id: "c1", couponCode: "SAVE10", status: "archived" });
    await act(() => result.current.update.mutateAsync({ id: "c1", values: { status: "archived" } }));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/catalog/coupons/c1",
      body: { status: "archived" },
    });
    const keys = spy.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(couponKeys.lists());
    expect(keys).toContainEqual(couponKeys.byCodes());
    expect(keys).toContainEqual(["catalog", "summary"]);
    expect(keys).not.toContainEqual(planKeys.all);
    expect(client.getQueryData(couponKeys.detail("c1"))).toMatchObject({ status: "archived" });
  });

  it("renaming a family refreshes the plans, add-ons and charges that show its name", async () => {
    const { client, wrapper } = setup();
    const spy = vi.spyOn(client, "invalidateQueries");
    const { result } = renderHook(() => useUpdateProductFamily(), { wrapper });
    await act(() => result.current.mutateAsync({ id: "f1", values: { name: "Core" } }));
    const keys = spy.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        familyKeys.lists(),
        ["catalog", "summary"],
        planKeys.all,
        ["catalog", "addons"],
        ["catalog", "charges"],
      ]),
    );
  });

  it("a refused write rejects with the server's field errors", async () => {
    const { wrapper } = setup();
    answer = () =>
      json({ errors: [{ field: "name", code: "REQUIRED", description: "Plan name is required" }] }, 400);
    const { result } = renderHook(() => useCreatePlan(), { wrapper });
    const failure = await result.current.mutateAsync({} as never).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual([
      { field: "name", code: "REQUIRED", description: "Plan name is required" },
    ]);
  });

  it("a failure without a body says the spec's general error", async () => {
    const { wrapper } = setup();
    answer = () => new Response("", { status: 500 });
    const { result } = renderHook(() => useCreatePlan(), { wrapper });
    const failure = await result.current.mutateAsync({} as never).catch((error: unknown) => error);
    expect((failure as Error).message).toBe("Failed to create plan. Please try again.");
  });
});
