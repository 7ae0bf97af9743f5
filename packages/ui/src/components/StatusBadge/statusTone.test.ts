import { describe, expect, test } from "vitest";
import { statusLabel, statusTone } from "./statusTone";

describe("statusTone", () => {
  test.each([
    ["active", "success"],
    ["inactive", "neutral"],
    ["archived", "neutral"],
    ["success", "success"],
    ["warning", "warning"],
    ["danger", "danger"],
    ["neutral", "neutral"],
    ["info", "info"],
    ["draft", "neutral"],
    ["paused", "warning"],
    ["trialing", "info"],
    ["expired", "neutral"],
    ["overdue", "danger"],
    ["pending", "warning"],
    ["cancelled", "neutral"],
    ["suspended", "danger"],
    ["paid", "success"],
    ["open", "info"],
    ["voided", "neutral"],
    ["partially_paid", "warning"],
    ["succeeded", "success"],
    ["failed", "danger"],
  ])("%s is %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  test("unknown statuses are neutral", () => {
    expect(statusTone("frobnicated")).toBe("neutral");
    expect(statusTone("")).toBe("neutral");
    // Inherited object keys are not statuses.
    expect(statusTone("constructor")).toBe("neutral");
  });

  test("ignores case, spaces and hyphens", () => {
    expect(statusTone("Active")).toBe("success");
    expect(statusTone(" PARTIALLY PAID ")).toBe("warning");
    expect(statusTone("partially-paid")).toBe("warning");
  });
});

describe("statusLabel", () => {
  test("capitalises and turns underscores into spaces", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("partially_paid")).toBe("Partially paid");
    expect(statusLabel("some_custom_state")).toBe("Some custom state");
  });

  test("trialing reads Trial", () => {
    expect(statusLabel("trialing")).toBe("Trial");
  });
});
