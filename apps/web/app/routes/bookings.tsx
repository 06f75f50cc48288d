import { Link } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { BookingCard, viewKeys } from '../bookings/booking-parts.tsx';
import { viewTabs } from '../bookings/booking-shown.ts';
import { BookingsCalendar } from '../bookings/bookings-calendar.tsx';
import { bookingsLoader } from '../bookings/bookings-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/bookings';
import '../bookings/bookings.css';

export async function loader(args: Route.LoaderArgs) {
  return bookingsLoader(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** My bookings (requirements §screens.bookings): the status view with its four tabs, or the calendar view of a month. */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { display, view, counts, month, today, bookings } = loaderData;
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('bookings.intro')} />
      <nav className="bookings-display" aria-label={t('bookings.display.label')}>
        <Link className="chip" to={sitePath(`/bookings?view=${view}`)} aria-current={display === 'list' ? 'page' : undefined}>
          {t('bookings.display.list')}
        </Link>
        <Link className="chip" to={sitePath(`/bookings?display=calendar&year=${month.year}&month=${month.month}`)} aria-current={display === 'calendar' ? 'page' : undefined}>
          {t('bookings.display.calendar')}
        </Link>
      </nav>
      {display === 'calendar' ? (
        <BookingsCalendar month={month} bookings={bookings} today={today} />
      ) : (
        <>
          <nav className="bookings-tabs" aria-label={t('bookings.views.label')}>
            <ul>
              {viewTabs.map((tab) => (
                <li key={tab}>
                  <Link className="bookings-tab" to={sitePath(`/bookings?view=${tab}`)} aria-current={tab === view ? 'page' : undefined}>
                    {t(viewKeys[tab] ?? tab)} <span className="bookings-count">{t('bookings.views.count', { count: counts[tab] })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {bookings.length === 0 ? (
            <div className="empty-note">
              <p>{t('bookings.empty')}</p>
              <Link className="button button-secondary" to={sitePath('/tours')}>
                {t('shell.cart.browse')}
              </Link>
            </div>
          ) : (
            <ul className="booking-cards" aria-label={t(viewKeys[view] ?? view)}>
              {bookings.map((booking) => (
                <BookingCard key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
