import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from '../locales.ts';
import { messagesFor, sourceCatalogs, translatorFor } from './catalogs.ts';

const englishKeys = Object.keys(sourceCatalogs.en_US).sort();

/** The argument names a message uses, so translations cannot drop or rename one. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

describe('message catalogs', () => {
  it.each(locales)('%s has every English key and no other', (locale) => {
    const keys = Object.keys(sourceCatalogs[locale]).sort();
    expect(englishKeys.filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !englishKeys.includes(key)), 'unknown keys').toEqual([]);
  });

  it.each(locales)('%s messages parse and use the same arguments as English', (locale) => {
    for (const key of englishKeys) {
      const source = sourceCatalogs[locale][key] ?? '';
      const english = argumentNames(parse(sourceCatalogs.en_US[key] ?? ''));
      expect([...argumentNames(parse(source))].sort(), `${locale} ${key}`).toEqual([...english].sort());
    }
  });

  it('falls back to English for a key a language lacks, and shows the key when even English lacks it', () => {
    expect(Object.keys(messagesFor('ja_JP')).length).toBe(englishKeys.length);
    expect(translatorFor('fr_FR')('no.such.key')).toBe('no.such.key');
  });

  it('keeps the spec wording of the password gate error in English', () => {
    expect(translatorFor('en_US')('gate.wrong')).toBe('Incorrect password. Try again.');
  });
});
