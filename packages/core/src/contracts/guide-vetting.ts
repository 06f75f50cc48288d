import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { recruitmentStatuses, rejectionReasonMaxLength } from '../guides/recruitment-status.ts';
import { pageQuery } from './catalog.ts';
import { text } from './common.ts';

/**
 * The back office's vetting of guide applications (requirements §lifecycles.application): the queue of submitted
 * applications, one application in full, and the decision — approve, or reject with a reason
 * the applicant reads in the e-mail.
 */
export const guideApplicationsQuery = z.object({
  status: z.enum(recruitmentStatuses, { error: 'errors.query.status' }).default('submitted'),
  page: pageQuery,
});
export type GuideApplicationsQuery = z.infer<typeof guideApplicationsQuery>;

export const guideApplicationParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

/** A question key as the wizard stores it (guide_audio_answer.question_key): a short slug. */
export const audioQuestionKey = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'errors.query.questionKey' });

export const guideAudioParams = guideApplicationParams.extend({ questionKey: audioQuestionKey });

export const rejectGuideBody = z.strictObject({
  reason: text(rejectionReasonMaxLength).trim().min(1, { error: 'errors.field.rejection_reason' }),
});
export type RejectGuideBody = z.infer<typeof rejectGuideBody>;

const instant = z.iso.datetime({ offset: true });

const applicationSummary = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  spokenLanguages: z.array(z.string()),
  recruitmentStatus: z.enum(recruitmentStatuses),
  /** The user status that goes with it (requirements §lifecycles.application: updated separately): guide_fill_form_in_progress, guide_active, guide_rejected. */
  status: z.string().nullable(),
  submittedAt: instant.nullable(),
  decidedAt: instant.nullable(),
});

export const guideApplicationSummarySchema = applicationSummary.register(apiSchemas, { id: 'GuideApplicationSummary' });
export type GuideApplicationSummary = z.infer<typeof guideApplicationSummarySchema>;

export const guideApplicationsSchema = z
  .object({
    applications: z.array(guideApplicationSummarySchema),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  })
  .register(apiSchemas, { id: 'GuideApplications' });

export const guideAudioAnswerSchema = z.object({
  questionKey: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  durationMs: z.number().int().nullable(),
  /** The admin-only address that plays it (GET /api/admin/guides/{id}/audio/{questionKey}). */
  url: z.string(),
});

export const guideApplicationSchema = applicationSummary
  .extend({
    phone: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    nativeLanguage: z.string().nullable(),
    /** The account's language: the decision's e-mail is written in it. */
    locale: z.string(),
    bikeTours: z.boolean(),
    carTours: z.boolean(),
    answersLanguage: z.string().nullable(),
    answers: z.record(z.string(), z.unknown()),
    preferences: z.record(z.string(), z.unknown()),
    /** The admin-only address of the photo, null when none was uploaded. */
    pictureUrl: z.string().nullable(),
    audioAnswers: z.array(guideAudioAnswerSchema),
    decidedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
    rejectionReason: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'GuideApplication' });
export type GuideApplication = z.infer<typeof guideApplicationSchema>;

export const guideDecisionSchema = z.object({ message: z.string(), application: guideApplicationSchema });

/** Where the back office reads an application's files (admins only; api-access.ts). */
export const guidePicturePath = (id: string) => `/api/admin/guides/${id}/picture`;
export const guideAudioPath = (id: string, questionKey: string) => `/api/admin/guides/${id}/audio/${encodeURIComponent(questionKey)}`;
