import { describe, expect, it } from "vitest";
import { createLogger, redact, redactUrl, scrubSecrets } from "./log.ts";

describe("redaction (spec §9: fields named password, token or secret are blanked)", () => {
  it("blanks sensitive fields at any depth and keeps the rest", () => {
    expect(
      redact({
        email: "a@b.c",
        password: "hunter2",
        nested: { refreshToken: "r", list: [{ clientSecret: "s", ok: 1 }] },
        PasswordHash: "x",
      }),
    ).toEqual({
      email: "a@b.c",
      password: "",
      nested: { refreshToken: "", list: [{ clientSecret: "", ok: 1 }] },
      PasswordHash: "",
    });
  });

  it("blanks token parameters in logged URLs", () => {
    expect(redactUrl("/identities/confirm-email?userId=42&token=abc")).toBe(
      "/identities/confirm-email?userId=42&token=",
    );
    expect(redactUrl("/x?a=1")).toBe("/x?a=1");
  });

  it("never writes a password into the log", () => {
    const lines: string[] = [];
    const log = createLogger("debug", (line) => lines.push(line));
    log.info("login", { body: { identifier: "a@b.c", password: "Secret1!" } });
    log.debug("hidden below info", {});
    expect(lines.join("")).not.toContain("Secret1!");
    expect(lines.join("")).toContain("a@b.c");
    const quiet = createLogger("warn", (line) => lines.push(line));
    quiet.info("not written");
    expect(lines.join("")).not.toContain("not written");
  });

  it("scrubs the values of a failed query and token-looking text from logged errors", () => {
    const token = "Qk3x9vJ2mN8pL5tR7wY1zA4cE6gH0iK-_sUdFoBqXnV";
    const failed = new Error(
      `Failed query: insert into "one_time_tokens" ("user_id", "token_hash") values ($1, $2)\nparams: 0b7e3f1a-2c4d-4e5f-8a9b-0c1d2e3f4a5b,${"ab".repeat(32)}`,
    );
    failed.stack = `${failed.message}\n    at insert (/srv/round/node_modules/drizzle-orm/pg-core/session.js:1:1)`;
    const lines: string[] = [];
    const log = createLogger("info", (line) => lines.push(line));
    log.error(`Unhandled error: ${failed.message}`, { error: failed, link: `/reset?token=${token}` });
    const written = lines.join("");
    expect(written).not.toContain("ab".repeat(32));
    expect(written).not.toContain("0b7e3f1a-2c4d-4e5f-8a9b-0c1d2e3f4a5b,");
    expect(written).not.toContain(token);
    expect(written).toContain('Failed query: insert into \\"one_time_tokens\\"');
    expect(written).toContain("params: [redacted]");
    expect(written).toContain("session.js:1:1");

    expect(scrubSecrets(`reset link token ${token} for 0b7e3f1a-2c4d-4e5f-8a9b-0c1d2e3f4a5b`)).toBe(
      "reset link token [redacted] for 0b7e3f1a-2c4d-4e5f-8a9b-0c1d2e3f4a5b",
    );
    expect(redact({ error: failed }).error).toMatchObject({
      message: expect.stringMatching(/params: \[redacted\]$/),
    });
    // The dev mailbox's links are printed at info on purpose, whole.
    lines.length = 0;
    log.info(`  link: http://127.0.0.1:3000/auth/confirm-email?token=${token}`);
    expect(lines.join("")).toContain(token);
  });
});
