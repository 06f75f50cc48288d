import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { differencesFromEnglish } from '@cicerone/core/i18n/catalog-set';
import { glossaryDeviations } from '@cicerone/core/i18n/glossary';
import { registerDeviations } from '@cicerone/core/i18n/register';
import { mailTranslatorFor, sourceMailCatalogs } from './messages.ts';

const englishKeys = Object.keys(sourceMailCatalogs.en_US);

describe('mail message catalogs', () => {
  it.each(locales)('%s has every English key and no other, each with the same arguments as English (as the UI catalogs)', (locale) => {
    expect(differencesFromEnglish(sourceMailCatalogs, locale)).toEqual({ missing: [], unknown: [], otherArguments: [] });
  });

  it.each(locales)('%s names the coins, the meeting point, the VAT number, the gift card and the booking’s voucher with the UI catalogs’ terms, never the voucher like the gift card', (locale) => {
    expect(glossaryDeviations(sourceMailCatalogs, locale)).toEqual({ coins: [], meetingPoint: [], vatNumber: [], giftCard: [], bookingVoucher: [] });
  });

  it.each(locales)('%s speaks in the UI catalogs’ register (core i18n/register.ts)', (locale) => {
    expect(registerDeviations(sourceMailCatalogs, locale)).toEqual([]);
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
