import { describe, expect, it } from 'vitest';
import { bankDetailsProblem, needsBic, needsRoutingNumber, normalizeBic, normalizeIban, usesIban } from './bank-details.ts';

describe('bank details', () => {
  it('stores IBANs and BICs in electronic form', () => {
    expect(normalizeIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeBic('coba de ff')).toBe('COBADEFF');
  });

  it('checks the IBAN, its country and the BIC', () => {
    const german = { bankCountry: 'DE', iban: 'DE89370400440532013000' };
    expect(bankDetailsProblem(german)).toBeNull();
    expect(bankDetailsProblem({ ...german, iban: normalizeIban('DE00 1234') })).toBe('invalid_iban');
    expect(bankDetailsProblem({ ...german, bankCountry: 'AT' })).toBe('iban_country_mismatch');
    expect(bankDetailsProblem({ ...german, swiftBic: 'COBADEFFXXX' })).toBeNull();
    expect(bankDetailsProblem({ ...german, swiftBic: 'COBA1EFF' })).toBe('invalid_bic');
    expect(bankDetailsProblem({ bankCountry: 'US', iban: null, swiftBic: 'CHASUS33' })).toBeNull();
  });

  it('asks each country for what its transfers need', () => {
    expect([usesIban('FR'), needsBic('FR'), needsRoutingNumber('FR')]).toEqual([true, false, false]);
    expect([usesIban('BR'), needsBic('BR')]).toEqual([true, true]);
    expect([usesIban('US'), needsBic('US'), needsRoutingNumber('US')]).toEqual([false, true, true]);
    expect([usesIban('JP'), needsBic('JP')]).toEqual([false, true]);
  });
});
