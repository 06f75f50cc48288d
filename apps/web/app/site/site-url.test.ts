import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from './site-url.ts';

const active = { locales: ['en_US', 'fr_FR', 'de_DE', 'ja_JP'], currencies: ['EUR', 'USD', 'JPY'] };
const english = { locale: 'en_US', currency: 'EUR' } as const;
const frenchInDollars = { locale: 'fr_FR', currency: 'USD' } as const;

function resolve(path: string, preferred: { locale: 'en_US' | 'fr_FR'; currency: string } = english) {
  return resolveSiteUrl(new URL(path, 'http://localhost'), active, preferred);
}

describe('resolveSiteUrl', () => {
  it('accepts a page under an active language and currency', () => {
    expect(resolve('/de_DE/JPY/tours', frenchInDollars)).toEqual({ kind: 'ok', locale: 'de_DE', currency: 'JPY' });
    expect(resolve('/en_US/EUR/')).toEqual({ kind: 'ok', locale: 'en_US', currency: 'EUR' });
  });

  it('replaces an unknown language with the preferred one, keeping the currency and the page', () => {
    expect(resolve('/xx_XX/EUR/tours', frenchInDollars)).toEqual({ kind: 'redirect', to: '/fr_FR/EUR/tours' });
  });

  it('replaces an unknown currency with the preferred one, keeping the page', () => {
    expect(resolve('/en_US/XXX/faq', frenchInDollars)).toEqual({ kind: 'redirect', to: '/en_US/USD/faq' });
  });

  it('uppercases a lowercase currency', () => {
    expect(resolve('/en_US/eur/')).toEqual({ kind: 'redirect', to: '/en_US/EUR/' });
  });

  it('normalises the spelling of the language', () => {
    expect(resolve('/en-us/EUR/tours')).toEqual({ kind: 'redirect', to: '/en_US/EUR/tours' });
  });

  it('reads a lowercase word after the language as a page, not a currency', () => {
    expect(resolve('/en_US/faq')).toEqual({ kind: 'redirect', to: '/en_US/EUR/faq' });
  });

  it('puts a path without codes under the preferred ones, keeping the query string', () => {
    expect(resolve('/tours?cat=bike-tour')).toEqual({ kind: 'redirect', to: '/en_US/EUR/tours?cat=bike-tour' });
    expect(resolve('/', frenchInDollars)).toEqual({ kind: 'redirect', to: '/fr_FR/USD/' });
  });

  it('keeps a trailing slash on the page path', () => {
    expect(resolve('/xx_XX/EUR/tours/')).toEqual({ kind: 'redirect', to: '/en_US/EUR/tours/' });
  });
});
