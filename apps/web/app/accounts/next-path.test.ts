import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a page of this site under a language and a currency, with its query', () => {
    expect(safeNextPath('/fr_FR/EUR/account')).toBe('/fr_FR/EUR/account');
    expect(safeNextPath('/en_US/USD/tours?cat=food-tour&page=2')).toBe('/en_US/USD/tours?cat=food-tour&page=2');
    expect(safeNextPath('/de_DE/CHF')).toBe('/de_DE/CHF');
    expect(safeNextPath('/de_DE/CHF/')).toBe('/de_DE/CHF/');
  });

  it('keeps the outbox of the embedded default, the one page outside them that asks for a login', () => {
    expect(safeNextPath('/dev/mailbox')).toBe('/dev/mailbox');
    expect(safeNextPath('/dev/mailbox/../../evil')).toBeNull();
    expect(safeNextPath('/dev/other')).toBeNull();
  });

  it('refuses other origins and scheme tricks (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/en_US/EUR/account',
      '//evil.example/en_US/EUR/account',
      '/\\evil.example',
      '/en_US/EUR//evil.example',
      '/en_US/EUR/\\evil.example',
      '\t//evil.example',
      'javascript:alert(1)',
      '/en_US/EUR/account\n//evil.example',
    ]) {
      expect(safeNextPath(raw), raw).toBeNull();
    }
  });

  it('refuses paths outside /{lang}/{currency}/ and unknown languages', () => {
    expect(safeNextPath('/account')).toBeNull();
    expect(safeNextPath('/xx_XX/EUR/account')).toBeNull();
    expect(safeNextPath('/en_US/eur/account')).toBeNull();
    expect(safeNextPath('en_US/EUR/account')).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/en_US/EUR/account'])).toBeNull();
  });

  it('never sends a fresh login back to the login, logout or sign-up pages', () => {
    expect(safeNextPath('/en_US/EUR/login')).toBeNull();
    expect(safeNextPath('/en_US/EUR/logout')).toBeNull();
    expect(safeNextPath('/en_US/EUR/sign-up?type=business')).toBeNull();
  });
});
