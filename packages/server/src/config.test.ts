import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config.ts";

describe("configFromEnv", () => {
  it("listens on 127.0.0.1:3000 and links emails there by default", () => {
    const config = configFromEnv({}, "/srv/round");
    expect(config).toMatchObject({ host: "127.0.0.1", port: 3000, appUrl: "http://127.0.0.1:3000" });
    expect(config.dataDir).toBe("/srv/round/data");
  });

  it("links emails to the server's own port and host when APP_URL is not set", () => {
    expect(configFromEnv({ PORT: "3100" }).appUrl).toBe("http://127.0.0.1:3100");
    expect(configFromEnv({ HOST: "0.0.0.0", PORT: "8080" }).appUrl).toBe("http://127.0.0.1:8080");
    expect(configFromEnv({ HOST: "::1" }).appUrl).toBe("http://[::1]:3000");
    expect(configFromEnv({ HOST: "billing.internal", PORT: "80" }).appUrl).toBe("http://billing.internal:80");
  });

  it("takes APP_URL as given, without a trailing slash", () => {
    expect(configFromEnv({ APP_URL: "https://round.example.com/", PORT: "3100" }).appUrl).toBe(
      "https://round.example.com",
    );
  });

  it("refuses a PORT that is not a port number, and a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => configFromEnv({ PORT: "web" })).toThrow('PORT must be a port number, not "web"');
    expect(() => configFromEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      "DATABASE_URL must start with postgres://",
    );
  });

  it("trusts no proxy by default, and TRUST_PROXY proxies when given", () => {
    expect(configFromEnv({}).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    for (const wrong of ["yes", "-1", "1.5", "100"]) {
      expect(() => configFromEnv({ TRUST_PROXY: wrong })).toThrow(
        `TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2…), not "${wrong}"`,
      );
    }
  });
});
