import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recruitmentStatuses, type RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { city } from './reference.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A guide's application and, once approved, the guide's working profile (requirements §screens.recruitment recruitment
 * form): one row per role-3 account, created by step 1 of /recruitment, filled in step by step
 * (so the wizard resumes where it stopped), vetted in the back office. Missions are offered to
 * the approved guides of `city_id` whose `spoken_languages` include the booking's guide language.
 * Personal fields (names, birth date, gender, phone, native language) live on app_user.
 */
export const guideProfile = pgTable(
  'guide_profile',
  {
    userId: uuid()
      .primaryKey()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** core guides/recruitment-status.ts */
    recruitmentStatus: text().$type<RecruitmentStatus>().notNull().default('in_progress'),
    cityId: integer().references(() => city.id),
    bikeTours: boolean().notNull().default(false),
    carTours: boolean().notNull().default(false),
    /** The languages the guide can guide in, as tours name them (locale codes, e.g. es_ES). */
    spokenLanguages: text().array().notNull().default(sql`'{}'::text[]`),
    /** The language the wizard's questions were answered in (en_US, fr_FR, es_ES or it_IT). */
    answersLanguage: text(),
    /** The written answers and the five qualities, keyed by question (spec: cmsAnswers). */
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Traveller types, availability, preferred tours (spec: guidePreferences keyed by question). */
    preferences: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** File-store key of the processed photo (EXIF stripped, resized). */
    pictureKey: text(),
    /** The last wizard step completed, so the next login resumes after it. */
    lastStep: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => appUser.id),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('guide_profile_recruitment_status_check', oneOf(t.recruitmentStatus, recruitmentStatuses)),
    // The back office's queue of applications to vet, oldest first.
    index('guide_profile_submitted_idx').on(t.submittedAt).where(sql`${t.recruitmentStatus} = 'submitted'`),
    // Who is offered a city's missions.
    index('guide_profile_city_approved_idx').on(t.cityId).where(sql`${t.recruitmentStatus} = 'approved'`),
  ],
);

/** One recorded or uploaded audio answer per question key (five questions), stored privately. */
export const guideAudioAnswer = pgTable(
  'guide_audio_answer',
  {
    userId: uuid()
      .notNull()
      .references(() => guideProfile.userId, { onDelete: 'cascade' }),
    questionKey: text().notNull(),
    /** File-store key (private: served only to the guide and the back office). */
    fileKey: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    durationMs: integer(),
    uploadedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionKey] })],
);
