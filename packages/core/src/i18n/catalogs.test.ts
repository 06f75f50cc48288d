import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languageTag, locales } from '../locales.ts';
import { differencesFromEnglish } from './catalog-set.ts';
import { messagesFor, sourceCatalogs, translatorFor } from './catalogs.ts';
import { formatMessage } from './format-message.ts';
import { glossaryDeviations } from './glossary.ts';

const englishKeys = Object.keys(sourceCatalogs.en_US);

describe('message catalogs', () => {
  it.each(locales)('%s has every English key and no other, each with the same arguments as English', (locale) => {
    expect(differencesFromEnglish(sourceCatalogs, locale)).toEqual({ missing: [], unknown: [], otherArguments: [] });
  });

  it.each(locales)('%s names the coins, the meeting point, the VAT number, the gift card and the booking’s voucher with its one term in every message, never with another word, and never the voucher like the gift card', (locale) => {
    expect(glossaryDeviations(sourceCatalogs, locale)).toEqual({ coins: [], meetingPoint: [], vatNumber: [], giftCard: [], bookingVoucher: [] });
  });

  it('falls back to English for a key a language lacks, and shows the key when even English lacks it', () => {
    expect(Object.keys(messagesFor('ja_JP')).length).toBe(englishKeys.length);
    expect(translatorFor('fr_FR')('no.such.key')).toBe('no.such.key');
  });

  it.each(locales)('%s sends a message without arguments as its text, and it reads as the parsed message would', (locale) => {
    const messages = messagesFor(locale);
    const source = { ...sourceCatalogs.en_US, ...sourceCatalogs[locale] };
    const texts = Object.entries(messages).filter(([, message]) => typeof message === 'string');
    expect(texts.length).toBeGreaterThan(Object.keys(messages).length / 2);
    for (const [key, text] of texts) expect(text, key).toBe(formatMessage(parse(source[key] ?? ''), languageTag(locale)));
    expect(typeof messages['shell.cart.itemCount']).not.toBe('string');
  });

  it('keeps the spec wording of the password gate error in English', () => {
    expect(translatorFor('en_US')('gate.wrong')).toBe('Incorrect password. Try again.');
  });
});
