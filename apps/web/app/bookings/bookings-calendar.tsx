import { Link } from 'react-router';
import { timeName } from '../lib/format/intl-names.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { monthKey, shiftMonth, statusTone, type CalendarMonth, type ShownBooking } from './booking-shown.ts';
import { useBookingPath } from './booking-parts.tsx';
import { bookingTitle } from './booking-title.ts';

/** The weeks of a month, Monday first: each a row of 7 'YYYY-MM-DD' days, or null outside the month. */
export function monthWeeks({ year, month }: CalendarMonth): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let day = 1; day <= days; day += 1) cells.push(`${monthKey({ year, month })}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The calendar view (requirements §screens.bookings): a month as a real table (weekday headers, one cell per day listing
 * its bookings as links), previous and next month as links, so it works without JavaScript and
 * with the keyboard. On phones the stylesheet turns it into a list of the days that have bookings.
 */
export function BookingsCalendar({ month, bookings, today }: { month: CalendarMonth; bookings: readonly ShownBooking[]; today: string }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const pathOf = useBookingPath();
  const monthLink = (target: CalendarMonth) => sitePath(`/bookings?display=calendar&year=${target.year}&month=${target.month}`);
  const monthName = (target: CalendarMonth) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(target.year, target.month - 1, 1)));
  const weekdayLong = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  // 2026-03-02 is a Monday: the headers' names in the reader's language.
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((offset) => new Date(Date.UTC(2026, 2, 2 + offset)));
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const byDay = new Map<string, ShownBooking[]>();
  for (const booking of bookings) byDay.set(booking.day, [...(byDay.get(booking.day) ?? []), booking]);

  return (
    <section className="bookings-calendar" aria-labelledby="calendar-month">
      <div className="calendar-nav">
        <Link className="button button-secondary" to={monthLink(previous)} aria-label={t('bookings.calendar.previous', { month: monthName(previous) })}>
          <span aria-hidden="true">‹</span> {t('bookings.calendar.previousShort')}
        </Link>
        <h2 id="calendar-month" className="calendar-title" aria-live="polite">
          {monthName(month)}
        </h2>
        <Link className="button button-secondary" to={monthLink(next)} aria-label={t('bookings.calendar.next', { month: monthName(next) })}>
          {t('bookings.calendar.nextShort')} <span aria-hidden="true">›</span>
        </Link>
      </div>
      {bookings.length === 0 ? <p className="empty-note">{t('bookings.calendar.empty')}</p> : null}
      <table className="calendar-table">
        <caption className="visually-hidden">{t('bookings.calendar.caption', { month: monthName(month) })}</caption>
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th key={date.getTime()} scope="col" abbr={weekdayLong.format(date)}>
                {weekdayShort.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} className="calendar-outside" />;
                const listed = byDay.get(day) ?? [];
                return (
                  <td key={day} className={listed.length > 0 ? 'calendar-busy' : 'calendar-free'} aria-current={day === today ? 'date' : undefined}>
                    <time dateTime={day} className="calendar-date">
                      <span className="calendar-number" aria-hidden="true">
                        {utc(day).getUTCDate()}
                      </span>
                      <span className="calendar-full">{fullDay.format(utc(day))}</span>
                    </time>
                    {listed.length > 0 ? (
                      <ul className="calendar-bookings">
                        {listed.map((booking) => (
                          <li key={booking.id} className={`calendar-booking calendar-booking-${statusTone(booking.status)}`}>
                            <Link to={pathOf(booking)}>
                              <span className="calendar-time">{timeName(tag, booking.startTime)}</span> {bookingTitle(booking, t)}
                              {booking.status === 'cancelled' ? <span className="calendar-cancelled"> ({t('bookings.status.cancelled')})</span> : null}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
