import { Link } from 'react-router';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { defaultCurrency } from '@cicerone/core/locales';
import { PostFacts } from '../content/blog-card.tsx';
import { feedLink } from '../content/blog-meta.ts';
import { FallbackNotice, fallbackLang } from '../content/fallback-notice.tsx';
import { articleJsonLd } from '../content/structured-data.ts';
import { cardOf } from '../catalog/card-data.server.ts';
import { TourGrid } from '../catalog/tour-card.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { notFound, orNotFound, sitePage } from '../lib/page/site-page.server.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/blog-post';
import '../catalog/catalog.css';
import '../content/content.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const slug = args.params.slug;
  // Post slugs are lowercase ASCII words and hyphens: anything else names no post.
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound(locale);
  const post = await orNotFound(services.blog.post(slug, { language: locale, currency }), locale);
  const { data } = post.entry;
  const path = contentPaths.blogPost(slug);
  const origin = services.config.publicUrl;
  return {
    post: { ...post, relatedTours: post.relatedTours.map((tour) => cardOf(tour, locale)) },
    feedTitle: t('content.blog.feedTitle'),
    meta: {
      path,
      title: data.title,
      description: data.summary,
      image: data.post?.cover.path,
      type: 'article' as const,
      jsonLd: articleJsonLd(post, { origin, url: `${origin}/${locale}/${defaultCurrency}${path}` }),
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return [...pageMeta(site, loaderData.meta), feedLink(site, loaderData.feedTitle)];
}

/** A blog post (requirements §screens.content): cover, day, reading time, its text (in English when not yet translated) and tours of its city. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { post } = loaderData;
  const { data } = post.entry;
  return (
    <div className="section content-page">
      <p className="post-back">
        <Link to={sitePath(contentPaths.blog)}>{t('content.blog.back')}</Link>
      </p>
      <FallbackNotice entry={post.entry} />
      <article className="post" lang={fallbackLang(post.entry)}>
        <h1>{data.title}</h1>
        {data.post ? (
          <>
            <PostFacts post={data.post} readingMinutes={post.readingMinutes} />
            <p className="muted">{t('content.blog.byAuthor', { author: data.post.author })}</p>
            {/* The cover is the page's largest picture at the top: loaded at once, sized so nothing moves. */}
            <img className="post-cover" src={data.post.cover.path} alt={data.post.cover.alt} width={data.post.cover.width} height={data.post.cover.height} fetchPriority="high" />
          </>
        ) : null}
        <p className="content-lead">{data.summary}</p>
        {data.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
      {post.relatedTours.length > 0 ? (
        <section className="content-section" aria-labelledby="related-tours">
          <h2 id="related-tours" className="section-title">
            {t('content.blog.relatedTours')}
          </h2>
          <TourGrid tours={post.relatedTours} />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
