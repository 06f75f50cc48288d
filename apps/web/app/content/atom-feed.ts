import type { BlogPostCard } from '@cicerone/core/contracts/blog';

export interface FeedSite {
  /** The feed's own URL and the blog page's. */
  feedUrl: string;
  blogUrl: string;
  postUrl: (slug: string) => string;
  title: string;
  language: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
const instant = (day: string) => `${day}T00:00:00Z`;

/** The blog's Atom feed (RFC 4287) of one language: its newest posts, each in the language or in English. */
export function atomFeed(site: FeedSite, posts: readonly BlogPostCard[]): string {
  const updated = posts[0] ? instant(posts[0].post.publishedAt) : '1970-01-01T00:00:00Z';
  const entries = posts.map((post) =>
    [
      `<entry xml:lang="${post.language.replace('_', '-')}">`,
      `<title>${escapeXml(post.title)}</title>`,
      `<link rel="alternate" href="${escapeXml(site.postUrl(post.slug))}"/>`,
      `<id>${escapeXml(site.postUrl(post.slug))}</id>`,
      `<published>${instant(post.post.publishedAt)}</published>`,
      `<updated>${instant(post.post.publishedAt)}</updated>`,
      `<author><name>${escapeXml(post.post.author)}</name></author>`,
      `<summary>${escapeXml(post.summary)}</summary>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${site.language.replace('_', '-')}">`,
    `<title>${escapeXml(site.title)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(site.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(site.blogUrl)}"/>`,
    `<id>${escapeXml(site.feedUrl)}</id>`,
    `<updated>${updated}</updated>`,
    ...entries,
    '</feed>',
  ].join('\n');
}
