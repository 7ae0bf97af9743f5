import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as forms from "./index.ts";
import * as schemas from "./schemas/index.ts";

/** The file a relative module specifier names: './x.ts' as written, './x' as './x.ts'. */
function moduleFile(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  return /\.tsx?$/.test(path) ? path : `${path}.ts`;
}

/**
 * The type-only names an entry file exports, read from its source: the names in `export { type X }` and
 * `export type { X }`, types declared and exported in the file, and those of the files it re-exports with
 * `export *`. Reading the syntax is enough because the public files list every export by name; tsc checks
 * that each name exists.
 */
function typeExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      if (!statement.exportClause && from && ts.isStringLiteral(from)) {
        names.push(...typeExports(moduleFile(file, from.text)));
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements)
          if (statement.isTypeOnly || element.isTypeOnly) names.push(element.name.text);
      }
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      names.push(statement.name.text);
    }
  }
  return [...new Set(names)].sort();
}

// The public API of @round/forms changes only on purpose: update with `npx vitest run --project unit -u` and review.
describe("public exports", () => {
  it('@round/forms (".") exports exactly these names', () => {
    expect(Object.keys(forms).sort()).toMatchSnapshot();
  });

  it('@round/forms (".") exports exactly these types', () => {
    const types = typeExports(join(import.meta.dirname, "index.ts"));
    expect(types.filter((name) => name in forms)).toEqual([]);
    expect(types).toMatchSnapshot();
  });

  it('@round/forms/schemas ("./schemas") exports exactly these names', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot();
  });

  it('@round/forms/schemas ("./schemas") exports exactly these types', () => {
    const types = typeExports(join(import.meta.dirname, "schemas", "index.ts"));
    expect(types.filter((name) => name in schemas)).toEqual([]);
    expect(types).toMatchSnapshot();
  });
});
