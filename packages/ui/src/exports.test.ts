import { describe, expect, it } from "vitest";
import * as css from "./css";
import * as ui from "./index";

// The public API of @round/ui changes only on purpose: update with `npx vitest run --project unit -u` and review.
describe("public exports", () => {
  it("@round/ui exports exactly these names", () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });

  it("@round/ui/css exports the tokens", () => {
    expect(Object.keys(css).sort()).toMatchSnapshot();
  });
});
