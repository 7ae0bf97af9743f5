/** What a subscription's add-ons become when the customer adds or removes one. Pure. */

interface Addon {
  pricePointId: string;
  quantity: number;
}

/**
 * The whole list of add-ons the subscription would have (the server takes the list, not a difference):
 * adding one already there adds one more of it, removing one takes it off entirely.
 */
export function addonsAfter(
  current: readonly Addon[],
  pricePointId: string,
  action: "add" | "remove",
): Addon[] {
  const list = current.map(({ pricePointId: id, quantity }) => ({ pricePointId: id, quantity }));
  if (action === "remove") return list.filter((addon) => addon.pricePointId !== pricePointId);
  const existing = list.find((addon) => addon.pricePointId === pricePointId);
  if (existing) {
    existing.quantity += 1;
    return list;
  }
  return [...list, { pricePointId, quantity: 1 }];
}
