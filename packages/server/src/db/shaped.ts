/**
 * Statements built once per database and shape (which filters a list request sets, its order) with
 * placeholders for their values, then run with each request's values: building a statement with the query
 * builder costs more than running a small one.
 */
export class ShapedStatements<S> {
  #built = new WeakMap<object, Map<string, S>>();

  of(ex: object, shape: string, build: () => S): S {
    let statements = this.#built.get(ex);
    if (!statements) {
      statements = new Map();
      this.#built.set(ex, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = build();
      statements.set(shape, statement);
    }
    return statement;
  }
}

/** A statement of one shape, built once per database by `build` and run with each call's values. */
export function builtOnce<E extends object, S>(build: (ex: E) => S): (ex: E) => S {
  const statements = new ShapedStatements<S>();
  return (ex) => statements.of(ex, "", () => build(ex));
}
