import { type LookupAddress, type LookupOptions, lookup as lookupCallback } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { webhookMessages } from "@round/forms/schemas";

// Where Round may send a webhook (PLATFORM.md): https only, and never to a host that resolves to a loopback,
// private or link-local address (a request forged on the account's behalf, into Round's own network), unless
// WEBHOOK_ALLOW_PRIVATE=1 (development and tests), which allows http too. Checked on saving and again at
// each attempt (a name may resolve elsewhere later), and the connection itself goes only to an address
// checked as it connects (`publicLookup`): a name that resolves to a public address for the check and to a
// private one a moment later (DNS rebinding) still reaches no private address.

const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** Whether an address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, "ipv4");
  return refused.check(address, "ipv6");
}

/** Why Round may not send to `text` (a message on the `url` field), or null when it may. */
export async function urlRefusal(text: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return webhookMessages.urlInvalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return webhookMessages.urlInvalid;
  if (allowPrivate) return null;
  if (url.protocol !== "https:") return webhookMessages.urlNotHttps;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return webhookMessages.urlUnresolvable;
  }
  if (addresses.length === 0) return webhookMessages.urlUnresolvable;
  return addresses.some(isPrivateAddress) ? webhookMessages.urlPrivate : null;
}

/**
 * `lookup` for the sockets of webhook attempts: resolves as Node's own does, then refuses (ECONNREFUSED-like
 * error, named for the log) an answer holding a loopback, private or link-local address, so the address a
 * connection uses is the one checked.
 */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookupCallback(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
    if (error) return callback(error, "", 0);
    const addresses = found as unknown as LookupAddress[];
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      const refusal = Object.assign(new Error(webhookMessages.urlPrivate), { code: "EADDRNOTAVAIL" });
      return callback(refusal, "", 0);
    }
    if ((options as LookupOptions).all) return (callback as unknown as AllCallback)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;
