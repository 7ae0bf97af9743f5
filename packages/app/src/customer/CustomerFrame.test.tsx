import { LINK_INVALID as SHARED } from "@round/forms/schemas";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeOf } from "./CustomerApp";
import { LINK_INVALID, LinkInvalid } from "./CustomerFrame";

describe("the customer's pages", () => {
  it("say what the server's 404 says for a link that does not work", () => {
    expect(LINK_INVALID).toBe(SHARED);
    render(<LinkInvalid />);
    expect(screen.getByRole("heading", { level: 1, name: SHARED })).toBeTruthy();
  });

  it("pick the page and its token from the path", () => {
    expect(routeOf("/portal/ptok_1")).toEqual({ page: "portal", token: "ptok_1" });
    expect(routeOf("/pay/a%2Fb/")).toEqual({ page: "pay", token: "a/b" });
    expect(routeOf("/checkout/chk_9")).toEqual({ page: "checkout", token: "chk_9" });
    expect(routeOf("/portal/")).toBeNull();
    expect(routeOf("/portal/a/b")).toBeNull();
    expect(routeOf("/invoices/inv_1")).toBeNull();
    expect(routeOf("/pay/%E0%A4%A")).toBeNull();
  });
});
