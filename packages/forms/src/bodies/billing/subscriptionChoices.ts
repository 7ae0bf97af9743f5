import { priceFor } from "@round/billing";
import type {
  AddonResponse,
  PlanResponse,
  PricePointResponse,
  SubscriptionResponse,
} from "@round/forms/schemas";
import { formatMoney } from "@round/ui";
import { useCallback, useEffect, useState } from "react";

/** One price point a person can pick: its id and 'Pro · $49.00/mo'. */
export interface PricePointChoice {
  value: string;
  label: string;
  billingFrequency: string | null;
}

const PER: Record<string, string> = {
  weekly: "/wk",
  week: "/wk",
  monthly: "/mo",
  month: "/mo",
  quarterly: "/quarter",
  semi_annual: "/6 mo",
  yearly: "/yr",
  year: "/yr",
  day: "/day",
};

/** The money of an engine's amount (a decimal string) in the point's currency: '$49.00'. */
const moneyOf = (amount: string, currency: string) => formatMoney(Number(amount), currency);

/** The price of one unit (or of the first step) at quantity 1, by the engine; null when it cannot price it. */
function firstUnit(point: PricePointResponse): string | null {
  try {
    return priceFor(point, { quantity: 1 }).amount;
  } catch {
    return null;
  }
}

/**
 * A price point's price as a person reads it, worked out with `@round/billing` (the one engine): '$49.00/mo',
 * '$12.50/unit/mo', 'starts at $0.10/unit/mo' (graduated and volume tiers: the first unit's price, as Stripe
 * words them), 'starts at $100.00/mo' (stairstep: the first step), '$20.00 per 10 units/mo', '1.5% of the
 * amount', 'usage at $0.01/unit/mo'. A one-time point has no '/period'.
 */
export function pricePointPrice(point: PricePointResponse): string {
  const per = point.billingFrequency ? (PER[point.billingFrequency] ?? "") : "";
  const currency = point.currency;
  const free = point.freeQuantity ? `, first ${point.freeQuantity} free` : "";
  switch (point.pricingModel) {
    case "per_unit":
      return `${formatMoney(point.unitPrice ?? point.price ?? 0, currency)}/unit${per}${free}`;
    case "package":
      return `${formatMoney(point.price ?? 0, currency)} per ${point.packageSize ?? 1} units${per}${free}`;
    case "tiered":
    case "volume": {
      const first = firstUnit(point);
      return first === null ? `tiered${per}` : `starts at ${moneyOf(first, currency)}/unit${per}`;
    }
    case "stairstep": {
      const first = firstUnit(point);
      return first === null ? `tiered${per}` : `starts at ${moneyOf(first, currency)}${per}`;
    }
    case "percentage":
      return `${point.percentage ?? 0}% of the amount`;
    case "metered": {
      if (point.tiers.length > 0) {
        const first = firstUnit(point);
        return first === null
          ? `usage-based${per}`
          : `usage, starts at ${moneyOf(first, currency)}/unit${per}`;
      }
      const unit = point.unitPrice ?? point.price;
      return unit === null ? `usage-based${per}` : `usage at ${formatMoney(unit, currency)}/unit${per}`;
    }
    default:
      return `${formatMoney(point.price ?? 0, currency)}${per}`;
  }
}

function choicesOf(
  items: readonly { name: string; status: string; pricePoints: readonly PricePointResponse[] }[],
  currency: string,
  keep: readonly string[],
): PricePointChoice[] {
  const wanted = currency.toUpperCase();
  return items.flatMap((item) =>
    item.pricePoints
      .filter(
        (point) =>
          keep.includes(point.id) || (item.status === "active" && point.currency.toUpperCase() === wanted),
      )
      .map((point) => ({
        value: point.id,
        label: `${item.name} · ${pricePointPrice(point)}${point.description ? ` (${point.description})` : ""}`,
        billingFrequency: point.billingFrequency,
      })),
  );
}

/** The active plans' price points in the customer's currency (and the ones `keep` names, already in use). */
export function planChoices(plans: readonly PlanResponse[], currency: string, keep: readonly string[] = []) {
  return choicesOf(plans, currency, keep);
}

/** The active add-ons' price points in the customer's currency (and those in use). */
export function addonChoices(
  addons: readonly AddonResponse[],
  currency: string,
  keep: readonly string[] = [],
) {
  return choicesOf(addons, currency, keep);
}

/** A list a body loads itself, with its loading and error states and a retry. */
export type Loaded<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

export function useLoaded<T>(load: () => Promise<T>, failure: string) {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per attempt, as the dialog opens.
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (data) => live && setState({ status: "ready", data }),
      (error: unknown) =>
        live && setState({ status: "error", message: error instanceof Error ? error.message : failure }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { state, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}

/** The ids in use by a subscription (its plan and add-on points), kept in the lists even when archived. */
export function idsInUse(subscription: SubscriptionResponse | undefined): string[] {
  if (!subscription) return [];
  return [subscription.planPricePointId, ...subscription.addons.map((addon) => addon.pricePointId)];
}
