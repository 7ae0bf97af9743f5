import { isIP } from "node:net";

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) as `10.0.0.1`. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address. With `trustedHops` proxies in front of the server (TRUST_PROXY), each of which
 * appends the address it received the request from to X-Forwarded-For, the client is the address that
 * many entries from the right of [...X-Forwarded-For, socket peer]. Entries further left were written by
 * the client itself and are never believed. With 0 trusted hops, the socket peer.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const peer = socketAddress ? plain(socketAddress) : "unknown";
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const chain = [
    ...forwardedFor
      .split(",")
      .map(plain)
      .filter((entry) => entry !== ""),
    peer,
  ];
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  return isIP(client) ? client : "unknown";
}

/** 127.0.0.0/8 and ::1 (also as an IPv4-mapped IPv6 address). */
export function isLoopbackAddress(address: string): boolean {
  const ip = plain(address);
  return ip === "::1" || (isIP(ip) === 4 && ip.startsWith("127."));
}

/** A HOST setting that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === "localhost" || isLoopbackAddress(host);
}

/** Who is signing in, as the request shows it: kept with the session, so a person can tell their sessions apart. */
export interface SignInClient {
  /** `clientAddress`, or "unknown". */
  ip: string;
  userAgent: string | null;
}

/** The sign-in client of a request: its address (middleware's `clientIp`) and its User-Agent. */
export function signInClient(c: {
  get(key: "clientIp"): string;
  req: { header(name: string): string | undefined };
}): SignInClient {
  return { ip: c.get("clientIp"), userAgent: c.req.header("user-agent") ?? null };
}
