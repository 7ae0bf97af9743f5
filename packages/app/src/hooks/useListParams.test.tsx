import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./useListParams";

type Seen = { list: ReturnType<typeof useListParams<"productFamilyId" | "status">>; address: string };
let seen: Seen | null = null;

function Probe() {
  const list = useListParams({ filters: ["productFamilyId", "status"] as const });
  const location = useLocation();
  seen = { list, address: location.pathname + location.search };
  return null;
}

function setup(initial = "/catalog/plans") {
  seen = null;
  const router = createMemoryRouter([{ path: "*", element: <Probe /> }], { initialEntries: [initial] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return {
    router,
    get list() {
      if (!seen) throw new Error("not rendered");
      return seen.list;
    },
    get address() {
      return seen?.address;
    },
    back: () =>
      act(async () => {
        await router.navigate(-1);
      }),
  };
}

describe("useListParams (list state in the address)", () => {
  it("reads search, filters, view and page from the address", () => {
    const probe = setup("/catalog/plans?search=pro&productFamilyId=f1&view=list&page=3");
    expect(probe.list.search).toBe("pro");
    expect(probe.list.filters).toEqual({ productFamilyId: "f1", status: "" });
    expect(probe.list.view).toBe("list");
    expect(probe.list.page).toBe(3);
    expect(probe.list.narrowed).toBe(true);
    expect(probe.list.query).toEqual({ search: "pro", productFamilyId: "f1", pageNumber: 3, pageSize: 12 });
  });

  it("falls back to the defaults for missing or unknown values", () => {
    const probe = setup("/catalog/plans?view=cards&page=-2");
    expect(probe.list.view).toBe("grid");
    expect(probe.list.page).toBe(1);
    expect(probe.list.narrowed).toBe(false);
    expect(probe.list.query).toEqual({ pageNumber: 1, pageSize: 12 });
  });

  it("replaces the history entry while typing a search, and goes back to page 1", () => {
    const probe = setup("/catalog/plans?page=2");
    const before = probe.router.state.historyAction;
    act(() => probe.list.setSearch("p"));
    act(() => probe.list.setSearch("pr"));
    expect(probe.address).toBe("/catalog/plans?search=pr");
    expect(probe.router.state.historyAction).toBe("REPLACE");
    expect(before).toBe("POP");
    act(() => probe.list.setSearch("  "));
    expect(probe.address).toBe("/catalog/plans");
  });

  it("pushes filters, view and page, so Back restores the previous list", async () => {
    const probe = setup("/catalog/plans?search=pro");
    act(() => probe.list.setFilters({ productFamilyId: "f2" }));
    expect(probe.address).toBe("/catalog/plans?search=pro&productFamilyId=f2");
    act(() => probe.list.setPage(2));
    act(() => probe.list.setView("list"));
    expect(probe.list.view).toBe("list");
    expect(probe.list.searchString).toBe("?search=pro&productFamilyId=f2&page=2&view=list");
    await probe.back();
    expect(probe.list.view).toBe("grid");
    expect(probe.list.page).toBe(2);
    await probe.back();
    expect(probe.list.page).toBe(1);
    await probe.back();
    expect(probe.list.filters.productFamilyId).toBe("");
    expect(probe.list.search).toBe("pro");
  });

  it("a new filter or a reset goes back to page 1 and keeps the search", () => {
    const probe = setup("/catalog/plans?search=x&status=active&page=4&view=list");
    act(() => probe.list.setFilters({ status: "", productFamilyId: "f1" }));
    expect(probe.address).toBe("/catalog/plans?search=x&view=list&productFamilyId=f1");
    act(() => probe.list.resetFilters());
    expect(probe.address).toBe("/catalog/plans?search=x&view=list");
    act(() => probe.list.setView("grid"));
    expect(probe.address).toBe("/catalog/plans?search=x");
  });

  it("keeps a sortable list's order and its own views in the address", () => {
    sortedSeen = null;
    const router = createMemoryRouter([{ path: "*", element: <SortedProbe /> }], {
      initialEntries: ["/customers?sort=email&order=asc&view=grid&page=3"],
    });
    renderHook(() => null, {
      wrapper: ({ children }) => (
        <>
          <RouterProvider router={router} />
          {children}
        </>
      ),
    });
    const list = () => sortedSeen!.list;
    expect(list().sort).toEqual({ orderBy: "email", isAscending: true });
    expect(list().view).toBe("grid");
    expect(list().query).toMatchObject({ orderBy: "email", isAscending: "true", pageNumber: 3 });
    act(() => list().setSort("totalMRR", false));
    expect(sortedSeen!.address).toBe("/customers?sort=totalMRR&order=desc&view=grid");
    act(() => list().setSort("createdAt", false));
    expect(sortedSeen!.address).toBe("/customers?view=grid");
    act(() => list().setView("table"));
    expect(sortedSeen!.address).toBe("/customers");
    const unknown = createMemoryRouter([{ path: "*", element: <SortedProbe /> }], {
      initialEntries: ["/customers?sort=password&order=sideways&view=list"],
    });
    renderHook(() => null, {
      wrapper: ({ children }) => (
        <>
          <RouterProvider router={unknown} />
          {children}
        </>
      ),
    });
    expect(list().sort).toEqual({ orderBy: "createdAt", isAscending: false });
    expect(list().view).toBe("table");
  });
});

const SORT = {
  fields: ["displayName", "email", "totalMRR", "createdAt"],
  defaultOrderBy: "createdAt",
  defaultAscending: false,
};
const VIEWS = ["table", "grid"] as const;
let sortedSeen: { list: ReturnType<typeof useListParams>; address: string } | null = null;

function SortedProbe() {
  const list = useListParams({ views: VIEWS, sort: SORT });
  const location = useLocation();
  sortedSeen = { list, address: location.pathname + location.search };
  return null;
}
