import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's query() parses, analyses and plans its SQL on every call, in six round trips into the engine:
 * on a tour page that was 1 ms of a query's 1.2 (requirements §quality.performance). The same SQL is answered here from a named
 * statement prepared on its first call, with its bind, execute and sync in one round trip, as a
 * PostgreSQL driver does with named statements: 0.1–0.3 ms. Only queries outside a transaction come
 * here (drizzle runs a transaction's queries on the handle PGlite gives it), and they take the same
 * locks as query(), so they never run inside another caller's transaction.
 */
export function withPreparedStatements(pglite: PGlite): PGlite {
  const engine = pglite as PGlite & Exclusive;
  const statements = new Map<string, Statement>();
  let counter = 0;

  const prepare = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const name = `cicerone_${(counter += 1)}`;
    const described = await engine.execProtocolStream(
      joined(serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    return { name, parameterTypes: parse.parseDescribeStatementResults(described) };
  };

  const forget = async (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await engine.execProtocolStream(joined(serialize.close({ type: 'S', name: statement.name }), serialize.sync()), { syncToFs: false });
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the first one is the one to forget when the cache is full.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options);
      statements.set(text, statement);
      const oldest = statements.size > maxStatements ? statements.keys().next().value : undefined;
      if (oldest !== undefined) await forget(oldest);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? engine.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await engine.execProtocolStream(
      joined(serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
      { syncToFs: false },
    );
    await engine.syncToFs();
    return parse.parseResults(answer, engine.parsers, options)[0] as Results<T>;
  };

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    engine._runExclusiveTransaction(() =>
      engine._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // A statement prepared before a schema change, or one the session lost, is prepared again once.
          if (!isStale(error)) throw error;
          await forget(text);
          return run<T>(text, params, options);
        }
      }),
    );

  // Every other member (transaction, exec, close, dumpDataDir…) is the engine's own, bound to it.
  return new Proxy(pglite, {
    get(target, member) {
      if (member === 'query') return query;
      const value: unknown = Reflect.get(target, member, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Enough for every query the site runs often; SQL built with a varying number of values comes and goes. */
const maxStatements = 300;

interface Statement {
  name: string;
  parameterTypes: number[];
}

/** The locks query() and transaction() take (public in PGlite's code, not in its types). */
interface Exclusive {
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

const serialize = protocol.serialize;

/** "cached plan must not change result type" (a table's columns changed) and "prepared statement … does not exist". */
const isStale = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === '0A000' || error.code === '26000');

/** The protocol's messages as one buffer: the engine answers them all in one call. */
function joined(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}
