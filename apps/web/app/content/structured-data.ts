import type { BlogPost } from '@cicerone/core/contracts/blog';
import type { ContentEntry } from '@cicerone/core/contracts/catalog';

/** schema.org FAQPage of the FAQ: every question with its answer (what Google shows as rich results). */
export function faqJsonLd(entry: ContentEntry): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: entry.language.replace('_', '-'),
    mainEntity: (entry.data.sections ?? []).flatMap((section) =>
      section.items.map((item) => ({ '@type': 'Question', name: item.title, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
    ),
  };
}

/** schema.org Article of a blog post, its text's language being the one it is written in (English when it fell back). */
export function articleJsonLd(post: BlogPost, site: { origin: string; url: string }): Record<string, unknown> {
  const { data, language } = post.entry;
  const facts = data.post;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.title,
    description: data.summary,
    inLanguage: language.replace('_', '-'),
    mainEntityOfPage: site.url,
    ...(facts && {
      image: [new URL(facts.cover.path, site.origin).toString()],
      datePublished: facts.publishedAt,
      author: { '@type': 'Person', name: facts.author },
    }),
    publisher: { '@type': 'Organization', name: 'Cicerone', logo: { '@type': 'ImageObject', url: `${site.origin}/favicon.svg` } },
  };
}
