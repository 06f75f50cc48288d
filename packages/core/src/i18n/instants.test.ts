import { describe, expect, it } from 'vitest';
import { languageTag, locales } from '../locales.ts';
import { translatorFor } from './catalogs.ts';
import { companyClock, formatCityTime, formatInstant, zoneClock } from './instants.ts';

// 2026-11-27 19:05 UTC: 20:05 in Paris (winter time), 04:05 the next day in Kyoto.
const deadline = new Date('2026-11-27T19:05:00Z');

describe('formatInstant', () => {
  it('writes an instant on the company clock and names it, in every language', () => {
    const de = translatorFor('de_DE');
    expect(formatInstant(deadline, companyClock(de), { tag: 'de-DE', t: de })).toBe('27. November 2026 um 20:05 (Ortszeit Paris)');
    const en = translatorFor('en_US');
    expect(formatInstant(deadline.toISOString(), companyClock(en), { tag: 'en-US', t: en })).toBe('November 27, 2026 at 8:05 PM (Paris time)');
    for (const locale of locales) {
      const t = translatorFor(locale);
      const text = formatInstant(deadline, companyClock(t), { tag: languageTag(locale), t });
      expect(text, locale).toContain(t('time.companyPlace'));
      expect(text, locale).not.toContain('time.');
    }
  });

  it('writes an instant on a tour city’s clock when given one', () => {
    const t = translatorFor('ja_JP');
    const kyoto = { timeZone: 'Asia/Tokyo', place: '京都' };
    expect(formatInstant(deadline, kyoto, { tag: 'ja-JP', t })).toBe('2026年11月28日 4:05（京都時間）');
  });

  it('names a zone’s clock by the tour’s city when there is one, by the zone’s own city otherwise', () => {
    const de = translatorFor('de_DE');
    expect(formatInstant(deadline, zoneClock('Europe/Rome', 'Venedig'), { tag: 'de-DE', t: de })).toBe('27. November 2026 um 20:05 (Ortszeit Venedig)');
    expect(zoneClock('America/New_York', null)).toEqual({ timeZone: 'America/New_York', place: 'New York' });
  });
});

describe('formatCityTime', () => {
  it('writes a city wall-clock time with the city named, never shifted by a zone', () => {
    const fr = translatorFor('fr_FR');
    expect(formatCityTime('09:30:00', 'Rome', { tag: 'fr-FR', t: fr })).toBe('09:30 (heure de Rome)');
    const en = translatorFor('en_US');
    expect(formatCityTime('14:00', 'Kyoto', { tag: 'en-US', t: en })).toBe('2:00 PM (Kyoto time)');
  });
});
