import { and, eq } from 'drizzle-orm';
import { blogCmsPrefix } from '@cicerone/core/content/blog';
import { locales, type Locale } from '@cicerone/core/locales';
import type { Executor } from '../../client.ts';
import { contentEntry, type ContentData } from '../../schema/catalog.ts';
import { galleryImageSize, galleryPaths } from '../catalog/gallery.ts';
import { demoPosts } from './blog-posts.ts';
import { postTranslations } from './blog-translations.ts';
import { pages as dePages } from './pages/de_DE.ts';
import { pages as enPages } from './pages/en_US.ts';
import { pages as esPages } from './pages/es_ES.ts';
import { pages as frPages } from './pages/fr_FR.ts';
import { pages as itPages } from './pages/it_IT.ts';
import { pages as jaPages } from './pages/ja_JP.ts';
import { pages as ruPages } from './pages/ru_RU.ts';
import type { EditorialPages } from './pages/types.ts';

const pagesByLanguage: Record<Locale, EditorialPages> = {
  en_US: enPages,
  fr_FR: frPages,
  de_DE: dePages,
  es_ES: esPages,
  it_IT: itPages,
  ru_RU: ruPages,
  ja_JP: jaPages,
};

export interface EditorialRow {
  cms: string;
  language: Locale;
  data: ContentData;
}

/**
 * The demo's editorial content (requirements §screens.content): FAQ, about, travel agents and partners in all seven
 * languages; twelve blog posts in English, a few translated (the others show the English fallback).
 */
export function editorialRows(): EditorialRow[] {
  const rows: EditorialRow[] = [];
  for (const language of locales) {
    for (const [cms, data] of Object.entries(pagesByLanguage[language])) rows.push({ cms, language, data });
  }
  for (const post of demoPosts) {
    const [category, variant] = post.cover;
    const facts = { category: post.category, publishedAt: post.publishedAt, author: post.author, city: post.city };
    const path = galleryPaths(category)[variant - 1] ?? galleryPaths(category)[0] ?? '';
    const texts = { en_US: post, ...postTranslations[post.slug] };
    for (const [language, text] of Object.entries(texts) as [Locale, typeof post][]) {
      rows.push({
        cms: `${blogCmsPrefix}${post.slug}`,
        language,
        data: { title: text.title, summary: text.summary, body: text.body, post: { ...facts, cover: { path, ...galleryImageSize, alt: text.coverAlt } } },
      });
    }
  }
  return rows;
}

/**
 * Writes the demo's editorial entries that are missing: an entry an editor has changed or a
 * language they added stays as it is (the demo catalogue's reseed leaves these entries alone too).
 */
export async function seedDemoEditorial(db: Executor): Promise<number> {
  const rows = editorialRows();
  const written = await db.insert(contentEntry).values(rows).onConflictDoNothing().returning({ cms: contentEntry.cms });
  return written.length;
}

/** Whether the demo's editorial content was ever seeded (one primary-key probe at start). */
export async function hasEditorial(db: Executor): Promise<boolean> {
  const rows = await db.select({ cms: contentEntry.cms }).from(contentEntry).where(and(eq(contentEntry.cms, 'about'), eq(contentEntry.language, 'en_US')));
  return rows.length > 0;
}
