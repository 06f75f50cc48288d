import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recruitmentStatuses, type GuideUserStatus, type RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { guideAudioAnswer, guideProfile } from '@cicerone/db/schema/guides';
import { city } from '@cicerone/db/schema/reference';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

const decider = alias(appUser, 'decider');

/** An application with its applicant's personal fields, its city and who decided it. */
const applicationColumns = {
  id: guideProfile.userId,
  recruitmentStatus: guideProfile.recruitmentStatus,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  email: appUser.email,
  status: appUser.status,
  phone: appUser.phone,
  birthDate: appUser.birthDate,
  gender: appUser.gender,
  nativeLanguage: appUser.nativeLanguage,
  locale: appUser.locale,
  cityId: city.id,
  cityName: city.name,
  cityNames: city.names,
  spokenLanguages: guideProfile.spokenLanguages,
  bikeTours: guideProfile.bikeTours,
  carTours: guideProfile.carTours,
  answersLanguage: guideProfile.answersLanguage,
  answers: guideProfile.answers,
  preferences: guideProfile.preferences,
  pictureKey: guideProfile.pictureKey,
  submittedAt: guideProfile.submittedAt,
  decidedAt: guideProfile.decidedAt,
  rejectionReason: guideProfile.rejectionReason,
  createdAt: guideProfile.createdAt,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  deciderEmail: decider.email,
};

function applications(db: Executor) {
  return db
    .select(applicationColumns)
    .from(guideProfile)
    .innerJoin(appUser, eq(appUser.id, guideProfile.userId))
    .leftJoin(city, eq(city.id, guideProfile.cityId))
    .leftJoin(decider, eq(decider.id, guideProfile.decidedBy));
}

/**
 * The order each list is read in: the queue of submitted applications oldest first (first come,
 * first vetted; guide_profile_submitted_idx), decisions newest first, drafts newest first.
 */
const listOrder: Record<RecruitmentStatus, SQL[]> = {
  submitted: [asc(guideProfile.submittedAt), asc(guideProfile.userId)],
  approved: [desc(guideProfile.decidedAt), asc(guideProfile.userId)],
  rejected: [desc(guideProfile.decidedAt), asc(guideProfile.userId)],
  in_progress: [desc(guideProfile.createdAt), asc(guideProfile.userId)],
};

/** One page of the applications in this recruitment status, and how many there are. */
export async function applicationsPage(db: Executor, status: RecruitmentStatus, page: number, pageSize: number) {
  const where = eq(guideProfile.recruitmentStatus, status);
  const [rows, [total]] = await Promise.all([
    applications(db)
      .where(where)
      .orderBy(...listOrder[status])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(guideProfile).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The applications waiting for a decision (the list's 'submitted' tab), aged from their submission. */
export const submittedApplicationQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, guideProfile, eq(guideProfile.recruitmentStatus, 'submitted'), guideProfile.submittedAt);

/** How many applications are in each recruitment status (every status named, 0 when none). */
export async function applicationCounts(db: Executor): Promise<Record<RecruitmentStatus, number>> {
  const rows = await db.select({ status: guideProfile.recruitmentStatus, value: count() }).from(guideProfile).groupBy(guideProfile.recruitmentStatus);
  return Object.fromEntries(recruitmentStatuses.map((status) => [status, rows.find((row) => row.status === status)?.value ?? 0])) as Record<RecruitmentStatus, number>;
}

/** One application, null when the account has none. */
export async function applicationOf(db: Executor, userId: string) {
  const [row] = await applications(db).where(eq(guideProfile.userId, userId));
  return row ?? null;
}

/** The application's recorded or uploaded answers, in question order. */
export async function audioAnswersOf(db: Executor, userId: string) {
  return db
    .select({ questionKey: guideAudioAnswer.questionKey, fileKey: guideAudioAnswer.fileKey, contentType: guideAudioAnswer.contentType, bytes: guideAudioAnswer.bytes, durationMs: guideAudioAnswer.durationMs })
    .from(guideAudioAnswer)
    .where(eq(guideAudioAnswer.userId, userId))
    .orderBy(asc(guideAudioAnswer.questionKey));
}

export async function audioAnswerOf(db: Executor, userId: string, questionKey: string) {
  const [row] = await db
    .select({ fileKey: guideAudioAnswer.fileKey, contentType: guideAudioAnswer.contentType })
    .from(guideAudioAnswer)
    .where(and(eq(guideAudioAnswer.userId, userId), eq(guideAudioAnswer.questionKey, questionKey)));
  return row ?? null;
}

/**
 * Records the decision on an application still in one of the `from` statuses — the guard: the
 * row is the truth at the moment of writing, so a second admin, a double click or a stale page
 * (PostgreSQL re-reads the row after the first decision commits) updates nothing. Whether it did.
 */
export async function decideApplication(
  tx: Executor,
  userId: string,
  step: { from: readonly RecruitmentStatus[]; to: RecruitmentStatus },
  decision: { decidedAt: Date; decidedBy: string; rejectionReason: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(guideProfile)
    .set({ recruitmentStatus: step.to, ...decision, updatedAt: decision.decidedAt })
    .where(and(eq(guideProfile.userId, userId), inArray(guideProfile.recruitmentStatus, [...step.from])))
    .returning({ id: guideProfile.userId });
  return updated.length > 0;
}

/** The account's user status that goes with the decision (requirements §lifecycles.application: updated separately from the recruitment status). */
export async function setGuideUserStatus(tx: Executor, userId: string, status: GuideUserStatus, at: Date): Promise<void> {
  await tx.update(appUser).set({ status, updatedAt: at }).where(eq(appUser.id, userId));
}

/** The account's recruitment status, null when it never applied. */
export async function recruitmentStatusOf(db: Executor, userId: string): Promise<RecruitmentStatus | null> {
  const [row] = await db.select({ status: guideProfile.recruitmentStatus }).from(guideProfile).where(eq(guideProfile.userId, userId));
  return row?.status ?? null;
}
