// Counts the D1 round trips a request makes and the rows D1 says they read, for tests that guard a
// route's cost (bench/cost/ measures every route from wrangler's trace store; this is the same
// figure in `npm test`). Test-only: the Worker never sees it unless a test hands it this env.
// Statements are not proxied (D1's batch needs its own statement objects): their run methods are.

export interface D1Count {
  /** Calls that went to D1: each statement run, each batch. */
  trips: number;
  /** D1's `meta.rows_read`, summed; only calls that return meta (all, run, batch) can add it. */
  rowsRead: number;
  /** Calls whose rows read D1 did not report to the Worker (first, raw). */
  unmeasured: number;
}

type Meta = { meta?: { rows_read?: number } };

function countStatement(stmt: D1PreparedStatement, count: D1Count): D1PreparedStatement {
  const bind = stmt.bind.bind(stmt);
  const measured = (name: 'all' | 'run') => {
    const call = stmt[name].bind(stmt) as () => Promise<Meta>;
    return async () => {
      count.trips++;
      const result = await call();
      count.rowsRead += result.meta?.rows_read ?? 0;
      return result;
    };
  };
  const unmeasured = <T extends (...args: never[]) => Promise<unknown>>(call: T) =>
    (async (...args: Parameters<T>) => {
      count.trips++;
      count.unmeasured++;
      return call(...args);
    }) as T;
  return Object.assign(stmt, {
    bind: (...values: unknown[]) => countStatement(bind(...values), count),
    all: measured('all'),
    run: measured('run'),
    first: unmeasured(stmt.first.bind(stmt) as never),
    raw: unmeasured(stmt.raw.bind(stmt) as never),
  });
}

function countSession<T extends D1Database | D1DatabaseSession>(d1: T, count: D1Count): T {
  return new Proxy(d1, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => countStatement(target.prepare(sql), count);
      if (key === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          count.trips++;
          const results = (await target.batch(statements)) as Meta[];
          for (const r of results) count.rowsRead += r.meta?.rows_read ?? 0;
          return results;
        };
      if (key === 'withSession') return (constraint?: string) => countSession((target as D1Database).withSession(constraint), count);
      if (key === 'exec') return () => Promise.reject(new Error('exec is not counted'));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** `env` with both regions' databases counted into one tally. */
export function countingD1(env: Env): { env: Env; count: D1Count } {
  const count: D1Count = { trips: 0, rowsRead: 0, unmeasured: 0 };
  return { env: { ...env, DB: countSession(env.DB, count), DB_EU: countSession(env.DB_EU, count) }, count };
}
