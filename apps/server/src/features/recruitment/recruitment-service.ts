import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@cicerone/db/client';
import { applicantPictureOf, applicantPicturePath, type CmsAnswersBody, type PreferencesBody, type RecruitmentSignUp, type RecruitmentView } from '@cicerone/core/contracts/recruitment';
import { AppError } from '@cicerone/core/errors';
import {
  answerKeys,
  audioQuestions,
  preferenceKeys,
  questionContentKey,
  requiredQualities,
  resumeStep,
  writtenQuestions,
  type AnswerLanguage,
  type AudioQuestion,
} from '@cicerone/core/guides/recruitment-form';
import { recruitmentMachine } from '@cicerone/core/guides/recruitment-status';
import type { Locale } from '@cicerone/core/locales';
import type { AccountService } from '../accounts/account-service.ts';
import { mailReader, type MailQueue } from '../accounts/mail-queue.ts';
import type { LoginRequestInfo } from '../accounts/sessions/login-history.ts';
import type { FileStore } from '../../shared/file-store.ts';
import type { ContentService } from '../content/service.ts';
import type { Readable } from 'node:stream';
import { receiveAudio } from './audio.ts';
import { resizedPicture } from '../../shared/pictures.ts';
import { adminAddresses, applicationOf, cityExists, audioAnswerOf, audioAnswersOf, insertProfile, lockProfile, replaceAudioAnswer, updateProfile, type NewProfile, type ProfileRow } from './recruitment-queries.ts';

/** The wizard's steps as guide_profile.last_step counts them (requirements §screens.recruitment: basics, photo, questions, audio, confirmation). */
const step = { basics: 1, photo: 2, questions: 3, audio: 4, submitted: 5 } as const;

/** Every step answered: the photo, every written answer, the three preferences and the five audio answers. */
function isComplete(application: RecruitmentView): boolean {
  return (
    application.picture !== null &&
    answerKeys.every((key) => application.cmsAnswers[key]) &&
    preferenceKeys.every((key) => (application.guidePreferences[key]?.length ?? 0) > 0) &&
    audioQuestions.every((key) => application.audio.some((answer) => answer.questionKey === key))
  );
}

interface Dependencies {
  accounts: AccountService;
  mail: MailQueue;
  /** Private files (the photo and the audio answers: the applicant's and the admins' only, decision 0045). */
  files: FileStore;
  /** The questions' texts (content entries, per language). */
  content: ContentService;
}

export interface QuestionText {
  key: string;
  title: string;
  summary: string;
}

/**
 * A guide's application, step by step (requirements §screens.recruitment /recruitment, §lifecycles.application recruitment status): step 1 opens
 * the role-3 account and the application, each later step saves its part and moves last_step on,
 * and submitting hands it to the back office. Every step after the first is the caller's own
 * application only, and only while it is in progress.
 */
export function recruitmentService(db: Database, { accounts, mail, files, content }: Dependencies) {
  /** Where an applicant's uploaded photo is kept in the private store: under their account, so an address names its owner. */
  const pictureKey = (userId: string, fileId: string) => `guides/${userId}/pictures/${fileId}.jpg`;

  async function view(userId: string): Promise<RecruitmentView> {
    const row = await applicationOf(db, userId);
    if (!row) throw new AppError('recruitment_not_found');
    const { profile, user } = row;
    const audio = await audioAnswersOf(db, userId);
    return {
      uuid: user.id,
      status: profile.recruitmentStatus,
      userStatus: user.status,
      lastStep: profile.lastStep,
      resumeStep: resumeStep(profile.lastStep),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      birthdate: user.birthDate,
      gender: user.gender,
      phone: user.phone,
      language: user.nativeLanguage,
      city: row.city?.id ? { id: row.city.id, name: row.city.name } : null,
      bikeTour: profile.bikeTours,
      carTour: profile.carTours,
      spokenLanguages: profile.spokenLanguages,
      answersLanguage: profile.answersLanguage,
      cmsAnswers: profile.answers as Record<string, string>,
      guidePreferences: profile.preferences as Record<string, string[]>,
      picture: user.picture,
      audio: audio.map((answer) => ({
        questionKey: answer.questionKey as AudioQuestion,
        contentType: answer.contentType,
        bytes: answer.bytes,
        durationMs: answer.durationMs,
        uploadedAt: answer.uploadedAt.toISOString(),
        url: `/api/recruitment/${userId}/audio/${answer.questionKey}`,
      })),
      submittedAt: profile.submittedAt?.toISOString() ?? null,
    };
  }

  /**
   * Saves one step of the caller's application under its row lock, while it is still in progress:
   * `change` says what to write and which step that completes, from the row as it is now.
   */
  async function saveStep(userId: string, change: (profile: ProfileRow) => { values: Partial<NewProfile>; step: number }, alsoInTx?: (tx: Executor) => Promise<void>) {
    await db.transaction(async (tx) => {
      const profile = await lockProfile(tx, userId);
      if (!profile) throw new AppError('recruitment_not_found');
      if (profile.recruitmentStatus !== 'in_progress') throw new AppError('recruitment_locked');
      const { values, step: done } = change(profile);
      await updateProfile(tx, userId, values, done);
      await alsoInTx?.(tx);
    });
  }

  /** A question's text in the answers' language (English when an editor removed it); the key itself if there is none at all. */
  async function questionText(key: string, language: AnswerLanguage): Promise<QuestionText> {
    const entry = await content.find(questionContentKey(key), language);
    return { key, title: entry?.data.title ?? key, summary: entry?.data.summary ?? '' };
  }

  return {
    view,

    /** The wizard's questions in the language chosen for the answers (requirements §screens.recruitment: English, French, Spanish or Italian). */
    async questions(language: AnswerLanguage) {
      const texts = (keys: readonly string[]) => Promise.all(keys.map((key) => questionText(key, language)));
      const [written, qualities, audio] = await Promise.all([texts(writtenQuestions), texts(requiredQualities), texts(audioQuestions)]);
      return { written, qualities, audio };
    },

    /** Step 1: the account (role 3, guide_fill_form_in_progress), its application, and a session. */
    async apply(body: RecruitmentSignUp, context: LoginRequestInfo & { locale: Locale; currency: string }) {
      if (!(await cityExists(db, body.city))) throw new AppError('validation_failed', { field: 'city' });
      const loggedIn = await accounts.registerGuide(
        {
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthdate,
          gender: body.gender,
          phone: body.phone,
          nativeLanguage: body.language,
          locale: body.locale ?? context.locale,
          currency: context.currency,
        },
        context,
        async (tx, user) => {
          await insertProfile(tx, {
            userId: user.id,
            recruitmentStatus: recruitmentMachine.nextStatus(null, 'signed_up'),
            cityId: body.city,
            bikeTours: body.bikeTour,
            carTours: body.carTour,
            spokenLanguages: body.spokenLanguages,
            answersLanguage: body.answersLanguage,
            lastStep: step.basics,
          });
        },
      );
      return { ...loggedIn, recruitment: await view(loggedIn.user.uuid) };
    },

    /**
     * Step 2: the photo of `userId`, checked by content, turned upright, resized, stripped of EXIF
     * and stored privately (decision 0045); its address serves it to the applicant and the admins.
     */
    async storePicture(userId: string, bytes: Uint8Array): Promise<{ fileUrl: string; contentType: string }> {
      // A portrait shown in the back office: 800 px is sharp on a phone's retina screen and small to serve.
      const picture = await resizedPicture('picture', bytes, 800);
      const fileId = randomUUID();
      await files.put(pictureKey(userId, fileId), picture.bytes, 'image/jpeg');
      return { fileUrl: applicantPicturePath(userId, fileId), contentType: 'image/jpeg' };
    },

    /** Step 2 done: the applicant's own uploaded photo becomes the application's picture (picture_key, which the admins vet) and the account's. */
    async setPicture(userId: string, pictureUrl: string): Promise<RecruitmentView> {
      // Only a photo this applicant stored (POST /api/s3/uploadFile) becomes their picture.
      const named = applicantPictureOf(pictureUrl);
      const key = named?.userId === userId ? pictureKey(userId, named.fileId) : null;
      if (!key || !(await files.get(key))) throw new AppError('validation_failed', { field: 'pictureUrl' });
      await saveStep(userId, () => ({ values: { pictureKey: key }, step: step.photo }), async (tx) => {
        await accounts.change(tx, userId, { picture: pictureUrl });
      });
      return view(userId);
    },

    /** One uploaded photo of the application, for the applicant or an admin (the access table's `self`). */
    async pictureFile(userId: string, file: string) {
      const stored = await files.get(pictureKey(userId, file.replace(/\.jpg$/, '')));
      if (!stored) throw new AppError('recruitment_not_found');
      return { bytes: stored.bytes, contentType: 'image/jpeg' };
    },

    async setAnswers(userId: string, body: CmsAnswersBody): Promise<RecruitmentView> {
      await saveStep(userId, (profile) => ({
        values: { answers: body.cmsAnswers, answersLanguage: body.answersLanguage },
        step: Object.keys(profile.preferences).length > 0 ? step.questions : step.basics,
      }));
      return view(userId);
    },

    /** Step 3 is complete once both the answers and the preferences are saved, in either order. */
    async setPreferences(userId: string, body: PreferencesBody): Promise<RecruitmentView> {
      await saveStep(userId, (profile) => ({ values: { preferences: body }, step: Object.keys(profile.answers).length > 0 ? step.questions : step.basics }));
      return view(userId);
    },

    /** Step 4: one answer, streamed to a temporary file and checked (audio.ts), then stored privately; a new one replaces the old. */
    async setAudio(userId: string, questionKey: AudioQuestion, file: Readable, recordedMs: number | null = null): Promise<RecruitmentView> {
      const audio = await receiveAudio(file, recordedMs);
      const key = `recruitment/${userId}/${questionKey}-${randomUUID()}.${audio.extension}`;
      try {
        await files.putFile(key, audio.path, audio.contentType);
      } finally {
        await audio.discard();
      }
      let replaced: string | null = null;
      try {
        await saveStep(userId, () => ({ values: {}, step: step.basics }), async (tx) => {
          replaced = await replaceAudioAnswer(tx, { userId, questionKey, fileKey: key, contentType: audio.contentType, bytes: audio.bytes, durationMs: audio.durationMs });
          if ((await audioAnswersOf(tx, userId)).length === audioQuestions.length) await updateProfile(tx, userId, {}, step.audio);
        });
      } catch (error) {
        await files.delete(key).catch(() => undefined);
        throw error;
      }
      if (replaced) await files.delete(replaced).catch(() => undefined);
      return view(userId);
    },

    /** An audio answer's file, for its guide or an admin (the access table checks who asks). */
    async audioFile(userId: string, questionKey: AudioQuestion) {
      const answer = await audioAnswerOf(db, userId, questionKey);
      const file = answer && (await files.get(answer.fileKey));
      if (!answer || !file) throw new AppError('recruitment_not_found');
      return { bytes: file.bytes, contentType: answer.contentType };
    },

    /** Step 5: submits a complete application; the admins are told by mail, in the same transaction. */
    async submit(userId: string): Promise<RecruitmentView> {
      // Read before the lock: a step saved meanwhile only adds to it, and the status is checked under the lock.
      const complete = isComplete(await view(userId));
      await db.transaction(async (tx) => {
        const profile = await lockProfile(tx, userId);
        if (!profile) throw new AppError('recruitment_not_found');
        if (!recruitmentMachine.canApply(profile.recruitmentStatus, 'submitted')) throw new AppError('recruitment_locked');
        const next = recruitmentMachine.nextStatus(profile.recruitmentStatus, 'submitted');
        if (!complete) throw new AppError('recruitment_incomplete');
        await updateProfile(tx, userId, { recruitmentStatus: next, submittedAt: new Date() }, step.submitted);
        const row = await applicationOf(tx, userId);
        const name = `${row?.user.firstName ?? ''} ${row?.user.lastName ?? ''}`.trim();
        for (const admin of await adminAddresses(tx)) {
          await mail.enqueue(tx, { ...mailReader(admin), template: 'recruitment-submitted', data: { name: admin.firstName, guideName: name, city: row?.city?.name ?? '' } });
        }
      });
      return view(userId);
    },
  };
}

export type RecruitmentService = ReturnType<typeof recruitmentService>;
