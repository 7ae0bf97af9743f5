import type { PortalOverview } from "@round/forms/schemas";
import { describe, expect, it } from "vitest";
import { withCard } from "./paymentMethods";

type PaymentMethod = PortalOverview["paymentMethods"][number];

const card = (id: string, isDefault: boolean): PaymentMethod => ({
  id,
  type: "card",
  gateway: "test",
  status: "valid",
  cardType: "Visa",
  last4: id.slice(-4),
  expiryMonth: 12,
  expiryYear: 2030,
  offlineMethod: null,
  reference: null,
  isDefault,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("withCard", () => {
  it("adds a card that is not the default, changing nothing else", () => {
    const list = withCard([card("pm_4242", true)], card("pm_4444", false));
    expect(list.map((item) => [item.id, item.isDefault])).toEqual([
      ["pm_4242", true],
      ["pm_4444", false],
    ]);
  });

  it("a new default card takes the mark from the old one", () => {
    const list = withCard([card("pm_4242", true), card("pm_5555", false)], card("pm_5555", true));
    expect(list.map((item) => [item.id, item.isDefault])).toEqual([
      ["pm_4242", false],
      ["pm_5555", true],
    ]);
  });
});
