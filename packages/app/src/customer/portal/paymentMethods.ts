/** The portal's list of cards after an answer of the server. Pure. */
import type { PortalOverview } from "@round/forms/schemas";

type PaymentMethod = PortalOverview["paymentMethods"][number];

/** The list with `card` added or replaced; when it is the default, no other card is. */
export function withCard(methods: readonly PaymentMethod[], card: PaymentMethod): PaymentMethod[] {
  const known = methods.some((method) => method.id === card.id);
  const list = known ? methods.map((method) => (method.id === card.id ? card : method)) : [...methods, card];
  return card.isDefault
    ? list.map((method) =>
        method.id === card.id || !method.isDefault ? method : { ...method, isDefault: false },
      )
    : list;
}
