import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Refuses a query on the database from inside the work of one of its own transactions. On the
 * embedded database that query waits for the transaction holding the one connection, and the
 * transaction waits for the query: the whole process hung, /healthz too (a reference cache that
 * expired mid-transaction reloaded through `db`, seen in CI). On PostgreSQL the same query takes a
 * second connection from the pool while holding one, and reads outside the transaction's snapshot;
 * with the pool's twenty connections all held by transactions waiting for a second, it hangs too.
 * So both drivers fail it at once, with a stack that names the query, instead of hanging.
 *
 * Work a transaction only starts (never awaits) may still query after the transaction ends: the
 * mark is taken off when the transaction settles, not when its async context does.
 */
export interface TransactionGuard {
  /** Runs a transaction's work with its async context marked as inside the transaction. */
  inside<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the caller runs inside the work of an open transaction of this database. */
  assertOutside(): void;
}

export class QueryInsideTransactionError extends Error {
  constructor() {
    super(
      'A query on the database from inside one of its own transactions: run it on the transaction (tx), or before the transaction opens. ' +
        'On the embedded database it would wait forever for the transaction holding the connection.',
    );
    this.name = 'QueryInsideTransactionError';
  }
}

/** The transaction whose work runs in this async context, with the guard of its database. */
const current = new AsyncLocalStorage<{ guard: TransactionGuard; open: boolean }>();

/** True inside the work of an open transaction, of any database. */
export function insideTransaction(): boolean {
  return current.getStore()?.open === true;
}

export function transactionGuard(): TransactionGuard {
  const guard: TransactionGuard = {
    async inside(work) {
      const mark = { guard, open: true };
      try {
        return await current.run(mark, work);
      } finally {
        mark.open = false;
      }
    },
    assertOutside() {
      const mark = current.getStore();
      if (mark?.open && mark.guard === guard) throw new QueryInsideTransactionError();
    },
  };
  return guard;
}

/**
 * The driver's client with `members` (its ways to run a query or take a connection) guarded:
 * the drivers, not drizzle's internals, so every query drizzle builds on `db` goes through them.
 */
export function guardedClient<Client extends object>(client: Client, guard: TransactionGuard, members: readonly (keyof Client)[]): Client {
  const wrappers = new Map<PropertyKey, (...args: unknown[]) => unknown>();
  for (const member of members) {
    const method = Reflect.get(client, member) as unknown;
    if (typeof method !== 'function') throw new TypeError(`the database client has no ${String(member)}()`);
    wrappers.set(member, (...args: unknown[]) => {
      guard.assertOutside();
      return Reflect.apply(method, client, args);
    });
  }
  return new Proxy(client, {
    get: (target, member, receiver) => wrappers.get(member) ?? Reflect.get(target, member, receiver),
  });
}
