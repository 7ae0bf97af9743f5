export interface Breadcrumb {
  /** The path up to and including this segment: '/catalog/plans'. */
  href: string;
  label: string;
  /** The decoded path segment: 'plans'. */
  segment: string;
}

/** Labels by full path ('/catalog/addons') or by segment ('addons'); the full path wins. */
export type BreadcrumbLabels = Readonly<Record<string, string>>;

// A segment holding a digit is an identifier ('42', 'cus_8f2k', a UUID): it is shown as it is.
const ID_LIKE = /\d/;

/** 'add-ons' → 'Add Ons', 'usage_based' → 'Usage Based'; identifiers stay as they are. */
export function humanizeSegment(segment: string): string {
  if (ID_LIKE.test(segment)) return segment;
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The trail of a path: '/catalog/plans' gives Catalog (/catalog) then Plans (/catalog/plans). Query
 * strings, fragments, doubled and trailing slashes are ignored.
 */
export function buildBreadcrumbs(path: string, labels: BreadcrumbLabels = {}): Breadcrumb[] {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const raw = pathname.split("/").filter(Boolean);
  return raw.map((part, index) => {
    const href = `/${raw.slice(0, index + 1).join("/")}`;
    const segment = decode(part);
    const label = labels[href] ?? labels[segment] ?? humanizeSegment(segment);
    return { href, label, segment };
  });
}
