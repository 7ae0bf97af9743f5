import { describe, expect, it } from "vitest";
import { createLogger, redact, redactUrl } from "./log.ts";

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
});
