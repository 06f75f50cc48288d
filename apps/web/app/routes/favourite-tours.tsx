import { Link, redirect } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { signedInPage } from '../accounts/account-page.server.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { pageParam } from '../lib/page/site-page.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { cardOf } from '../catalog/card-data.server.ts';
import { TourGrid } from '../catalog/tour-card.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/favourite-tours';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, user, t } = signedInPage(args);
  const page = pageParam(args.request, 'page');
  const list = await services.favourites.list(user.id, { page, language: locale, currency });
  // The last favourite of the last page was just removed: the page before it.
  if (list.tours.length === 0 && page > 1 && list.totalPages > 0) {
    throw redirect(`${args.url.pathname}${list.totalPages > 1 ? `?page=${list.totalPages}` : ''}`);
  }
  // Every card here is a favourite: its heart is filled, and removes it.
  return { title: t('account.favourites.title'), list: { ...list, tours: list.tours.map((tour) => cardOf({ ...tour, favourite: true }, locale)) } };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** The person's favourite tours as the catalogue's cards, paged as the tour list (requirements §screens.catalogue); a heart removes one. */
export default function FavouriteTours({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { list } = loaderData;
  return (
    <>
      <PageHeading title={loaderData.title} intro={list.totalItems > 0 ? t('account.favourites.count', { count: list.totalItems }) : undefined} />
      {list.tours.length > 0 ? (
        <>
          <TourGrid tours={list.tours} headingLevel={2} eagerCount={3} />
          <Pagination
            currentPage={list.currentPage}
            totalPages={list.totalPages}
            hrefFor={(page) => sitePath(page > 1 ? `/favourite-tours?page=${page}` : '/favourite-tours')}
            label={t('account.favourites.pagination')}
          />
        </>
      ) : (
        <div className="empty-state">
          <h2>{t('account.favourites.emptyTitle')}</h2>
          <p>{t('account.favourites.emptyBody')}</p>
          <Link className="button button-primary" to={sitePath('/tours')}>
            {t('account.favourites.browse')}
          </Link>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
