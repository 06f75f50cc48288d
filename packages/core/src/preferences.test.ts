import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { negotiateCurrency, negotiateLocale, parseAcceptLanguage } from './preferences.ts';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for equal qualities', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-CH, fr;q=0.9, de')).toEqual(['de-ch', 'de', 'fr', 'en']);
  });

  it('drops q=0, the wildcard and malformed qualities', () => {
    expect(parseAcceptLanguage('fr;q=0, *;q=0.8, it;q=abc, ja;q=0.1')).toEqual(['ja']);
  });

  it('returns nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('negotiateLocale', () => {
  it('prefers the cookie over Accept-Language', () => {
    expect(negotiateLocale('ja_JP', 'de-DE,de;q=0.9', locales)).toBe('ja_JP');
  });

  it('uses Accept-Language when there is no cookie, matching a bare language to its locale', () => {
    expect(negotiateLocale(undefined, 'de', locales)).toBe('de_DE');
    expect(negotiateLocale(undefined, 'fr-CA,fr;q=0.9', locales)).toBe('fr_FR');
    expect(negotiateLocale(undefined, 'es-ES', locales)).toBe('es_ES');
  });

  it('takes the best-quality language that is offered', () => {
    expect(negotiateLocale(undefined, 'nl;q=1, it;q=0.8, ru;q=0.9', locales)).toBe('ru_RU');
  });

  it('ignores a language the visitor refused with q=0', () => {
    expect(negotiateLocale(undefined, 'de;q=0, it;q=0.3', locales)).toBe('it_IT');
  });

  it('falls back to en_US', () => {
    expect(negotiateLocale(undefined, undefined, locales)).toBe('en_US');
    expect(negotiateLocale(undefined, 'nl-NL,pt;q=0.8', locales)).toBe('en_US');
    expect(negotiateLocale('xx_XX', undefined, locales)).toBe('en_US');
  });

  it('ignores a cookie naming a deactivated language and keeps to the activated ones', () => {
    const activated = ['en_US', 'fr_FR'];
    expect(negotiateLocale('de_DE', undefined, activated)).toBe('en_US');
    expect(negotiateLocale('de_DE', 'fr', activated)).toBe('fr_FR');
    expect(negotiateLocale(undefined, 'de', activated)).toBe('en_US');
  });

  it('falls back to the first activated language when English is deactivated', () => {
    expect(negotiateLocale(undefined, 'nl', ['fr_FR', 'de_DE'])).toBe('fr_FR');
  });
});

describe('negotiateCurrency', () => {
  const activated = ['EUR', 'USD', 'JPY'];

  it('keeps an activated currency from the cookie, whatever its case', () => {
    expect(negotiateCurrency('USD', activated)).toBe('USD');
    expect(negotiateCurrency('jpy', activated)).toBe('JPY');
  });

  it('falls back to EUR for a missing or deactivated cookie value', () => {
    expect(negotiateCurrency(undefined, activated)).toBe('EUR');
    expect(negotiateCurrency('CHF', activated)).toBe('EUR');
  });

  it('falls back to the first activated currency when EUR is deactivated', () => {
    expect(negotiateCurrency('CHF', ['USD', 'GBP'])).toBe('USD');
  });
});
