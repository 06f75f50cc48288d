/** The blog's categories (requirements §screens.content): the list's filter, each post's label, the API's enum. */
export const blogCategories = ['destinations', 'food', 'culture', 'tips', 'guides'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (blogCategories as readonly string[]).includes(value);
}

/** Posts per page of the blog list. */
export const blogPageSize = 6;

/** Tours shown under a post, from the city it is about. */
export const relatedToursPerPost = 3;

/** The content entry of a blog post is named 'blog:{slug}'. */
export const blogCmsPrefix = 'blog:';

/** The editorial pages read from the CMS by name (GET /api/cms/entry/dataByCmsAndLanguage?content_cms=…). */
export const editorialPages = ['faq', 'about', 'travel-agents', 'partners'] as const;
export type EditorialPage = (typeof editorialPages)[number];

/**
 * Minutes a reader takes, at least one: 230 words a minute for languages written with spaces, 500
 * characters a minute for Japanese (no spaces to count words by).
 */
export function readingMinutes(paragraphs: readonly string[], language: string): number {
  const text = paragraphs.join(' ');
  const units = language === 'ja_JP' ? text.replace(/\s/g, '').length / 500 : text.split(/\s+/).filter(Boolean).length / 230;
  return Math.max(1, Math.round(units));
}
