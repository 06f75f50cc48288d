/**
 * Paths of the editorial pages below /{lang}/{currency} (requirements §screens.content), beside the catalogue's
 * (page-paths.ts) but out of the shell chunk: only these pages and the sitemap spell them.
 */
const segment = encodeURIComponent;

export const contentPaths = {
  /** Requirements §screens.content names /faq, /about, /blog, /travel-agents, and 'partners' without a route. */
  faq: '/faq',
  about: '/about',
  travelAgents: '/travel-agents',
  partners: '/partners',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${segment(slug)}`,
  /** The blog's Atom feed in the page's language. */
  blogFeed: '/blog/feed.xml',
};
