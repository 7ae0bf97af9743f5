import { expect } from "vitest";
import { base64, PASSWORD, type TestServer } from "../../helpers.ts";

// Two browsers a person signs in from, as their User-Agent says.
export const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** Signs in as `email` from a browser saying `userAgent`. */
export async function signInFrom(server: TestServer, email: string, userAgent: string, password = PASSWORD) {
  const answer = await server.call("POST", "/identities/login", {
    body: { identifier: email, password: base64(password), encoded: true },
    headers: { "User-Agent": userAgent },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { token: string; refreshToken: string };
}
