import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Card } from "./Card";

describe("Card", () => {
  test("without a title or actions it is a plain container", () => {
    render(<Card data-testid="card">Body</Card>);
    const card = screen.getByTestId("card");
    expect(card.tagName).toBe("DIV");
    expect(screen.queryByRole("region")).toBeNull();
  });

  test("with a title it is a section named by its heading (h2 by default)", () => {
    render(<Card title="Billing address">Body</Card>);
    const heading = screen.getByRole("heading", { level: 2, name: "Billing address" });
    const section = screen.getByRole("region", { name: "Billing address" });
    expect(section.contains(heading)).toBe(true);
  });

  test("headingLevel sets the heading's level; actions sit beside it", () => {
    render(
      <Card title="Plans" headingLevel={3} actions={<a href="/plans">View all</a>}>
        Body
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Plans" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View all" })).toBeTruthy();
  });

  test("actions without a title make an unnamed section, not a region landmark", () => {
    render(<Card actions={<button type="button">Edit</button>}>Body</Card>);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });
});
