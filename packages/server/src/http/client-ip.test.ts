import { describe, expect, it } from "vitest";
import { clientAddress, isLoopbackAddress, isLoopbackHost } from "./client-ip.ts";

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("10.0.0.5", "127.0.0.1", 0)).toBe("10.0.0.5");
    expect(clientAddress("::ffff:10.0.0.5", undefined, 0)).toBe("10.0.0.5");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("is counted from the right of X-Forwarded-For, one entry per trusted proxy", () => {
    // client → proxy → server: the proxy appended the client.
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    // The client wrote an address itself: it stays to the left of the one the proxy appended.
    expect(clientAddress("10.0.0.2", "127.0.0.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    // client → CDN → load balancer → server.
    expect(clientAddress("10.0.0.2", "198.51.100.4, 203.0.113.9", 2)).toBe("198.51.100.4");
    // Fewer entries than trusted proxies: the leftmost.
    expect(clientAddress("10.0.0.2", "198.51.100.4", 3)).toBe("198.51.100.4");
    expect(clientAddress("10.0.0.2", "[2001:db8::1]", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "not-an-address", 1)).toBe("unknown");
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });

  it("knows loopback addresses and hosts", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ["10.0.0.1", "192.0.2.2", "::", "unknown", "128.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("::")).toBe(false);
    expect(isLoopbackHost("round.example.com")).toBe(false);
  });
});
