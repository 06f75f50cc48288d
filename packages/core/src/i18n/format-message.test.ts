import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { languageTag, locales } from '../locales.ts';
import { sourceCatalogs } from './catalogs.ts';
import { formatMessage } from './format-message.ts';

/** Values that exercise every plural branch the seven languages have (ru: one/few/many/other). */
const samples = [0, 1, 2, 5, 11, 21, 22, 1234.5];

function valuesFor(count: number) {
  return new Proxy({} as Record<string, string | number>, {
    get: (_target, name) => (typeof name === 'string' && /count|coins|seconds|year|number/.test(name) ? count : `‹${String(name)}›`),
    has: () => true,
  });
}

describe('formatMessage', () => {
  it.each(locales)('renders every %s message exactly as intl-messageformat does', (locale) => {
    const tag = languageTag(locale);
    for (const [key, source] of Object.entries(sourceCatalogs[locale])) {
      for (const count of samples) {
        const values = Object.fromEntries(
          [...source.matchAll(/\{\s*([a-zA-Z]+)/g)].map(([, name]) => [name as string, valuesFor(count)[name as string] as string | number]),
        );
        const expected = String(new IntlMessageFormat(source, tag).format(values));
        expect(formatMessage(parse(source), tag, values), `${locale} ${key} (${count})`).toBe(expected);
      }
    }
  });

  it('chooses exact, then CLDR plural categories', () => {
    const message = parse('{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}');
    expect(formatMessage(message, 'en-US', { n: 0 })).toBe('none');
    expect(formatMessage(message, 'en-US', { n: 1 })).toBe('1 item');
    expect(formatMessage(message, 'ru-RU', { n: 3 })).toBe('3 items (few)');
    expect(formatMessage(message, 'ru-RU', { n: 5 })).toBe('5 items (many)');
    expect(formatMessage(message, 'en-US', { n: 1234 })).toBe('1,234 items');
  });

  it('selects by value with other as the fallback, and leaves a missing argument visible', () => {
    const message = parse('{kind, select, guide {Guide} other {Traveller}} {name}');
    expect(formatMessage(message, 'en-US', { kind: 'guide', name: 'Ana' })).toBe('Guide Ana');
    expect(formatMessage(message, 'en-US', { kind: 'x' })).toBe('Traveller {name}');
  });
});
