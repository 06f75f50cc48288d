// The /recruitment wizard's loader and action (requirements §screens.recruitment, §rules.validation, §errors):
// each step's form is checked with the contract the API uses and saved through the same service
// call as its API route (features/recruitment), so the page and PUT /api/recruitment/{id}/… cannot
// disagree. Step 1 opens the guide's account and logs it in; the others need that session.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { redirect, type RouterContextProvider } from 'react-router';
import { cmsAnswersBody, preferencesBody, recruitmentSignUpBody, type RecruitmentView } from '@cicerone/core/contracts/recruitment';
import { answerKeys, answerLanguages, audioQuestions, preferenceKeys, recruitmentSteps, type AnswerLanguage, type RecruitmentStep } from '@cicerone/core/guides/recruitment-form';
import { declaredTooLarge, tooLargeValues, uploads } from '@cicerone/core/uploads';
import { isSearchable } from '@cicerone/core/search-length';
import { roles } from '@cicerone/core/roles';
import { accountPage } from '../accounts/account-page.server.ts';
import { loginRequestInfo } from '../accounts/form-contracts.server.ts';
import { invalid, parseForm, readForm, refused } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { sessionCookies } from '../site/session.server.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };
type Page = ReturnType<typeof accountPage>;

/** Fields that are lists: sent as several values of one name, refilled as one comma-separated value. */
const listFields = new Set(['spokenLanguages', ...preferenceKeys]);

const isStep = (value: unknown): value is RecruitmentStep => recruitmentSteps.includes(value as RecruitmentStep);
const isAnswerLanguage = (value: unknown): value is AnswerLanguage => answerLanguages.includes(value as AnswerLanguage);

/** The guide's own application, or null for a visitor (and for an account that is not applying). */
async function applicationOf(page: Page): Promise<RecruitmentView | null> {
  if (page.user?.role !== roles.guide) return null;
  return page.services.recruitment.view(page.user.id).catch(() => null);
}

/** A step the application may show: the asked one once the steps before it are done, else where it resumes. */
function stepShown(application: RecruitmentView | null, asked: string | null): RecruitmentStep {
  if (!application) return 'basics';
  const resume = recruitmentSteps[application.resumeStep - 1] ?? 'photo';
  if (!isStep(asked) || asked === 'basics') return resume;
  return recruitmentSteps.indexOf(asked) <= recruitmentSteps.indexOf(resume) ? asked : resume;
}

export async function recruitmentLoader(args: Args) {
  const page = accountPage(args);
  const query = new URL(args.request.url).searchParams;
  const application = await applicationOf(page);
  const step = stepShown(application, query.get('step'));
  // The questions in the language chosen for the answers (requirements §screens.recruitment); the page's language when it is one of the four.
  const asked = query.get('answersIn');
  const answersLanguage: AnswerLanguage = isAnswerLanguage(asked) ? asked : isAnswerLanguage(application?.answersLanguage) ? application.answersLanguage : isAnswerLanguage(page.locale) ? page.locale : 'en_US';
  return {
    // Another kind of account (a traveller, an admin) cannot apply with it (requirements §screens.shell: 'become a guide' is not shown to them).
    blocked: page.user !== null && !application,
    step,
    application,
    answersLanguage,
    questions: await page.services.recruitment.questions(answersLanguage),
    title: page.t('recruitment.title'),
  };
}

/** The posted form's fields, the list fields as comma-separated text (to refill the form) and as arrays (for the contract). */
function readFields(form: FormData) {
  const values: FormValues = {};
  const lists: Record<string, string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    if (listFields.has(name)) lists[name] = [...(lists[name] ?? []), value];
    else values[name] = value;
  }
  for (const [name, list] of Object.entries(lists)) values[name] = list.join(',');
  return { values, lists };
}

/**
 * The city chosen in the autocomplete (its id); without JavaScript only the typed name comes, and
 * the best match of the same search stands for it.
 */
async function cityOf(page: Page, values: FormValues): Promise<string | undefined> {
  if (values['city']) return values['city'];
  const typed = values['cityName']?.trim() ?? '';
  if (!isSearchable(typed)) return undefined;
  const [best] = await page.services.reference.listCities({ q: typed, language: page.locale, limit: 1 });
  return best ? String(best.id) : undefined;
}

const stepPath = (page: Page, step: RecruitmentStep) => page.path(`/recruitment?step=${step}`);

export async function recruitmentAction(args: Args) {
  const page = accountPage(args);
  const { services, t } = page;
  const multipart = (args.request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (multipart) {
    // A photo or an audio answer, refused by its announced size before a byte of it is read (requirements §constants.uploads: 10 MB).
    const length = Number(args.request.headers.get('content-length') ?? Number.NaN);
    if (!(length > 0) || declaredTooLarge('picture', length)) {
      // The body is not read, so the form is named by its address (the upload forms post to ?upload=<form>).
      const upload = new URL(args.request.url).searchParams.get('upload') ?? 'photo';
      const audio = upload.startsWith('audio-');
      return invalid(upload, {}, audio ? { audio: t(`errors.${uploads.audio.tooLarge}`, tooLargeValues('audio')) } : { file: t(`errors.${uploads.picture.tooLarge}`, tooLargeValues('picture')) }, { status: 413 });
    }
  }
  const form = await readForm(args.request);
  const { values, lists } = readFields(form);
  const user = page.user;

  if (values['form'] === 'basics') {
    const parsed = parseForm(recruitmentSignUpBody, { ...values, city: await cityOf(page, values), spokenLanguages: lists['spokenLanguages'] ?? [], locale: page.locale }, t);
    if (!parsed.ok) return invalid('basics', values, parsed.errors);
    try {
      const { tokens } = await services.recruitment.apply(parsed.data, { ...loginRequestInfo(args.request, args.context, values), locale: page.locale, currency: page.currency });
      return redirectWithFlash(args, stepPath(page, 'photo'), [{ key: 'recruitment.notice.accountOpened' }], sessionCookies(tokens, page.secure));
    } catch (error) {
      return refused(error, 'basics', values, t, { fieldOf: { email_taken: 'email' }, help: { email_taken: 'login' } });
    }
  }

  if (!user) throw redirect(page.path('/login?next=%2Frecruitment'));
  const formName = values['form'] ?? '';
  try {
    switch (formName) {
      case 'photo': {
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0) return invalid('photo', {}, { file: t('errors.field.required') });
        const stored = await services.recruitment.storePicture(user.id, new Uint8Array(await file.arrayBuffer()));
        await services.recruitment.setPicture(user.id, stored.fileUrl);
        throw redirect(stepPath(page, 'questions'));
      }
      case 'questions': {
        const cmsAnswers = Object.fromEntries(answerKeys.map((key) => [key, values[key] ?? '']));
        const answers = parseForm(cmsAnswersBody, { answersLanguage: values['answersLanguage'], cmsAnswers }, t);
        const preferences = parseForm(preferencesBody, Object.fromEntries(preferenceKeys.map((key) => [key, lists[key] ?? []])), t);
        const errors = {
          ...(answers.ok ? {} : Object.fromEntries(answerKeys.filter((key) => !values[key]?.trim()).map((key) => [key, t('errors.recruitment_answers_missing')]))),
          ...(preferences.ok ? {} : preferences.errors),
        };
        if (!answers.ok || !preferences.ok) return invalid('questions', values, errors, { message: t('errors.recruitment_answers_missing') });
        await services.recruitment.setAnswers(user.id, answers.data);
        await services.recruitment.setPreferences(user.id, preferences.data);
        throw redirect(stepPath(page, 'audio'));
      }
      case 'audio': {
        const key = audioQuestions.find((question) => question === values['questionKey']);
        const file = form.get('audio');
        if (!key || !(file instanceof File) || file.size === 0) return invalid(`audio-${key ?? ''}`, {}, { audio: t('errors.field.required') });
        await services.recruitment.setAudio(user.id, key, Readable.fromWeb(file.stream() as unknown as NodeReadableStream));
        throw redirect(stepPath(page, 'audio'));
      }
      case 'audio-done': {
        const application = await services.recruitment.view(user.id);
        if (application.audio.length < audioQuestions.length) return invalid('audio-done', {}, {}, { message: t('errors.recruitment_answers_missing') });
        throw redirect(stepPath(page, 'confirmation'));
      }
      case 'submit': {
        await services.recruitment.submit(user.id);
        return redirectWithFlash(args, page.path('/recruitment'), [{ key: 'recruitment.notice.submitted' }]);
      }
      default:
        return invalid(formName, values, {}, { message: t('errors.bad_request') });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const uploadFields = { picture_type_not_allowed: 'file', picture_too_large: 'file', audio_type_not_allowed: 'audio', audio_too_large: 'audio', audio_duration_out_of_range: 'audio' };
    return refused(error, formName === 'audio' ? `audio-${values['questionKey'] ?? ''}` : formName, values, t, { fieldOf: uploadFields });
  }
}
