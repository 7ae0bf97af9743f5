import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Columns } from "./Columns";
import * as styles from "./Columns.css";

function classesOf(element: HTMLElement) {
  return [...element.classList];
}

describe("Columns", () => {
  test("by default it is the spec's card grid: 1 column, 2 from desktop, 3 from large", () => {
    render(<Columns data-testid="grid" />);
    const classes = classesOf(screen.getByTestId("grid"));
    expect(classes).toContain(styles.columns.mobile[1]);
    expect(classes).toContain(styles.columns.desktop[2]);
    expect(classes).toContain(styles.columns.large[3]);
    expect(classes.some((name) => Object.values(styles.columns.tablet).includes(name))).toBe(false);
  });

  test("a number is the same count at every width", () => {
    render(<Columns data-testid="grid" columns={4} />);
    const classes = classesOf(screen.getByTestId("grid"));
    expect(classes).toContain(styles.columns.mobile[4]);
    expect(classes).toHaveLength(3); // the grid, the gap and one column count
  });

  test("only the breakpoints given get a class", () => {
    render(<Columns data-testid="grid" columns={{ mobile: 1, tablet: 2 }} />);
    const classes = classesOf(screen.getByTestId("grid"));
    expect(classes).toContain(styles.columns.mobile[1]);
    expect(classes).toContain(styles.columns.tablet[2]);
    expect(classes.some((name) => Object.values(styles.columns.desktop).includes(name))).toBe(false);
  });

  test("`as` makes a list of cards; className is added to the root", () => {
    render(
      <Columns as="ul" aria-label="Plans" className="mine">
        <li>Starter</li>
        <li>Growth</li>
        <li>Scale</li>
      </Columns>,
    );
    const list = screen.getByRole("list", { name: "Plans" });
    expect(list.classList.contains("mine")).toBe(true);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});
