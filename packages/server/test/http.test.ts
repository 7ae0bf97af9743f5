import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestServer } from "./helpers.ts";

describe("HTTP surface: headers, CORS, the built app", () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "round-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><title>Round app</title><script type=module src=/assets/index-AbCd1234.js></script>",
    );
    writeFileSync(
      join(dist, "assets/index-AbCd1234.js"),
      `console.log(${JSON.stringify("x".repeat(4000))});`,
    );
    writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    server = await TestServer.start("pglite", { appDist: dist, corsOrigins: ["https://app.example.com"] });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends security headers", async () => {
    const { headers } = await server.get("/healthz");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("sends them on every kind of answer: hot path, CORS, errors, cached, 304", async () => {
    const secured = (headers: Headers) => {
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    };
    const user = await server.signUp();
    const me = await server.get("/identities/me", user.token);
    expect(me.status).toBe(200);
    expect(me.headers.get("content-type")).toBe("application/json");
    expect(me.headers.get("access-control-allow-origin")).toBeNull();
    secured(me.headers);
    const cors = await server.call("GET", "/identities/me", {
      token: user.token,
      headers: { Origin: "https://app.example.com" },
    });
    expect(cors.body).toEqual(me.body);
    expect(cors.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    secured(cors.headers);
    secured((await server.get("/identities/me")).headers);
    const countries = await server.get("/api/CountryCurrency/countries");
    expect(countries.headers.get("content-type")).toBe("application/json; charset=utf-8");
    secured(countries.headers);
    const unchanged = await server.call("GET", "/api/CountryCurrency/countries", {
      headers: { "If-None-Match": countries.headers.get("etag")! },
    });
    expect(unchanged.status).toBe(304);
    secured(unchanged.headers);
  });

  it("allows CORS only for configured origins", async () => {
    const allowed = await server.call("OPTIONS", "/identities/login", {
      headers: { Origin: "https://app.example.com", "Access-Control-Request-Method": "POST" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    const refused = await server.call("GET", "/healthz", { headers: { Origin: "https://evil.example" } });
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves the app: hashed assets immutable, compressed, and index.html for app routes", async () => {
    const asset = await server.call("GET", "/assets/index-AbCd1234.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    const page = await server.call("GET", "/dashboard/settings", {
      headers: { Accept: "text/html,application/xhtml+xml" },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Round app");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const root = await server.call("GET", "/", { headers: { Accept: "text/html" } });
    expect(root.body).toContain("Round app");
    expect((await server.call("GET", "/favicon.svg")).status).toBe(200);
    // API paths never fall back to the app.
    const api = await server.call("GET", "/identities/nope", { headers: { Accept: "text/html" } });
    expect(api.status).toBe(404);
    expect(api.body.errors[0].code).toBe("NOT_FOUND");
    expect((await server.call("GET", "/nope.js", { headers: { Accept: "*/*" } })).status).toBe(404);
  });

  it("answers 500 without internals", async () => {
    const reference = server.instance.deps.reference;
    const original = reference.answer;
    reference.answer = async () => {
      throw new Error("secret internals: password=hunter2");
    };
    const answer = await server.get("/api/Industries");
    reference.answer = original;
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toContain("internals");
    expect(answer.body.message).toBe("An unexpected error occurred");
  });
});
