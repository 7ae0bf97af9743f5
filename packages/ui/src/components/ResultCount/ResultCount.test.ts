import { describe, expect, it } from "vitest";
import { resultCountText } from "./ResultCount";

describe("resultCountText", () => {
  it("counts results, singular for one", () => {
    expect(resultCountText(0)).toBe("0 results");
    expect(resultCountText(1)).toBe("1 result");
    expect(resultCountText(1234)).toBe("1,234 results");
  });

  it("says 'X of N' with a total, the noun following the total", () => {
    expect(resultCountText(3, 12)).toBe("3 of 12 results");
    expect(resultCountText(1, 1)).toBe("1 of 1 result");
    expect(resultCountText(0, 1)).toBe("0 of 1 result");
  });

  it("takes another noun", () => {
    const families = { one: "family", other: "families" };
    expect(resultCountText(2, 5, families)).toBe("2 of 5 families");
    expect(resultCountText(1, undefined, families)).toBe("1 family");
    expect(resultCountText(4, undefined, "plans")).toBe("4 plans");
  });

  it("takes a translated 'of'", () => {
    expect(
      resultCountText(2, 5, { one: "résultat", other: "résultats" }, { ofLabel: "sur", locale: "fr-FR" }),
    ).toBe("2 sur 5 résultats");
  });
});
