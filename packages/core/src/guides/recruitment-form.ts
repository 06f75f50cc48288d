/**
 * What the recruitment wizard asks (requirements §screens.recruitment /recruitment, §screens.recruitment recruitment form, §constants.uploads: five audio
 * questions, five required qualities). The keys are the contract: answers and preferences are
 * stored under them, and each question's text is a content entry per language
 * (`recruitment:<key>`, English as the fallback) that editors can reword without a release.
 * Zod-free: the wizard's pages carry it.
 */

/** The wizard's steps, in order; guide_profile.last_step is the last one completed. */
export const recruitmentSteps = ['basics', 'photo', 'questions', 'audio', 'confirmation'] as const;
export type RecruitmentStep = (typeof recruitmentSteps)[number];

/** The step (1-based) after `lastStep`, where a returning guide resumes. */
export function resumeStep(lastStep: number): number {
  return Math.min(Math.max(lastStep + 1, 2), recruitmentSteps.length);
}

/** The languages the questions may be answered in (requirements §screens.recruitment). */
export const answerLanguages = ['en_US', 'fr_FR', 'es_ES', 'it_IT'] as const;
export type AnswerLanguage = (typeof answerLanguages)[number];

/** Written questions (spec: cmsAnswers). */
export const writtenQuestions = ['about_you', 'why_cicerone', 'first_place'] as const;

/** The five qualities every guide must show, each answered with an example. */
export const requiredQualities = ['punctuality', 'storytelling', 'patience', 'adaptability', 'local_knowledge'] as const;

/** Every key of cmsAnswers: all must be answered before the step is saved ('answer all questions'). */
export const answerKeys = [...writtenQuestions, ...requiredQualities] as const;
export type AnswerKey = (typeof answerKeys)[number];

/** The five questions answered aloud (requirements §screens.recruitment audio per question key). */
export const audioQuestions = ['audio_introduce', 'audio_city', 'audio_difficult_traveller', 'audio_favourite_tour', 'audio_languages'] as const;
export type AudioQuestion = (typeof audioQuestions)[number];

/** The guide's preferences (requirements §screens.recruitment guidePreferences keyed by question), each a list of options. */
export const preferenceOptions = {
  travellerTypes: ['senior', 'families', 'solo', 'business', 'food_and_drink', 'off_the_beaten_path', 'high_profile', 'history_and_culture', 'lgbtq', 'nightlife', 'parks_and_nature'],
  availability: ['weekdays', 'evenings', 'weekends', 'needs_notice', 'flexible'],
  preferredTours: ['tour_4h', 'tour_8h', 'bike_4h', 'food', 'street_art', 'private_vehicle'],
} as const;
export type PreferenceKey = keyof typeof preferenceOptions;
export const preferenceKeys = Object.keys(preferenceOptions) as PreferenceKey[];

/** The content entry holding a question's text. */
export const questionContentKey = (key: string) => `recruitment:${key}`;

/** A guide is at least 18 on the day they apply (requirements §screens.recruitment birth date). */
export const minimumGuideAge = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least `years` old on `today` (YYYY-MM-DD). */
export function isAtLeast(birthDate: string, years: number, today: string): boolean {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const birthday = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return birthday <= today;
}

/** Recorded or uploaded audio answers: long enough to hear the voice, short enough to listen to. */
export const audioDurationSeconds = { min: 3, max: 180 } as const;
