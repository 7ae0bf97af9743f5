import { describe, expect, it, vi } from "vitest";
import type { User } from "../api/types";
import { authReducer, initialAuthState } from "./authReducer";
import { cachedLoader } from "./cachedLoader";

const user = { id: "u1", email: "ada@example.com" } as User;

describe("authReducer (the spec's session transitions)", () => {
  it("starts loading and unauthenticated", () => {
    expect(initialAuthState).toMatchObject({
      isAuthenticated: false,
      isLoading: true,
      user: null,
      error: null,
    });
  });
  it("login start turns loading on and clears the error", () => {
    const state = authReducer(
      { ...initialAuthState, isLoading: false, error: "old" },
      { type: "loginStart" },
    );
    expect(state).toMatchObject({ isLoading: true, error: null });
  });
  it("login success authenticates with user and token", () => {
    const state = authReducer(initialAuthState, { type: "loginSuccess", user, token: "t" });
    expect(state).toEqual({ isAuthenticated: true, user, token: "t", isLoading: false, error: null });
  });
  it("login failure clears user and token and keeps the error", () => {
    const signedIn = authReducer(initialAuthState, { type: "loginSuccess", user, token: "t" });
    const state = authReducer(signedIn, { type: "loginFailure", error: "Login failed" });
    expect(state).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
      isLoading: false,
      error: "Login failed",
    });
  });
  it("logout clears the session", () => {
    const signedIn = authReducer(initialAuthState, { type: "loginSuccess", user, token: "t" });
    expect(authReducer(signedIn, { type: "logout" })).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
    });
  });
  it("user, loading and error can each be set on their own", () => {
    let state = authReducer(initialAuthState, { type: "setUser", user });
    state = authReducer(state, { type: "setLoading", isLoading: false });
    state = authReducer(state, { type: "setError", error: "x" });
    expect(state).toMatchObject({ user, isLoading: false, error: "x", isAuthenticated: false });
  });
});

describe("cachedLoader", () => {
  it("shares one request between concurrent callers", async () => {
    const load = vi.fn(async () => user);
    const get = cachedLoader(load, 30_000);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the result for the time given, then loads again", async () => {
    let time = 0;
    const load = vi.fn(async () => ({ at: time }));
    const get = cachedLoader(load, 30_000, () => time);
    await get();
    time = 29_999;
    await get();
    expect(load).toHaveBeenCalledTimes(1);
    time = 30_000;
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep failures, and clear() forgets the value", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(user);
    const get = cachedLoader(load, 30_000);
    await expect(get()).rejects.toThrow("down");
    await expect(get()).resolves.toBe(user);
    get.clear();
    await get();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
