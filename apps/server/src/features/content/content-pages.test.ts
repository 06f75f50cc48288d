import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { contentEntrySchema } from '@cicerone/core/contracts/catalog';
import { blogListSchema, blogPostSchema } from '@cicerone/core/contracts/blog';
import { blogPageSize, editorialPages } from '@cicerone/core/content/blog';
import { locales, type Locale } from '@cicerone/core/locales';
import type { BlogPostFacts } from '@cicerone/db/schema/catalog';
import { createTestApp } from '../../test/app.ts';
import { createContent, createTour } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let romeTour: number;

const facts = (publishedAt: string, overrides: Partial<BlogPostFacts> = {}): BlogPostFacts => ({
  category: 'food',
  publishedAt,
  author: 'Test Author',
  cover: { path: '/files/gallery/food-tour-1.svg', width: 1200, height: 800, alt: 'A drawing' },
  ...overrides,
});

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  // Each editorial page in English only, except the FAQ which also has Japanese.
  for (const page of editorialPages) await createContent(db, page, 'en_US', { title: `${page} in English`, sections: [{ id: 'one', title: 'One', items: [{ title: 'Q', text: 'A' }] }] });
  await createContent(db, 'faq', 'ja_JP', { title: 'よくある質問' });
  // Eight posts: one translated into French, one draft without facts, one about Rome.
  for (let day = 1; day <= 8; day++) {
    await createContent(db, `blog:post-${day}`, 'en_US', { title: `Post ${day}`, post: facts(`2026-01-0${day}`, day === 8 ? { category: 'tips', city: 'rome' } : {}) });
  }
  await createContent(db, 'blog:post-2', 'fr_FR', { title: 'Billet 2', post: facts('2026-01-02') });
  await createContent(db, 'blog:draft', 'en_US', { title: 'Draft' });
  romeTour = (await createTour(db, { city: 'rome' })).id;
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('the editorial pages through GET /api/cms/entry/dataByCmsAndLanguage', () => {
  it('gives every page in English to every language without its own entry, saying which language was asked', async () => {
    for (const page of editorialPages) {
      for (const language of locales.filter((locale): locale is Locale => !(page === 'faq' && locale === 'ja_JP'))) {
        const { status, body } = await get('/api/cms/entry/dataByCmsAndLanguage', { content_cms: page, language });
        expect(status, `${page} ${language}`).toBe(200);
        expect(contentEntrySchema.strict().parse(body)).toMatchObject({ cms: page, language: 'en_US', requestedLanguage: language, data: { title: `${page} in English`, sections: [{ id: 'one' }] } });
      }
    }
  });

  it('gives the language’s own entry when there is one', async () => {
    const { body } = await get('/api/cms/entry/dataByCmsAndLanguage', { content_cms: 'faq', language: 'ja_JP' });
    expect(body).toMatchObject({ language: 'ja_JP', requestedLanguage: 'ja_JP', data: { title: 'よくある質問' } });
  });
});

describe('GET /api/blog/posts', () => {
  it('pages the published posts newest first, each in the language or else in English', async () => {
    const first = blogListSchema.parse((await get('/api/blog/posts', { language: 'fr_FR' })).body);
    expect(first).toMatchObject({ totalItems: 8, totalPages: Math.ceil(8 / blogPageSize), currentPage: 1, pageSize: blogPageSize });
    expect(first.posts.map((post) => post.slug)).toEqual(['post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3'].slice(0, blogPageSize));
    const second = blogListSchema.parse((await get('/api/blog/posts', { language: 'fr_FR', page: '2' })).body);
    expect(second.posts.map((post) => [post.slug, post.language, post.title])).toEqual([
      ['post-2', 'fr_FR', 'Billet 2'],
      ['post-1', 'en_US', 'Post 1'],
    ]);
    expect(second.posts[0]?.readingMinutes).toBe(1);
  });

  it('filters by category and refuses an unknown one', async () => {
    const tips = blogListSchema.parse((await get('/api/blog/posts', { category: 'tips' })).body);
    expect(tips.posts.map((post) => post.slug)).toEqual(['post-8']);
    const { status, body } = await get('/api/blog/posts', { category: 'gossip' });
    expect(status).toBe(400);
    expect(errorBody.parse(body).code).toBe('validation_failed');
  });
});

describe('GET /api/blog/posts/{slug}', () => {
  it('gives a post in English to a language without it, with the tours of its city', async () => {
    const { status, body } = await get('/api/blog/posts/post-8', { language: 'ru_RU', currency: 'JPY' });
    expect(status).toBe(200);
    const post = blogPostSchema.parse(body);
    expect(post.entry).toMatchObject({ cms: 'blog:post-8', language: 'en_US', requestedLanguage: 'ru_RU' });
    expect(post.relatedTours.map((tour) => tour.id)).toEqual([romeTour]);
    expect(post.relatedTours[0]?.price?.currency).toBe('JPY');
  });

  it('answers 404 for a draft or an unknown post', async () => {
    for (const slug of ['draft', 'nothing-here']) {
      const { status, body } = await get(`/api/blog/posts/${slug}`);
      expect(status).toBe(404);
      expect(errorBody.parse(body).code).toBe('content_not_found');
    }
  });
});
