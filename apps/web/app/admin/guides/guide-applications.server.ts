import { guideApplicationsQuery, type GuideApplication, type GuideApplicationSummary } from '@cicerone/core/contracts/guide-vetting';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { answerKeys, answerLanguages, audioQuestions, preferenceKeys, preferenceOptions, type AnswerLanguage } from '@cicerone/core/guides/recruitment-form';
import { languageTag } from '@cicerone/core/locales';
import type { accountPage } from '../../accounts/account-page.server.ts';
import { languageName } from '../../lib/format/intl-names.ts';
import { pageParam } from '../../lib/page/site-page.server.ts';
import type { GuideApplicationRow } from './guide-applications-table.tsx';
import type { Fact, GuideApplicationView } from './guide-application.tsx';

type Page = ReturnType<typeof accountPage>;

/** The list's ?status=&page= read with the API's own contract; a status it cannot read shows the queue. */
export function guideApplicationsSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const page = pageParam(request, 'page');
  const parsed = guideApplicationsQuery.safeParse({
    status: query.get('status') || undefined,
    page,
  });
  return parsed.success ? parsed.data : { status: 'submitted' as const, page };
}

function formatters(page: Page) {
  const tag = languageTag(page.locale);
  return {
    // On the company's clock, saying so (core/i18n/instants.ts).
    when: (instant: string | null) =>
      instant
        ? formatInstant(instant, companyClock(page.t), {
            tag,
            t: page.t,
            dateStyle: 'medium',
          })
        : null,
    languages: (codes: readonly string[]) => codes.map((code) => languageName(tag, code)).join(', '),
    language: (code: string | null) => (code ? languageName(tag, code) : null),
  };
}

export function guideApplicationRows(page: Page, applications: readonly GuideApplicationSummary[]): GuideApplicationRow[] {
  const format = formatters(page);
  return applications.map((application) => ({
    id: application.id,
    name: `${application.firstName} ${application.lastName}`.trim(),
    email: application.email,
    city: application.city?.name ?? null,
    languages: format.languages(application.spokenLanguages),
    submittedAt: format.when(application.submittedAt),
    decidedAt: format.when(application.decidedAt),
  }));
}

/** 'why_guide' or 'preferredTours' → 'Why guide', 'Preferred tours': the wizard's keys, readable until its questions' texts are shared. */
function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An answer as text, whatever shape the wizard stored it in (text, choices, yes/no, a group of fields). */
function answerText(value: unknown, yesNo: (value: boolean) => string): string {
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => answerText(item, yesNo)).join(', ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) => `${keyLabel(key)}: ${answerText(item, yesNo)}`)
      .join('\n');
  return '';
}

/** The wizard's questions with their texts (RecruitmentService.questions), as the detail page labels the answers. */
export interface QuestionTexts {
  written: readonly { key: string; title: string }[];
  qualities: readonly { key: string; title: string }[];
  audio: readonly { key: string; title: string }[];
}

/** The questions' language for the admin reading them: the page's when the questions exist in it, else the answers', else English. */
export function questionsLanguage(page: Page, application: Pick<GuideApplication, 'answersLanguage'>): AnswerLanguage {
  const isAnswerLanguage = (code: string | null): code is AnswerLanguage => (answerLanguages as readonly string[]).includes(code ?? '');
  if (isAnswerLanguage(page.locale)) return page.locale;
  return isAnswerLanguage(application.answersLanguage) ? application.answersLanguage : 'en_US';
}

/** A length in whole seconds as the page's language writes it ('1 min 5 s', '1分5秒'). */
function durationText(page: Page, ms: number): string {
  const total = Math.round(ms / 1000);
  const parts = { minutes: Math.floor(total / 60), seconds: total % 60 };
  const tag = languageTag(page.locale);
  const unit = (value: number, name: 'minute' | 'second') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return parts.minutes > 0 ? `${unit(parts.minutes, 'minute')} ${unit(parts.seconds, 'second')}` : unit(parts.seconds, 'second');
}

/** An application as the detail page shows it, every label and value in the page's language. */
export function guideApplicationView(page: Page, application: GuideApplication, questions: QuestionTexts): GuideApplicationView {
  const { t } = page;
  const format = formatters(page);
  const yesNo = (value: boolean) => t(value ? 'admin.guides.yes' : 'admin.guides.no');
  const none = t('admin.guides.none');
  const fact = (label: string, value: string | null | undefined): Fact => ({
    label,
    value: value || none,
  });
  const facts = (record: Record<string, unknown>): Fact[] => Object.entries(record).map(([key, value]) => fact(keyLabel(key), answerText(value, yesNo)));
  const name = `${application.firstName} ${application.lastName}`.trim();
  const birthDate = application.birthDate
    ? new Intl.DateTimeFormat(languageTag(page.locale), {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${application.birthDate}T00:00:00Z`))
    : null;
  const decided =
    application.decidedAt && application.decidedBy
      ? {
          name: application.decidedBy.name || application.decidedBy.email,
          date: format.when(application.decidedAt) ?? '',
        }
      : null;
  return {
    id: application.id,
    name,
    pictureUrl: application.pictureUrl,
    recruitmentStatus: application.recruitmentStatus,
    personal: [
      fact(t('account.profile.firstName'), application.firstName),
      fact(t('account.profile.lastName'), application.lastName),
      fact(t('admin.guides.field.email'), application.email),
      fact(t('account.profile.phone'), application.phone),
      fact(t('account.profile.birthDate'), birthDate),
      fact(t('account.profile.gender'), application.gender === 'male' ? t('account.profile.genderMale') : application.gender === 'female' ? t('account.profile.genderFemale') : null),
      fact(t('account.profile.nativeLanguage'), format.language(application.nativeLanguage)),
      fact(t('admin.guides.field.locale'), format.language(application.locale)),
    ],
    work: [
      fact(t('admin.guides.field.status'), t(`admin.guides.status.${application.recruitmentStatus}`)),
      fact(t('admin.guides.field.submitted'), format.when(application.submittedAt)),
      fact(t('admin.guides.field.city'), application.city?.name),
      fact(t('admin.guides.field.spokenLanguages'), format.languages(application.spokenLanguages)),
      fact(t('admin.guides.field.bikeTours'), yesNo(application.bikeTours)),
      fact(t('admin.guides.field.carTours'), yesNo(application.carTours)),
    ],
    answersLanguage: application.answersLanguage
      ? t('admin.guides.answeredIn', {
          language: format.language(application.answersLanguage) ?? '',
        })
      : null,
    // In the wizard's order, each under its question's text; a key the wizard no longer asks comes last, as stored.
    answers: [
      ...[...questions.written, ...questions.qualities].filter((question) => question.key in application.answers).map((question) => fact(question.title, answerText(application.answers[question.key], yesNo))),
      ...facts(Object.fromEntries(Object.entries(application.answers).filter(([key]) => !(answerKeys as readonly string[]).includes(key)))),
    ],
    // Each preference under the wizard's label, its choices in the page's words (not tour_4h, food_and_drink).
    preferences: [
      ...preferenceKeys
        .filter((key) => key in application.preferences)
        .map((key) => {
          const chosen = application.preferences[key];
          const known: readonly string[] = preferenceOptions[key];
          // An option the wizard no longer offers stays as stored.
          const options = Array.isArray(chosen) ? chosen.map((option) => (known.includes(String(option)) ? t(`recruitment.option.${String(option)}`) : String(option))) : [answerText(chosen, yesNo)];
          return fact(t(`recruitment.preferences.${key}`), options.join(', '));
        }),
      ...facts(Object.fromEntries(Object.entries(application.preferences).filter(([key]) => !(preferenceKeys as readonly string[]).includes(key)))),
    ],
    audio: [...application.audioAnswers]
      .sort((a, b) => audioQuestions.indexOf(a.questionKey as never) - audioQuestions.indexOf(b.questionKey as never))
      .map((answer) => ({
        key: answer.questionKey,
        label: t('admin.guides.audioLabel', {
          number: audioQuestions.indexOf(answer.questionKey as never) + 1,
          question: questions.audio.find((question) => question.key === answer.questionKey)?.title ?? keyLabel(answer.questionKey),
        }),
        duration: answer.durationMs === null ? null : durationText(page, answer.durationMs),
        url: answer.url,
        contentType: answer.contentType,
      })),
    decided: decided
      ? {
          text: t(application.recruitmentStatus === 'approved' ? 'admin.guides.decidedApproved' : 'admin.guides.decidedRejected', decided),
          reason: application.rejectionReason,
        }
      : null,
  };
}
