/** Price points as the bodies edit them, read from the API's answer. Pure. */
import { type PricePointResponse, TIERED_MODELS } from "../../schemas/index.ts";
import { FIRST_TIER, type TierDraft } from "./catalogRules.ts";

/** A price point as the API answers it (`pricePointResponse`); fields left out take the defaults. */
export type PricePointRecord = Partial<Omit<PricePointResponse, "tiers">> & {
  tiers?: readonly { startingUnit: number; endingUnit?: number | null; price: number }[];
};

/** The tiers of an answered point as drafts; one empty first tier when it has none. */
function tiersFromResponse(tiers: PricePointRecord["tiers"]): TierDraft[] {
  if (!tiers || tiers.length === 0) return [{ ...FIRST_TIER }];
  return tiers.map((tier) => ({
    startingUnit: tier.startingUnit,
    endingUnit: tier.endingUnit ?? null,
    price: tier.price,
  }));
}

/** The price of a point: its price, else its unit price (per unit points may carry either). */
function pointPrice(point: PricePointRecord): number | null {
  return point.price ?? point.unitPrice ?? null;
}

/** An item's description as the body edits it (the API answers null for none). */
export const textOf = (value: string | null | undefined) => value ?? "";

/** Whether a model is priced by tiers (tiered, volume, stairstep). */
export const usesTiers = (model: string) => (TIERED_MODELS as readonly string[]).includes(model);

/** `{ id }` when there is one: kept so an edit updates the same row; nothing for a new one. */
export const withId = (id: string | undefined) => (id === undefined ? {} : { id });

/** What every body's price point holds. */
export type BasePointValues = {
  id?: string;
  currency: string;
  price: number | null;
  tiers: TierDraft[];
};

/** The id, currency, price and tiers of an answered point, as every body edits them. */
export function pointBasics(point: PricePointRecord, defaultCurrency = "USD"): BasePointValues {
  return {
    ...withId(point.id),
    currency: point.currency ?? defaultCurrency,
    price: pointPrice(point),
    tiers: tiersFromResponse(point.tiers),
  };
}
