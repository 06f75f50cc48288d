/**
 * The booking panel's own checks, run in the browser as the traveller fills it in so the list of
 * what is missing shows before anything is sent (spec §5): the cart's single list of booking
 * checks (choiceProblem) plus the required contact fields. The server checks it all again.
 */
import { choiceProblem, type BookableTour } from '@cicerone/core/checkout/cart-item';
import type { TourDetail } from '@cicerone/core/contracts/catalog';
import type { Translate } from '@cicerone/core/i18n/translate';

/** Names the panel's form in its action's answer. */
export const bookingForm = 'booking';

export const bookingFields = {
  required: ['date', 'time', 'guideLanguage', 'contactName', 'contactEmail', 'contactPhone'],
} as const;

/** Which field shows each check of choiceProblem. */
const fieldOfProblem: Readonly<Record<string, string>> = {
  tour_not_found: 'form',
  duration_unavailable: 'duration',
  group_size_out_of_range: 'adults',
  too_many_infants: 'adults',
  tour_price_unavailable: 'adults',
  guide_language_unavailable: 'guideLanguage',
  time_out_of_range: 'time',
  no_time_slots: 'date',
};

/** The date picker's data: the days with a free slot over the next year, and the month it opens on. */
export interface BookingCalendar {
  freeDays: string[];
  month: string;
  lastMonth: string;
}

export interface BookingChoice {
  duration: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  infants: number;
  guideLanguage: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** What choiceProblem needs of a tour, from the page's tour (its prices carry their EUR cents). */
export function bookableTour(tour: Pick<TourDetail, 'id' | 'minPeople' | 'maxPeople' | 'prices' | 'guideLanguages' | 'weekdays' | 'minStartTime' | 'maxStartTime' | 'timeZone' | 'bookingCutoffHours'>): BookableTour {
  return {
    id: tour.id,
    activated: true,
    minPeople: tour.minPeople,
    maxPeople: tour.maxPeople,
    prices: tour.prices.map((row) => ({ duration: row.duration, minTravellers: row.minTravellers, maxTravellers: row.maxTravellers, eurCents: row.price.eurCents })),
    guideLanguages: tour.guideLanguages,
    weekdays: tour.weekdays,
    minStartTime: tour.minStartTime,
    maxStartTime: tour.maxStartTime,
    timeZone: tour.timeZone,
    cutoffHours: tour.bookingCutoffHours,
  };
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The browser checks a phone's shape only (+ or 00, then 7 to 15 digits): the full per-country
 * check (libphonenumber's metadata, ~50 KB) stays on the server, which answers at the field.
 */
const phoneShape = /^(\+|00)[\d\s().-]{7,24}$/;
const digits = (value: string) => value.replace(/\D/g, '').length;

/** Field → message, in the order of the form; empty when the choice can go to the cart. */
export function bookingProblems(tour: BookableTour, choice: BookingChoice, now: Date, t: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  const required = t('errors.field.required');
  const problem = choice.date && choice.time ? choiceProblem(tour, {
    duration: choice.duration,
    day: choice.date,
    startTime: choice.time,
    travellers: { adults: choice.adults, children: choice.children, infants: choice.infants },
    guideLanguage: choice.guideLanguage,
  }, now) : null;
  const problemField = problem ? (fieldOfProblem[problem.code] ?? 'form') : null;
  const add = (field: string, message: string) => {
    if (!problems[field]) problems[field] = message;
  };
  for (const field of ['duration', 'adults', 'date', 'time', 'guideLanguage'] as const) {
    if (problem && problemField === field) add(field, t(`errors.${problem.code}`, problem.values));
    if ((field === 'date' || field === 'time' || field === 'guideLanguage') && !choice[field]) add(field, required);
  }
  if (problem && problemField === 'form') add('form', t(`errors.${problem.code}`));
  if (!choice.contactName.trim()) add('contactName', required);
  if (!choice.contactEmail.trim()) add('contactEmail', required);
  else if (!emailShape.test(choice.contactEmail.trim())) add('contactEmail', t('errors.field.email'));
  if (!choice.contactPhone.trim()) add('contactPhone', required);
  else if (!phoneShape.test(choice.contactPhone.trim()) || digits(choice.contactPhone) < 8 || digits(choice.contactPhone) > 17) add('contactPhone', t('errors.field.phone'));
  return problems;
}
