import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { ApiError, extractErrorMessage, mentionsUnconfirmedEmail, redactSecrets } from "./errors";
import type { TokenStore } from "./tokens";

function memoryTokens(token: string | null = null, refreshToken: string | null = null): TokenStore {
  let current = { token, refreshToken };
  return {
    getToken: () => current.token,
    getRefreshToken: () => current.refreshToken,
    setTokens: (t, r) => {
      current = { token: t, refreshToken: r ?? current.refreshToken };
    },
    clear: () => {
      current = { token: null, refreshToken: null };
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("extractErrorMessage (the spec's error-text rule)", () => {
  it.each([
    [{ errors: [{ description: "First" }, { description: "Second" }], message: "M" }, "First"],
    [[{ description: "From array body" }], "From array body"],
    [["A plain string"], "A plain string"],
    [{ message: "Only message" }, "Only message"],
    [{ error: "Only error" }, "Only error"],
    [{ errors: [], message: "Message after empty errors" }, "Message after empty errors"],
    [{}, "Default"],
    [null, "Default"],
  ])("%j gives %s", (body, expected) => {
    expect(extractErrorMessage(body, "Default")).toBe(expected);
  });
});

describe("mentionsUnconfirmedEmail", () => {
  it("needs both email and confirm", () => {
    expect(mentionsUnconfirmedEmail("Please confirm your email address before signing in.")).toBe(true);
    expect(mentionsUnconfirmedEmail("Invalid email or password")).toBe(false);
    expect(mentionsUnconfirmedEmail(null)).toBe(false);
  });
});

describe("redactSecrets", () => {
  it("blanks password, token and secret fields at any depth", () => {
    expect(
      redactSecrets({ email: "a@b.co", password: "x", nested: { refreshToken: "y", apiSecret: "z", ok: 1 } }),
    ).toEqual({ email: "a@b.co", password: "", nested: { refreshToken: "", apiSecret: "", ok: 1 } });
  });
});

describe("createApiClient", () => {
  afterEach(() => vi.useRealTimers());

  it("sends JSON with the Bearer token and returns the body", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { ok: true }));
    const client = createApiClient({ fetch, tokens: memoryTokens("abc") });
    await expect(client.request("/identities/me")).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/identities/me");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
  });

  it("sends a file as its own type and reads a file answer as a Blob", async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response("id,email\r\n", { status: 200, headers: { "Content-Type": "text/csv" } }),
    );
    const client = createApiClient({ fetch, tokens: memoryTokens("abc") });
    const file = await client.request<Blob>("/api/customers/export", { responseType: "blob" });
    expect(await file.text()).toBe("id,email\r\n");
    await client.request("/api/customers/import", {
      method: "POST",
      rawBody: { type: "text/csv", content: "email\na@b.co" },
    });
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("text/csv");
    expect(init.body).toBe("email\na@b.co");
  });

  it("drops empty query values and encodes the rest", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, []));
    const client = createApiClient({ fetch, tokens: memoryTokens(), baseUrl: "http://api.test/" });
    await client.request("/addresses", { query: { pageNumber: 1, filterBy: "", filterValue: "a b" } });
    expect(fetch.mock.calls[0]?.[0]).toBe("http://api.test/addresses?pageNumber=1&filterValue=a+b");
  });

  it("turns an error answer into an ApiError with the spec's text", async () => {
    const client = createApiClient({
      fetch: async () =>
        json(400, { message: "Bad", errors: [{ field: "email", description: "Email address is required" }] }),
      tokens: memoryTokens(),
    });
    const error = (await client
      .request("/identities/register", { method: "POST", body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Email address is required");
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      { field: "email", code: undefined, description: "Email address is required" },
    ]);
  });

  it("uses the call's default when the answer has no text", async () => {
    const client = createApiClient({
      fetch: async () => new Response("", { status: 500 }),
      tokens: memoryTokens(),
    });
    await expect(client.request("/x", { errorMessage: "Login failed" })).rejects.toThrow("Login failed");
  });

  it("says 'Network error. Please try again.' when no answer comes", async () => {
    const client = createApiClient({
      fetch: async () => Promise.reject(new TypeError("offline")),
      tokens: memoryTokens(),
    });
    await expect(client.request("/x")).rejects.toThrow("Network error. Please try again.");
  });

  it("gives up after the 10-second timeout with the network message", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const client = createApiClient({ fetch, tokens: memoryTokens() });
    const pending = client.request("/slow").catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe("Network error. Please try again.");
  });

  it("refreshes once on a 401 and retries with the new token", async () => {
    const tokens = memoryTokens("old", "refresh-1");
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/identities/refresh-token") return json(200, { token: "new", refreshToken: "refresh-2" });
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === "Bearer new" ? json(200, { id: "u1" }) : json(401, { message: "expired" });
    });
    const expired = vi.fn();
    const client = createApiClient({ fetch, tokens, onSessionExpired: expired });
    await expect(client.request("/identities/me")).resolves.toEqual({ id: "u1" });
    expect(tokens.getToken()).toBe("new");
    expect(tokens.getRefreshToken()).toBe("refresh-2");
    expect(expired).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s", async () => {
    const tokens = memoryTokens("old", "r");
    let refreshes = 0;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/identities/refresh-token") {
        refreshes += 1;
        return json(200, { token: "new", refreshToken: "r2" });
      }
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === "Bearer new" ? json(200, {}) : json(401, {});
    });
    const client = createApiClient({ fetch, tokens });
    await Promise.all([client.request("/a"), client.request("/b"), client.request("/c")]);
    expect(refreshes).toBe(1);
  });

  it("clears both tokens and ends the session when the refresh fails", async () => {
    const tokens = memoryTokens("old", "bad");
    const fetch = vi.fn(async (url: string) =>
      url === "/identities/refresh-token" ? json(401, { message: "Token refresh failed" }) : json(401, {}),
    );
    const expired = vi.fn();
    const client = createApiClient({ fetch, tokens, onSessionExpired: expired });
    await expect(client.request("/identities/me")).rejects.toBeInstanceOf(ApiError);
    expect(tokens.getToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("does not refresh anonymous calls such as login", async () => {
    const fetch = vi.fn(async () => json(401, { errors: [{ description: "Invalid email or password" }] }));
    const client = createApiClient({ fetch, tokens: memoryTokens("t", "r") });
    await expect(
      client.request("/identities/login", { method: "POST", body: {}, anonymous: true }),
    ).rejects.toThrow("Invalid email or password");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
