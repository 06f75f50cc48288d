import type { AdminMission, GuideCancelBody, GuideMission, GuideResponseBody } from '@cicerone/core/contracts/missions';
import { AppError } from '@cicerone/core/errors';
import { guideActions, matchesFilter, missionPeriod, type AssignedTo, type MissionFilter } from '@cicerone/core/missions/guide-missions';
import { bookingMachine } from '@cicerone/core/checkout/booking-status';
import { missionMachine } from '@cicerone/core/missions/mission-status';
import type { Database, Executor } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { guidePay } from './guide-pay.ts';
import type { MissionNews } from './mission-news.ts';
import {
  adminMissionRows,
  assignGuarded,
  giveBackGuarded,
  guideMissionRows,
  insertMissionsOfOrder,
  lockMission,
  missionOfBooking,
  moveMissionsOfBookings,
  offerOfGuide,
  saveResponse,
  withoutGuide,
  withoutGuideQueue,
  type AdminMissionRow,
  type GuideMissionRow,
  type Month,
} from './mission-queries.ts';

const assigning = missionMachine.step('guide_assigned');
const givingBack = missionMachine.step('guide_cancelled');
/** The back office's list: the missions still to assign, and those assigned, soonest first. */
const adminListLimit = 200;

/** What every view of a mission says of its booking's tour. */
function tourOf(row: AdminMissionRow | GuideMissionRow) {
  return {
    bookingReference: row.bookingReference,
    city: { id: row.cityId, name: row.cityName },
    tour: { title: row.tourTitle },
    service: row.serviceKind ? { kind: row.serviceKind, request: row.serviceRequest ?? {} } : null,
    tourLanguage: row.guideLanguage,
    travellerLanguage: row.travellerLocale,
    date: row.day,
    time: row.startTime.slice(0, 5),
    startsAt: new Date(row.startsAt).toISOString(),
    travellers: { adults: row.adults, children: row.children, infants: row.infants },
    rating: row.rating > 0 ? row.rating : null,
  };
}

/** A mission as the guide sees it (requirements §lifecycles.mission Mission): the traveller's contact only once it is theirs. */
function shaped(row: GuideMissionRow, guideUserId: string, now: Date, defaultSharePercent: number): GuideMission {
  const assignedTo: AssignedTo = row.guideUserId === null ? 'nobody' : row.guideUserId === guideUserId ? 'me' : 'other';
  const startsAt = new Date(row.startsAt);
  const facts = { status: row.status, assignedTo, answer: row.answer, startsAt };
  const actions = guideActions(facts, now);
  return {
    id: row.id,
    status: row.status,
    assignedTo,
    period: missionPeriod(facts, now),
    canRespond: actions.respond,
    canCancel: actions.cancel,
    guideAvailability: row.availability,
    guideAnswer: row.answer,
    privateNote: row.cancelledReason,
    activated: row.cancelledReason === null && row.status !== 'cancelled',
    ...tourOf(row),
    duration: row.duration,
    meetingPlace: row.meetingPlace,
    pay: { amount: row.fixedPay ?? guidePay(row, defaultSharePercent), currency: row.currency, minorUnits: row.minorUnits },
    client: assignedTo === 'me' ? { name: row.contactName, phone: row.contactPhone, email: row.contactEmail } : null,
  };
}

function adminShaped(row: AdminMissionRow): AdminMission {
  return {
    id: row.id,
    status: row.status,
    ...tourOf(row),
    guide: row.guideUserId && row.guideName ? { id: row.guideUserId, name: row.guideName } : null,
    responses: row.responses.map((response) => ({
      guide: { id: response.guideUserId, name: response.name, email: response.email, phone: response.phone },
      guideAvailability: response.availability,
      guideAnswer: response.answer,
      answeredAt: new Date(response.answeredAt).toISOString(),
    })),
  };
}

/**
 * Missions (requirements §lifecycles.mission, §roles.access items 3–4): a guide's dashboard, their answers and giving a
 * mission back, and the back office's assignment. Every change locks the mission row first and
 * moves it with a guarded UPDATE, so a race (two admins assigning, a booking cancelled while a
 * guide answers) ends with one winner and a 409 for the other, never two guides on one tour.
 */
export function missionService(db: Database, deps: { news: MissionNews; defaultSharePercent: number; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  async function missionsOf(guideUserId: string, options: { locale: string; month?: Month; filter?: MissionFilter; missionId?: string }): Promise<GuideMission[]> {
    const now = clock();
    const offer = await offerOfGuide(db, guideUserId);
    const rows = await guideMissionRows(db, guideUserId, offer, options);
    const filter = options.filter ?? 'all';
    return rows.map((row) => shaped(row, guideUserId, now, deps.defaultSharePercent)).filter((mission) => matchesFilter({ ...mission, startsAt: new Date(mission.startsAt), answer: mission.guideAnswer }, filter, now));
  }

  /** One mission the guide sees; any other id (another city's, a guessed one) is not found. */
  async function oneOf(guideUserId: string, missionId: string, locale: string): Promise<GuideMission> {
    const [mission] = await missionsOf(guideUserId, { locale, missionId });
    if (!mission) throw new AppError('mission_not_found');
    return mission;
  }

  async function adminOne(missionId: string, locale: string): Promise<AdminMission> {
    const [row] = await adminMissionRows(db, { locale, missionId, limit: 1 });
    if (!row) throw new AppError('mission_not_found');
    return adminShaped(row);
  }

  return {
    /** GET /api/guide/missions[/{year}/{month}], and the admins' view of any guide's missions. */
    list: (guideUserId: string, options: { locale: string; month?: Month; filter?: MissionFilter }) => missionsOf(guideUserId, options),

    /**
     * PUT /api/missions/{id}/guide-response: the guide's availability and answer, while the mission
     * waits for a guide and its tour is ahead. Only a mission the guide sees can be answered (404
     * otherwise); once assigned or cancelled it is 'Mission already assigned or given'.
     */
    async respond(guideUserId: string, missionId: string, body: GuideResponseBody, locale: string): Promise<GuideMission> {
      const seen = await oneOf(guideUserId, missionId, locale);
      await db.transaction(async (tx) => {
        const locked = await lockMission(tx, missionId);
        if (!locked) throw new AppError('mission_not_found');
        // The row as locked, not the page the guide saw: another admin may have assigned it since.
        if (locked.status !== 'waiting_response' || !seen.canRespond) throw new AppError('mission_already_assigned');
        await saveResponse(tx, missionId, guideUserId, body.guideAvailability, body.guideAnswer, clock());
      });
      return oneOf(guideUserId, missionId, locale);
    },

    /** PUT /api/missions/{id}/guide-cancelled: the assigned guide gives it back with a reason; it waits again and the admins are alerted. */
    async giveBack(guideUserId: string, missionId: string, body: GuideCancelBody, locale: string): Promise<GuideMission> {
      await oneOf(guideUserId, missionId, locale);
      await db.transaction(async (tx) => {
        const locked = await lockMission(tx, missionId);
        if (!locked) throw new AppError('mission_not_found');
        if (locked.guideUserId !== guideUserId || !missionMachine.canApply(locked.status, 'guide_cancelled')) throw new AppError('mission_not_assigned_to_you');
        if (new Date(locked.startsAt).getTime() <= clock().getTime()) throw new AppError('mission_not_assigned_to_you');
        if (!(await giveBackGuarded(tx, missionId, guideUserId, givingBack, body.guideReason, clock()))) throw new AppError('mission_not_assigned_to_you');
        await deps.news.givenBack(tx, missionId, guideUserId, body.guideReason);
      });
      return oneOf(guideUserId, missionId, locale);
    },

    /** The missions waiting for a guide, for the dashboard (requirements §back-office.dashboard). */
    queue: () => withoutGuideQueue(db),

    /** The back office's missions: waiting for a guide and assigned, with the guides who answered. */
    async adminList(locale: string): Promise<AdminMission[]> {
      return (await adminMissionRows(db, { locale, statuses: [withoutGuide, 'assigned'], limit: adminListLimit })).map(adminShaped);
    },

    /**
     * POST /api/admin/missions/{id}/assign: one of the guides who answered. The first assignment
     * wins: the UPDATE is guarded by the waiting status (missionMachine), so a second admin — or
     * the same click twice — gets 'Mission already assigned or given' (409). The traveller is
     * told by e-mail in the same transaction.
     */
    async assign(adminUserId: string, missionId: string, guideUserId: string, locale: string): Promise<AdminMission> {
      await db.transaction(async (tx) => {
        const locked = await lockMission(tx, missionId);
        if (!locked) throw new AppError('mission_not_found');
        if (!missionMachine.canApply(locked.status, 'guide_assigned')) throw new AppError('mission_already_assigned');
        if (!(await assignGuarded(tx, missionId, guideUserId, assigning, clock()))) throw new AppError('mission_guide_not_responded');
        await deps.news.assigned(tx, missionId);
        await recordAdminAction(tx, {
          adminUserId,
          action: 'mission.assigned',
          subjectType: 'mission',
          subjectId: missionId,
          detail: { guideUserId },
          ...changedFields({ status: locked.status, guideUserId: locked.guideUserId }, { status: assigning.to, guideUserId }),
        });
      });
      return adminOne(missionId, locale);
    },

    /**
     * An order is paid (the settlement's missions step): a mission for each of its bookings the
     * payment confirmed, offered to the city's guides, who are told (decision 0019).
     */
    async offered(tx: Executor, orderId: string): Promise<void> {
      await insertMissionsOfOrder(tx, orderId, bookingMachine.step('payment_succeeded').to, missionMachine.nextStatus(null, 'booking_paid'));
      await deps.news.offered(tx, orderId);
    },

    /** A booking is cancelled (the settlement's missions step): its mission is withdrawn and its guide, if it had one, told. */
    async withdrawn(tx: Executor, bookingId: string): Promise<void> {
      await moveMissionsOfBookings(tx, [bookingId], missionMachine.step('booking_cancelled'));
      const found = await missionOfBooking(tx, bookingId);
      if (found) await deps.news.cancelled(tx, found.id);
    },

    /** Tours ended (the bookings' completion job, in its transaction): their missions are finished. */
    finished: (tx: Executor, bookingIds: readonly string[]) => moveMissionsOfBookings(tx, bookingIds, missionMachine.step('tour_ended')),
  };
}

export type MissionService = ReturnType<typeof missionService>;
