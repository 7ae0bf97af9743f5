import { fireEvent, render, screen } from "@testing-library/react";
import { createElement, createRef, type ReactElement, useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Button } from "../Button";
import { ActionMenu, type ActionMenuItem, elementRef } from "./ActionMenu";

const open = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("ActionMenu link items", () => {
  test("an item with href is a real link in the menu", () => {
    render(
      <ActionMenu
        label="Actions for Pro Monthly"
        items={[
          { label: "View Details", href: "/catalog/plans/pro-monthly", target: "_blank" },
          { label: "Edit Plan", onSelect: () => {} },
        ]}
      />,
    );
    open("Actions for Pro Monthly");
    const link = screen.getByRole("menuitem", { name: "View Details" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/catalog/plans/pro-monthly");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("menuitem", { name: "Edit Plan" }).tagName).toBe("DIV");
  });

  test("a disabled link has no href and its click is cancelled", () => {
    const onSelect = vi.fn();
    render(<ActionMenu items={[{ label: "Invoice", href: "/invoices/1", disabled: true, onSelect }]} />);
    open("Actions");
    const link = screen.getByRole("menuitem", { name: "Invoice" });
    expect(link.hasAttribute("href")).toBe(false);
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(fireEvent.click(link)).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  test("following a link calls its onSelect, leaves the click to the browser and closes the menu", () => {
    const onSelect = vi.fn();
    render(<ActionMenu items={[{ label: "View Details", href: "#details", onSelect }]} />);
    open("Actions");
    // fireEvent returns false when a handler cancelled the click, which would stop the navigation.
    expect(fireEvent.click(screen.getByRole("menuitem", { name: "View Details" }))).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

/** An action that changes in place and keeps the menu open. */
function Pinnable() {
  const [pinned, setPinned] = useState(false);
  const items: ActionMenuItem[] = [
    {
      label: pinned ? "Unpin" : "Pin",
      onSelect: (event) => {
        event.preventDefault();
        setPinned(!pinned);
      },
    },
  ];
  return <ActionMenu items={items} />;
}

describe("ActionMenu onSelect", () => {
  test("receives a cancelable event carrying the click", () => {
    const onSelect = vi.fn();
    render(<ActionMenu items={[{ label: "Duplicate", onSelect }]} />);
    open("Actions");
    fireEvent.click(screen.getByRole("menuitem", { name: "Duplicate" }));
    const event = onSelect.mock.calls[0]?.[0] as CustomEvent<{ originalEvent: { type: string } }>;
    expect(event.cancelable).toBe(true);
    expect(event.detail.originalEvent.type).toBe("click");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  test("preventDefault() keeps the menu open", () => {
    render(<Pinnable />);
    open("Actions");
    fireEvent.click(screen.getByRole("menuitem", { name: "Pin" }));
    expect(screen.getByRole("menu")).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Unpin" })).toBeTruthy();
  });
});

describe("ActionMenu names its menu after the trigger", () => {
  test("the default trigger's aria-label names the menu", () => {
    render(<ActionMenu label="Actions for Pro Monthly" items={[{ label: "Edit", onSelect: () => {} }]} />);
    open("Actions for Pro Monthly");
    expect(screen.getByRole("menu", { name: "Actions for Pro Monthly" })).toBeTruthy();
  });

  test("a custom trigger with aria-labelledby lends the menu the same label", () => {
    render(
      <>
        <h2 id="coupon-heading">Coupon SPRING</h2>
        <ActionMenu
          trigger={
            <Button variant="secondary" aria-labelledby="coupon-heading">
              ⋯
            </Button>
          }
          items={[{ label: "Edit", onSelect: () => {} }]}
        />
      </>,
    );
    open("Coupon SPRING");
    expect(screen.getByRole("menu").getAttribute("aria-labelledby")).toBe("coupon-heading");
    expect(screen.getByRole("menu", { name: "Coupon SPRING" })).toBeTruthy();
  });

  test("a custom trigger with an aria-label names the menu with it, not its text", () => {
    render(
      <ActionMenu
        trigger={<Button aria-label="Manage coupon SPRING">Manage</Button>}
        items={[{ label: "Edit", onSelect: () => {} }]}
      />,
    );
    open("Manage coupon SPRING");
    expect(screen.getByRole("menu", { name: "Manage coupon SPRING" })).toBeTruthy();
  });
});

describe("ActionMenu custom trigger ref", () => {
  test("the caller's ref receives the trigger element", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ActionMenu
        trigger={<Button ref={ref}>Manage coupon</Button>}
        items={[{ label: "Edit", onSelect: () => {} }]}
      />,
    );
    expect(ref.current).toBe(screen.getByRole("button", { name: "Manage coupon" }));
  });

  test("finds the ref where React 18.3 keeps it (element.ref, a warning getter in props)", () => {
    const ref = createRef<HTMLElement>();
    const warning = Object.assign(() => undefined, { isReactWarning: true });
    const props = { children: "More" };
    Object.defineProperty(props, "ref", { get: warning });
    const legacy = { type: "button", props, ref, key: null } as unknown as ReactElement;
    expect(elementRef(legacy)).toBe(ref);
  });

  test("finds the ref where React 19 keeps it (props.ref)", () => {
    const ref = createRef<HTMLElement>();
    expect(elementRef(createElement("button", { ref, type: "button" }, "More"))).toBe(ref);
  });
});
