// What the refund journeys (e2e/refunds.spec.ts) read: mails by their catalog text, a tour starting a given number of hours ahead, the coin balance and an order's bookings.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { startTimes, todayIn } from '@cicerone/core/catalog/tour-schedule';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import type { Tour } from './booking.ts';

/** A pattern for a mail's text (apps/server/src/features/mail/messages): the given placeholders filled, the others any text. */
export function mailPattern(locale: string, key: string, values: Record<string, string> = {}): RegExp {
  const catalog = JSON.parse(readFileSync(new URL(`../../apps/server/src/features/mail/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const text = catalog[key];
  if (text === undefined) throw new Error(`No mail message ${key} in ${locale}`);
  const parts = text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole).split(/\{\w+\}/);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

export type TimedTour = Tour & { timeZone: string; minStartTime: string; maxStartTime: string; bookingCutoffHours: number };

/**
 * A tour of the catalogue with a start within half an hour of `hours` from now (start times are on the
 * half hour, on its city's clock) on a day it runs, and still taking bookings then.
 */
export async function startAbout(request: APIRequestContext, hours: number): Promise<{ tour: TimedTour; day: string; time: string }> {
  const target = Date.now() + hours * 3_600_000;
  for (let page = 1; page <= 5; page += 1) {
    const list = (await (await request.get(`/api/tours?size=48&page=${page}`)).json()) as { tours: { id: number }[] };
    for (const { id } of list.tours) {
      const tour = (await (await request.get(`/api/tour/${id}`)).json()) as TimedTour;
      if (tour.bookingCutoffHours >= hours - 1) continue;
      const today = Date.parse(`${todayIn(tour.timeZone)}T00:00:00Z`);
      for (const day of [0, 1, 2].map((offset) => new Date(today + offset * 86_400_000))) {
        if ((tour.weekdays & (1 << day.getUTCDay())) === 0) continue;
        const iso = day.toISOString().slice(0, 10);
        const time = startTimes(tour.minStartTime, tour.maxStartTime).find((start) => Math.abs(zonedInstant(iso, start, tour.timeZone).getTime() - target) <= 30 * 60_000);
        if (time) return { tour, day: iso, time };
      }
    }
  }
  throw new Error(`No tour starting about ${hours} hours from now among the first 240 of the catalogue`);
}

/** The caller's coin balance, EUR cents. */
export async function coinBalance(context: BrowserContext): Promise<number> {
  return ((await (await context.request.get('/api/me/coins')).json()) as { balance: number }).balance;
}

export interface MyBooking {
  reference: string;
  orderReference: string;
  status: string;
  price: number;
  refunds: { amount: number; coins: number; route: string; status: string; creditNote: { number: string } | null }[];
}

/** The caller's bookings of an order, as GET /api/me/bookings gives them (oldest day first). */
export async function bookingsOf(context: BrowserContext, order: string): Promise<MyBooking[]> {
  const { bookings } = (await (await context.request.get('/api/me/bookings')).json()) as { bookings: (MyBooking & { day: string })[] };
  return bookings.filter((booking) => booking.orderReference === order).sort((a, b) => a.day.localeCompare(b.day));
}
