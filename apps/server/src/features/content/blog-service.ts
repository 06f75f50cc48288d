import type { BlogList, BlogListQuery, BlogPost, BlogPostCard, BlogPostQuery } from '@cicerone/core/contracts/blog';
import type { ContentEntry, TourCard } from '@cicerone/core/contracts/catalog';
import { blogCmsPrefix, blogPageSize, readingMinutes } from '@cicerone/core/content/blog';
import { AppError } from '@cicerone/core/errors';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import type { ContentQueries } from './content-queries.ts';
import type { ContentService } from './service.ts';

/** As the other content entries: an editor's new post shows within this time. */
const blogTtlMs = 30_000;

/** Tours of the city a post is about (the catalogue's list, injected in services.ts). */
export type RelatedTours = (city: string, language: Locale, currency: string) => Promise<TourCard[]>;

const slugOf = (cms: string) => cms.slice(blogCmsPrefix.length);

function card(entry: Pick<ContentEntry, 'cms' | 'language' | 'data'>): BlogPostCard | null {
  const { post, title, summary, body } = entry.data;
  // An entry without its facts is a draft an editor is still writing: not on the list.
  if (!post) return null;
  return { slug: slugOf(entry.cms), language: entry.language, title, summary, readingMinutes: readingMinutes(body, entry.language), post };
}

/**
 * The blog (requirements §screens.content): posts are content entries named 'blog:{slug}', each in its languages
 * with the English fallback of every entry (a post written only in English is listed in every
 * language, in English). Posts are few (hundreds), so a language's whole list is held and paged in memory.
 */
export function blogService(queries: ContentQueries, deps: { content: ContentService; relatedTours: RelatedTours }) {
  const lists = loadingCache<BlogPostCard[]>({ max: 20, ttlMs: blogTtlMs });

  /** Every published post in `language` or English, newest first. */
  function all(language: Locale): Promise<BlogPostCard[]> {
    return lists.get(language, async () => {
      const rows = await queries.entriesNamed(blogCmsPrefix, [...new Set([language, fallbackLocale])]);
      const chosen = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (row.language === language || !chosen.has(row.cms)) chosen.set(row.cms, row);
      return [...chosen.values()]
        .map(card)
        .filter((entry) => entry !== null)
        .sort((a, b) => b.post.publishedAt.localeCompare(a.post.publishedAt) || a.slug.localeCompare(b.slug));
    });
  }

  return {
    all,

    /** GET /api/blog/posts: a page past the end is empty with the right totals. */
    async list(query: BlogListQuery): Promise<BlogList> {
      const posts = (await all(query.language)).filter((post) => !query.category || post.post.category === query.category);
      const start = (query.page - 1) * blogPageSize;
      return {
        posts: posts.slice(start, start + blogPageSize),
        totalItems: posts.length,
        totalPages: Math.max(1, Math.ceil(posts.length / blogPageSize)),
        currentPage: query.page,
        pageSize: blogPageSize,
      };
    },

    /** GET /api/blog/posts/{slug}: 404 content_not_found for no such post (or a draft). */
    async post(slug: string, query: BlogPostQuery): Promise<BlogPost> {
      const entry = await deps.content.find(`${blogCmsPrefix}${slug}`, query.language);
      const city = entry?.data.post?.city;
      if (!entry?.data.post) throw new AppError('content_not_found', { cms: `${blogCmsPrefix}${slug}` });
      return {
        slug,
        entry,
        readingMinutes: readingMinutes(entry.data.body, entry.language),
        relatedTours: city ? await deps.relatedTours(city, query.language, query.currency) : [],
      };
    },
  };
}

export type BlogService = ReturnType<typeof blogService>;
