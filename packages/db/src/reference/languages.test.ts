import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { languages } from './languages.ts';

describe('languages', () => {
  it('lists the seven interface languages in picker order, all activated', () => {
    expect(languages.map((l) => l.code)).toEqual([...locales]);
    expect(languages.map((l) => l.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(languages.every((l) => l.activated)).toBe(true);
  });

  it('names each language in English and in itself, capitalised', () => {
    const native = Object.fromEntries(languages.map((l) => [l.code, l.nativeName]));
    expect(native).toEqual({
      en_US: 'English',
      fr_FR: 'Français',
      de_DE: 'Deutsch',
      es_ES: 'Español',
      it_IT: 'Italiano',
      ru_RU: 'Русский',
      ja_JP: '日本語',
    });
    expect(languages.map((l) => l.name)).toEqual(['English', 'French', 'German', 'Spanish', 'Italian', 'Russian', 'Japanese']);
  });
});
