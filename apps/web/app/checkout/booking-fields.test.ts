import { describe, expect, it } from 'vitest';
import type { TourDetail } from '@cicerone/core/contracts/catalog';
import { bookableTour, bookingProblems, type BookingChoice } from './booking-fields.ts';
import { checkoutChoices } from './checkout-choices.ts';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const tour = bookableTour({
  id: 1,
  minPeople: 2,
  maxPeople: 6,
  prices: [{ duration: '4h', minTravellers: 1, maxTravellers: 6, price: { amount: 20000, currency: 'EUR', eurCents: 20000 } }],
  guideLanguages: ['en', 'fr'],
  weekdays: 0b1111111,
  minStartTime: '09:00',
  maxStartTime: '16:00',
  timeZone: 'Europe/Paris',
  bookingCutoffHours: 24,
} as Pick<TourDetail, 'id' | 'minPeople' | 'maxPeople' | 'prices' | 'guideLanguages' | 'weekdays' | 'minStartTime' | 'maxStartTime' | 'timeZone' | 'bookingCutoffHours'>);

const now = new Date('2030-05-01T08:00:00Z');
const good: BookingChoice = {
  duration: '4h',
  date: '2030-05-10',
  time: '10:00',
  adults: 2,
  children: 0,
  infants: 0,
  guideLanguage: 'fr',
  contactName: 'Ana Example',
  contactEmail: 'ana@example.com',
  contactPhone: '+33 6 12 34 56 78',
};

describe('the booking panel’s missing fields', () => {
  it('has nothing to say about a complete, bookable choice', () => {
    expect(bookingProblems(tour, good, now, t)).toEqual({});
  });

  it('lists every required field left empty, in the form’s order', () => {
    const problems = bookingProblems(tour, { ...good, date: '', guideLanguage: '', contactName: ' ', contactEmail: '', contactPhone: '' }, now, t);
    expect(Object.keys(problems)).toEqual(['date', 'guideLanguage', 'contactName', 'contactEmail', 'contactPhone']);
    expect(problems['date']).toBe('errors.field.required');
  });

  it('runs the cart’s own checks: group size, language, time, day', () => {
    expect(bookingProblems(tour, { ...good, adults: 1 }, now, t)['adults']).toBe('errors.group_size_out_of_range {"min":2,"max":6}');
    expect(bookingProblems(tour, { ...good, guideLanguage: 'de' }, now, t)['guideLanguage']).toBe('errors.guide_language_unavailable');
    expect(bookingProblems(tour, { ...good, time: '18:00' }, now, t)['time']).toBe('errors.time_out_of_range');
    expect(bookingProblems(tour, { ...good, date: '2030-04-20' }, now, t)['date']).toBe('errors.no_time_slots');
  });

  it('checks the shape of the e-mail and the phone', () => {
    const problems = bookingProblems(tour, { ...good, contactEmail: 'ana@', contactPhone: 'call me' }, now, t);
    expect(problems).toEqual({ contactEmail: 'errors.field.email', contactPhone: 'errors.field.phone' });
  });
});

describe('the checkout’s options', () => {
  it('reads choices, never amounts: coins typed in EUR become EUR cents, anything odd is nothing', () => {
    const form = new URLSearchParams({ code: ' AGENT10 ', coins: '12.5', method: 'bank_transfer', total: '1' });
    expect(checkoutChoices(form)).toEqual({ code: 'AGENT10', coins: 1250, useMax: false, method: 'bank_transfer' });
    expect(checkoutChoices(new URLSearchParams({ coins: '-3', method: 'cash', useMax: 'on' }))).toEqual({ code: '', coins: 0, useMax: true, method: 'card' });
  });
});
