import { AUDIT_RESOURCE_TYPES } from "@round/forms/schemas";
import { describe, expect, test } from "vitest";
import { filterSummary, RESOURCE_TYPE_OPTIONS, resourceHref, resourceLabel } from "./auditLabels";

const none = { actorType: "", actorId: "", resourceType: "", resourceId: "", action: "", from: "", to: "" };

describe("the audit log's words and links", () => {
  test("every resource type the API names has a label", () => {
    expect(RESOURCE_TYPE_OPTIONS.map((option) => option.value)).toEqual([...AUDIT_RESOURCE_TYPES]);
    expect(resourceLabel("api_key")).toBe("API key");
    expect(resourceLabel("something_new")).toBe("something_new");
  });

  test("records with a page link to it; a subscription to its own address", () => {
    expect(resourceHref({ resourceType: "customer", resourceId: "cus-ada" })).toBe("/customers/cus-ada");
    expect(resourceHref({ resourceType: "subscription", resourceId: "sub 1" })).toBe(
      "/subscriptions/sub%201",
    );
    expect(resourceHref({ resourceType: "plan", resourceId: "plan-growth" })).toBe(
      "/catalog/plans/plan-growth",
    );
    expect(resourceHref({ resourceType: "invoice", resourceId: "inv-1" })).toBe("/invoices/inv-1");
    expect(resourceHref({ resourceType: "member", resourceId: "user-jordan" })).toBeNull();
    expect(resourceHref({ resourceType: "customer", resourceId: null })).toBeNull();
  });

  test("the filters in force, in words and in the panel's order", () => {
    expect(filterSummary(none, (id) => id)).toBe("");
    expect(
      filterSummary(
        { ...none, to: "2026-03-02", actorId: "user-grace", actorType: "user", resourceType: "plan" },
        (id) => (id === "user-grace" ? "Grace Hopper" : id),
      ),
    ).toBe("Actor type: Person · Actor: Grace Hopper · Resource type: Plan · To: 2026-03-02");
  });
});
