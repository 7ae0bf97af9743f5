import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { breakpointFor, useBreakpoint } from "./useBreakpoint";

function Probe() {
  return <span>{useBreakpoint()}</span>;
}

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
}

describe("breakpointFor", () => {
  it.each([
    [0, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [1023, "tablet"],
    [1024, "desktop"],
    [1279, "desktop"],
    [1280, "large"],
    [2560, "large"],
  ] as const)("%i px is %s", (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});

describe("useBreakpoint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setWidth(1024);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts from the window width", () => {
    setWidth(500);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe("mobile");
  });

  it("waits 150 ms after the last resize before updating", () => {
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe("desktop");

    act(() => {
      setWidth(800);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(100);
      setWidth(600);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe("desktop");

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe("mobile");
  });

  it("shares one listener and keeps every user in step", () => {
    const first = renderHook(() => useBreakpoint());
    const second = renderHook(() => useBreakpoint());
    act(() => {
      setWidth(1400);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(150);
    });
    expect(first.result.current).toBe("large");
    expect(second.result.current).toBe("large");
    first.unmount();
    act(() => {
      setWidth(900);
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(150);
    });
    expect(second.result.current).toBe("tablet");
  });

  it("renders 'desktop' on the server", () => {
    setWidth(400);
    expect(renderToString(<Probe />)).toContain("desktop");
  });
});
