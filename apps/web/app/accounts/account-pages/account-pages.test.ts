import { describe, expect, it } from 'vitest';
import { groupedIban } from './iban.ts';
import { nativeLanguageOptions } from './native-languages.server.ts';

describe('groupedIban', () => {
  it('groups an IBAN by four for reading', () => {
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupedIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });
});

describe('nativeLanguageOptions', () => {
  it('lists the site’s seven languages first, named in the reader’s language and in their own', () => {
    const { site, others } = nativeLanguageOptions('fr_FR', null);
    expect(site.map((option) => option.value)).toEqual(['en_US', 'fr_FR', 'de_DE', 'es_ES', 'it_IT', 'ru_RU', 'ja_JP']);
    expect(site[2]).toEqual({ value: 'de_DE', label: 'allemand — Deutsch' });
    expect(site[1]).toEqual({ value: 'fr_FR', label: 'français' });
    expect(others.some((option) => option.value === 'en')).toBe(false);
    expect(others.find((option) => option.value === 'pt')?.label).toMatch(/^portugais — português/);
  });

  it('keeps a value set through the API that the list does not offer', () => {
    const { others } = nativeLanguageOptions('en_US', 'qu');
    expect(others.some((option) => option.value === 'qu')).toBe(true);
  });
});
