import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { tourDayCapacity } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { missionResponse } from '@cicerone/db/schema/missions';
import { booking, customerOrder, mission } from '@cicerone/db/schema/orders';
import { missionEarning } from '@cicerone/db/schema/payouts';
import { city } from '@cicerone/db/schema/reference';
import type { BookingStatus } from '@cicerone/core/checkout/booking-status';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { todayIn } from '@cicerone/core/catalog/tour-schedule';
import type { GuideAnswer } from '@cicerone/core/missions/guide-missions';
import type { MissionStatus } from '@cicerone/core/missions/mission-status';
import { defaultGuideSharePercent, guideEarnings } from '@cicerone/core/payouts/guide-earnings';

/** One demo mission: which month, how many days from today (or which day of last month), and what became of it. */
interface DemoMission {
  month: 'current' | 'last';
  /** current: days from today, clamped into the month; last: the day of the month. */
  day: number;
  mission: MissionStatus;
  /** Gina's answer, if she answered; `mine` when it is assigned to her. */
  answer: GuideAnswer | null;
  mine: boolean;
}

/**
 * The demo guide's missions (README: gina@demo.cicerone.travel), relative to the day the demo is
 * seeded, so every filter of her dashboard shows something this month (and last month's tours, all
 * past, show each end): offered and not answered, accepted and waiting for an admin, declined,
 * assigned to her, finished (with its earning on the payments page), and cancelled with its booking
 * after she accepted.
 */
const plan: DemoMission[] = [
  { month: 'current', day: 4, mission: 'waiting_response', answer: null, mine: false },
  { month: 'current', day: 6, mission: 'waiting_response', answer: 'yes', mine: false },
  { month: 'current', day: 8, mission: 'assigned', answer: 'yes', mine: true },
  { month: 'current', day: -2, mission: 'finished', answer: 'yes', mine: true },
  { month: 'current', day: 10, mission: 'cancelled', answer: 'yes', mine: false },
  { month: 'current', day: 12, mission: 'waiting_response', answer: 'no', mine: false },
  { month: 'last', day: 9, mission: 'finished', answer: 'yes', mine: true },
  { month: 'last', day: 16, mission: 'finished', answer: 'yes', mine: true },
  { month: 'last', day: 12, mission: 'finished', answer: 'no', mine: false },
  { month: 'last', day: 20, mission: 'cancelled', answer: 'yes', mine: true },
];

const bookingStatusOf: Record<MissionStatus, BookingStatus> = { waiting_response: 'pending', assigned: 'pending', finished: 'completed', cancelled: 'cancelled' };

/** 'YYYY-MM-DD' of `day` in the month of `today` shifted by `months`, the day clamped into that month. */
function dayOf(today: string, months: number, day: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.toISOString().slice(0, 8)}${String(Math.min(Math.max(day, 1), last)).padStart(2, '0')}`;
}

/** Seeds Gina's missions on Paris tours booked by Claire; nothing when either account or a Paris tour is missing. */
export async function seedDemoMissions(db: Executor, now: Date = new Date()): Promise<number> {
  const [gina] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, 'gina@demo.cicerone.travel'));
  const [claire] = await db.select({ id: appUser.id, email: appUser.email }).from(appUser).where(eq(appUser.email, 'claire@demo.cicerone.travel'));
  const [paris] = await db.select({ id: city.id, timeZone: city.timeZone }).from(city).where(eq(city.slug, 'paris'));
  if (!gina || !claire || !paris) return 0;
  const tours = await db
    .select({ id: tour.id, guideSharePercent: tour.guideSharePercent })
    .from(tour)
    .where(and(eq(tour.cityId, paris.id), sql`${tour.guideLanguages} && array['en_US', 'fr_FR', 'de_DE']::text[]`))
    .orderBy(tour.id)
    .limit(plan.length);
  if (tours.length === 0) return 0;
  const today = todayIn(paris.timeZone, now);
  const todayNumber = Number(today.slice(8, 10));
  for (const [index, seed] of plan.entries()) {
    const picked = tours[index % tours.length]!;
    const day = seed.month === 'current' ? dayOf(today, 0, todayNumber + seed.day) : dayOf(today, -1, seed.day);
    const startsAt = zonedInstant(day, '10:00', paris.timeZone);
    const price = 24_000 + index * 1_500;
    const reference = `DEMO${String(index + 1).padStart(3, '0')}`;
    const [order] = await db
      .insert(customerOrder)
      .values({ reference: `CIC-${reference}`, userId: claire.id, locale: index % 2 === 0 ? 'ja_JP' : 'fr_FR', currency: 'EUR', rate: '1', subtotal: price, grandTotal: price, paymentMethod: 'card', status: 'paid', paidAt: now })
      .returning({ id: customerOrder.id });
    const status = bookingStatusOf[seed.mission];
    const [made] = await db
      .insert(booking)
      .values({
        reference: `BK-${reference}`,
        orderId: order!.id,
        userId: claire.id,
        tourId: picked.id,
        cityId: paris.id,
        duration: '4h',
        day,
        startTime: '10:00',
        adults: 2 + (index % 3),
        guideLanguage: ['en_US', 'fr_FR', 'de_DE'][index % 3]!,
        contactName: 'Claire Martin',
        contactEmail: claire.email,
        contactPhone: '+33612345678',
        startsAt,
        price,
        priceEurCents: price,
        status,
        ...(status === 'cancelled' ? { cancellationReason: 'Plans changed', cancelledAt: now } : {}),
      })
      .returning({ id: booking.id });
    // Capacity is held by every booking not cancelled (availability: one unit per live order).
    if (status !== 'cancelled') {
      await db
        .insert(tourDayCapacity)
        .values({ tourId: picked.id, day, held: 1 })
        .onConflictDoUpdate({ target: [tourDayCapacity.tourId, tourDayCapacity.day], set: { held: sql`${tourDayCapacity.held} + 1` } });
    }
    const [created] = await db
      .insert(mission)
      .values({ bookingId: made!.id, cityId: paris.id, status: seed.mission, guideUserId: seed.mine ? gina.id : null, assignedAt: seed.mine ? now : null })
      .returning({ id: mission.id });
    if (seed.answer) await db.insert(missionResponse).values({ missionId: created!.id, guideUserId: gina.id, availability: 'All day', answer: seed.answer, answeredAt: now });
    if (seed.mission === 'finished' && seed.mine) {
      const sharePercent = picked.guideSharePercent ?? defaultGuideSharePercent;
      const [year, month] = day.split('-').map(Number) as [number, number];
      await db.insert(missionEarning).values({ missionId: created!.id, guideUserId: gina.id, currency: 'EUR', sharePercent, amount: guideEarnings(price, sharePercent), year, month });
    }
  }
  return plan.length;
}
