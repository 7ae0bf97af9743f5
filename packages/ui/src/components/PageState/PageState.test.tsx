import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { PageState } from "./PageState";

describe("PageState", () => {
  test("loading is a status message with its label, and skeleton lines hidden from screen readers", () => {
    const { container } = render(<PageState status="loading" label="Loading plans" />);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading plans");
    expect(container.querySelector("[data-skeleton]")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("loading says 'Loading' by default; skeletonLines={0} leaves the spinner alone", () => {
    const { container } = render(<PageState status="loading" skeletonLines={0} />);
    expect(screen.getByRole("status").textContent).toBe("Loading");
    expect(container.querySelector("[data-skeleton]")).toBeNull();
  });

  test("an error is an alert with its title as a heading, its message and a Retry that calls onRetry", async () => {
    const onRetry = vi.fn();
    render(
      <PageState
        status="error"
        title="Could not load plans"
        message="Check your connection and try again."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 2, name: "Could not load plans" })).toBeTruthy();
    expect(alert.textContent).toContain("Check your connection and try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test("retryLabel translates the button; while retrying it is busy and ignores clicks", async () => {
    const onRetry = vi.fn();
    render(<PageState status="error" onRetry={onRetry} retryLabel="Réessayer" retrying />);
    const button = screen.getByRole("button", { name: "Réessayer" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  test("an error without onRetry has no button, and a default title", () => {
    render(<PageState status="error" />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("not found is no alert: a heading, a message and the action given", () => {
    render(
      <PageState
        status="notFound"
        title="Customer not found"
        message="The customer you're looking for doesn't exist."
        action={<a href="/customers">Back to Customers</a>}
        headingLevel={1}
      />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Customer not found" })).toBeTruthy();
    expect(screen.getByText("The customer you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Customers" }).getAttribute("href")).toBe("/customers");
  });

  test("not found ignores onRetry (there is nothing to load again); its title defaults to 'Page not found'", () => {
    render(<PageState status="notFound" onRetry={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
