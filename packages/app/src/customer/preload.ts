/**
 * The code a page needs right after it first renders (its form), fetched in parallel with the page's own
 * chunk and data rather than after them. Each is one dynamic import, so React.lazy and the preload share it.
 */
export const loadCheckoutForm = () => import("./checkout/checkoutForm");
export const loadCardForm = () => import("./pay/cardForm");
