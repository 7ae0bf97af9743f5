/** The product families a body offers: a loader's state or a plain list. Pure. */

/** A product family offered in a body's select. */
export interface ProductFamilyOption {
  id: string | number;
  name: string;
}

/** Where the product family list stands: loading, failed (with a way to try again), or ready. */
export type ProductFamiliesState =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; options: readonly ProductFamilyOption[] };

/** What a body's `families` prop takes: the loader's state, or a plain list (read as ready). */
export type ProductFamiliesSource = ProductFamiliesState | readonly ProductFamilyOption[];

export const NO_FAMILIES_HINT = "Create a product family first";
export const FAMILIES_LOADING_TEXT = "Loading product families...";
export const FAMILIES_ERROR_TEXT = "Could not load product families.";

/** The state of a `families` source; the old `productFamilies` list when no source is given. */
export function familiesState(
  source: ProductFamiliesSource | undefined,
  legacy?: readonly ProductFamilyOption[],
): ProductFamiliesState {
  if (source === undefined) return { status: "ready", options: legacy ?? [] };
  if (Array.isArray(source)) return { status: "ready", options: source as readonly ProductFamilyOption[] };
  return source as ProductFamiliesState;
}

/** The families offered now (none until the list is ready). */
export function familyOptions(state: ProductFamiliesState): readonly ProductFamilyOption[] {
  return state.status === "ready" ? state.options : [];
}

/** The props every body with a product family select takes. */
export interface FamiliesProps {
  /** The families an item can belong to: the loader's state, or a list. */
  families?: ProductFamiliesSource;
  /** The families as a plain list (the earlier prop; `families` wins when both are given). */
  productFamilies?: readonly ProductFamilyOption[];
}

/** The family's own id (string or number) for a select value; undefined for none. */
export function familyIdFor(
  families: readonly ProductFamilyOption[],
  value: string,
): string | number | undefined {
  if (value === "") return undefined;
  return families.find((family) => String(family.id) === value)?.id ?? value;
}
