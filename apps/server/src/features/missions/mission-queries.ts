import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import type { GuideAnswer } from '@cicerone/core/missions/guide-missions';
import type { BookingStatus } from '@cicerone/core/checkout/booking-status';
import type { MissionStatus } from '@cicerone/core/missions/mission-status';
import type { Executor } from '@cicerone/db/client';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { mission } from '@cicerone/db/schema/orders';
import { arrayLiteral, selectRows } from '../../shared/sql-rows.ts';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

/**
 * The only files of the missions slice that speak SQL. Who is offered a mission is a query, never
 * a copy: the approved guides (guide_profile.recruitment_status) of the mission's city whose
 * spoken languages include the booking's guide language.
 */

/** The local days of a month as a half-open range of 'YYYY-MM-DD'. */
export interface Month {
  year: number;
  month: number;
}

function monthRange({ year, month }: Month): { from: string; to: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

/** What makes a guide offered missions: approved, with a city and the languages they guide in. */
export interface GuideOffer {
  cityId: number;
  languages: string[];
}

export async function offerOfGuide(db: Executor, userId: string): Promise<GuideOffer | null> {
  const [row] = await selectRows<{ cityId: number; languages: string[] }>(
    db,
    sql`select city_id::int as "cityId", spoken_languages as "languages" from guide_profile where user_id = ${userId} and recruitment_status = 'approved' and city_id is not null`,
  );
  return row ?? null;
}

export interface GuideMissionRow {
  id: string;
  status: MissionStatus;
  guideUserId: string | null;
  bookingReference: string;
  cityId: number;
  cityName: string;
  /** '' for a service on request (requirements §booking.services): then serviceKind and serviceRequest say what it is. */
  tourTitle: string;
  serviceKind: QuoteKind | null;
  /** The request's fields (flight, terminal, addresses, ship, stopovers) the guide or driver needs. */
  serviceRequest: Record<string, unknown> | null;
  guideLanguage: string;
  /** The language the traveller ordered in (their site's), null when unknown. */
  travellerLocale: string | null;
  day: string;
  startTime: string;
  startsAt: Date;
  duration: string;
  /** The tour's average rating (0 until it has reviews). */
  rating: number;
  adults: number;
  children: number;
  infants: number;
  meetingPlace: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  availability: string | null;
  answer: GuideAnswer | null;
  cancelledReason: string | null;
  /** What the guide's pay is worked out from (decision 0017), or the earning fixed when it finished. */
  price: number;
  currency: string;
  minorUnits: number;
  tourSharePercent: number | null;
  fixedPay: number | null;
}

const missionColumns = (locale: string) => sql`m.id, m.status, m.guide_user_id as "guideUserId", b.reference as "bookingReference",
  m.city_id::int as "cityId", coalesce(c.names ->> ${locale}, c.name) as "cityName",
  coalesce((select x.title from tour_text x where x.tour_id = b.tour_id and x.language in (${locale}, 'en_US') order by x.language = 'en_US' limit 1), t.slug, '') as "tourTitle",
  b.guide_language as "guideLanguage", coalesce(o.locale, tu.locale) as "travellerLocale", b.day::text as day, b.start_time::text as "startTime", b.starts_at as "startsAt", b.duration, coalesce(t.rating, 0)::float8 as rating, q.kind as "serviceKind", q.request as "serviceRequest",
  b.adults::int as adults, b.children::int as children, b.infants::int as infants,
  coalesce(nullif(btrim(b.meeting_point), ''), (select x.meeting_point from tour_text x where x.tour_id = b.tour_id and x.language in (${locale}, 'en_US') order by x.language = 'en_US' limit 1), '') as "meetingPlace",
  b.contact_name as "contactName", b.contact_email as "contactEmail", b.contact_phone as "contactPhone"`;

/**
 * The missions `guideUserId` sees (requirements §roles.ownership: their own and those offered to them), with their own
 * answer: assigned to them (whatever became of it), answered by them, or offered to them now —
 * waiting for a guide or assigned to another (they see it taken). `month` limits them to the tours
 * of a month; `missionId` to one (another mission is simply not there: a 404).
 */
export async function guideMissionRows(db: Executor, guideUserId: string, offer: GuideOffer | null, options: { locale: string; month?: Month; missionId?: string }): Promise<GuideMissionRow[]> {
  // The three ways a guide sees a mission, each by its own index (mission_guide_idx,
  // mission_response_guide_idx, mission_city_idx): the cost follows the guide's missions, not the table's.
  const offered = offer
    ? sql` union select o.id from mission o join booking ob on ob.id = o.booking_id
        where o.city_id = ${offer.cityId} and o.status in ('waiting_response', 'assigned') and ob.guide_language = any(${arrayLiteral(offer.languages)}::text[])`
    : sql``;
  const conditions: SQL[] = [];
  if (options.month) {
    const { from, to } = monthRange(options.month);
    conditions.push(sql`b.day >= ${from} and b.day < ${to}`);
  }
  if (options.missionId) conditions.push(sql`m.id = ${options.missionId}`);
  return selectRows<GuideMissionRow>(
    db,
    sql`with seen as (
        select id from mission where guide_user_id = ${guideUserId}
        union select mission_id from mission_response where guide_user_id = ${guideUserId}${offered}
      )
      select ${missionColumns(options.locale)}, r.availability, r.answer, r.cancelled_reason as "cancelledReason",
        b.price::int as price, o.currency, coalesce(cur.minor_units, 2)::int as "minorUnits", t.guide_share_percent::int as "tourSharePercent",
        (select e.amount::int from mission_earning e where e.mission_id = m.id) as "fixedPay"
      from seen
      join mission m on m.id = seen.id
      join booking b on b.id = m.booking_id
      join customer_order o on o.id = b.order_id left join currency cur on cur.code = o.currency
      left join app_user tu on tu.id = b.user_id
      left join tour t on t.id = b.tour_id left join quote q on q.id = b.quote_id
      join city c on c.id = m.city_id
      left join mission_response r on r.mission_id = m.id and r.guide_user_id = ${guideUserId}
      ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by b.starts_at, b.reference`,
  );
}

/** The mission and its booking's guide language, locked: every change of a mission starts here. */
export async function lockMission(tx: Executor, missionId: string): Promise<{ id: string; status: MissionStatus; cityId: number; guideUserId: string | null; guideLanguage: string; startsAt: Date; bookingId: string } | null> {
  const [row] = await selectRows<{ id: string; status: MissionStatus; cityId: number; guideUserId: string | null; guideLanguage: string; startsAt: Date; bookingId: string }>(
    tx,
    sql`select m.id, m.status, m.city_id::int as "cityId", m.guide_user_id as "guideUserId", b.guide_language as "guideLanguage", b.starts_at as "startsAt", m.booking_id as "bookingId"
      from mission m join booking b on b.id = m.booking_id where m.id = ${missionId} for update of m`,
  );
  return row ?? null;
}

/** The guide's answer, written or replaced; answering again takes back a mission given back earlier. */
export async function saveResponse(tx: Executor, missionId: string, guideUserId: string, availability: string, answer: GuideAnswer, now: Date): Promise<void> {
  await tx.execute(sql`insert into mission_response (mission_id, guide_user_id, availability, answer, answered_at)
    values (${missionId}, ${guideUserId}, ${availability}, ${answer}, ${now})
    on conflict (mission_id, guide_user_id) do update set availability = excluded.availability, answer = excluded.answer,
      answered_at = excluded.answered_at, cancelled_reason = null, cancelled_at = null`);
}

/**
 * Assigns the mission to a guide who answered it and has not given it back, as ONE guarded UPDATE:
 * only from `from` (waiting_response), so of two admins assigning at once the second touches
 * nothing. True when this call assigned it.
 */
export async function assignGuarded(tx: Executor, missionId: string, guideUserId: string, step: { from: readonly MissionStatus[]; to: MissionStatus }, now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update mission m set status = ${step.to}, guide_user_id = ${guideUserId}, assigned_at = ${now}
      where m.id = ${missionId} and m.status = any(${arrayLiteral(step.from)}::text[])
        and exists (select 1 from mission_response r where r.mission_id = m.id and r.guide_user_id = ${guideUserId} and r.cancelled_at is null)
      returning m.id`,
  );
  return rows.length > 0;
}

/** The assigned guide gives the mission back: it waits again, and their reason is kept on their answer. */
export async function giveBackGuarded(tx: Executor, missionId: string, guideUserId: string, step: { from: readonly MissionStatus[]; to: MissionStatus }, reason: string, now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update mission set status = ${step.to}, guide_user_id = null, assigned_at = null
      where id = ${missionId} and guide_user_id = ${guideUserId} and status = any(${arrayLiteral(step.from)}::text[]) returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(sql`update mission_response set cancelled_reason = ${reason}, cancelled_at = ${now} where mission_id = ${missionId} and guide_user_id = ${guideUserId}`);
  return true;
}

export interface AdminMissionRow
  extends Omit<GuideMissionRow, 'availability' | 'answer' | 'cancelledReason' | 'meetingPlace' | 'contactName' | 'contactEmail' | 'contactPhone' | 'duration' | 'price' | 'currency' | 'minorUnits' | 'tourSharePercent' | 'fixedPay'> {
  guideName: string | null;
  responses: { guideUserId: string; name: string; email: string; phone: string | null; availability: string; answer: GuideAnswer; answeredAt: string }[];
}

/** Missions for the back office with the guides who answered (those who gave it back left out), soonest tour first. */
export async function adminMissionRows(db: Executor, options: { locale: string; statuses?: readonly MissionStatus[]; missionId?: string; limit: number }): Promise<AdminMissionRow[]> {
  const conditions: SQL[] = [];
  if (options.statuses) conditions.push(sql`m.status = any(${arrayLiteral(options.statuses)}::text[])`);
  if (options.missionId) conditions.push(sql`m.id = ${options.missionId}`);
  return selectRows<AdminMissionRow>(
    db,
    sql`select ${missionColumns(options.locale)},
        (select g.first_name || ' ' || g.last_name from app_user g where g.id = m.guide_user_id) as "guideName",
        coalesce((select json_agg(json_build_object('guideUserId', u.id, 'name', u.first_name || ' ' || u.last_name, 'email', u.email, 'phone', u.phone,
            'availability', r.availability, 'answer', r.answer, 'answeredAt', r.answered_at) order by r.answered_at, u.id)
          from mission_response r join app_user u on u.id = r.guide_user_id where r.mission_id = m.id and r.cancelled_at is null), '[]'::json) as responses
      from mission m
      join booking b on b.id = m.booking_id
      join customer_order o on o.id = b.order_id left join app_user tu on tu.id = b.user_id
      left join tour t on t.id = b.tour_id left join quote q on q.id = b.quote_id
      join city c on c.id = m.city_id
      ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      order by b.starts_at, b.reference
      limit ${options.limit}`,
  );
}

/** The status of a mission no guide holds yet: the back office's to assign (its list, its dashboard queue). */
export const withoutGuide: MissionStatus = 'waiting_response';

/** The missions without a guide, aged from the paid booking that made them. */
export const withoutGuideQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, mission, eq(mission.status, withoutGuide), mission.createdAt);

/** Whom a mission's news is for: the booking's traveller (their account's language and currency) and the assigned guide. */
export async function peopleOfMission(tx: Executor, missionId: string) {
  const [row] = await selectRows<{
    bookingReference: string;
    day: string;
    startTime: string;
    tourTitle: string;
    serviceKind: string | null;
    travellerEmail: string;
    travellerFirstName: string;
    travellerLocale: string | null;
    travellerCurrency: string | null;
    guideEmail: string | null;
    guideFirstName: string | null;
    guideLastName: string | null;
    guidePhone: string | null;
    guideLocale: string | null;
    guideCurrency: string | null;
  }>(
    tx,
    sql`select b.reference as "bookingReference", b.day::text as day, b.start_time::text as "startTime",
        coalesce((select x.title from tour_text x where x.tour_id = b.tour_id and x.language in (coalesce(tu.locale, 'en_US'), 'en_US') order by x.language = 'en_US' limit 1), t.slug, '') as "tourTitle", q.kind as "serviceKind",
        tu.email as "travellerEmail", tu.first_name as "travellerFirstName", tu.locale as "travellerLocale", tu.currency as "travellerCurrency",
        g.email as "guideEmail", g.first_name as "guideFirstName", g.last_name as "guideLastName", g.phone as "guidePhone", g.locale as "guideLocale", g.currency as "guideCurrency"
      from mission m join booking b on b.id = m.booking_id left join tour t on t.id = b.tour_id left join quote q on q.id = b.quote_id join app_user tu on tu.id = b.user_id
      left join app_user g on g.id = m.guide_user_id where m.id = ${missionId}`,
  );
  return row ?? null;
}

/** The mission of a booking (the booking's cancellation tells its guide). */
export async function missionOfBooking(tx: Executor, bookingId: string): Promise<{ id: string } | null> {
  const [row] = await selectRows<{ id: string }>(tx, sql`select id from mission where booking_id = ${bookingId}`);
  return row ?? null;
}

/** The accounts that run the back office (roles 1–2), alerted when a guide gives a mission back. */
export async function adminAccounts(tx: Executor): Promise<{ email: string; firstName: string; locale: string | null; currency: string | null }[]> {
  return selectRows(tx, sql`select email, first_name as "firstName", locale, currency from app_user where role <= 2 order by created_at`);
}

/** A person's name, as a mail names them. */
export async function accountName(tx: Executor, userId: string): Promise<{ firstName: string; lastName: string }> {
  const [row] = await selectRows<{ firstName: string; lastName: string }>(tx, sql`select first_name as "firstName", last_name as "lastName" from app_user where id = ${userId}`);
  return row ?? { firstName: '', lastName: '' };
}

/** One guide to tell of one mission: their address and language, and the mission in their words. */
export interface GuideMailRow {
  missionId: string;
  email: string;
  firstName: string;
  locale: string | null;
  currency: string | null;
  /** Whether the mission is assigned to this guide (a cancellation says so). */
  assignedToThem: boolean;
  bookingReference: string;
  day: string;
  startTime: string;
  cityName: string;
  tourTitle: string;
  serviceKind: string | null;
  tourLanguage: string;
  adults: number;
  children: number;
  infants: number;
  price: number;
  payCurrency: string;
  minorUnits: number;
  tourSharePercent: number | null;
}

/**
 * The guides a mission's news is for, one row per mission and guide, the tour named in each guide's
 * language. `guides` is a lateral subquery yielding `user_id` for a mission `m` of booking `b`: the
 * guides are reached from the mission (by index), never by reading every account.
 */
async function guideMailRows(tx: Executor, missions: SQL, guides: SQL): Promise<GuideMailRow[]> {
  return selectRows<GuideMailRow>(
    tx,
    sql`select m.id as "missionId", g.email, g.first_name as "firstName", g.locale, g.currency, m.guide_user_id is not distinct from g.id as "assignedToThem",
        b.reference as "bookingReference", b.day::text as day, b.start_time::text as "startTime", coalesce(c.names ->> g.locale, c.name) as "cityName",
        coalesce((select x.title from tour_text x where x.tour_id = b.tour_id and x.language in (g.locale, 'en_US') order by x.language = 'en_US' limit 1), t.slug, '') as "tourTitle",
        q.kind as "serviceKind", b.guide_language as "tourLanguage", b.adults::int as adults, b.children::int as children, b.infants::int as infants,
        b.price::int as price, o.currency as "payCurrency", coalesce(cur.minor_units, 2)::int as "minorUnits", t.guide_share_percent::int as "tourSharePercent"
      from mission m
      join booking b on b.id = m.booking_id
      join customer_order o on o.id = b.order_id left join currency cur on cur.code = o.currency
      left join tour t on t.id = b.tour_id left join quote q on q.id = b.quote_id
      join city c on c.id = m.city_id
      join lateral (${guides}) who on true
      join app_user g on g.id = who.user_id
      where ${missions}
      order by m.id, g.id`,
  );
}

/**
 * The guides a just-paid order's missions are offered to (decision 0019's rule, through
 * guide_profile_city_approved_idx): each (mission, guide) once, as the missions are created once.
 */
export function offeredGuidesOfOrder(tx: Executor, orderId: string, waiting: MissionStatus): Promise<GuideMailRow[]> {
  return guideMailRows(
    tx,
    sql`b.order_id = ${orderId} and m.status = ${waiting}`,
    sql`select gp.user_id from guide_profile gp where gp.city_id = m.city_id and gp.recruitment_status = 'approved' and b.guide_language = any(gp.spoken_languages)`,
  );
}

/** The guide a mission is assigned to. */
export function assignedGuideOf(tx: Executor, missionId: string): Promise<GuideMailRow[]> {
  return guideMailRows(tx, sql`m.id = ${missionId}`, sql`select m.guide_user_id as user_id where m.guide_user_id is not null`);
}

/**
 * The guides a mission's cancellation concerns: the one it was assigned to, and those still holding
 * the day for it (answered other than no, not given back) — each once.
 */
export function guidesHoldingMission(tx: Executor, missionId: string): Promise<GuideMailRow[]> {
  return guideMailRows(
    tx,
    sql`m.id = ${missionId}`,
    sql`select m.guide_user_id as user_id where m.guide_user_id is not null
      union select r.guide_user_id from mission_response r where r.mission_id = m.id and r.answer <> 'no' and r.cancelled_at is null`,
  );
}

/** A lifecycle step of missions (core's missionMachine.step): the statuses it leaves and the one it reaches. */
interface MissionStep {
  from: readonly MissionStatus[];
  to: MissionStatus;
}

/** A mission in `status` for each of the order's bookings in `bookingStatus` that has none yet (a second payment event adds none). */
export async function insertMissionsOfOrder(tx: Executor, orderId: string, bookingStatus: BookingStatus, status: MissionStatus): Promise<void> {
  await tx.execute(sql`insert into mission (booking_id, city_id, status)
    select id, city_id, ${status} from booking
    where order_id = ${orderId} and status = ${bookingStatus}
    on conflict (booking_id) do nothing`);
}

/** Moves the missions of these bookings along `step`, those in one of its statuses. */
export async function moveMissionsOfBookings(tx: Executor, bookingIds: readonly string[], step: MissionStep): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(mission)
    .set({ status: step.to })
    .where(and(inArray(mission.bookingId, [...bookingIds]), inArray(mission.status, [...step.from])));
}
