import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The response serializer of the catalogue's routes, whose services hand out the same cached
 * object to everyone who asks the same question: its JSON is remembered per answer object
 * (never mutated; a fresh object is serialized anew).
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
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let json = serialized.get(data);
      if (json === undefined) {
        json = serialize(data);
        serialized.set(data, json);
      }
      return json;
    };
  };
}
