import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { DescriptionList } from "./DescriptionList";

const items = [
  { term: "Billing period", detail: "Monthly" },
  { term: "Trial", detail: "14 days" },
  { term: "Product family", detail: null },
];

describe("DescriptionList", () => {
  test("is a <dl> with a term and a detail per item, in order", () => {
    const { container } = render(<DescriptionList items={items} />);
    const list = container.querySelector("dl");
    expect(list).not.toBeNull();
    const terms = [...(list as HTMLElement).querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["Billing period", "Trial", "Product family"]);
    const first = screen.getByText("Billing period").parentElement as HTMLElement;
    expect(within(first).getByText("Monthly").tagName).toBe("DD");
  });

  test("a missing detail shows an em dash, read as 'Not set'", () => {
    render(<DescriptionList items={items} />);
    const pair = screen.getByText("Product family").parentElement as HTMLElement;
    const detail = pair.querySelector("dd") as HTMLElement;
    expect(detail.querySelector("[aria-hidden='true']")?.textContent).toBe("\u2014");
    expect(within(detail).getByText("Not set")).toBeTruthy();
  });

  test("empty strings and false are missing too; 0 is a value", () => {
    render(
      <DescriptionList
        items={[
          { term: "Tags", detail: "" },
          { term: "Portal", detail: false },
          { term: "Balance", detail: 0 },
        ]}
      />,
    );
    expect(screen.getAllByText("Not set")).toHaveLength(2);
    expect((screen.getByText("Balance").nextElementSibling as HTMLElement).textContent).toBe("0");
  });

  test("emptyLabel translates the missing-value text", () => {
    render(<DescriptionList items={[{ term: "Téléphone" }]} emptyLabel="Non renseigné" />);
    expect(screen.getByText("Non renseigné")).toBeTruthy();
    expect(screen.queryByText("Not set")).toBeNull();
  });

  test("two columns add a class to the root; className is kept", () => {
    const { container, rerender } = render(<DescriptionList items={items} className="mine" />);
    const list = container.querySelector("dl") as HTMLElement;
    const one = list.className;
    rerender(<DescriptionList items={items} className="mine" columns={2} />);
    expect(list.className).not.toBe(one);
    expect(list.classList.contains("mine")).toBe(true);
  });
});
