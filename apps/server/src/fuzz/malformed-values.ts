import fc from 'fast-check';
import { drawn } from './fuzz-settings.ts';

/** The part of JSON Schema (as @fastify/swagger writes the zod contracts) the fuzz reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** A field left out of its object. */
export const missing = Symbol('missing');

export interface Mutation {
  /** What is wrong with the value, as the report groups failures: 'NUL', '2^31', 'nested object'… */
  kind: string;
  value: unknown;
}

/** Values the server must accept for a field of this name (ids of the test's own rows, a usable day…), else derived from its schema. */
export type KnownGood = Readonly<Record<string, unknown>>;

function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/**
 * A value the contract accepts, so that a request with one field broken reaches the code behind
 * validation with every other field sound. Deterministic: the same schema gives the same value.
 */
export function validValue(schema: JsonSchema, name: string, known: KnownGood): unknown {
  if (name in known) return known[name];
  const first = variants(schema)[0] ?? {};
  if (first !== schema) return validValue(first, name, known);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) || key in known)
          .map(([key, property]) => [key, validValue(property, key, known)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => validValue(schema.items ?? {}, name, known));
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0));
    case 'boolean':
      return true;
    default:
      return validString(schema, name);
  }
}

function validString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return drawn(fc.uuid({ version: 4 }), `uuid ${name}`)[0]!;
  if (schema.format === 'date') return '2030-06-15';
  if (schema.format === 'date-time') return '2030-06-15T10:00:00.000Z';
  if (/email/i.test(name)) return `fuzz.${name.toLowerCase()}@example.com`;
  if (schema.pattern) return drawn(fc.stringMatching(new RegExp(schema.pattern)), `pattern ${name}`)[0]!;
  return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8)));
}

const bigNumbers: Mutation[] = [
  { kind: '2^31', value: 2 ** 31 },
  { kind: '2^53', value: 2 ** 53 },
  { kind: '2^53+2', value: 2 ** 53 + 2 },
  { kind: '-2^63', value: -(2 ** 63) },
  { kind: '1e308', value: 1e308 },
  { kind: 'negative', value: -1 },
  { kind: 'zero', value: 0 },
  { kind: 'fraction', value: 1.5 },
];

const badStrings: Mutation[] = [
  { kind: 'NUL', value: 'a\u0000b' },
  { kind: 'NUL', value: '\u0000' },
  { kind: 'lone surrogate', value: 'a\uD800b' },
  { kind: 'lone surrogate', value: '\uDFFF' },
  { kind: 'quotes and SQL', value: `'"; drop table app_user; --` },
  { kind: 'overlong (100k)', value: 'x'.repeat(100_000) },
];

const nested: Mutation[] = [
  { kind: 'nested object', value: { a: { b: 1 } } },
  { kind: 'nested array', value: [1, [2, [3]]] },
  { kind: 'empty array', value: [] },
];

/**
 * The wrong values for one field of this schema: other types, bounds (2^31 and 2^53 among them),
 * NUL and unpaired surrogates, overlong strings, objects and arrays where a scalar belongs, a missing
 * required field, and a few values drawn at random (seeded by `name`).
 */
export function malformedValues(schema: JsonSchema, name: string, required: boolean): Mutation[] {
  const types = new Set(variants(schema).map((variant) => variant.type ?? 'string'));
  const mutations: Mutation[] = [{ kind: 'null', value: null }, ...nested, ...badStrings];
  if (required) mutations.push({ kind: 'missing', value: missing });
  if (!types.has('string')) mutations.push({ kind: 'string for non-string', value: 'abc' });
  if (!types.has('integer') && !types.has('number')) mutations.push({ kind: 'number for non-number', value: 42 });
  if (!types.has('boolean')) mutations.push({ kind: 'boolean for non-boolean', value: true });
  if (types.has('integer') || types.has('number') || !types.has('string')) mutations.push(...bigNumbers);
  for (const variant of variants(schema)) {
    if (variant.maxLength !== undefined) mutations.push({ kind: 'one over maxLength', value: 'x'.repeat(variant.maxLength + 1) });
    if (variant.maximum !== undefined) mutations.push({ kind: 'one over maximum', value: variant.maximum + 1 });
    if (variant.enum) mutations.push({ kind: 'not in enum', value: 'NOT_IN_ENUM' });
    if (variant.format === 'date') mutations.push({ kind: 'impossible date', value: '2023-02-30' }, { kind: 'year 0', value: '0000-01-01' });
    if (variant.format === 'uuid') mutations.push({ kind: 'not a uuid', value: 'not-a-uuid' });
  }
  const random = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue({ maxDepth: 3 }), fc.double(), fc.bigInt().map(String));
  for (const value of drawn(random, `random ${name}`, 3)) mutations.push({ kind: 'random', value });
  return mutations;
}
