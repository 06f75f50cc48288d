import { Link } from 'react-router';
import type { BlogPostCard } from '@cicerone/core/contracts/blog';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

/** "12 March 2026 · 3 min read · Food": a post's day (Intl), reading time and category. */
export function PostFacts({ post, readingMinutes }: { post: BlogPostCard['post']; readingMinutes: number }) {
  const { t, tag } = useI18n();
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${post.publishedAt}T00:00:00Z`));
  return (
    <p className="post-facts muted">
      <time dateTime={post.publishedAt}>{day}</time> · {t('content.blog.readingTime', { minutes: readingMinutes })} · {t(`content.blog.category.${post.category}`)}
    </p>
  );
}

/**
 * A post on the blog list: its cover, title and summary. The first row's covers load at once (the
 * very first one, the page's largest paint, before anything else), the others as they scroll in.
 */
export function BlogCard({ card, eager, first = false }: { card: BlogPostCard; eager: boolean; first?: boolean }) {
  const sitePath = useSitePath();
  const { locale } = useI18n();
  // A post not yet translated is listed with its English title, marked as English.
  const lang = card.language === locale ? undefined : card.language.replace('_', '-');
  const { cover } = card.post;
  return (
    <article className="blog-card" lang={lang}>
      <img src={cover.path} alt={cover.alt} width={cover.width} height={cover.height} loading={eager ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />
      <h2 className="blog-card-title">
        <Link to={sitePath(contentPaths.blogPost(card.slug))}>{card.title}</Link>
      </h2>
      <PostFacts post={card.post} readingMinutes={card.readingMinutes} />
      <p>{card.summary}</p>
    </article>
  );
}
