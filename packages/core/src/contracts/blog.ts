import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { blogCategories } from '../content/blog.ts';
import { languageQuery, text } from './common.ts';
import { blogPostFactsSchema, contentEntrySchema, currencyQuery, pageQuery, tourCardSchema } from './catalog.ts';

/** GET /api/blog/posts: a page of posts, newest first, of one category or all. */
export const blogListQuery = z.object({
  language: languageQuery,
  page: pageQuery,
  category: z.enum(blogCategories, { error: 'errors.blog.category' }).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

/** A post on the list: in the language asked for, else in English (`language` says which). */
export const blogPostCardSchema = z
  .object({
    slug: z.string(),
    language: z.string(),
    title: z.string(),
    summary: z.string(),
    readingMinutes: z.number().int(),
    post: blogPostFactsSchema,
  })
  .register(apiSchemas, { id: 'BlogPostCard' });
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

export const blogListSchema = z
  .object({
    posts: z.array(blogPostCardSchema),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  })
  .register(apiSchemas, { id: 'BlogList' });
export type BlogList = z.infer<typeof blogListSchema>;

export const blogPostParams = z.object({ slug: text(120).trim().min(1) });
export const blogPostQuery = z.object({ language: languageQuery, currency: currencyQuery });
export type BlogPostQuery = z.infer<typeof blogPostQuery>;

/** GET /api/blog/posts/{slug}: the post's entry (with the English fallback) and tours of the city it is about. */
export const blogPostSchema = z
  .object({
    slug: z.string(),
    entry: contentEntrySchema,
    readingMinutes: z.number().int(),
    relatedTours: z.array(tourCardSchema),
  })
  .register(apiSchemas, { id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;
