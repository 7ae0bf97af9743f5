import { describe, expect, it } from "vitest";
import { addonsAfter } from "./subscriptionChanges";

const current = [
  { pricePointId: "pp_seats", quantity: 2, name: "Seats" },
  { pricePointId: "pp_sso", quantity: 1, name: "SSO" },
];

describe("addonsAfter", () => {
  it("adds a new add-on once, keeping the others", () => {
    expect(addonsAfter(current, "pp_audit", "add")).toEqual([
      { pricePointId: "pp_seats", quantity: 2 },
      { pricePointId: "pp_sso", quantity: 1 },
      { pricePointId: "pp_audit", quantity: 1 },
    ]);
  });

  it("adds one more of an add-on already there", () => {
    expect(addonsAfter(current, "pp_seats", "add")[0]).toEqual({ pricePointId: "pp_seats", quantity: 3 });
    expect(current[0]?.quantity).toBe(2);
  });

  it("removes an add-on entirely", () => {
    expect(addonsAfter(current, "pp_seats", "remove")).toEqual([{ pricePointId: "pp_sso", quantity: 1 }]);
  });
});
