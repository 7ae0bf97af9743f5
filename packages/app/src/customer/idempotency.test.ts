import { describe, expect, it } from "vitest";
import { attemptKeys, newIdempotencyKey, sendAttempt } from "./idempotency";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("is a version 4 UUID, with or without crypto.randomUUID", () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const insecure = { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toMatch(UUID);
  });
});

describe("attempt keys", () => {
  const counter = () => {
    let n = 0;
    return attemptKeys(() => `key-${++n}`);
  };

  it("keep the key while the same body went unanswered, and make a new one after an answer", async () => {
    const keys = counter();
    const body = { cardNumber: "4242" };
    const lost = Object.assign(new Error("Network error"), { status: 0 });
    const declined = Object.assign(new Error("Declined"), { status: 402 });
    const seen: string[] = [];
    const fail = (error: Error) => (key: string) => {
      seen.push(key);
      return Promise.reject(error);
    };
    await sendAttempt(keys, body, fail(lost)).catch(() => {});
    await sendAttempt(keys, body, fail(declined)).catch(() => {});
    await sendAttempt(keys, body, async (key) => seen.push(key));
    expect(seen).toEqual(["key-1", "key-1", "key-2"]);
  });

  it("a different body is a new attempt", () => {
    const keys = counter();
    expect(keys.keyFor({ a: 1 })).toBe("key-1");
    expect(keys.keyFor({ a: 2 })).toBe("key-2");
  });
});
