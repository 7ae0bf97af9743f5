import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { EMPTY_CARDS_TITLE, EMPTY_ITEMS_TITLE, EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  test("says 'No items to display' by default, as a paragraph", () => {
    render(<EmptyState />);
    const title = screen.getByText(EMPTY_ITEMS_TITLE);
    expect(EMPTY_ITEMS_TITLE).toBe("No items to display");
    expect(title.tagName).toBe("P");
  });

  test("the cards variant says 'No cards to display'", () => {
    render(<EmptyState variant="cards" />);
    expect(EMPTY_CARDS_TITLE).toBe("No cards to display");
    expect(screen.getByText("No cards to display")).toBeTruthy();
  });

  test("a title, description and action replace or add to the defaults", () => {
    render(
      <EmptyState
        title="No plans found"
        description="Try adjusting your search or filters"
        action={<button type="button">Create Your First Plan</button>}
      />,
    );
    expect(screen.queryByText(EMPTY_ITEMS_TITLE)).toBeNull();
    expect(screen.getByText("No plans found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search or filters")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Your First Plan" })).toBeTruthy();
  });

  test("headingLevel makes the title a heading of that level; the icon is decoration", () => {
    render(<EmptyState headingLevel={3} icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole("heading", { level: 3, name: EMPTY_ITEMS_TITLE })).toBeTruthy();
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
  });
});
