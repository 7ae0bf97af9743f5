import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ChangeList, changeValueText } from "./ChangeList";

const changes = {
  status: ["active", "cancelled"],
  cancelAt: [null, "2026-04-02"],
  quantity: [3, 5],
  billingAddress: [{ city: "London" }, { city: "Paris", zip: "75001" }],
} as const;

describe("changeValueText", () => {
  test("strings as they are, other scalars written out, null and undefined missing", () => {
    expect(changeValueText("cancelled")).toBe("cancelled");
    expect(changeValueText("")).toBe('""');
    expect(changeValueText(0)).toBe("0");
    expect(changeValueText(false)).toBe("false");
    expect(changeValueText(null)).toBeNull();
    expect(changeValueText(undefined)).toBeNull();
  });

  test("objects and arrays as JSON, indented when pretty", () => {
    expect(changeValueText({ city: "Paris" })).toBe('{"city":"Paris"}');
    expect(changeValueText(["a", "b"])).toBe('["a","b"]');
    expect(changeValueText({ city: "Paris" }, true)).toBe('{\n  "city": "Paris"\n}');
  });
});

describe("ChangeList", () => {
  test("a list: each field a term, its values before and after in its detail, in order", () => {
    const { container } = render(<ChangeList changes={changes} />);
    const terms = [...container.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["status", "cancelAt", "quantity", "billingAddress"]);
    const status = screen.getByText("status").nextElementSibling as HTMLElement;
    expect(status.textContent).toBe("active→ changed to cancelled");
    expect(screen.getByRole("group", { name: "Changes" })).toBeTruthy();
  });

  test("a missing value is an em dash, read as 'empty'", () => {
    render(<ChangeList changes={changes} />);
    const cancelAt = screen.getByText("cancelAt").nextElementSibling as HTMLElement;
    const missing = cancelAt.querySelector("[data-empty]") as HTMLElement;
    expect(missing.querySelector("[aria-hidden='true']")?.textContent).toBe("\u2014");
    expect(within(missing).getByText("empty")).toBeTruthy();
  });

  test("objects show as indented JSON in a list", () => {
    render(<ChangeList changes={changes} />);
    const address = screen.getByText("billingAddress").nextElementSibling as HTMLElement;
    expect(address.textContent).toContain('"zip": "75001"');
  });

  test("a summary shows `limit` fields on a line each, then how many more", () => {
    render(<ChangeList changes={changes} variant="summary" limit={2} label="Changes of the entry" />);
    const list = screen.getByRole("list", { name: "Changes of the entry" });
    const lines = within(list)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(lines).toEqual([
      "status: active→ changed to cancelled",
      "cancelAt: —empty→ changed to 2026-04-02",
      "+2 more",
    ]);
  });

  test("a summary cuts long values short", () => {
    const long = "x".repeat(80);
    render(<ChangeList changes={{ note: [null, long] }} variant="summary" />);
    expect(screen.getByText(`${"x".repeat(31)}…`)).toBeTruthy();
  });

  test("no changes: says so, in the words given", () => {
    render(<ChangeList changes={{}} noChangesLabel="Rien n'a changé" />);
    expect(screen.getByText("Rien n'a changé")).toBeTruthy();
    expect(screen.queryByRole("group")).toBeNull();
  });

  test("the labels a person reads are props", () => {
    render(
      <ChangeList
        changes={{ a: [null, 1], b: [1, 2], c: [2, 3] }}
        variant="summary"
        limit={1}
        emptyValueLabel="vide"
        arrowLabel="devient"
        moreLabel={(count) => `et ${count} autres`}
      />,
    );
    expect(screen.getByText("vide")).toBeTruthy();
    expect(screen.getByText("devient", { exact: false })).toBeTruthy();
    expect(screen.getByText("et 2 autres")).toBeTruthy();
  });
});
