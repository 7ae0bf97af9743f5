import type { AccessClaims } from "../auth/tokens.ts";

/** What middleware leaves on a request's context. */
export interface AppEnv {
  Variables: {
    /** The verified access token of an authenticated request. */
    claims: AccessClaims;
    /** The client's address, for per-IP rate limits. */
    clientIp: string;
    /** The request's body, read by `readBody` (http/body.ts). */
    body: string;
  };
}
