import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BlogPostCard } from '@cicerone/core/contracts/blog';
import { atomFeed } from './atom-feed.ts';
import { faqJsonLd } from './structured-data.ts';

const card = (slug: string, title: string, language = 'en_US'): BlogPostCard => ({
  slug,
  language,
  title,
  summary: 'A <b>bold</b> & "quoted" summary',
  readingMinutes: 2,
  post: { category: 'food', publishedAt: '2026-03-04', author: 'Ann & Bob', cover: { path: '/c.svg', width: 1, height: 1, alt: 'c' } },
});

describe('atomFeed', () => {
  const site = { feedUrl: 'https://x.test/fr_FR/EUR/blog/feed.xml', blogUrl: 'https://x.test/fr_FR/EUR/blog', postUrl: (slug: string) => `https://x.test/fr_FR/EUR/blog/${slug}`, title: 'Blog', language: 'fr_FR' };

  it('is valid XML with every text escaped, each entry in its own language', () => {
    const xml = atomFeed(site, [card('tapas', 'Tapas & <vino>'), card('rome', 'Rome', 'fr_FR')]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).feed as { 'xml:lang': string; updated: string; entry: { 'xml:lang': string; title: string; summary: string }[] };
    expect(feed['xml:lang']).toBe('fr-FR');
    expect(feed.updated).toBe('2026-03-04T00:00:00Z');
    expect(xml).toContain('<title>Tapas &amp; &lt;vino&gt;</title>');
    expect(feed.entry.map((entry) => [entry['xml:lang'], entry.title])).toEqual([['en-US', 'Tapas & <vino>'], ['fr-FR', 'Rome']]);
  });

  it('is still a valid feed without posts', () => {
    expect(XMLValidator.validate(atomFeed(site, []))).toBe(true);
  });
});

describe('faqJsonLd', () => {
  it('lists every question of every topic with its answer', () => {
    const entry = {
      cms: 'faq', language: 'en_US', requestedLanguage: 'ja_JP',
      data: { title: 'FAQ', summary: '', body: [], sections: [{ id: 'a', title: 'A', items: [{ title: 'Q1', text: 'A1' }] }, { id: 'b', title: 'B', items: [{ title: 'Q2', text: 'A2' }] }] },
    };
    expect(faqJsonLd(entry)).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [{ '@type': 'Question', name: 'Q1', acceptedAnswer: { text: 'A1' } }, { name: 'Q2', acceptedAnswer: { text: 'A2' } }],
    });
  });
});
