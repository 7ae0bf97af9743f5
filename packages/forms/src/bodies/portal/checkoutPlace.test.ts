import { describe, expect, it } from "vitest";
import { countryName, NO_PLACE, placeOf, samePlace, totalChangedNotice } from "./checkoutPlace.ts";

describe("the checkout's place", () => {
  it("is the trimmed country and state; no country is no place", () => {
    expect(placeOf({ country: " nz ", state: " Auckland " })).toEqual({ country: "nz", state: "Auckland" });
    expect(placeOf({ country: " ", state: "VA" })).toEqual(NO_PLACE);
  });

  it("compares the country in any case and the state as typed", () => {
    expect(samePlace({ country: "nz", state: "" }, { country: "NZ", state: "" })).toBe(true);
    expect(samePlace({ country: "US", state: "VA" }, { country: "US", state: "CA" })).toBe(false);
    expect(samePlace(NO_PLACE, { country: "GB", state: "" })).toBe(false);
  });

  it("names a country in English, or keeps what was typed", () => {
    expect(countryName("nz")).toBe("New Zealand");
    expect(countryName("United States")).toBe("United States");
  });
});

describe("why paying stopped", () => {
  const place = { country: "NZ", state: "" };

  it("names the country whose tax was added, or that has none", () => {
    expect(totalChangedNotice({ placeChanged: true, place, tax: 6, coupon: null })).toBe(
      "Tax for New Zealand added: check the new total, then pay.",
    );
    expect(totalChangedNotice({ placeChanged: true, place, tax: 0, coupon: null })).toBe(
      "No tax for New Zealand: check the new total, then pay.",
    );
  });

  it("names the coupon applied, or just says the total changed", () => {
    expect(totalChangedNotice({ placeChanged: false, place, tax: 6, coupon: "SPRING20" })).toBe(
      "Coupon SPRING20 applied: check the new total, then pay.",
    );
    expect(totalChangedNotice({ placeChanged: true, place: NO_PLACE, tax: 0, coupon: null })).toBe(
      "The total changed: check the new total, then pay.",
    );
  });
});
