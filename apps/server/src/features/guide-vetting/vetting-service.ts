import { AppError } from '@cicerone/core/errors';
import { guideAudioPath, guidePicturePath, type GuideApplication, type GuideApplicationsQuery, type GuideApplicationSummary } from '@cicerone/core/contracts/guide-vetting';
import { recruitmentMachine, type RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import type { Locale } from '@cicerone/core/locales';
import type { Database } from '@cicerone/db/client';
import type { FileStore } from '../../shared/file-store.ts';
import { mailReader, type MailQueue } from '../accounts/mail-queue.ts';
import { userById } from '../accounts/me.ts';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { applicationCounts, applicationOf, applicationsPage, audioAnswerOf, audioAnswersOf, decideApplication, recruitmentStatusOf, setGuideUserStatus, submittedApplicationQueue } from './vetting-queries.ts';

export const guideApplicationsPageSize = 20;

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationOf>>>;

/** What an admin may open of an application: a photo is shown as an image, never as anything else. */
const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function summaryOf(row: ApplicationRow, locale: Locale): GuideApplicationSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    // The city in the admin's language, as the catalog names it (English when it has no translation).
    city: row.cityId === null ? null : { id: row.cityId, name: localizedName(row.cityNames ?? {}, locale) || (row.cityName ?? '') },
    spokenLanguages: row.spokenLanguages,
    recruitmentStatus: row.recruitmentStatus,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The back office's vetting of guide applications (requirements §lifecycles.application): the queue, one application with
 * its photo and recorded answers, and the decision. A decision is one transaction: the recruitment
 * machine's step as a guarded UPDATE (one decision however many admins click), the account's user
 * status, the applicant's e-mail in their language, and the admin action log's line.
 */
export function guideVettingService(db: Database, { mail, files, clock = () => new Date() }: { mail: MailQueue; files: FileStore; clock?: () => Date }) {
  async function application(id: string, locale: Locale): Promise<GuideApplication> {
    const [row, audio] = await Promise.all([applicationOf(db, id), audioAnswersOf(db, id)]);
    if (!row) throw new AppError('guide_application_not_found');
    return {
      ...summaryOf(row, locale),
      phone: row.phone,
      birthDate: row.birthDate,
      gender: row.gender,
      nativeLanguage: row.nativeLanguage,
      locale: row.locale,
      bikeTours: row.bikeTours,
      carTours: row.carTours,
      answersLanguage: row.answersLanguage,
      answers: row.answers,
      preferences: row.preferences,
      pictureUrl: row.pictureKey ? guidePicturePath(id) : null,
      audioAnswers: audio.map((answer) => ({
        questionKey: answer.questionKey,
        contentType: answer.contentType,
        bytes: answer.bytes,
        durationMs: answer.durationMs,
        url: guideAudioPath(id, answer.questionKey),
      })),
      decidedBy: row.deciderEmail ? { name: `${row.deciderFirstName ?? ''} ${row.deciderLastName ?? ''}`.trim(), email: row.deciderEmail } : null,
      rejectionReason: row.rejectionReason,
    };
  }

  /** Applies `event` to a submitted application and everything that goes with it, or refuses: 404 unknown, 409 not waiting for a decision. */
  async function decide(id: string, adminUserId: string, event: 'approved' | 'rejected', reason: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      const at = clock();
      const step = recruitmentMachine.step(event);
      const decided = await decideApplication(tx, id, step, { decidedAt: at, decidedBy: adminUserId, rejectionReason: reason });
      if (!decided) {
        // Nothing changed: say why, from the row as it stands (another admin decided first, or it was never submitted).
        if ((await recruitmentStatusOf(tx, id)) === null) throw new AppError('guide_application_not_found');
        throw new AppError('guide_application_not_submitted');
      }
      const { status: statusBefore } = await userById(tx, id);
      await setGuideUserStatus(tx, id, event === 'approved' ? 'guide_active' : 'guide_rejected', at);
      const applicant = await userById(tx, id);
      if (event === 'approved') {
        await mail.enqueue(tx, { ...mailReader(applicant), template: 'guide-approved', data: { name: applicant.firstName } });
      } else {
        await mail.enqueue(tx, { ...mailReader(applicant), template: 'guide-rejected', data: { name: applicant.firstName, reason: reason ?? '' } });
      }
      await recordAdminAction(tx, {
        adminUserId,
        action: event === 'approved' ? 'guide_application.approved' : 'guide_application.rejected',
        subjectType: 'user',
        subjectId: id,
        detail: { email: applicant.email, ...(reason ? { reason } : {}) },
        // The guarded UPDATE moved it from the step's one status (submitted).
        ...changedFields({ recruitmentStatus: step.from[0] ?? null, status: statusBefore, rejectionReason: null }, { recruitmentStatus: step.to, status: applicant.status, rejectionReason: reason }),
      });
    });
  }

  /** A stored file of an application, or the one 404 for an unknown application, question or file. */
  async function storedFile(key: string | null | undefined) {
    const file = key ? await files.get(key) : null;
    if (!file) throw new AppError('guide_file_not_found');
    return file;
  }

  return {
    /** The applications waiting for a person, for the dashboard (requirements §back-office.dashboard). */
    queue: () => submittedApplicationQueue(db),

    async list(query: GuideApplicationsQuery, locale: Locale) {
      const { rows, total: totalItems } = await applicationsPage(db, query.status, query.page, guideApplicationsPageSize);
      return {
        applications: rows.map((row) => summaryOf(row, locale)),
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / guideApplicationsPageSize)),
        currentPage: query.page,
      };
    },

    application,

    /** How many applications each recruitment status holds (the back office's tabs). */
    counts: () => applicationCounts(db),

    /** Approves a submitted application: the account becomes an active guide, offered missions, welcomed by e-mail. */
    async approve(id: string, adminUserId: string, locale: Locale): Promise<GuideApplication> {
      await decide(id, adminUserId, 'approved', null);
      return application(id, locale);
    },

    /** Rejects a submitted application with the reason the applicant reads in the e-mail. */
    async reject(id: string, adminUserId: string, reason: string, locale: Locale): Promise<GuideApplication> {
      const trimmed = reason.trim();
      if (!trimmed) throw new AppError('validation_failed', { field: 'reason' });
      await decide(id, adminUserId, 'rejected', trimmed);
      return application(id, locale);
    },

    /** One recorded answer's bytes and type (the type recorded when it was checked on upload). */
    async audio(id: string, questionKey: string) {
      const answer = await audioAnswerOf(db, id, questionKey);
      const file = await storedFile(answer?.fileKey);
      const contentType = answer?.contentType.startsWith('audio/') ? answer.contentType : 'application/octet-stream';
      return { bytes: file.bytes, contentType };
    },

    /** The application's photo, typed by its content: anything but an image is not served. */
    async picture(id: string) {
      const row = await applicationOf(db, id);
      const file = await storedFile(row?.pictureKey);
      // The magic-byte reader loads with the first photo served, not at start.
      const { fileTypeFromBuffer } = await import('file-type');
      const type = (await fileTypeFromBuffer(file.bytes))?.mime as string | undefined;
      if (!type || !pictureTypes.has(type)) throw new AppError('guide_file_not_found');
      return { bytes: file.bytes, contentType: type };
    },

    /** The account's recruitment status (GET /api/admin/get-user-info), null when it never applied. */
    recruitmentStatusOf: (userId: string): Promise<RecruitmentStatus | null> => recruitmentStatusOf(db, userId),
  };
}

export type GuideVettingService = ReturnType<typeof guideVettingService>;
