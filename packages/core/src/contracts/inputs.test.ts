import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { int4Max } from './common.ts';

/**
 * Every input contract (the exports named …Body, …Query, …Params, …Patch) accepts only what the
 * database can take: each text refuses NUL and lone surrogates and has a length bound, each number
 * fits an int4 column, and a JSON body refuses fields it does not know (docs/decisions/0009). The
 * walk looks at every leaf, so a field added later without the building blocks fails here.
 */
const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const)));

type Leaf = { path: string; schema: z.ZodType; kind?: 'text' | 'number' };
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const wrappers = new Set(['optional', 'nullable', 'default', 'catch', 'readonly', 'prefault', 'nonoptional']);

/** The schema under its wrappers and pipes: what a field's raw value meets first. */
function base(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return base(def['innerType'] as z.ZodType);
  if (def.type === 'pipe') {
    const input = def['in'] as z.ZodType;
    return base(defOf(input).type === 'transform' ? (def['out'] as z.ZodType) : input);
  }
  return schema;
}

/** Each text and number field (tested whole, with its pipes) and each object, down the tree. */
function leaves(schema: z.ZodType, path: string, out: Leaf[], objects: Leaf[]): void {
  const node = base(schema);
  const def = defOf(node);
  if (def.type === 'string' || def.type === 'number') out.push({ path, schema, kind: def.type === 'string' ? 'text' : 'number' });
  else if (def.type === 'object') {
    objects.push({ path, schema: node });
    for (const [key, field] of Object.entries(def['shape'] as Record<string, z.ZodType>)) leaves(field, `${path}.${key}`, out, objects);
  } else if (def.type === 'array') leaves(def['element'] as z.ZodType, `${path}[]`, out, objects);
  else if (def.type === 'union') {
    const options = def['options'] as z.ZodType[];
    // A list in a query ('a,b' or repeated): the union of a text and an array of texts, tested whole.
    if (options.some((option) => defOf(base(option)).type === 'string')) out.push({ path, schema, kind: 'text' });
    else for (const option of options) leaves(option, path, out, objects);
  }
}

const inputs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    // errorBody is the API's answer, not an input.
    .filter(([name, value]) => /(Body|Query|Params|Patch)$/.test(name) && name !== 'errorBody' && typeof value === 'object' && value !== null && '_zod' in value)
    .map(([name, schema]) => ({ name: `${file.slice(0, -3)}.${name}`, schema: schema as z.ZodType })),
);

const all = inputs.map(({ name, schema }) => {
  const out: Leaf[] = [];
  const objects: Leaf[] = [];
  leaves(schema, name, out, objects);
  return { name, leaves: out, objects };
});

/** Whether the value gets through as it was sent (a field may also refuse it, or drop it: `.catch`). */
function keeps(schema: z.ZodType, value: string | number): boolean {
  const result = schema.safeParse(value);
  return result.success && JSON.stringify(result.data) === JSON.stringify(value);
}

describe('input contracts', () => {
  it('are found', () => {
    expect(inputs.length).toBeGreaterThan(40);
  });

  const strings = all.flatMap((input) => input.leaves.filter((leaf) => leaf.kind === 'text'));
  it.each(strings.map((leaf) => [leaf.path, leaf.schema] as const))('%s refuses NUL, a lone surrogate and a megabyte', (_path, schema) => {
    expect(keeps(schema, 'ab\u0000')).toBe(false);
    expect(keeps(schema, 'ab\uD800')).toBe(false);
    expect(keeps(schema, 'a'.repeat(1_000_000))).toBe(false);
  });

  const numbers = all.flatMap((input) => input.leaves.filter((leaf) => leaf.kind === 'number'));
  it.each(numbers.map((leaf) => [leaf.path, leaf.schema] as const))('%s refuses what does not fit an int4 column', (_path, schema) => {
    expect(keeps(schema, int4Max + 1)).toBe(false);
    expect(keeps(schema, -int4Max - 2)).toBe(false);
  });

  const bodies = all.filter((input) => /(Body|Patch)$/.test(input.name)).flatMap((input) => input.objects);
  it.each(bodies.map((leaf) => [leaf.path, leaf.schema] as const))('%s refuses a field it does not know', (_path, schema) => {
    const result = (schema as z.ZodObject).safeParse({ surprise: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
