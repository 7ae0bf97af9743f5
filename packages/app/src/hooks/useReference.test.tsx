import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "../session/AuthProvider";
import { referenceLoaders } from "./useReference";

const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify([{ code: "software", name: "Software" }]), {
      status: 200,
      headers: { "content-type": "application/json" },
    }),
);

function SignOut() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

describe("reference lists (loaded once per session)", () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("are loaded once, then again only after signing out", async () => {
    render(
      <AuthProvider loadUser={() => Promise.reject(new Error("no session"))}>
        <SignOut />
      </AuthProvider>,
    );
    await expect(referenceLoaders.loadIndustries()).resolves.toEqual([
      { value: "software", label: "Software" },
    ]);
    await referenceLoaders.loadIndustries();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByText("Logout").click());
    await referenceLoaders.loadIndustries();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
