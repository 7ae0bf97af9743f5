import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isBlockedShortcut, LockdownGuard } from "./lockdown";
import { isLockdownEnabled, setLockdownEnabled } from "./lockdownSetting";

const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods }) as KeyboardEvent;

describe("lockdown", () => {
  afterEach(() => localStorage.clear());

  it("is off by default", () => {
    expect(isLockdownEnabled()).toBe(false);
  });

  it("knows the developer-tool and zoom shortcuts", () => {
    expect(isBlockedShortcut(key("F12"))).toBe(true);
    expect(isBlockedShortcut(key("I", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("u", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("+", { metaKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("c", { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("a"))).toBe(false);
  });

  it("blocks the context menu only while turned on", () => {
    render(<LockdownGuard />);
    const menu = () => {
      const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(menu()).toBe(false);
    setLockdownEnabled(true);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(menu()).toBe(true);
        setLockdownEnabled(false);
        setTimeout(() => {
          expect(menu()).toBe(false);
          resolve();
        }, 0);
      }, 0),
    );
  });
});
