/** Space kept between a popup and its anchor, and between a popup and the viewport's edges. */
const GAP = 4;
const EDGE = 8;

export interface PlacePopupOptions {
  /** Which edge of the anchor the popup lines up with. */
  align?: "start" | "end";
  /** Gives the popup the anchor's width (its CSS min-width still applies). */
  matchWidth?: boolean;
  /** Lets the popup sit as near the viewport's edge as its anchor does, so the two stay lined up. */
  followAnchorToEdge?: boolean;
}

/**
 * Places a `position: fixed` popup under its anchor (above it when there is no room below and more above),
 * lined up with one of its edges and kept inside the viewport, its height limited to the room it has.
 * Being fixed, it is never clipped by a scrolling ancestor such as a dialog's body. Its containing block is
 * the viewport unless an ancestor (a transformed dialog) makes one, so that block's offset is measured and
 * taken off.
 */
export function placePopup(popup: HTMLElement, anchor: HTMLElement, options: PlacePopupOptions = {}) {
  const { align = "start", matchWidth = false, followAnchorToEdge = false } = options;
  const box = anchor.getBoundingClientRect();
  popup.style.left = "0px";
  popup.style.top = "0px";
  popup.style.maxHeight = "";
  if (matchWidth) popup.style.width = `${box.width}px`;
  const origin = popup.getBoundingClientRect();
  const below = window.innerHeight - box.bottom - GAP - EDGE;
  const above = box.top - GAP - EDGE;
  const up = origin.height > below && above > below;
  const height = Math.min(origin.height, Math.max(up ? above : below, 0));
  const top = up ? box.top - GAP - height : box.bottom + GAP;
  const wanted = align === "end" ? box.right - origin.width : box.left;
  const edge = followAnchorToEdge ? Math.max(0, Math.min(EDGE, box.left)) : EDGE;
  const left = Math.max(edge, Math.min(wanted, window.innerWidth - origin.width - EDGE));
  popup.style.maxHeight = `${height}px`;
  popup.style.left = `${left - origin.left}px`;
  popup.style.top = `${top - origin.top}px`;
  popup.dataset.side = up ? "top" : "bottom";
}
