import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sourceCatalogs } from '../i18n/catalogs.ts';
import { locales } from '../locales.ts';
import { fieldLabelKey, fieldLabelKeys } from './field-labels.ts';

/**
 * Every field of every input contract (the exports named …Body, …Query, …Params, …Patch) has a
 * label in the reader's words, so a refusal never names a field as the code does (requirements §rules.validation).
 */
const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const)));

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const wrappers = new Set(['optional', 'nullable', 'default', 'catch', 'readonly', 'prefault', 'nonoptional']);

function base(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return base(def['innerType'] as z.ZodType);
  if (def.type === 'pipe') return base(defOf(def['in'] as z.ZodType).type === 'transform' ? (def['out'] as z.ZodType) : (def['in'] as z.ZodType));
  return schema;
}

/** Each field's path, down objects, arrays (as index 0) and unions. */
function paths(schema: z.ZodType, path: readonly PropertyKey[], out: PropertyKey[][]): void {
  const def = defOf(base(schema));
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def['shape'] as Record<string, z.ZodType>)) {
      out.push([...path, key]);
      paths(field, [...path, key], out);
    }
  } else if (def.type === 'array') paths(def['element'] as z.ZodType, [...path, 0], out);
  else if (def.type === 'union') for (const option of def['options'] as z.ZodType[]) paths(option, path, out);
}

const fields = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /(Body|Query|Params|Patch)$/.test(name) && name !== 'errorBody' && typeof value === 'object' && value !== null && '_zod' in value)
    .flatMap(([name, schema]) => {
      const out: PropertyKey[][] = [];
      paths(schema as z.ZodType, [], out);
      return out.map((path) => [`${file.slice(0, -3)}.${name}: ${path.join('.')}`, path] as const);
    }),
);

describe('field labels', () => {
  it('are found for the contracts', () => {
    expect(fields.length).toBeGreaterThan(200);
  });

  it.each(fields)('%s has a label', (_name, path) => {
    expect(fieldLabelKey(path)).toBeDefined();
  });

  it.each(locales)('are all in the %s catalogue, without a placeholder', (locale) => {
    for (const key of new Set(Object.values(fieldLabelKeys))) {
      expect(sourceCatalogs[locale][key], key).toBeTypeOf('string');
      expect(sourceCatalogs[locale][key], key).not.toMatch(/[{}]/);
    }
  });

  it('name a nested field as its form does', () => {
    expect(fieldLabelKey(['items', 2, 'contact', 'email'])).toBe('tour.booking.contactEmail');
    expect(fieldLabelKey(['sendAt', 'day'])).toBe('giftCards.purchase.sendDay');
    expect(fieldLabelKey(['surprise'])).toBeUndefined();
  });
});
