import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { BrandedPage } from "./BrandedPage";
import { isBrandColor } from "./brandColor";

describe("BrandedPage", () => {
  test("shows the logo with the business's name as its text, and the content in main", () => {
    render(
      <BrandedPage name="Acme Analytics" logoUrl="/logo.svg">
        <h1>Billing</h1>
      </BrandedPage>,
    );
    expect(screen.getByRole("img", { name: "Acme Analytics" })).toHaveProperty(
      "src",
      "http://localhost:3000/logo.svg",
    );
    expect(screen.getByRole("main").textContent).toBe("Billing");
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  test("falls back to the name when the logo fails to load", () => {
    render(<BrandedPage name="Acme Analytics" logoUrl="/missing.svg" />);
    fireEvent.error(screen.getByRole("img", { name: "Acme Analytics" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Acme Analytics")).toBeTruthy();
  });

  test("sets the accent only from #rrggbb", () => {
    const { container, rerender } = render(<BrandedPage name="Acme" brandColor="#0f766e" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute("style")).toContain("#0f766e");
    rerender(<BrandedPage name="Acme" brandColor="red; background: url(x)" />);
    expect(root.getAttribute("style") ?? "").not.toContain("red");
    expect(root.hasAttribute("data-brand")).toBe(false);
  });

  test("a placeholder brand while loading, named for screen readers", () => {
    render(<BrandedPage loading loadingLabel="Loading the business" />);
    expect(screen.getByText("Loading the business")).toBeTruthy();
  });
});

describe("isBrandColor", () => {
  test("takes #rrggbb in either case and nothing else", () => {
    expect(isBrandColor("#0F766E")).toBe(true);
    expect(isBrandColor("#fff")).toBe(false);
    expect(isBrandColor("teal")).toBe(false);
    expect(isBrandColor(null)).toBe(false);
  });
});
