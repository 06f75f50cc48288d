import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { hasFreeDayIn, isFreeDay, type FreeDays } from '@cicerone/core/checkout/free-days';
import { addMonths, monthOf, monthWeeks, weekStartFor } from '@cicerone/core/checkout/month-grid';
import { useI18n } from '../i18n/i18n.tsx';
import { dateFormat } from '../lib/format/intl-cache.ts';

interface DayPickerProps {
  /** The form field's name. */
  name: string;
  label: string;
  /** The days that can be booked ('YYYY-MM-DD' in the tour's city). */
  freeDays: FreeDays;
  /** The month shown first ('YYYY-MM'); the picker pages from `firstMonth` to `lastMonth`. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  value: string;
  onChange: (day: string) => void;
  /** A day must be chosen: the browser's check (the kit's) lists the field while none is. */
  required?: boolean;
  /** id of the element explaining an error, when there is one. */
  errorId?: string | undefined;
  /** Anchor the month links return to (the page without JavaScript reloads there). */
  anchor: string;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A month of days where only free days can be chosen (spec: the date picker shows only days with
 * free slots). Each free day is a radio button, so the picker works as a plain form without
 * JavaScript, and arrow keys move between days as in any radio group. The month links reload the
 * page on another month without JavaScript; with it they only change the month shown.
 */
export function DayPicker({ name, label, freeDays, month: initialMonth, firstMonth, lastMonth, value, onChange, required, errorId, anchor }: DayPickerProps) {
  const { t, tag, locale } = useI18n();
  const location = useLocation();
  const [month, setMonth] = useState(initialMonth);
  const weekStart = weekStartFor(locale);
  const weeks = monthWeeks(month, weekStart);
  const monthTitle = dateFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(`${month}-01`));
  const longDay = dateFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayName = dateFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  // 2026-03-01 is a Sunday: day n of that week has weekday n.
  const headers = Array.from({ length: 7 }, (_, index) => utcDay(`2026-03-0${1 + ((weekStart + index) % 7)}`));
  const freeInMonth = hasFreeDayIn(freeDays, month);

  function monthLink(target: string, text: string, rel: 'prev' | 'next') {
    const enabled = target >= firstMonth && target <= lastMonth;
    if (!enabled) return <span className={`day-picker-nav day-picker-${rel} is-disabled`} aria-hidden="true" />;
    const search = new URLSearchParams(location.search);
    search.set('month', target);
    const go = (event: MouseEvent) => {
      event.preventDefault();
      setMonth(target);
    };
    return (
      <Link to={`?${search.toString()}#${anchor}`} className={`day-picker-nav day-picker-${rel}`} aria-label={text} title={text} onClick={go} preventScrollReset replace>
        <span aria-hidden="true">{rel === 'prev' ? '‹' : '›'}</span>
      </Link>
    );
  }

  return (
    <fieldset className="booking-field day-picker" aria-describedby={errorId}>
      <legend className="field-label">{label}</legend>
      <div className="day-picker-head">
        {monthLink(addMonths(month, -1), t('tour.booking.previousMonth'), 'prev')}
        <p className="day-picker-month" aria-live="polite">
          {monthTitle}
        </p>
        {monthLink(addMonths(month, 1), t('tour.booking.nextMonth'), 'next')}
      </div>
      <table className="day-picker-grid">
        <thead>
          <tr>
            {headers.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={weekdayLong.format(day)}>
                {weekdayName.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => (
                <td key={day ?? `blank-${index}`}>
                  {day === null ? null : isFreeDay(freeDays, day) ? (
                    <label className="day-picker-day">
                      <input type="radio" name={name} value={day} checked={value === day} onChange={() => onChange(day)} required={required && value === ''} aria-label={longDay.format(utcDay(day))} />
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                    </label>
                  ) : (
                    <span className="day-picker-day is-off" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!freeInMonth && <p className="field-hint">{t('tour.booking.noFreeDayInMonth')}</p>}
      {/* A day chosen in another month still goes with the form. */}
      {value !== '' && monthOf(value) !== month && <input type="hidden" name={name} value={value} />}
      {value !== '' && <p className="field-hint day-picker-chosen">{t('tour.booking.chosenDay', { day: longDay.format(utcDay(value)) })}</p>}
    </fieldset>
  );
}
