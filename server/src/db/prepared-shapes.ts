import { sql, type SQL } from 'drizzle-orm';

/** Numbers the statements of every query of the process: two handles never give one name two texts. */
let made = 0;

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
        statement = build(shape).prepare(`${name}_${made++}`);
        statements.set(key, statement);
      }
      return statement.execute(values);
    },
  };
}

/**
 * How a value goes into a statement: as a parameter of its own (`asParameter`), or as a
 * placeholder of a prepared statement (`placeholders`), whose text is then the same whatever the
 * values: each condition's SQL depends only on which conditions there are.
 */
export type Bind = (value: unknown) => unknown;
export const asParameter: Bind = (value) => value;

/** A bind that names each value `p0`, `p1`… and collects them for `execute`. */
export function placeholders() {
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind = (value: unknown) => {
    const name = `p${next++}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

/**
 * The conditions of a call, their values bound to placeholders, and the key of their shape (the
 * names `conditions` pushes for the conditions it makes).
 */
export function shaped(conditions: (bind: Bind, key: string[]) => SQL[]) {
  const { bind, values } = placeholders();
  const key: string[] = [];
  const where = conditions(bind, key);
  return { where, values, key };
}
