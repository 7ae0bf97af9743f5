import { ApiError } from "../../../http/errors.ts";

export const IN_USE = "This item is in use. Archive it instead.";
export const FAMILY_HAS_ITEMS = "This product family has items. Move or delete them first.";
export const DUPLICATE_FAMILY_NAME = "A product family with this name already exists.";
export const DUPLICATE_COUPON_CODE = "A coupon with this code already exists.";

/**
 * True when `error` (or an error it wraps) is a foreign key violation (SQLSTATE 23503): a concurrent write
 * removed the row a reference needs, or added one that refers to the row being deleted.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let cause = error as { code?: unknown; cause?: unknown } | undefined;
    cause && typeof cause === "object" && !seen.has(cause);
    cause = cause.cause as typeof cause
  ) {
    seen.add(cause);
    if (cause.code === "23503") return true;
  }
  return false;
}

/**
 * Runs an item's write; a foreign key violation (its product family deleted meanwhile) answers 400 on
 * `productFamilyId`, as a family that did not exist does.
 */
export async function withFamily<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new ApiError(400, "Product family not found", {
        errors: [{ code: "NOT_FOUND", description: "Product family not found", field: "productFamilyId" }],
      });
    }
    throw error;
  }
}
