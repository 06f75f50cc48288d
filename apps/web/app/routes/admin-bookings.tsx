import { Form, Link } from 'react-router';
import { adminBookingSortColumns } from '@cicerone/core/admin/admin-bookings';
import { bookingStatuses } from '@cicerone/core/checkout/booking-status';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { bookingSearch, moneyFormatter } from '../admin/bookings.server.ts';
import { AdminTable } from '../admin/admin-table.tsx';
import { SortHeader } from '../admin/sort-header.tsx';
import { StatusBadge, statusKeys } from '../bookings/booking-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-bookings';
import '../accounts/accounts.css';

/** Bookings by reference, e-mail, tour, day range or status, sorted through the URL (requirements §back-office.bookings); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = bookingSearch(args.request);
  const found = await page.services.adminBookings.list(search, page.locale);
  const money = await moneyFormatter(page);
  return {
    search: { q: search.q ?? '', status: search.status ?? '', from: search.from ?? '', to: search.to ?? '', tourId: search.tourId ? String(search.tourId) : '' },
    sort: search.sort,
    dir: search.dir,
    bookings: found.bookings.map((booking) => ({ ...booking, priceText: money(booking.price.amount, booking.price.currency) })),
    results: page.t(found.moreThanTotal ? 'admin.bookings.resultsMore' : 'admin.bookings.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/bookings', 'admin.bookings.title', 'admin.bookings.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

const [startColumn, createdColumn, referenceColumn] = adminBookingSortColumns;

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const { search, sort, dir, bookings, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const query = new URLSearchParams(Object.entries({ ...search, sort, dir }).filter(([, value]) => value !== ''));
    if (page > 1) query.set('page', String(page));
    return sitePath(`/admin/bookings?${query.toString()}`);
  };
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.bookings.title')}</h1>
      <p className="muted">{t('admin.bookings.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/bookings')} className="admin-search" role="search" aria-label={t('admin.bookings.searchLabel')}>
        <div className="form-field">
          <label className="field-label" htmlFor="bookings-q">
            {t('admin.bookings.q')}
          </label>
          <input className="input" id="bookings-q" type="search" name="q" defaultValue={search.q} maxLength={200} aria-describedby="bookings-q-hint" autoComplete="off" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="bookings-status">
            {t('admin.bookings.status')}
          </label>
          <select className="select" id="bookings-status" name="status" defaultValue={search.status}>
            <option value="">{t('admin.bookings.anyStatus')}</option>
            {bookingStatuses.map((value) => (
              <option key={value} value={value}>
                {t(statusKeys[value] ?? value)}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((bound) => (
          <div className="form-field" key={bound}>
            <label className="field-label" htmlFor={`bookings-${bound}`}>
              {t(`admin.bookings.${bound}`)}
            </label>
            <input className="input" id={`bookings-${bound}`} type="date" name={bound} defaultValue={search[bound]} />
          </div>
        ))}
        {search.tourId ? <input type="hidden" name="tourId" value={search.tourId} /> : null}
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <button type="submit" className="button button-primary">
          {t('admin.bookings.find')}
        </button>
        <p id="bookings-q-hint" className="field-hint admin-search-hint">
          {t('admin.bookings.qHint')}
        </p>
      </Form>
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      {bookings.length === 0 ? (
        <p className="admin-empty">{t('admin.bookings.empty')}</p>
      ) : (
        <AdminTable id="bookings-caption" caption={t('admin.bookings.caption')}>
          <thead>
            <tr>
              <SortHeader column={referenceColumn} label={t('admin.bookings.column.reference')} sort={sort} dir={dir} />
              <th scope="col">{t('admin.bookings.column.tour')}</th>
              <SortHeader column={startColumn} label={t('admin.bookings.column.start')} sort={sort} dir={dir} />
              <th scope="col">{t('admin.bookings.column.traveller')}</th>
              <th scope="col">{t('admin.bookings.column.status')}</th>
              <th scope="col">{t('admin.bookings.column.price')}</th>
              <SortHeader column={createdColumn} label={t('admin.bookings.column.created')} sort={sort} dir={dir} />
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <th scope="row" className="nowrap">
                  <Link to={sitePath(`/admin/bookings/${encodeURIComponent(booking.reference)}`)}>{booking.reference}</Link>
                  <br />
                  <span className="muted">{booking.orderReference}</span>
                </th>
                <td>
                  {booking.tour ? booking.tour.title : t('admin.bookings.noTour')}
                  {booking.city ? (
                    <>
                      <br />
                      <span className="muted">{booking.city}</span>
                    </>
                  ) : null}
                </td>
                <td className="admin-date">
                  {day.format(new Date(`${booking.day}T00:00:00Z`))}
                  <br />
                  <span className="muted">{booking.startTime}</span>
                </td>
                <td className="admin-email">
                  {booking.traveller.name}
                  <br />
                  <a href={`mailto:${booking.traveller.email}`}>{booking.traveller.email}</a>
                </td>
                <td>
                  <StatusBadge status={booking.status} />
                </td>
                <td className="admin-amount">{booking.priceText}</td>
                <td className="admin-date">{day.format(new Date(booking.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.bookings.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
