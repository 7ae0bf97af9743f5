/** Reading and writing nested form values by dotted path ('pricePoints.0.tiers.1.price'). Pure. */

export type Path = string;

function keyOf(part: string): string | number {
  return /^\d+$/.test(part) ? Number(part) : part;
}

export function getIn(value: unknown, path: Path): unknown {
  if (path === "") return value;
  let current: unknown = value;
  for (const part of path.split(".")) {
    if (current === null || current === undefined || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[keyOf(part)];
  }
  return current;
}

/** A copy of `value` with `path` set to `next`; objects and arrays along the path are copied, not mutated. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path === "") return next as T;
  const [head, ...rest] = path.split(".");
  const key = keyOf(head!);
  const child =
    value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key];
  const updated = setIn(child, rest.join("."), next);
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = updated;
    return copy as T;
  }
  if (value === null || value === undefined) {
    return (typeof key === "number" ? Object.assign([], { [key]: updated }) : { [key]: updated }) as T;
  }
  return { ...(value as object), [key]: updated } as T;
}

/** Whether `path` is `ancestor` itself or lies under it. */
export function isWithin(path: Path, ancestor: Path): boolean {
  return ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`);
}

/** The errors without those at `path` and under it. */
export function withoutErrorsAt(errors: Readonly<Record<Path, string>>, path: Path): Record<Path, string> {
  const next: Record<Path, string> = {};
  for (const [field, message] of Object.entries(errors)) if (!isWithin(field, path)) next[field] = message;
  return next;
}

/** The errors under `prefix`, keyed relative to it ('pricePoints.0.tiers' + '1.price'). */
export function errorsUnder(errors: Readonly<Record<Path, string>>, prefix: Path): Record<Path, string> {
  const under: Record<Path, string> = {};
  const start = `${prefix}.`;
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith(start)) under[field.slice(start.length)] = message;
  }
  return under;
}

/** A DOM id for a field path: dots become hyphens. */
export function fieldId(formId: string, path: Path): string {
  return `${formId}-${path.replace(/\./g, "-")}`;
}
