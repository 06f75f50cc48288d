import { Link } from 'react-router';
import { blogCategories, isBlogCategory } from '@cicerone/core/content/blog';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { BlogCard } from '../content/blog-card.tsx';
import { feedLink } from '../content/blog-meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { notFound, pageParam, sitePage } from '../lib/page/site-page.server.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/blog';
// The pagination's styles live with the catalogue's lists.
import '../catalog/catalog.css';
import '../content/content.css';

/** The list's address for a category (or all) and a page; page 1 has no ?page=. */
function listPath(category: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${contentPaths.blog}?${search}` : contentPaths.blog;
}

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, t } = sitePage(args);
  const raw = new URL(args.request.url).searchParams.get('category');
  if (raw !== null && !isBlogCategory(raw)) throw notFound(locale);
  const category = raw ?? undefined;
  const page = pageParam(args.request, 'page');
  const list = await services.blog.list({ language: locale, page, category });
  if (page > list.totalPages) throw notFound(locale);
  const title = category ? t('content.blog.categoryTitle', { category: t(`content.blog.category.${category}`) }) : t('content.blog.title');
  return { list, category, feedTitle: t('content.blog.feedTitle'), meta: { path: listPath(category, page), title, description: t('content.blog.description') } };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return [...pageMeta(site, loaderData.meta), feedLink(site, loaderData.feedTitle)];
}

/** Requirements §screens.content /blog (requirements §screens.content): the posts, newest first, by category, a page at a time. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { list, category, meta } = loaderData;
  return (
    <div className="section content-page">
      <h1>{meta.title}</h1>
      <p className="content-lead">{meta.description}</p>
      <nav aria-label={t('content.blog.categoriesLabel')}>
        <ul className="chip-list">
          {[undefined, ...blogCategories].map((slug) => (
            <li key={slug ?? 'all'}>
              <Link className="chip" to={sitePath(listPath(slug, 1))} aria-current={slug === category ? 'page' : undefined}>
                {slug ? t(`content.blog.category.${slug}`) : t('content.blog.allCategories')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.posts.length === 0 ? <p>{t('content.blog.empty')}</p> : null}
      <ul className="blog-grid">
        {list.posts.map((card, index) => (
          <li key={card.slug}>
            <BlogCard card={card} eager={index < 2} first={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination currentPage={list.currentPage} totalPages={list.totalPages} hrefFor={(page) => sitePath(listPath(category, page))} label={t('content.blog.pagesLabel')} />
      <p>
        <a href={sitePath(contentPaths.blogFeed)}>{t('content.blog.feedLink')}</a>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
