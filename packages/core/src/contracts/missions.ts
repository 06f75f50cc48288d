import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { quoteKinds } from '../quotes/quote-kinds.ts';
import { missionStatuses } from '../missions/mission-status.ts';
import { guideAnswers, missionFilters } from '../missions/guide-missions.ts';
import { text } from './common.ts';

/**
 * Missions (requirements §lifecycles.mission, §screens.guide-dashboard mission filters, §api.paths mission calls): what a guide sees on
 * /guide-missions and answers, and what the back office assigns. Input schemas carry no
 * `.register(apiSchemas, { id })` (transforms cannot be named in the OpenAPI document).
 */

const yearField = z.coerce.number({ error: 'errors.validation_failed' }).int().min(2000, { error: 'errors.validation_failed' }).max(2100, { error: 'errors.validation_failed' });
const monthField = z.coerce.number({ error: 'errors.validation_failed' }).int().min(1, { error: 'errors.validation_failed' }).max(12, { error: 'errors.validation_failed' });

/** GET /api/guide/missions/{year}/{month}: the month of the tours' local days. */
export const missionMonthParams = z.object({ year: yearField, month: monthField });
export const missionsQuery = z.object({ filter: z.enum(missionFilters).default('all') });

export const missionParams = z.object({ id: z.uuid({ error: 'errors.mission_not_found' }) });
export const guideMissionsParams = z.object({ id: z.uuid({ error: 'errors.user_not_found' }) });
export const guideMissionsMonthParams = guideMissionsParams.extend(missionMonthParams.shape);

/** PUT /api/missions/{id}/guide-response: when the guide is free and whether they take it. */
export const guideResponseBody = z.strictObject({
  guideAvailability: text(500, 'errors.mission.availability_too_long').trim().min(1, { error: 'errors.field.required' }),
  guideAnswer: z.enum(guideAnswers, { error: 'errors.mission.answer_required' }),
});
export type GuideResponseBody = z.infer<typeof guideResponseBody>;

/** PUT /api/missions/{id}/guide-cancelled: why the assigned guide gives the mission back. */
export const guideCancelBody = z.strictObject({
  guideReason: text(1000, 'errors.mission.reason_too_long').trim().min(3, { error: 'errors.mission.reason_required' }),
});
export type GuideCancelBody = z.infer<typeof guideCancelBody>;

/** POST /api/admin/missions/{id}/assign: one of the guides who answered. */
export const assignMissionBody = z.strictObject({ guideUserId: z.uuid({ error: 'errors.mission.guide_required' }) });

/** What every view of a mission says of its booking's tour (the guide's and the back office's). */
const missionTourFields = {
  bookingReference: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  /** '' for a service on request (then `service`). */
  tour: z.object({ title: z.string() }),
  /** The service on request the mission is for (requirements §booking.services): its kind and request (flight, terminal, addresses, ship, stopovers). */
  service: z.object({ kind: z.enum(quoteKinds), request: z.record(z.string(), z.unknown()) }).nullable(),
  /** The language the tour is to be guided in, as the traveller booked it (locale code, e.g. es_ES). */
  tourLanguage: z.string(),
  /** The traveller's own language (the site's language they ordered in), null when unknown. */
  travellerLanguage: z.string().nullable(),
  /** The tour's local day and start time in its city, and the start as an instant. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  travellers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  /** The tour's average rating out of 5 (requirements §lifecycles.mission Mission: rating), null while it has no review. */
  rating: z.number().nullable(),
};

export const guideMissionSchema = z
  .object({
    id: z.string(),
    status: z.enum(missionStatuses),
    /** Whom it is assigned to, from this guide's side. */
    assignedTo: z.enum(['me', 'other', 'nobody']),
    period: z.enum(['upcoming', 'previous']),
    /** What the guide may do now (answer while it waits and the tour is ahead; give back their own). */
    canRespond: z.boolean(),
    canCancel: z.boolean(),
    guideAvailability: z.string().nullable(),
    guideAnswer: z.enum(guideAnswers).nullable(),
    /** The reason this guide gave when giving the mission back (spec: cancelling sets privateNote and activated). */
    privateNote: z.string().nullable(),
    /** False once this guide gave the mission back, or once it was cancelled. */
    activated: z.boolean(),
    ...missionTourFields,
    duration: z.string(),
    meetingPlace: z.string(),
    /**
     * What the guide earns for leading it (decision 0017): the tour's share, else GUIDE_SHARE_PERCENT, of
     * the booking's price, in the booking's currency and minor units; the fixed earning once finished.
     */
    pay: z.object({ amount: z.number().int(), currency: z.string(), minorUnits: z.number().int() }),
    /** The traveller's name and contact: only for the guide the mission is assigned to. */
    client: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: 'GuideMission' });
export type GuideMission = z.infer<typeof guideMissionSchema>;

export const guideMissionsSchema = z.object({ data: z.array(guideMissionSchema) });
export type GuideMissions = z.infer<typeof guideMissionsSchema>;
export const guideMissionAnswerSchema = z.object({ message: z.string(), mission: guideMissionSchema });

/** A guide who answered a waiting mission, as the back office chooses among them. */
export const missionResponderSchema = z.object({
  guide: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  guideAvailability: z.string(),
  guideAnswer: z.enum(guideAnswers),
  answeredAt: z.string(),
});

export const adminMissionSchema = z
  .object({
    id: z.string(),
    status: z.enum(missionStatuses),
    ...missionTourFields,
    guide: z.object({ id: z.string(), name: z.string() }).nullable(),
    responses: z.array(missionResponderSchema),
  })
  .register(apiSchemas, { id: 'AdminMission' });
export type AdminMission = z.infer<typeof adminMissionSchema>;

export const adminMissionsSchema = z.object({ missions: z.array(adminMissionSchema) });
export const assignedMissionSchema = z.object({ message: z.string(), mission: adminMissionSchema });
