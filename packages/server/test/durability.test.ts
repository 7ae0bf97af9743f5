import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newPerson } from "./helpers.ts";
import { http, type ServerProcess, signUpOver, startServerProcess } from "./process.ts";

describe("durability: SIGKILL during a stream of writes", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "round-durability-"));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged write across a kill and a restart", async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const session = await signUpOver(server.url, { ...newPerson() });
    const organization = await http(
      server.url,
      "POST",
      "/organizations",
      { name: "Durable Goods" },
      session.token,
    );
    expect(organization.status).toBe(201);

    // Four writers add addresses as fast as they can; the server is killed in the middle of it.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let index = 0; !killed; index++) {
        try {
          const answer = await http(
            server!.url,
            "POST",
            `/organizations/${organization.body.id}/addresses`,
            {
              name: `lane ${lane} #${index}`,
              addressLine1: "1 Main St",
              city: "Springfield",
              country: "US",
              isPrimary: false,
            },
            session.token,
          );
          if (answer.status === 201) acknowledged.push(answer.body.id);
        } catch {
          return; // The connection died with the server.
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    killed = true;
    await server.stop("SIGKILL");
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    // Same folder, new process: the token still works (the signing key is in the database).
    server = await startServerProcess({ DATA_DIR: dataDir });
    const present = new Set<string>();
    for (let page = 1; ; page++) {
      const answer = await http(
        server.url,
        "GET",
        `/addresses?pageSize=100&pageNumber=${page}`,
        undefined,
        session.token,
      );
      expect(answer.status).toBe(200);
      for (const item of answer.body.items) present.add(item.id);
      if (page >= answer.body.totalPages) break;
    }
    const missing = acknowledged.filter((id) => !present.has(id));
    expect(missing).toEqual([]);
    expect(await server.stop("SIGTERM")).toBe(0);
  }, 120_000);

  it("on SIGTERM stops accepting, finishes the request in flight and exits cleanly", async () => {
    const folder = mkdtempSync(join(tmpdir(), "round-shutdown-"));
    const running = await startServerProcess({ DATA_DIR: folder });
    try {
      // A sign-up spends a few hundred milliseconds hashing: it is still running when the signal arrives.
      const inFlight = http(running.url, "POST", "/identities/register", { ...newPerson() });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = running.stop("SIGTERM");
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await exited).toBe(0);
      expect(running.output()).toContain("SIGTERM");
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    } finally {
      await running.stop("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
