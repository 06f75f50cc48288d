import type { MetaDescriptor } from 'react-router';
import { defaultCurrency } from '@cicerone/core/locales';
import { contentPaths } from '@cicerone/core/content/content-paths';
import type { MetaSite } from '../seo/page-meta.ts';

/** The <link rel="alternate"> naming the blog's Atom feed in the page's language (every blog page carries it). */
export function feedLink(site: MetaSite, title: string): MetaDescriptor {
  return { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href: `${site.origin}/${site.locale}/${defaultCurrency}${contentPaths.blogFeed}` };
}
