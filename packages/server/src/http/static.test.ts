// The built app's static files as the server serves them: the favicon a browser asks for by itself.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./env.ts";
import { serveApp } from "./static.ts";

const APP = join(import.meta.dirname, "../../../app");
let dist: string;
const app = new Hono<AppEnv>();

beforeAll(() => {
  // What the app build puts in dist: index.html and the public folder's files as they are.
  dist = mkdtempSync(join(tmpdir(), "round-dist-"));
  cpSync(join(APP, "public"), dist, { recursive: true });
  cpSync(join(APP, "index.html"), join(dist, "index.html"));
  serveApp(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("favicon", () => {
  it("/favicon.ico answers a real icon", async () => {
    const response = await app.request("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });

  it("index.html links the SVG favicon, which is served", async () => {
    expect(readFileSync(join(APP, "index.html"), "utf8")).toMatch(
      /<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml" \/>/,
    );
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });
});
