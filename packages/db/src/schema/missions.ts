import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guideAnswers, type GuideAnswer } from '@cicerone/core/missions/guide-missions';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { mission } from './orders.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A guide's answer to a mission offered to them (requirements §lifecycles.mission Mission: guideAvailability, guideAnswer):
 * one row per mission and guide, changed while the mission waits for a guide. When the guide gives
 * back a mission assigned to them, the reason is kept here (spec: privateNote, activated) — it is
 * theirs, not the mission's, which waits again for the others.
 */
export const missionResponse = pgTable(
  'mission_response',
  {
    missionId: uuid()
      .notNull()
      .references(() => mission.id, { onDelete: 'cascade' }),
    guideUserId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    availability: text().notNull(),
    /** core missions/guide-missions.ts */
    answer: text().$type<GuideAnswer>().notNull(),
    answeredAt: createdAt(),
    /** Set when this guide gave the assigned mission back; cleared if they answer it again. */
    cancelledReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.guideUserId] }),
    check('mission_response_answer_check', oneOf(t.answer, guideAnswers)),
    // The missions a guide answered, on their dashboard (the primary key serves the back office's per-mission list).
    index('mission_response_guide_idx').on(t.guideUserId),
  ],
);
