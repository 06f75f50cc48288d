import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogs.ts';
import { serviceFacts } from './service-facts.ts';

describe('serviceFacts', () => {
  it('writes a request’s days in the reader’s language, never as stored (2026-12-05)', () => {
    const request = { kind: 'business-trip', companyName: 'Acme', fromDate: '2026-12-05', toDate: '2026-12-07' };
    const french = serviceFacts(request, translatorFor('fr_FR'), 'fr-FR');
    expect(french.find((fact) => fact.field === 'fromDate')?.value).toBe('5 décembre 2026');
    const japanese = serviceFacts(request, translatorFor('ja_JP'), 'ja-JP');
    expect(japanese.find((fact) => fact.field === 'toDate')?.value).toBe('2026年12月7日');
    for (const fact of [...french, ...japanese]) expect(fact.value).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('writes a stopover’s day the same way', () => {
    const request = { kind: 'cruise', stopovers: [{ port: 'Napoli', date: '2026-12-05', arrival: '08:00', departure: '17:00' }] };
    const [stop] = serviceFacts(request, translatorFor('en_US'), 'en-US');
    expect(stop?.value).toBe('Napoli, December 5, 2026, 08:00–17:00');
  });
});
