import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { contentEntrySchema } from '@cicerone/core/contracts/catalog';
import { createTestApp } from '../../test/app.ts';
import { createContent } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  await createContent(db, 'continent:europe', 'en_US', { title: 'Europe' });
  await createContent(db, 'continent:europe', 'fr_FR', { title: 'L’Europe' });
  await createContent(db, 'country:italy', 'en_US', { title: 'Italy', body: ['One.', 'Two.'] });
  await createContent(db, 'home', 'en_US', { title: 'Home' });
  await createContent(db, 'home', 'ja_JP', { title: 'ホーム' });
  await createContent(db, 'faq', 'de_DE', { title: 'Nur Deutsch' });
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function entry(url: string, query: Record<string, string>) {
  const { status, headers, body } = await get(url, query);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(headers['cache-control']).toBe('public, max-age=60');
  return contentEntrySchema.strict().parse(body);
}

describe('GET /api/continent/cms/data and /api/country/cms/data', () => {
  it('gives the entry in the language', async () => {
    expect(await entry('/api/continent/cms/data', { content_cms_entry__: 'europe', language: 'fr_FR' })).toEqual({
      cms: 'continent:europe',
      language: 'fr_FR',
      requestedLanguage: 'fr_FR',
      data: { title: 'L’Europe', summary: 'About continent:europe.', body: ['continent:europe in fr_FR.'] },
    });
  });

  it('falls back to English when the language has no entry', async () => {
    expect(await entry('/api/continent/cms/data', { content_cms_entry__: 'europe', language: 'ru_RU' })).toMatchObject({ language: 'en_US', requestedLanguage: 'ru_RU', data: { title: 'Europe' } });
    expect(await entry('/api/country/cms/data', { content_cms_entry__: 'italy', language: 'es_ES' })).toMatchObject({
      cms: 'country:italy',
      language: 'en_US',
      data: { body: ['One.', 'Two.'] },
    });
  });

  it('answers 404 content_not_found when there is no entry at all, 400 without a slug', async () => {
    for (const [url, slug] of [['/api/continent/cms/data', 'atlantis'], ['/api/country/cms/data', 'europe']] as const) {
      const { status, body } = await get(url, { content_cms_entry__: slug });
      expect(status).toBe(404);
      expect(errorBody.parse(body).code).toBe('content_not_found');
    }
    expect((await get('/api/country/cms/data', {})).status).toBe(400);
  });
});

describe('GET /api/cms/entry/dataByCmsAndLanguage', () => {
  it('gives any entry by name, with the English fallback', async () => {
    expect(await entry('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'home', language: 'ja_JP' })).toMatchObject({ language: 'ja_JP', data: { title: 'ホーム' } });
    expect(await entry('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'home', language: 'it_IT' })).toMatchObject({ language: 'en_US', requestedLanguage: 'it_IT' });
  });

  it('does not fall back to another language than English', async () => {
    expect(await entry('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'faq', language: 'de_DE' })).toMatchObject({ language: 'de_DE' });
    const { status, body } = await get('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'faq', language: 'fr_FR' });
    expect(status).toBe(404);
    expect(errorBody.parse(body)).toEqual({ code: 'content_not_found', message: 'Il n’y a pas encore de contenu ici.' });
  });

  it('answers 400 for a missing name or an unknown language', async () => {
    expect((await get('/api/cms/entry/dataByCmsAndLanguage', { language: 'en_US' })).status).toBe(400);
    expect((await get('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'home', language: 'xx' })).status).toBe(400);
  });
});
