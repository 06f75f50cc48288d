import type { Database } from '@cicerone/db/client';

const statements = ['select', 'insert', 'update', 'delete', 'execute'] as const;
export type StatementCounts = Record<(typeof statements)[number], number>;

/**
 * The database as a tested module sees it, counting the statements it starts — on the database
 * and on every transaction it opens — so a test can hold a hot path to its number of round trips.
 */
export function countingDatabase(db: Database): { db: Database; counts: StatementCounts } {
  const counts: StatementCounts = { select: 0, insert: 0, update: 0, delete: 0, execute: 0 };
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver);
        if (typeof value !== 'function') return value;
        if ((statements as readonly (string | symbol)[]).includes(name)) {
          return (...args: unknown[]) => {
            counts[name as keyof StatementCounts] += 1;
            return value.apply(object, args);
          };
        }
        if (name === 'transaction') {
          return (work: (tx: object) => unknown, ...rest: unknown[]) => value.call(object, (tx: object) => work(counting(tx)), ...rest);
        }
        return value;
      },
    });
  return { db: counting(db), counts };
}
