import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Banner, type BannerTone } from "./Banner";

describe("Banner", () => {
  test.each([
    ["error", "alert"],
    ["warning", "alert"],
    ["success", "status"],
    ["info", "status"],
  ] as Array<[BannerTone, string]>)("a %s banner is an %s", (tone, role) => {
    render(<Banner tone={tone} title="Payment method updated" />);
    expect(screen.getByRole(role).getAttribute("data-tone")).toBe(tone);
  });

  test("info by default", () => {
    render(<Banner>Syncing</Banner>);
    expect(screen.getByRole("status").getAttribute("data-tone")).toBe("info");
  });

  test("a dismiss button shows only with onDismiss and calls it", () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner title="Trial ends in 3 days" />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Banner title="Trial ends in 3 days" onDismiss={onDismiss} dismissLabel="Fermer" />);
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test("title, message and action are all inside the announced region", () => {
    render(
      <Banner tone="error" title="Could not load plans" action={<button type="button">Retry</button>}>
        Check your connection.
      </Banner>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not load plans");
    expect(alert.textContent).toContain("Check your connection.");
    expect(screen.getByRole("button", { name: "Retry" }).closest("[role=alert]")).toBe(alert);
  });
});
