import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectToLogin } from "../../api/client";
import { loginUrlFor } from "../../session/returnTo";
import { afterLoginPath, safeReturnPath } from "./afterLogin";

describe("safeReturnPath", () => {
  it.each([
    ["/settings", "/settings"],
    ["/catalog/plans?view=grid#top", "/catalog/plans?view=grid#top"],
    ["/dashboard/../settings", "/settings"],
  ])("accepts the same-origin path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["another host", "//evil.example/settings"],
    ["a backslash read as a second slash", "/\\evil.example"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["an absolute address", "https://evil.example/settings"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "settings"],
    ["an authentication page", "/auth/login?returnTo=/settings"],
    ["nothing", ""],
    ["no value", null],
  ])("refuses %s", (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("loginUrlFor", () => {
  it("carries the location, query and hash in returnTo", () => {
    expect(loginUrlFor({ pathname: "/settings" })).toBe("/auth/login?returnTo=%2Fsettings");
    expect(loginUrlFor({ pathname: "/catalog/plans", search: "?view=grid", hash: "#a" })).toBe(
      "/auth/login?returnTo=%2Fcatalog%2Fplans%3Fview%3Dgrid%23a",
    );
  });

  it("gives nothing on an authentication page (no redirect there)", () => {
    expect(loginUrlFor({ pathname: "/auth/register" })).toBeNull();
    expect(loginUrlFor({ pathname: "/auth/login", search: "?returnTo=%2Fsettings" })).toBeNull();
  });
});

describe("afterLoginPath", () => {
  it("prefers the location remembered in the router's state", () => {
    const state = { from: { pathname: "/settings", search: "?tab=2", hash: "" } };
    expect(afterLoginPath(state, "?returnTo=%2Fhelp")).toBe("/settings?tab=2");
  });

  it("else goes back to the location carried by returnTo", () => {
    expect(afterLoginPath(null, "?returnTo=%2Fcatalog%2Fplans%3Fview%3Dgrid")).toBe(
      "/catalog/plans?view=grid",
    );
  });

  it("else, or when returnTo is not a same-origin path, opens Get Started", () => {
    expect(afterLoginPath(null, "")).toBe("/get-started");
    expect(afterLoginPath(null, "?returnTo=%2F%2Fevil.example")).toBe("/get-started");
    expect(afterLoginPath(null, "?returnTo=https%3A%2F%2Fevil.example")).toBe("/get-started");
    expect(afterLoginPath({ from: { pathname: "/auth/register" } }, "")).toBe("/get-started");
  });

  it("reads back exactly what loginUrlFor wrote", () => {
    const url = loginUrlFor({ pathname: "/settings", search: "?a=1&b=2" }) ?? "";
    expect(afterLoginPath(null, url.slice(url.indexOf("?")))).toBe("/settings?a=1&b=2");
  });
});

describe("redirectToLogin", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the sign-in page with the location to return to", () => {
    const go = vi.fn();
    redirectToLogin({ pathname: "/settings", search: "", hash: "" }, go);
    expect(go).toHaveBeenCalledWith("/auth/login?returnTo=%2Fsettings");
  });

  it("does nothing on an authentication page", () => {
    const go = vi.fn();
    redirectToLogin({ pathname: "/auth/confirm-email", search: "?userId=u&token=t", hash: "" }, go);
    expect(go).not.toHaveBeenCalled();
  });
});
