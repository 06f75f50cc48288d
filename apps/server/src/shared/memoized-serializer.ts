import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The response serializer of the catalogue's routes, whose services hand out the same cached
 * object to everyone who asks the same question: its JSON is remembered per answer object
 * (never mutated; a fresh object is serialized anew).
 *
 * Remembered from the second time an answer is sent, not the first: most lists are asked once, and their
 * remembered 10 KB strings (kept as long as the cached answer) were copied by every young-generation
 * collection they lived through. At 100,000 tours that halved the collector's time (1.2 s → 0.6 s in 8 s
 * of cache misses) and its longest pause (52–77 → 32–43 ms); an answer asked again costs one more stringify.
 *
 * `checked`: the answer is also checked against its zod response schema, as every other route
 * is. Development and tests check (a service drifting from the contract fails there); production
 * trusts the catalogue's services, whose answers are built field by field from the contract's
 * types, and skips the check: on a list of 12 tour cards it costs more than the rest of the request.
 */
export function memoizedSerializerCompiler(options: { checked: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const serialize = options.checked ? serializerCompiler(route) : (data: unknown) => JSON.stringify(data);
    const serialized = new WeakMap<object, string>();
    const sentOnce = new WeakSet<object>();
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let json = serialized.get(data);
      if (json === undefined) {
        json = serialize(data);
        if (sentOnce.has(data)) serialized.set(data, json);
        else sentOnce.add(data);
      }
      return json;
    };
  };
}
