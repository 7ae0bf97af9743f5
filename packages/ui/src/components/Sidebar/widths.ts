/** Sidebar widths in px: 80 collapsed (icons only), 280 expanded. */
export const SIDEBAR_COLLAPSED_WIDTH = 80;
export const SIDEBAR_EXPANDED_WIDTH = 280;
