import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addressKeys,
  useCreateAddress,
  useDeleteAddress,
  useOrganizationAddresses,
  useUpdateAddress,
} from "./addresses";
import { invitationKeys, useInvitations, useRevokeInvitation, useSendInvitation } from "./invitations";
import {
  organizationKeys,
  useCreateOrganization,
  useCurrentOrganization,
  useUpdateOrganization,
} from "./organizations";
import { accountKeys } from "./useAccount";

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Response = () => json({});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

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
  const invalidated = vi.spyOn(client, "invalidateQueries");
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { client, wrapper, keys };
}

const gets = (fragment: string) =>
  calls.filter((call) => call.method === "GET" && call.path.includes(fragment)).length;

const organization = { id: "o1", name: "Acme", createdDate: "2025-03-15T09:00:00Z" };

describe("account hooks", () => {
  beforeEach(() => {
    calls = [];
    answer = ({ method, path }) => {
      if (method === "GET" && path.includes("/organizations?")) return json({ items: [organization] });
      if (method === "GET" && path.includes("/addresses")) return json({ items: [], totalCount: 0 });
      if (method === "GET" && path.includes("/identities/invitations"))
        return json({ items: [], totalCount: 0 });
      if (method === "POST" && path.endsWith("/organizations"))
        return json({ ...organization, organizationId: "o1", address: null, addressId: null }, 201);
      if (method === "PUT" && path.includes("/addresses/")) return json({ id: "a1", organizationId: "o1" });
      if (method === "DELETE" && path.includes("/addresses/")) return json({ deletedCount: 1 });
      return json({ id: "x" });
    };
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the keys the screens used before (accountKeys)", () => {
    expect(accountKeys.organization("u1")).toEqual(organizationKeys.current("u1"));
    expect(accountKeys.organization("u1")).toEqual(["organization", "u1"]);
    expect(accountKeys.addresses("o1")).toEqual(["addresses", "o1"]);
    expect(accountKeys.invitations("acc")).toEqual(["invitations", "acc"]);
  });

  it("updating the organization reads the current organization again", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(
      () => ({ current: useCurrentOrganization("u1"), update: useUpdateOrganization() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.current.data?.id).toBe("o1"));
    expect(gets("/organizations?")).toBe(1);
    await act(() => result.current.update.mutateAsync({ id: "o1", payload: { name: "Acme Two" } }));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: expect.stringMatching(/\/organizations\/o1$/),
      body: { name: "Acme Two" },
    });
    expect(keys()).toEqual([organizationKeys.all]);
    expect(gets("/organizations?")).toBe(2);
  });

  it("creating an organization reads the current organization again", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(
      () => ({ current: useCurrentOrganization("u1"), create: useCreateOrganization() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.current.isSuccess).toBe(true));
    const created = await act(() => result.current.create.mutateAsync({ name: "Acme" }));
    expect(created.organizationId).toBe("o1");
    expect(keys()).toEqual([organizationKeys.all]);
    expect(gets("/organizations?")).toBe(2);
  });

  it("an address written reads that organization's addresses again, not another's", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(
      () => ({
        mine: useOrganizationAddresses("o1"),
        other: useOrganizationAddresses("o2"),
        create: useCreateAddress(),
        update: useUpdateAddress(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.mine.isSuccess && result.current.other.isSuccess).toBe(true));
    const address = { name: "Head Office", addressLine1: "1 Main Street", city: "Boston", country: "US" };
    await act(() => result.current.create.mutateAsync({ organizationId: "o1", address }));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: expect.stringMatching(/\/organizations\/o1\/addresses$/),
      body: address,
    });
    await act(() => result.current.update.mutateAsync({ addressId: "a1", address }));
    expect(calls.find((call) => call.method === "PUT")?.path).toMatch(/\/addresses\/a1$/);
    expect(keys()).toEqual([addressKeys.ofOrganization("o1"), addressKeys.ofOrganization("o1")]);
    expect(gets("/organizations/o1/addresses")).toBe(3);
    expect(gets("/organizations/o2/addresses")).toBe(1);
  });

  it("deleting an address reads every organization's addresses again", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(
      () => ({ mine: useOrganizationAddresses("o1"), remove: useDeleteAddress() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync("a1"));
    expect(calls.find((call) => call.method === "DELETE")?.path).toMatch(/\/addresses\/a1$/);
    expect(keys()).toEqual([addressKeys.all]);
    expect(gets("/organizations/o1/addresses")).toBe(2);
  });

  it("sending and revoking an invitation read that account's invitations again", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(
      () => ({
        list: useInvitations("acc"),
        other: useInvitations("other"),
        send: useSendInvitation(),
        revoke: useRevokeInvitation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.other.isSuccess).toBe(true));
    await act(() =>
      result.current.send.mutateAsync({ roundAccountId: "acc", email: "a@b.example", role: 4 }),
    );
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: expect.stringMatching(/\/identities\/invite-user$/),
      body: { RoundAccountId: "acc", Email: "a@b.example", Role: 4 },
    });
    await act(() => result.current.revoke.mutateAsync({ id: "inv-1", roundAccountId: "acc" }));
    expect(calls.find((call) => call.method === "DELETE")?.path).toMatch(/\/identities\/invitations\/inv-1$/);
    expect(keys()).toEqual([invitationKeys.ofAccount("acc"), invitationKeys.ofAccount("acc")]);
    expect(gets("roundAccountId=acc")).toBe(3);
    expect(gets("roundAccountId=other")).toBe(1);
  });

  it("revoking without naming the account reads every account's invitations again", async () => {
    const { wrapper, keys } = setup();
    const { result } = renderHook(() => useRevokeInvitation(), { wrapper });
    await act(() => result.current.mutateAsync({ id: "inv-1" }));
    expect(keys()).toEqual([invitationKeys.all]);
  });
});
