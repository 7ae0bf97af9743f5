import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useAuditLogParams } from "./auditLog";

type Seen = { params: ReturnType<typeof useAuditLogParams>; address: string };
let seen: Seen | null = null;

function Probe() {
  const params = useAuditLogParams();
  const location = useLocation();
  seen = { params, address: location.pathname + location.search };
  return null;
}

function setup(initial: string) {
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
    get params() {
      if (!seen) throw new Error("not rendered");
      return seen.params;
    },
    get address() {
      return seen?.address;
    },
  };
}

describe("useAuditLogParams", () => {
  it("reads the filters and the page from the address", () => {
    const view = setup(
      "/settings/audit-log?actorType=api_key&resourceId=cus-ada&from=2026-03-01&after=aud-9",
    );
    expect(view.params.filter).toEqual({
      actorType: "api_key",
      actorId: "",
      resourceType: "",
      resourceId: "cus-ada",
      action: "",
      from: "2026-03-01",
      to: "",
    });
    expect(view.params.after).toBe("aud-9");
    expect(view.params.narrowed).toBe(true);
  });

  it("leaves out what a filter cannot hold: an unknown type, a date that is not one", () => {
    const view = setup("/settings/audit-log?actorType=robot&resourceType=spaceship&to=yesterday");
    expect(view.params.filter.actorType).toBe("");
    expect(view.params.filter.resourceType).toBe("");
    expect(view.params.filter.to).toBe("");
    expect(view.params.narrowed).toBe(false);
  });

  it("new filters start again at the newest entries; Older and Newest move the page only", async () => {
    const view = setup("/settings/audit-log?resourceType=plan&after=aud-9");
    await act(async () => view.params.setFilter({ actorType: "user", resourceType: "plan", action: " " }));
    expect(view.address).toBe("/settings/audit-log?resourceType=plan&actorType=user");
    await act(async () => view.params.older("aud-3"));
    expect(view.address).toBe("/settings/audit-log?resourceType=plan&actorType=user&after=aud-3");
    await act(async () => view.params.newest());
    expect(view.address).toBe("/settings/audit-log?resourceType=plan&actorType=user");
    await act(async () => view.params.clearFilter());
    expect(view.address).toBe("/settings/audit-log");
  });
});
