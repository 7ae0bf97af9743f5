import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { StatusBadge } from "./StatusBadge";

const badgeOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe("StatusBadge", () => {
  test.each([
    ["paused", "Paused", "warning"],
    ["overdue", "Overdue", "danger"],
    ["draft", "Draft", "neutral"],
    ["expired", "Expired", "neutral"],
    ["trialing", "Trial", "info"],
    ["active", "Active", "success"],
  ])("%s shows '%s' in the %s tone", (status, text, tone) => {
    render(<StatusBadge status={status} />);
    expect(badgeOf(text).dataset.tone).toBe(tone);
  });

  test("archived looks apart from inactive, although both are neutral", () => {
    render(
      <>
        <StatusBadge status="inactive" />
        <StatusBadge status="archived" />
      </>,
    );
    const inactive = badgeOf("Inactive");
    const archived = badgeOf("Archived");
    expect(inactive.dataset.tone).toBe("neutral");
    expect(archived.dataset.tone).toBe("neutral");
    expect(archived.hasAttribute("data-archived")).toBe(true);
    expect(inactive.hasAttribute("data-archived")).toBe(false);
    expect(archived.className).not.toBe(inactive.className);
    // The dot changes shape too, so the difference does not rest on colour.
    expect(archived.firstElementChild?.className).not.toBe(inactive.firstElementChild?.className);
  });

  test("an API spelling of archived is recognised", () => {
    render(<StatusBadge status=" ARCHIVED " />);
    expect(screen.getByTitle("ARCHIVED").hasAttribute("data-archived")).toBe(true);
  });

  test("a custom label replaces the text and the title, not the tone", () => {
    render(<StatusBadge status="trialing" label="Trial, 12 days left" />);
    const badge = screen.getByTitle("Trial, 12 days left");
    expect(badge.textContent).toBe("Trial, 12 days left");
    expect(badge.dataset.tone).toBe("info");
  });

  test("an unknown status is neutral and shown in words", () => {
    render(<StatusBadge status="migrating_to_new_gateway" />);
    expect(badgeOf("Migrating to new gateway").dataset.tone).toBe("neutral");
  });
});
