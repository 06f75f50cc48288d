import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { mailTranslatorFor, sourceMailCatalogs } from './messages.ts';

const englishKeys = Object.keys(sourceMailCatalogs.en_US).sort();

/** The argument names a message uses, so translations cannot drop or rename one (as the UI catalogs' test). */
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

describe('mail message catalogs', () => {
  it.each(locales)('%s has every English key and no other', (locale) => {
    const keys = Object.keys(sourceMailCatalogs[locale]).sort();
    expect(englishKeys.filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
    expect(keys.filter((key) => !englishKeys.includes(key)), 'unknown keys').toEqual([]);
  });

  it.each(locales)('%s messages parse and use the same arguments as English', (locale) => {
    for (const key of englishKeys) {
      const source = sourceMailCatalogs[locale][key] ?? '';
      const english = argumentNames(parse(sourceMailCatalogs.en_US[key] ?? ''));
      expect([...argumentNames(parse(source))].sort(), `${locale} ${key}`).toEqual([...english].sort());
    }
  });

  it('keeps every key under mail.', () => {
    expect(englishKeys.filter((key) => !key.startsWith('mail.'))).toEqual([]);
  });

  it('formats with the shared ICU formatter: plurals and percentages follow the language', () => {
    expect(mailTranslatorFor('en_US')('mail.resetPassword.validity', { hours: 1 })).toBe('This link works once and expires in 1 hour.');
    expect(mailTranslatorFor('ru_RU')('mail.businessReceived.waiting', { hours: 24 })).toContain('не более 24 часов');
    expect(mailTranslatorFor('fr_FR')('mail.businessValidated.discount', { discount: 0.1 })).toMatch(/10\s%/);
  });
});
