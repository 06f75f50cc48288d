import type { TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import type { Locale } from '@cicerone/core/locales';
import { randomStream, type Random } from './random.ts';
import { tourLanguages } from './texts/languages.ts';
import { fill, type Step, type TourLanguage } from './texts/types.ts';
import type { TourPlan } from './tours.ts';

/**
 * Which template of each list a tour uses. Chosen once per tour and applied to every
 * language (all languages have the same lists in the same order), so the French text of a
 * tour says what its English text says.
 */
interface TextChoice {
  title: number;
  summary: number;
  description: number[];
  steps: number[];
  end: number;
  meetingPoint: number;
  included: number[];
  notIncluded: number[];
  highlights: number[];
  information: number[];
  categoryInformation: number[];
  /** How many accessibility lines of the wheelchair list to show. */
  accessibility: number;
}

export interface TourTextRow {
  tour_id: number;
  language: Locale;
  title: string;
  summary: string;
  description: string;
  itinerary: { title: string; description: string }[];
  included: string[];
  not_included: string[];
  accessibility: string[];
  highlights: string[];
  important_information: string[];
  meeting_point: string;
}

const english = () => tourLanguages.en_US;

function indices(random: Random, length: number, min: number, max: number): number[] {
  return random.sample([...Array(length).keys()], random.int(min, Math.min(max, length)));
}

function choose(plan: TourPlan): TextChoice {
  const random = randomStream('text', plan.id);
  const texts = english().categories[plan.category];
  return {
    title: random.int(0, texts.titles.length - 1),
    summary: random.int(0, texts.summaries.length - 1),
    // The description's first sentence introduces the tour, so it is always kept.
    description: [0, ...indices(random, texts.description.length - 1, 1, 2).map((i) => i + 1)],
    // Meeting, two or three stops, the end: four or five steps.
    steps: indices(random, texts.steps.length, 2, 3),
    end: random.int(0, english().end.length - 1),
    meetingPoint: random.int(0, (texts.meetingPoints ?? english().meetingPoints).length - 1),
    included: indices(random, texts.included.length, 2, 4),
    notIncluded: indices(random, texts.notIncluded.length, 1, 3),
    highlights: indices(random, texts.highlights.length, 3, 5),
    information: indices(random, english().information.length, 1, 2),
    categoryInformation: indices(random, texts.information.length, 1, 2),
    accessibility: random.int(1, 2),
  };
}

const at = <T>(list: readonly T[], picked: readonly number[]): T[] => picked.map((i) => list[i]!);

/** The city's name in the language (English when it has no translation), with that language's grammar forms. */
export function cityForms(language: Locale, plan: TourPlan): Record<string, string> {
  return tourLanguages[language].cityForms(localizedName({ ...plan.city.names, en_US: plan.city.name }, language));
}

/** The title of a tour in each of the seven languages (the search text needs them all). */
export function tourTitle(plan: TourPlan, language: Locale, choice = choose(plan)): string {
  return fill(tourLanguages[language].categories[plan.category].titles[choice.title]!, cityForms(language, plan));
}

/** A tour's text in one language; `choice` is shared by the languages of one tour. */
export function tourText(plan: TourPlan, language: Locale, choice = choose(plan)): TourTextRow {
  const lang: TourLanguage = tourLanguages[language];
  const texts = lang.categories[plan.category as TourCategorySlug];
  const forms = cityForms(language, plan);
  const f = (template: string) => fill(template, forms);
  const pickup = plan.features.includes('pickup');
  const step = ([title, description]: Step) => ({ title: f(title), description: f(description) });
  const access = lang.accessibility;
  return {
    tour_id: plan.id,
    language,
    title: f(texts.titles[choice.title]!),
    summary: f(texts.summaries[choice.summary]!),
    description: at(texts.description, choice.description).map(f).join(' '),
    itinerary: [step(pickup ? lang.start.pickup : lang.start.meet), ...at(texts.steps, choice.steps).map(step), step(lang.end[choice.end]!)],
    included: [...at(texts.included, choice.included), ...(pickup ? [lang.pickupService] : [])],
    not_included: [...at(texts.notIncluded, choice.notIncluded), ...(pickup ? [] : [lang.pickupService])],
    accessibility: [
      ...(plan.features.includes('wheelchair') ? access.wheelchair : access.notWheelchair).slice(0, choice.accessibility),
      ...(plan.features.includes('family') ? access.family : []),
      ...access.general.slice(0, 1),
    ].slice(0, 5),
    highlights: at(texts.highlights, choice.highlights).map(f),
    important_information: [...at(texts.information, choice.categoryInformation), ...at(lang.information, choice.information)],
    meeting_point: f(pickup ? lang.pickupMeetingPoint : (texts.meetingPoints ?? lang.meetingPoints)[choice.meetingPoint]!),
  };
}

/** The rows of one tour: `languages` decides which (the big benchmark catalogue writes English only). */
export function tourTextRows(plan: TourPlan, languages: readonly Locale[]): TourTextRow[] {
  const choice = choose(plan);
  return languages.map((language) => tourText(plan, language, choice));
}

/** Every title of the tour, for the search text. */
export function tourTitles(plan: TourPlan, languages: readonly Locale[]): string[] {
  const choice = choose(plan);
  return languages.map((language) => tourTitle(plan, language, choice));
}
