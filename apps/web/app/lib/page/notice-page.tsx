import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSitePath } from '../../site/site-data.ts';

// Every page's code imports this notice (its error boundary): the destinations' reading loads with a notice shown.
const NoticeCities = lazy(() => import('./notice-cities.tsx'));

export type NoticeKind = 'not-found' | 'error';

const keys = {
  'not-found': ['pages.notFound.title', 'pages.notFound.body'],
  error: ['pages.error.title', 'pages.error.body'],
} as const;

/** The page a visitor sees instead of content (not found, failure), with ways back into the site. */
export function NoticePage({ kind }: { kind: NoticeKind }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const [title, body] = keys[kind];
  return (
    <section className="notice-page">
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <Suspense fallback={null}>
        <NoticeCities />
      </Suspense>
      <Link className="button button-primary" to={sitePath('/')}>
        {t('pages.comingSoon.back')}
      </Link>
    </section>
  );
}

export { noticeMeta } from './notice-meta.ts';

/** A page route's error boundary: a 404 answer says "not found", anything else "something went wrong". */
export function RouteErrorNotice({ error }: { error: unknown }) {
  return <NoticePage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'error'} />;
}
