import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogListSchema } from '@cicerone/core/contracts/blog';
import { editorialPages } from '@cicerone/core/content/blog';
import { locales } from '@cicerone/core/locales';
import { seedDemoEditorial } from '@cicerone/db/seed/editorial/editorial';
import { createTestApp } from '../../test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let written = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  written = await seedDemoEditorial(testApp.db);
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(200);
  return response.json<Record<string, unknown>>();
}

describe('the demo editorial content, as the API serves it', () => {
  it('has every editorial page in every language, each its own', async () => {
    for (const page of editorialPages) {
      for (const language of locales) {
        expect(await get('/api/cms/entry/dataByCmsAndLanguage', { content_cms: page, language }), `${page} ${language}`).toMatchObject({ language });
      }
    }
  });

  it('lists at least twelve posts in Russian, the untranslated ones in English', async () => {
    const languages: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const list = blogListSchema.parse(await get('/api/blog/posts', { language: 'ru_RU', page: String(page) }));
      pages = list.totalPages;
      languages.push(...list.posts.map((post) => post.language));
    }
    expect(languages.length).toBeGreaterThanOrEqual(12);
    expect(new Set(languages)).toEqual(new Set(['ru_RU', 'en_US']));
  });

  it('is written once: a second seeding changes nothing', async () => {
    expect(written).toBeGreaterThan(12 + editorialPages.length * locales.length - 1);
    expect(await seedDemoEditorial(testApp.db)).toBe(0);
  });
});
