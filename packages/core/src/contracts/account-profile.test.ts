import { describe, expect, it } from 'vitest';
import { isLanguageCode } from './account-fields.ts';
import { accountUpdateBody, isPictureLocation, isPlausibleBirthDate } from './account-profile.ts';

describe('account information', () => {
  const now = new Date('2030-06-15T12:00:00Z');

  it('takes birth dates in the past, at most 120 years ago', () => {
    expect(isPlausibleBirthDate('1990-01-31', now)).toBe(true);
    expect(isPlausibleBirthDate('2030-06-14', now)).toBe(true);
    expect(isPlausibleBirthDate('2030-06-15', now)).toBe(false);
    expect(isPlausibleBirthDate('1910-06-15', now)).toBe(true);
    expect(isPlausibleBirthDate('1910-06-14', now)).toBe(false);
  });

  it('takes the interface locales and real ISO 639-1 codes as native languages', () => {
    expect(['fr_FR', 'pt', 'ar', 'sw'].every(isLanguageCode)).toBe(true);
    expect(['xx', 'FR', 'fra', 'en-US', ''].some(isLanguageCode)).toBe(false);
  });

  it('takes uploaded pictures and https addresses', () => {
    expect(isPictureLocation('/files/pictures/a-1.jpg')).toBe(true);
    expect(isPictureLocation('https://cdn.example.com/a.png')).toBe(true);
    for (const bad of ['/files/../etc/passwd', 'http://example.com/a.png', 'https://exa mple.com', '/uploads/a.png', 'data:image/png;base64,AA']) {
      expect(isPictureLocation(bad), bad).toBe(false);
    }
  });

  it('refuses what the form may not set, clears blanks, keeps absent fields absent', () => {
    const refused = accountUpdateBody.safeParse({ role: 1, isPro: true, email: 'x@example.com', phone: ' ' });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['role', 'isPro', 'email'] })]);
    const parsed = accountUpdateBody.parse({ phone: ' ', country: 'fr', gender: null });
    expect(parsed).toEqual({ phone: null, country: 'FR', gender: null });
  });
});
