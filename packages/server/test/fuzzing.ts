import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import type { TestServer } from "./helpers.ts";

// The fuzzing harness of the resource tests (catalog-fuzz, customers-fuzz): hostile values, bodies made from
// a valid sample with one value spoiled, and the check that a refused request changed nothing.

/** Text PostgreSQL refuses (U+0000), numbers past every column's range, dates that do not exist. */
export const hostile = fc.oneof(
  fc.constant("\u0000"),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(1e18, -1e18, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1, 0.1234567, 1e-7),
  fc.constantFrom("1e18", "-1", "1.5", "NaN", "2027-02-30", "0000-01-01", "9999-99-99", "not-a-uuid"),
);

/** Any JSON value, hostile ones often, with objects keyed by `fields`. */
export function anyValue(fields: readonly string[]) {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    hostile,
    hostile,
    fc.array(fc.oneof(fc.string(), fc.integer(), hostile), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string(), fc.integer(), hostile), { maxKeys: 4 }),
  );
}

type Path = (string | number)[];

function leaves(sample: unknown, path: Path = []): Path[] {
  if (sample === null || typeof sample !== "object") return [path];
  return Object.entries(sample).flatMap(([key, item]) =>
    leaves(item, [...path, Array.isArray(sample) ? Number(key) : key]),
  );
}

function withValue(sample: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = replacement;
  return copy;
}

/** A valid body with one value spoiled or replaced, random fields, any JSON, or text that is not JSON. */
export function bodies(sample: Record<string, unknown>, fields: readonly string[]) {
  const value = anyValue(fields);
  const own = leaves(sample).filter((path) => path.length > 0);
  const paths: Path[] = [...own, ...fields.map((field) => [field])];
  const spoiledSample =
    own.length === 0
      ? []
      : [
          {
            weight: 5,
            arbitrary: fc
              .tuple(fc.constantFrom(...own), hostile)
              .map(([path, replacement]) => withValue(sample, path, replacement)),
          },
        ];
  return fc.oneof(
    ...spoiledSample,
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), value)
        .map(([path, replacement]) => withValue(sample, path, replacement)),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => ({ raw: text })) },
  );
}

/** A sampled body as the text sent: `{ raw }` stands for text that is not JSON. */
export function rawBody(input: unknown): string {
  return input && typeof input === "object" && "raw" in input && typeof input.raw === "string"
    ? input.raw
    : JSON.stringify(input);
}

/** Values for a list's query parameters: numbers at and past the bounds, LIKE wildcards, hostile text. */
export const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "1",
    "100",
    "101",
    "0",
    "-1",
    "true",
    "name",
    "%",
    "_",
    "\\",
    "1e400",
    "99999999999999999999",
  ),
  hostile.map(String),
);

/** A digest of every row of `tables`: equal digests, unchanged tables. */
export async function tableDigest(
  server: TestServer,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) =>
      `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${table}" t) as "${table}"`,
  );
  const result = (await server.db.execute(sql.raw(`select ${columns.join(", ")}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}

const previous = new WeakMap<TestServer, Record<string, string>>();

/**
 * Sends the request; it must not answer 500 nor refuse the session, and when it refuses the request (4xx)
 * not one row of `tables` may have changed since the previous check.
 */
export async function checkUnchangedWhenRefused(
  server: TestServer,
  tables: readonly string[],
  token: string,
  method: string,
  path: string,
  raw: string | undefined,
) {
  const answer = await server.call(method, path, { raw, token });
  expect(answer.status, `${method} ${path} ${raw}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  expect(answer.status, `${method} ${path}: the session was refused`).not.toBe(401);
  const after = await tableDigest(server, tables);
  if (answer.status >= 400) {
    expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    expect(after, `${method} ${path} ${raw} refused with ${answer.status} but wrote`).toEqual(
      previous.get(server),
    );
  }
  previous.set(server, after);
  return answer;
}

/** Takes the first digest, before the first check. */
checkUnchangedWhenRefused.start = async (server: TestServer, tables: readonly string[]) => {
  previous.set(server, await tableDigest(server, tables));
};
