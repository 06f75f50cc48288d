import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { answerKeys, answerLanguages, audioQuestions, isAtLeast, minimumGuideAge, preferenceOptions, recruitmentSteps } from '../guides/recruitment-form.ts';
import { recruitmentStatuses } from '../guides/recruitment-status.ts';
import { emailField, genders, meSchema, nameField, passwordField, phoneField, sessionTokens } from './accounts.ts';
import { isLanguageCode } from './account-fields.ts';
import { calendarDay, idField, isStorableText, text } from './common.ts';

/** The recruitment wizard's calls (requirements §screens.recruitment recruitment form, §api.paths, §errors); the pages' actions parse the same schemas. */

/** Yes or no (spec: bikeTour, carTour default no); forms send 'yes'/'no', the API a boolean. */
const yesNo = z.preprocess((value) => (value === 'yes' ? true : value === 'no' ? false : value), z.boolean({ error: 'errors.field.required' })).default(false);

/** Step 1: the basic information that opens the guide's account (requirements §screens.recruitment, §rules.validation, §errors). */
export const recruitmentSignUpBody = z
  .strictObject({
    lastName: nameField,
    firstName: nameField,
    birthdate: calendarDay('errors.field.birth_date'),
    // Chosen by the applicant: never assumed (a default greeted women who skipped it as men).
    gender: z.enum(genders, { error: 'errors.field.required' }),
    phone: phoneField,
    email: emailField,
    confirmEmail: text(254).trim().toLowerCase(),
    password: passwordField,
    confirmPassword: text(200),
    city: z.coerce.number({ error: 'errors.field.required' }).pipe(idField),
    bikeTour: yesNo,
    carTour: yesNo,
    /** The native language (spec: language, default -1 meaning not chosen). */
    language: text(10).refine(isLanguageCode, { error: 'errors.field.required' }),
    /** The languages the guide can guide in. */
    spokenLanguages: z.array(z.enum(locales), { error: 'errors.field.required' }).min(1, { error: 'errors.field.required' }).max(locales.length),
    /** The language the guide will answer the questions in (requirements §screens.recruitment). */
    answersLanguage: z.enum(answerLanguages).default('en_US'),
    locale: z.enum(locales).optional(),
  })
  .superRefine((body, context) => {
    if (body.confirmEmail !== body.email) context.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'errors.field.email_mismatch' });
    if (body.confirmPassword !== body.password) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'errors.field.password_mismatch' });
    if (!isAtLeast(body.birthdate, minimumGuideAge, new Date().toISOString().slice(0, 10))) {
      context.addIssue({ code: 'custom', path: ['birthdate'], message: 'errors.field.guide_age' });
    }
  });
export type RecruitmentSignUp = z.infer<typeof recruitmentSignUpBody>;

/** A written answer: blank is unanswered ('answer all questions'). */
const answer = z.string({ error: 'errors.recruitment_answers_missing' }).trim().min(1, { error: 'errors.recruitment_answers_missing' })
  .max(4000, { error: 'errors.field.too_long' })
  .refine(isStorableText, { error: 'errors.field.text' });

/** PUT /api/recruitment/{id}/cmsAnswers: every written question and quality answered, in one of the four answer languages. */
export const cmsAnswersBody = z.strictObject({
  answersLanguage: z.enum(answerLanguages),
  cmsAnswers: z.strictObject(Object.fromEntries(answerKeys.map((key) => [key, answer])) as Record<(typeof answerKeys)[number], typeof answer>, { error: 'errors.recruitment_answers_missing' }),
});
export type CmsAnswersBody = z.infer<typeof cmsAnswersBody>;

const choices = <T extends readonly [string, ...string[]]>(options: T) => z.array(z.enum(options)).min(1, { error: 'errors.recruitment_answers_missing' }).max(options.length);

/** PUT /api/recruitment/{id}/preferences (spec: guidePreferences keyed by question): at least one choice each. */
export const preferencesBody = z.strictObject({
  travellerTypes: choices(preferenceOptions.travellerTypes),
  availability: choices(preferenceOptions.availability),
  preferredTours: choices(preferenceOptions.preferredTours),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

/** PUT /api/recruitment/{id}/picture: a picture stored by POST /api/s3/uploadFile. */
/**
 * An applicant's photo is private (decision 0045): stored per account, served by the API to the
 * applicant and the admins at this address, never under the public /files/.
 */
export const applicantPicturePath = (userId: string, fileId: string) => `/api/recruitment/${userId}/pictures/${fileId}.jpg`;
const applicantPicture = /^\/api\/recruitment\/([0-9a-f-]{36})\/pictures\/([0-9a-f-]{36})\.jpg$/;

/** The account and the file an applicant's photo address names, or null when it is not one. */
export function applicantPictureOf(url: string): { userId: string; fileId: string } | null {
  const match = applicantPicture.exec(url);
  return match?.[1] && match[2] ? { userId: match[1], fileId: match[2] } : null;
}

export const pictureBody = z.strictObject({
  pictureUrl: text(300).regex(applicantPicture, { error: 'errors.field.picture' }),
});

/** GET /api/recruitment/{id}/pictures/{file}: one uploaded photo of the application. */
export const applicantPictureParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }), file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/, { error: 'errors.field.picture' }) });

/** PUT /api/recruitment/{id}/status: the guide submits a complete application (approving and rejecting are the back office's). */
export const recruitmentStatusBody = z.strictObject({ status: z.literal('submitted') });

export const audioQuestionParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }), questionKey: z.enum(audioQuestions) });

export const audioAnswerSchema = z.object({
  questionKey: z.enum(audioQuestions),
  contentType: z.string(),
  bytes: z.number(),
  durationMs: z.number().nullable(),
  uploadedAt: z.string(),
  /** Where the guide or an admin listens to it (private: never under /files/). */
  url: z.string(),
});

/** GET /api/recruitment/{id}: the application as the guide (or an admin) sees it. */
export const recruitmentSchema = z
  .object({
    uuid: z.string(),
    status: z.enum(recruitmentStatuses),
    userStatus: z.string().nullable(),
    lastStep: z.number(),
    /** The step the wizard opens at (1-based, requirements §screens.recruitment steps). */
    resumeStep: z.number().min(1).max(recruitmentSteps.length),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    birthdate: z.string().nullable(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.string().nullable(),
    city: z.object({ id: z.number(), name: z.string() }).nullable(),
    bikeTour: z.boolean(),
    carTour: z.boolean(),
    spokenLanguages: z.array(z.string()),
    answersLanguage: z.string().nullable(),
    cmsAnswers: z.record(z.string(), z.string()),
    guidePreferences: z.record(z.string(), z.array(z.string())),
    picture: z.string().nullable(),
    audio: z.array(audioAnswerSchema),
    submittedAt: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Recruitment' });
export type RecruitmentView = z.infer<typeof recruitmentSchema>;

export const recruitmentSignUpResponse = sessionTokens.extend({ user: meSchema, recruitment: recruitmentSchema });

/** POST /api/s3/uploadFile (requirements §api.paths). */
export const uploadedFileSchema = z.object({
  success: z.literal(true),
  fileUrl: z.string(),
  contentType: z.string(),
  newGalleryEntry: z.object({ path: z.string() }),
});
