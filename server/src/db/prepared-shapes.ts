interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

/**
 * Named prepared statements of a query whose text depends on which conditions a call has (its
 * shape: a filter with a search and a group, with the funding basis only…) but not on their
 * values, which are bound as placeholders. Each shape's statement is built by Drizzle once and
 * planned by PostgreSQL once per connection, instead of both for every call. At most as many as
 * the query has shapes (a few dozen: the key says which conditions there are, never their values).
 */
export function preparedShapes<S, R>(name: string, build: (shape: S) => Preparable<R>) {
  const statements = new Map<string, ReturnType<Preparable<R>['prepare']>>();
  return {
    execute(key: string, shape: S, values: Record<string, unknown>): Promise<R> {
      let statement = statements.get(key);
      if (!statement) {
        statement = build(shape).prepare(`${name}_${statements.size}`);
        statements.set(key, statement);
      }
      return statement.execute(values);
    },
  };
}
