import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger, QueryRunner } from 'typeorm';

/** Per-request counters, so tests and benchmarks can see how many SQL statements a request made. */
export interface QueryStats {
  statements: number;
}

export const queryContext = new AsyncLocalStorage<QueryStats>();

/** Runs `fn` with a fresh statement counter and returns both its result and the count. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const stats: QueryStats = { statements: 0 };
  const result = await queryContext.run(stats, fn);
  return { result, statements: stats.statements };
}

/** TypeORM logger that only counts statements (errors go to the app's own logging). */
export class CountingLogger implements Logger {
  logQuery(query: string, _params?: unknown[], _runner?: QueryRunner): void {
    const stats = queryContext.getStore();
    if (stats && !/^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(query)) stats.statements += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
