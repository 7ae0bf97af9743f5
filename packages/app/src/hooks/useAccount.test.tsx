import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "../api/tokens";
import { AuthProvider, useAuth } from "../session/AuthProvider";
import { useAccountCurrency, useMe, useUserChanged } from "./useAccount";

let firstName = "Ada";
let organizationCurrency: string | null = null;
const fetchMock = vi.fn(async (url: string | URL | Request) => {
  const path = String(url);
  if (path.endsWith("/identities/me")) {
    return new Response(
      JSON.stringify({ userId: "u1", firstName, lastName: "Lovelace", email: "ada@example.com" }),
      {
        status: 200,
        headers: { "content-type": "application/json" },
      },
    );
  }
  if (path.includes("/organizations") && organizationCurrency) {
    const organization = {
      id: "o1",
      name: "Acme",
      currency: organizationCurrency,
      createdDate: "2026-01-01",
    };
    return new Response(JSON.stringify({ items: [organization] }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }
  return new Response("{}", { status: 404 });
});
const meRequests = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/identities/me")).length;

function Screen({ name }: { name: string }) {
  const me = useMe();
  return <p>{`${name}: ${me.data ? me.data.firstName : "loading"}`}</p>;
}

function Shell() {
  const { isLoading } = useAuth();
  const { markStale } = useUserChanged();
  const [later, setLater] = useState(false);
  if (isLoading) return null;
  return (
    <>
      <Screen name="Dashboard" />
      <Screen name="Sidebar" />
      <button type="button" onClick={markStale}>
        profile changed
      </button>
      <button type="button" onClick={() => setLater(true)}>
        open more
      </button>
      {later ? (
        <>
          <Screen name="Settings" />
          <Screen name="Help" />
        </>
      ) : null}
    </>
  );
}

function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AuthProvider>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </AuthProvider>,
  );
}

describe("useMe (the session's 30-second user cache)", () => {
  beforeEach(() => {
    firstName = "Ada";
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem(TOKEN_KEY, "token");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("two screens mounting right after the session check make no request of their own", async () => {
    renderApp();
    expect(await screen.findByText("Dashboard: Ada")).toBeTruthy();
    expect(screen.getByText("Sidebar: Ada")).toBeTruthy();
    expect(meRequests()).toBe(1);
  });

  it("after a write changed the user, the next screens to open share one new request", async () => {
    renderApp();
    await screen.findByText("Dashboard: Ada");
    // The text shows once React commits; the screens subscribe to the cache in effects that may run a moment
    // later. Let them run, so the write below happens to screens already open (as it does in the app).
    await act(async () => {});
    firstName = "Augusta";
    await act(async () => screen.getByText("profile changed").click());
    expect(meRequests()).toBe(1);
    await act(async () => screen.getByText("open more").click());
    expect(await screen.findByText("Settings: Augusta")).toBeTruthy();
    expect(await screen.findByText("Help: Augusta")).toBeTruthy();
    expect(meRequests()).toBe(2);
  });
});

function Price() {
  return <p>{`in ${useAccountCurrency()}`}</p>;
}

describe("useAccountCurrency", () => {
  function renderPrice() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <Price />
        </QueryClientProvider>
      </AuthProvider>,
    );
  }
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem(TOKEN_KEY, "token");
  });
  afterEach(() => {
    organizationCurrency = null;
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is the organization's currency once it is read", async () => {
    organizationCurrency = "EUR";
    renderPrice();
    expect(await screen.findByText("in EUR")).toBeTruthy();
  });

  it("is the currency a new account starts with while the organization is unknown", async () => {
    renderPrice();
    expect(await screen.findByText("in USD")).toBeTruthy();
  });
});
