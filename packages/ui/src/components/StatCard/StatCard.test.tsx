import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { StatCard } from "./StatCard";

const change = (text: string) => screen.getByText(text).closest("[data-trend]") as HTMLElement;

describe("StatCard", () => {
  test("the label names the value in a description list", () => {
    render(<StatCard label="Total Customers" value="1,284" />);
    expect(screen.getByText("Total Customers").tagName).toBe("DT");
    expect(screen.getByText("1,284").tagName).toBe("DD");
  });

  test("a count is shown with its thousands grouped; a long figure a size smaller than a short one", () => {
    const { rerender } = render(<StatCard label="Active Subscriptions" value={82390} />);
    const count = screen.getByText("82,390");
    expect(count.tagName).toBe("DD");
    const short = count.className;
    rerender(<StatCard label="ARR" value="$109,404,120.00" />);
    expect(screen.getByText("$109,404,120.00").className).not.toBe(short);
    rerender(<StatCard label="MRR" value="$9,117,010.00" />);
    expect(screen.getByText("$9,117,010.00").className).toBe(short);
  });

  test.each([
    ["+12.5%", "up", "Up"],
    ["-3%", "down", "Down"],
    ["\u22123%", "down", "Down"],
    ["0%", "neutral", "No change"],
  ])("%s reads as %s, and the arrow is said in words", (text, trend, words) => {
    render(<StatCard label="MRR" value="$12,400" change={text} />);
    expect(change(text).dataset.trend).toBe(trend);
    expect(change(text).textContent).toBe(`${words} ${text}`);
  });

  test("up is good news by default; changeTone flips it (churn going up is bad)", () => {
    const { rerender } = render(<StatCard label="Churn" value="2.1%" change="+0.4%" />);
    const positive = change("+0.4%").className;
    rerender(<StatCard label="Churn" value="2.1%" change="+0.4%" changeTone="negative" />);
    expect(change("+0.4%").className).not.toBe(positive);
    expect(change("+0.4%").dataset.trend).toBe("up");
  });

  test("loading hides the figures, marks the card busy and says so", () => {
    const { container } = render(
      <StatCard label="MRR" value="$12,400" change="+2%" loading loadingLabel="Loading MRR" />,
    );
    expect((container.firstElementChild as HTMLElement).getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByText("$12,400")).toBeNull();
    expect(screen.queryByText("+2%")).toBeNull();
    expect(screen.getByText("Loading MRR")).toBeTruthy();
  });
});
