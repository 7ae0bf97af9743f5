import { describe, expect, it, vi } from "vitest";
import { CustomerApiError, call, checkoutApi, isLinkInvalid, NETWORK_ERROR, payApi } from "./api";

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("call", () => {
  it("sends JSON without credentials and reads the answer", async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    await expect(call("/api/x", { method: "POST", body: { a: 1 }, fetch })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/x");
    expect(init.credentials).toBe("omit");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("answers null for 204", async () => {
    await expect(
      call("/api/x", { fetch: async () => new Response(null, { status: 204 }) }),
    ).resolves.toBeNull();
  });

  it("throws the first error description with its status and body", async () => {
    const body = {
      message: "Refused",
      errors: [{ code: "CARD_DECLINED", description: "Your card was declined.", field: "cardNumber" }],
    };
    const failure = await call("/api/x", { fetch: async () => json(body, 402) }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CustomerApiError);
    expect(failure).toMatchObject({ message: "Your card was declined.", status: 402, body });
  });

  it("a 404 is an invalid link", async () => {
    const failure = await call("/api/x", {
      fetch: async () => json({ message: "This link is invalid or has expired" }, 404),
    }).catch((error: unknown) => error);
    expect(isLinkInvalid(failure)).toBe(true);
    expect((failure as Error).message).toBe("This link is invalid or has expired");
  });

  it("gives up after the timeout, as a network error", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
      const pending = call("/api/x", { fetch: fetch as unknown as typeof globalThis.fetch }).catch(
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(pending).resolves.toMatchObject({ message: NETWORK_ERROR, status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the pages' calls", () => {
  it("put the token in the path and the attempt's key in Idempotency-Key", async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetch);
    try {
      await payApi("tok/1").pay({ type: "saved" }, "key-1");
      await checkoutApi("chk").submit({}, "key-2");
      const [pay, checkout] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
      expect(pay[0]).toBe("/api/pay/tok%2F1");
      expect((pay[1].headers as Record<string, string>)["Idempotency-Key"]).toBe("key-1");
      expect(checkout[0]).toBe("/api/checkout/chk");
      expect((checkout[1].headers as Record<string, string>)["Idempotency-Key"]).toBe("key-2");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("preview with the coupon code and the buyer's place; no place is blank", async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetch);
    try {
      await checkoutApi("chk").preview("SPRING20", { country: "NZ", state: "Auckland" });
      await checkoutApi("chk").preview("");
      const [taxed, plain] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
      expect(taxed[0]).toBe("/api/checkout/chk/preview");
      expect(JSON.parse(taxed[1].body as string)).toEqual({
        couponCode: "SPRING20",
        country: "NZ",
        state: "Auckland",
      });
      expect(JSON.parse(plain[1].body as string)).toEqual({ couponCode: "", country: "", state: "" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
