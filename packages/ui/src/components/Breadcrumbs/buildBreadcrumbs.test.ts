import { describe, expect, it } from "vitest";
import { buildBreadcrumbs, humanizeSegment } from "./buildBreadcrumbs";

describe("buildBreadcrumbs", () => {
  it("builds one crumb per segment, each linking to its own path", () => {
    expect(buildBreadcrumbs("/catalog/plans")).toEqual([
      { href: "/catalog", label: "Catalog", segment: "catalog" },
      { href: "/catalog/plans", label: "Plans", segment: "plans" },
    ]);
  });

  it("has no crumbs for the root", () => {
    expect(buildBreadcrumbs("/")).toEqual([]);
    expect(buildBreadcrumbs("")).toEqual([]);
  });

  it("title-cases unknown segments, hyphens as spaces", () => {
    expect(buildBreadcrumbs("/get-started").map((crumb) => crumb.label)).toEqual(["Get Started"]);
    expect(buildBreadcrumbs("/catalog/usage_based").map((crumb) => crumb.label)).toEqual([
      "Catalog",
      "Usage Based",
    ]);
  });

  it("keeps identifiers as they are", () => {
    const crumbs = buildBreadcrumbs("/customers/cus_8f2k/invoices");
    expect(crumbs.map((crumb) => crumb.label)).toEqual(["Customers", "cus_8f2k", "Invoices"]);
    expect(buildBreadcrumbs("/catalog/plans/42")[2]?.label).toBe("42");
    expect(buildBreadcrumbs("/x/3f2b6c1e-9d4a-4c3b-8a1e-5b7c9d0e1f2a")[1]?.label).toBe(
      "3f2b6c1e-9d4a-4c3b-8a1e-5b7c9d0e1f2a",
    );
  });

  it("uses labels by segment, and by full path first", () => {
    const labels = {
      addons: "Add-ons",
      "/catalog": "Product Catalog",
      "/catalog/addons/7": "Premium Support",
    };
    expect(buildBreadcrumbs("/catalog/addons/7", labels).map((crumb) => crumb.label)).toEqual([
      "Product Catalog",
      "Add-ons",
      "Premium Support",
    ]);
  });

  it("ignores query strings, fragments and extra slashes, and decodes segments", () => {
    expect(buildBreadcrumbs("//invoices/?status=paid#top")).toEqual([
      { href: "/invoices", label: "Invoices", segment: "invoices" },
    ]);
    expect(buildBreadcrumbs("/customers/Acme%20Inc")[1]).toEqual({
      href: "/customers/Acme%20Inc",
      label: "Acme Inc",
      segment: "Acme Inc",
    });
  });

  it("survives malformed escapes", () => {
    expect(buildBreadcrumbs("/bad/%E0%A4%A")[1]?.label).toBe("%E0%A4%A");
  });
});

describe("humanizeSegment", () => {
  it("title-cases words", () => {
    expect(humanizeSegment("add-ons")).toBe("Add Ons");
    expect(humanizeSegment("billing")).toBe("Billing");
  });
});
