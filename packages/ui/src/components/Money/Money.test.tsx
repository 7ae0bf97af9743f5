import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Money } from "./Money";

describe("Money", () => {
  test("formats the amount in US dollars by default", () => {
    const { container } = render(<Money amount={1234.5} />);
    expect(container.textContent).toBe("$1,234.50");
  });

  test("a period shows a short suffix and is read in words", () => {
    const { container } = render(<Money amount={29} currency="EUR" period="month" />);
    const root = container.firstElementChild as HTMLElement;
    const suffix = root.querySelector("[aria-hidden='true']");
    expect(suffix?.textContent).toBe("/mo");
    // The words a screen reader gets instead of '/mo'.
    expect(root.textContent).toContain("per month");
    expect(root.textContent?.startsWith("€29.00")).toBe(true);
  });

  test("period words can be translated", () => {
    const labels = {
      month: { short: "/mois", long: "par mois" },
      year: { short: "/an", long: "par an" },
      week: { short: "/sem", long: "par semaine" },
      day: { short: "/j", long: "par jour" },
      unit: { short: "/u", long: "par unité" },
    };
    const { container } = render(<Money amount={10} period="year" periodLabels={labels} />);
    expect(container.textContent).toBe("$10.00/an par an");
  });

  test("a negative amount is marked for its colour", () => {
    const { container } = render(<Money amount={-5} />);
    expect((container.firstElementChild as HTMLElement).dataset.negative).toBe("true");
  });
});
