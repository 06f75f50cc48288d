import { describe, expect, it } from 'vitest';
import { blogCmsPrefix, editorialPages } from '@cicerone/core/content/blog';
import { registerMarkers } from '@cicerone/core/i18n/register';
import { locales, type Locale } from '@cicerone/core/locales';
import { editorialRows } from './editorial.ts';

const rows = editorialRows();
const shape = (data: { sections?: { id: string; items: unknown[] }[] }) => data.sections?.map((section) => [section.id, section.items.length]);

describe('the demo editorial content', () => {
  it('has every editorial page in all seven languages, with the same sections as English', () => {
    for (const page of editorialPages) {
      const english = rows.find((row) => row.cms === page && row.language === 'en_US');
      for (const language of locales) {
        const row = rows.find((candidate) => candidate.cms === page && candidate.language === language);
        expect(row, `${page} in ${language}`).toBeDefined();
        expect(shape(row!.data), `${page} in ${language}`).toEqual(shape(english!.data));
      }
    }
  });

  it('has at least twelve posts in English, some of them only in English', () => {
    const posts = rows.filter((row) => row.cms.startsWith(blogCmsPrefix));
    const english = posts.filter((row) => row.language === 'en_US');
    expect(english.length).toBeGreaterThanOrEqual(12);
    const translated = new Set(posts.filter((row) => row.language !== 'en_US').map((row) => row.cms));
    expect(translated.size).toBeGreaterThan(0);
    expect(english.filter((row) => !translated.has(row.cms)).length).toBeGreaterThan(0);
    for (const row of posts) expect(row.data.post?.cover.alt, row.cms).toBeTruthy();
  });

  it('speaks in each language’s register, as the message catalogs do (core i18n/register.ts)', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    const wrong = rows.flatMap((row) => strings(row.data).filter((text) => registerMarkers[row.language as Locale]?.test(text)).map((text) => `${row.language} ${row.cms}: ${text}`));
    expect(wrong).toEqual([]);
  });
});
