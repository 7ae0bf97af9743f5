/** Idempotency keys for the payments the customer's pages send (a card charged twice is the failure to avoid). */

/** A random UUID (version 4), from `crypto.randomUUID` or, on an insecure origin, `crypto.getRandomValues`. */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The keys of one page's payment attempts: a key is made once per attempt. Sending the same body again after
 * no answer came (a timeout, a dropped connection) is the same attempt and keeps its key, so the server
 * charges at most once; once an answer came, success or refusal, the next send is a new attempt.
 */
export function attemptKeys(make: () => string = newIdempotencyKey) {
  let open: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (open?.body !== text) open = { body: text, key: make() };
      return open.key;
    },
    /** The server answered: the attempt is over. */
    answered(): void {
      open = null;
    },
  };
}

/** Sends `body` with its attempt's key; a failure with an answer (any status but 0) closes the attempt. */
export async function sendAttempt<T>(
  keys: ReturnType<typeof attemptKeys>,
  body: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = keys.keyFor(body);
  try {
    const result = await send(key);
    keys.answered();
    return result;
  } catch (error) {
    if ((error as { status?: number }).status !== 0) keys.answered();
    throw error;
  }
}
