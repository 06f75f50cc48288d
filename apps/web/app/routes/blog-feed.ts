import { defaultCurrency } from '@cicerone/core/locales';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { atomFeed } from '../content/atom-feed.ts';
import { sitePage } from '../lib/page/site-page.server.ts';
import type { Route } from './+types/blog-feed';

/** Entries in a feed: readers keep what they have already fetched. */
const feedSize = 20;

/** The blog's Atom feed in the page's language (a resource route, linked from every blog page). */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale, t } = sitePage(args);
  const site = `${services.config.publicUrl}/${locale}/${defaultCurrency}`;
  const posts = (await services.blog.all(locale)).slice(0, feedSize);
  const xml = atomFeed(
    { feedUrl: `${site}${contentPaths.blogFeed}`, blogUrl: `${site}${contentPaths.blog}`, postUrl: (slug) => `${site}${contentPaths.blogPost(slug)}`, title: t('content.blog.feedTitle'), language: locale },
    posts,
  );
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
