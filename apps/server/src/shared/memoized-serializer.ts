import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod response serializer, remembering its output per answer object. For routes whose
 * service hands out the same cached object to everyone who asks the same question (the
 * catalogue's lists and pages): checking and stringifying 12 tour cards is most of the work of
 * a cached answer, and it needs doing once per cached object, not once per request. Those
 * objects are never mutated; a fresh object is simply serialized anew.
 */
export const memoizedSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
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
