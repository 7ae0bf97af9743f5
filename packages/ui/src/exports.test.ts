import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as css from "./css";
import * as ui from "./index";

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
        names.push(...typeExports(resolve(dirname(file), `${from.text}.ts`)));
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
  return names.sort();
}

// The public API of @round/ui changes only on purpose: update with `npx vitest run --project unit -u` and review.
describe("public exports", () => {
  it("@round/ui exports exactly these names", () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });

  it("@round/ui exports exactly these types", () => {
    const types = typeExports(join(import.meta.dirname, "index.ts"));
    expect(types.filter((name) => name in ui)).toEqual([]);
    expect(types).toMatchSnapshot();
  });

  it("@round/ui/css exports the tokens", () => {
    expect(Object.keys(css).sort()).toMatchSnapshot();
  });

  it("@round/ui/css exports exactly these types", () => {
    expect(typeExports(join(import.meta.dirname, "css.ts"))).toMatchSnapshot();
  });
});
