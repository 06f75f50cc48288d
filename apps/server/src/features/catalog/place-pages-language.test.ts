import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@cicerone/core/locales';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { createTour } from '../../test/catalog-factory.ts';
import { visibleText } from '../../test/page-text.ts';
import { createTestSite } from '../../test/site.ts';

/**
 * City and country pages in every language (requirements §screens.catalogue, §api.paths): every sentence the site writes about a
 * place is in the reader's language, the place named as the dataset translates it; a text that only
 * exists in English says so. Rendered on the server, as a search engine reads them.
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let filesDir: string;
let cities: string[];
let countries: string[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await site.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  site = await createTestSite();
  filesDir = await mkdtemp(join(tmpdir(), 'cicerone-places-'));
  await seedDemoCatalog(site.db, { tours: 300, reviews: 0, filesDir });
  const toured = await rows<{ city: string; country: string }>(sql`
    select distinct c.slug as city, k.slug as country from tour t join city c on c.id = t.city_id join country k on k.id = c.country_id`);
  // And cities with no tour yet, whose names the dataset does not translate.
  const bare = await rows<{ city: string }>(sql`
    select c.slug as city from city c where c.activated and not exists (select 1 from tour t where t.city_id = c.id) order by c.position desc limit 5`);
  cities = [...new Set([...toured.map((row) => row.city), ...bare.map((row) => row.city)])];
  countries = [...new Set(toured.map((row) => row.country))];
}, 300_000);
afterAll(async () => {
  await site.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** What the page says of its place: the main column's text and the meta description. */
async function placeText(locale: Locale, path: string): Promise<string> {
  const response = await site.app.inject({ method: 'GET', url: `/${locale}/EUR${path}` });
  expect(response.statusCode, `${locale}${path}`).toBe(200);
  const main = /<main\b[\s\S]*<\/main>/u.exec(response.body)?.[0] ?? '';
  const description = /<meta name="description" content="([^"]*)"/u.exec(response.body)?.[1] ?? '';
  return visibleText(`<body>${main}</body>`) + ' ' + visibleText(`<body>${description}</body>`);
}

/** English sentences of four words or more: what no other language's page may show. */
const sentencesOf = (text: string) => (text.match(/[A-Z][^.!?:]*[.!?:]/gu) ?? []).map((sentence) => sentence.trim()).filter((sentence) => sentence.split(/\s+/u).length >= 4);

describe('city and country pages in every language', () => {
  it('write no English sentence on the six other language sites', async () => {
    const english: string[] = [];
    for (const path of [...cities.map((slug) => `/city/${slug}`), ...countries.map((slug) => `/country/${slug}`)]) {
      const sentences = sentencesOf(await placeText('en_US', path));
      expect(sentences.length, path).toBeGreaterThan(0);
      for (const locale of locales.filter((other) => other !== 'en_US')) {
        const text = await placeText(locale, path);
        for (const sentence of sentences) if (text.includes(sentence)) english.push(`${locale}${path}: ${sentence}`);
      }
    }
    expect(english).toEqual([]);
  }, 600_000);

  it('show an editor’s English entry under a notice that says it is in English', async () => {
    const [city] = await rows<{ slug: string }>(sql`select slug from city where activated order by position limit 1 offset 300`);
    const slug = city!.slug;
    const data = { title: 'An editor’s words', summary: 'Written by our editors in English only.', body: ['A paragraph nobody has translated yet.'] };
    await site.db.execute(sql`insert into content_entry (cms, language, data) values (${`city:${slug}`}, 'en_US', ${JSON.stringify(data)}::jsonb)`);
    const response = await site.app.inject({ method: 'GET', url: `/ru_RU/EUR/city/${slug}` });
    expect(response.body).toContain('Следующий текст пока недоступен на вашем языке');
    expect(response.body).toMatch(/<div class="place-content" lang="en-US"><p class="place-lead">Written by our editors in English only\./u);
    // The page's own words are still Russian, and the description is not the English summary.
    expect(response.body).toContain('лучшие экскурсии с лицензированными местными гидами');
    expect(/<meta name="description" content="([^"]*)"/u.exec(response.body)?.[1]).not.toContain('Written by our editors');
  }, 120_000);

  it('say so above a tour whose texts exist only in English', async () => {
    const [tour] = await rows<{ id: number; slug: string }>(sql`select id, slug from tour order by id limit 1`);
    await site.db.execute(sql`delete from tour_text where tour_id = ${tour!.id} and language <> 'en_US'`);
    const english = await site.app.inject({ method: 'GET', url: `/en_US/EUR/tour/${tour!.slug}` });
    expect(english.body).not.toContain('content-fallback');
    const japanese = await site.app.inject({ method: 'GET', url: `/ja_JP/JPY/tour/${tour!.slug}` });
    expect(japanese.statusCode).toBe(200);
    expect(japanese.body).toContain('以下の文章はまだお使いの言語でご覧いただけないため、英語で表示しています。');
    expect(japanese.body).toMatch(/<h1 class="page-title" lang="en-US">/u);
  }, 120_000);

  it('mark a tour card whose title exists only in English, in a few words under it', async () => {
    const [city] = await rows<{ slug: string }>(sql`select slug from city where activated order by position limit 1 offset 301`);
    const tour = await createTour(site.db, { city: city!.slug, titles: { en_US: 'A walk nobody has translated yet' } });
    // Written to the database behind the catalogue's back, as an editor's save tells it.
    site.app.services.catalog.tourChanged(tour.id);
    const japanese = await site.app.inject({ method: 'GET', url: `/ja_JP/JPY/city/${city!.slug}` });
    expect(japanese.statusCode).toBe(200);
    expect(japanese.body).toMatch(/<a [^>]*lang="en-US"[^>]*>A walk nobody has translated yet<\/a><\/h3><p class="small muted">説明は英語です<\/p>/u);
    const english = await site.app.inject({ method: 'GET', url: `/en_US/EUR/city/${city!.slug}` });
    expect(english.body).toContain('A walk nobody has translated yet');
    expect(english.body).not.toContain('<p class="small muted">Description in English</p>');
    expect(english.body).not.toMatch(/<a [^>]*lang="en-US"/u);
    // Translated tours' cards say nothing.
    expect((await site.app.inject({ method: 'GET', url: '/ja_JP/JPY/city/kyoto' })).body).not.toContain('<p class="small muted">説明は英語です</p>');
  }, 120_000);
});
