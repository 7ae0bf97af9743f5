import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as schema from "../src/db/schema/index.ts";

// The server's walls (ARCHITECTURE.md, "Adding a resource"; packages/server/README.md, "Walls"): a module is
// entered through its index.ts only; the layers below the modules (db, http, auth, mail, payments) import no
// module; each table is read and written by one owner's queries (or by the set-based statements of db/sql/);
// no file grows past 600 lines.

const src = fileURLToPath(new URL("../src", import.meta.url));
const bench = fileURLToPath(new URL("../bench", import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

const files = filesUnder(src).map((path) => ({
  path: relative(src, path),
  text: readFileSync(path, "utf8"),
}));

/** Every relative import of a file, as a path under src. */
function importsOf(file: { path: string; text: string }): string[] {
  const found = [...file.text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)];
  return found.map((match) => normalize(join(dirname(file.path), match[1]!)));
}

/** The part of src a path belongs to: `modules/<name>`, `engine`, or its top folder (`db`, `http`, …). */
function partOf(path: string): string {
  const [top, second] = path.split("/");
  if (top === "modules" && second) return `modules/${second}`;
  return path.includes("/") ? top! : ".";
}

const DOORS = (part: string) => `${part}/index.ts`;
/** The layers below the modules: they import no module. (The files at src's root and maintenance/ compose them.) */
const BELOW = ["db", "http", "auth", "mail", "payments", "rate-limit", "openapi"];

describe("the server's walls", () => {
  it("enters a module (and the engine) through its index.ts only, never its own", () => {
    const breaches: string[] = [];
    for (const file of files) {
      const from = partOf(file.path);
      for (const target of importsOf(file)) {
        const to = partOf(target);
        if (to === from && target === DOORS(to) && file.path !== target)
          breaches.push(`${file.path} → its own door`);
        if (to === from || !(to.startsWith("modules/") || to === "engine")) continue;
        if (target !== DOORS(to)) breaches.push(`${file.path} → ${target}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it("keeps the layers below the modules free of them", () => {
    const breaches: string[] = [];
    for (const file of files) {
      if (!BELOW.includes(partOf(file.path))) continue;
      for (const target of importsOf(file)) {
        const to = partOf(target);
        if (to.startsWith("modules/") || to === "engine") breaches.push(`${file.path} → ${target}`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it("has one owner per table: its queries, or a set-based statement of db/sql", () => {
    const tables = Object.entries(schema)
      .filter(
        ([, value]) =>
          typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
      )
      .map(([name]) => name);
    const readers = new Map<string, Set<string>>();
    for (const file of files) {
      // The schema itself, the set-based statements of db/sql and the demo data's seeds are no owners.
      if (/^(db\/schema\/|db\/sql\/|seed)/.test(file.path)) continue;
      const imported = [
        ...file.text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[^"]*schema\/index\.ts"/g),
      ]
        .flatMap((match) => match[1]!.split(","))
        .map((name) => name.trim().replace(/^type\s+/, ""))
        .filter((name) => tables.includes(name));
      for (const table of imported) {
        const owners = readers.get(table) ?? new Set<string>();
        owners.add(partOf(file.path));
        readers.set(table, owners);
        // Inside a module (and the engine), the queries files alone touch tables; a part below the modules
        // (mail, http, rate-limit, db) keeps its table in its own files.
        const part = partOf(file.path);
        const ruled = part.startsWith("modules/") || part === "engine";
        if (ruled && !/(^|\/)queries(\.ts|\/[^/]+\.ts)$/.test(file.path)) {
          owners.add(`${file.path} (not a queries file)`);
        }
      }
    }
    const shared = [...readers]
      .filter(([, owners]) => owners.size > 1)
      .map(([table, owners]) => `${table}: ${[...owners].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("touches no private member of a dependency (pg's, Drizzle's, PGlite's): their public APIs only", () => {
    // The members the data layer once reached into, and the conventions of private ones (`_name`, `#name` of
    // another's object is unreachable anyway).
    const PRIVATE =
      /_queryQueue|_sentQueryQueue|_activeQuery|\.cork\(|handleDataRow|submittedNamedStatements|parsedStatements|_getRows|customResultMapper|joinsNotNullableMap|session\??\.client|sqlToQuery|nestedIndex|prepared\.client|\.dialect\b|connection\.stream|\b(?:client|pool|query|prepared|session|tx|db)\._[a-zA-Z]/;
    const benches = readdirSync(bench)
      .filter((name) => name.endsWith(".ts"))
      .map((name) => ({ path: `../bench/${name}`, text: readFileSync(join(bench, name), "utf8") }));
    const touching = [...files, ...benches]
      .flatMap((file) =>
        file.text
          .split("\n")
          .map((line, index) => ({ line, at: `${file.path}:${index + 1}` }))
          .filter(({ line }) => PRIVATE.test(line)),
      )
      .map(({ line, at }) => `${at}: ${line.trim()}`);
    expect(touching).toEqual([]);
  });

  it("keeps each data tier in its folder: prepared statements in db/prepared, SQL statements in db/sql", () => {
    const inTier = (file: { path: string }, folder: string) => file.path.startsWith(`db/${folder}/`);
    // A statement prepared under a name: tier 2 only (db/prepared makes and caches them).
    const preparing = files
      .filter((file) => /\.prepare\(/.test(file.text) && !inTier(file, "prepared"))
      .map((file) => file.path);
    expect(preparing).toEqual([]);
    // A statement written in SQL and run as it is: tier 3 (db/sql), and the tiers' own code (db/).
    const running = files
      .filter(
        (file) =>
          /\.execute\(\s*sql\b|\.execute\(\s*statement\b/.test(file.text) &&
          !file.path.startsWith("db/") &&
          !file.path.startsWith("seed"),
      )
      .map((file) => file.path);
    expect(running).toEqual([]);
  });

  it("keeps every file under 600 lines (migrations and the seeds aside)", () => {
    const long = files
      .filter((file) => !file.path.startsWith("seed"))
      .map((file) => ({ path: file.path, lines: file.text.split("\n").length }))
      .filter((file) => file.lines > 600)
      .map((file) => `${file.path}: ${file.lines}`);
    expect(long).toEqual([]);
  });
});
