import { describe, expect, it } from 'vitest';
import { foldForSearch, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Zürich', 'zurich'],
    ["Côte d'Ivoire", 'cote-divoire'],
    ['São Paulo', 'sao-paulo'],
    ['New York City', 'new-york-city'],
    ['Kraków', 'krakow'],
    ['Straße', 'strasse'],
    ['  Saint-Étienne  ', 'saint-etienne'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps non-Latin scripts', () => {
    expect(slugify('Москва')).toBe('москва');
  });
});

describe('foldForSearch', () => {
  it('makes accented, upper- and lowercase spellings meet', () => {
    expect(foldForSearch('ZÜRICH')).toBe('zurich');
    expect(foldForSearch('zurich')).toBe('zurich');
    expect(foldForSearch('Zürich')).toBe('zurich');
  });
});
