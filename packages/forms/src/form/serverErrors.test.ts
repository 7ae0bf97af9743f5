import { describe, expect, it } from "vitest";
import { serverErrorText, splitServerErrors } from "./serverErrors.ts";

describe("serverErrorText", () => {
  it.each([
    [{ message: "M", errors: [{ description: "D1" }, { description: "D2" }] }, "D1"],
    [{ message: "M", errors: [] }, "M"],
    [{ message: "", error: "E" }, "E"],
    [[{ description: "Array first" }], "Array first"],
    [["plain string"], "plain string"],
    [{}, "Fallback"],
    [null, "Fallback"],
    [Object.assign(new Error("boom"), { body: { errors: [{ description: "From body" }] } }), "From body"],
    [{ response: { data: { message: "From response" } } }, "From response"],
    [new Error("Network error. Please try again."), "Network error. Please try again."],
  ])("%j reads as %j", (error, text) => {
    expect(serverErrorText(error, "Fallback")).toBe(text);
  });
});

describe("splitServerErrors", () => {
  it("keeps the first error of each field", () => {
    expect(
      splitServerErrors(
        {
          errors: [
            { field: "EMAIL", description: "First" },
            { field: "email", description: "Second" },
          ],
        },
        ["email"],
      ),
    ).toEqual({ fields: { email: "First" }, general: null });
  });
});
