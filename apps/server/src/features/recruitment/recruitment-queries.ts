import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { guideAudioAnswer, guideProfile } from '@cicerone/db/schema/guides';
import { city } from '@cicerone/db/schema/reference';
import { roles } from '@cicerone/core/roles';

export type ProfileRow = typeof guideProfile.$inferSelect;
export type NewProfile = typeof guideProfile.$inferInsert;
export type AudioRow = typeof guideAudioAnswer.$inferSelect;

/** Only SQL here: the rules are the service's. */

export async function insertProfile(db: Executor, values: NewProfile): Promise<void> {
  await db.insert(guideProfile).values(values);
}

/** The application with its account and city (primary key lookups). */
export async function applicationOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ profile: guideProfile, user: appUser, city: { id: city.id, name: city.name } })
    .from(guideProfile)
    .innerJoin(appUser, eq(appUser.id, guideProfile.userId))
    .leftJoin(city, eq(city.id, guideProfile.cityId))
    .where(eq(guideProfile.userId, userId));
  return row ?? null;
}

export function audioAnswersOf(db: Executor, userId: string): Promise<AudioRow[]> {
  return db.select().from(guideAudioAnswer).where(eq(guideAudioAnswer.userId, userId)).orderBy(asc(guideAudioAnswer.questionKey));
}

export async function audioAnswerOf(db: Executor, userId: string, questionKey: string): Promise<AudioRow | null> {
  const [row] = await db
    .select()
    .from(guideAudioAnswer)
    .where(and(eq(guideAudioAnswer.userId, userId), eq(guideAudioAnswer.questionKey, questionKey)));
  return row ?? null;
}

/** The application's row, locked until the transaction ends: a step saved while it is submitted waits, then sees it. */
export async function lockProfile(tx: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(guideProfile).where(eq(guideProfile.userId, userId)).for('update');
  return row ?? null;
}

/** A step's columns; last_step only ever grows, so re-doing step 2 does not send the guide back. */
export async function updateProfile(tx: Executor, userId: string, values: Partial<NewProfile>, step: number): Promise<void> {
  await tx
    .update(guideProfile)
    .set({ ...values, lastStep: sql`greatest(${guideProfile.lastStep}, ${step})`, updatedAt: new Date() })
    .where(eq(guideProfile.userId, userId));
}

/** One answer per question: a new recording replaces the old (whose key is returned, to delete its file). */
export async function replaceAudioAnswer(tx: Executor, row: Omit<AudioRow, 'uploadedAt'>): Promise<string | null> {
  const previous = await audioAnswerOf(tx, row.userId, row.questionKey);
  await tx
    .insert(guideAudioAnswer)
    .values(row)
    .onConflictDoUpdate({
      target: [guideAudioAnswer.userId, guideAudioAnswer.questionKey],
      set: { fileKey: row.fileKey, contentType: row.contentType, bytes: row.bytes, durationMs: row.durationMs, uploadedAt: new Date() },
    });
  return previous && previous.fileKey !== row.fileKey ? previous.fileKey : null;
}

/** Whom to tell of a new application: the admins and super admins. */
export function adminAddresses(db: Executor) {
  return db.select().from(appUser).where(lte(appUser.role, roles.admin));
}

export async function cityExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: city.id }).from(city).where(eq(city.id, id));
  return row !== undefined;
}
