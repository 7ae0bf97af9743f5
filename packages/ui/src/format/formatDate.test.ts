import { describe, expect, it } from "vitest";
import { formatDate, formatUtcTime } from "./formatDate";

describe("formatDate", () => {
  it("shows short month, day and year by default", () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)), { timeZone: "UTC" })).toBe("Jan 5, 2026");
  });

  it("has a long style", () => {
    expect(formatDate("2026-01-05", { style: "long" })).toBe("January 5, 2026");
  });

  it("never shifts an ISO date-only string, whatever the time zone", () => {
    expect(formatDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatDate("2025-12-31", { timeZone: "America/Los_Angeles" })).toBe("Dec 31, 2025");
  });

  it("reads full ISO timestamps and epoch numbers as instants", () => {
    expect(formatDate("2026-03-01T02:00:00Z", { timeZone: "America/New_York" })).toBe("Feb 28, 2026");
    expect(formatDate(Date.UTC(2024, 1, 29), { timeZone: "UTC" })).toBe("Feb 29, 2024");
  });

  it("gives the fallback for an invalid date", () => {
    expect(formatDate("not a date")).toBe("—");
    expect(formatDate("", { fallback: "" })).toBe("");
  });
});

describe("formatUtcTime", () => {
  it("shows an instant to the minute in UTC, saying so", () => {
    expect(formatUtcTime("2027-04-01T09:30:00Z")).toBe("Apr 1, 2027, 09:30 UTC");
    expect(formatUtcTime("2027-04-01T00:05:00+02:00")).toBe("Mar 31, 2027, 22:05 UTC");
  });

  it("shows an unreadable value as it is", () => {
    expect(formatUtcTime("not a time")).toBe("not a time");
  });
});
