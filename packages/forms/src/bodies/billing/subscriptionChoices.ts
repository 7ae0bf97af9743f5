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

/** '$49.00/mo', '$5.00/unit/mo', 'usage-based', by the point's pricing model. */
export function pricePointPrice(point: PricePointResponse): string {
  const per = point.billingFrequency ? (PER[point.billingFrequency] ?? "") : "";
  switch (point.pricingModel) {
    case "per_unit":
      return `${formatMoney(point.unitPrice ?? point.price ?? 0, point.currency)}/unit${per}`;
    case "metered":
      return `usage-based${per}`;
    case "tiered":
    case "volume":
    case "stairstep":
      return `tiered${per}`;
    case "package":
      return `${formatMoney(point.price ?? 0, point.currency)} per ${point.packageSize ?? 1} units${per}`;
    default:
      return `${formatMoney(point.price ?? 0, point.currency)}${per}`;
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
