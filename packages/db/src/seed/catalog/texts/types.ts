import type { TourCategorySlug } from '@cicerone/core/catalog/tour-categories';

/**
 * Templates hold `{name}` placeholders: {city} is the city's name in the language; some
 * languages add grammar forms of it ({aCity}, {deCity}…) because "à" + "Le Caire" is "au Caire".
 */
export type Template = string;
export type Step = readonly [title: Template, description: Template];

/** What one category says in one language; the generator picks and combines these. */
export interface CategoryTexts {
  /** Every title names the city: titles are what the free-text search and the slug read. */
  titles: readonly Template[];
  summaries: readonly Template[];
  /** Sentences of the description; two or three are picked, in this order. */
  description: readonly Template[];
  /** Steps between the start and the end of the itinerary; one to three are picked, in order. */
  steps: readonly Step[];
  included: readonly string[];
  notIncluded: readonly string[];
  highlights: readonly Template[];
  information: readonly string[];
  /** Where this kind of tour starts, when it is not one of the language's usual meeting points. */
  meetingPoints?: readonly Template[];
}

export interface TourLanguage {
  /** The placeholders a city name fills, with the grammar the language needs around it. */
  cityForms(city: string): Record<string, string>;
  categories: Record<TourCategorySlug, CategoryTexts>;
  start: { meet: Step; pickup: Step };
  end: readonly Step[];
  meetingPoints: readonly Template[];
  pickupMeetingPoint: Template;
  /** Listed under included when the tour picks travellers up, under not included otherwise. */
  pickupService: string;
  accessibility: {
    wheelchair: readonly string[];
    notWheelchair: readonly string[];
    family: readonly string[];
    general: readonly string[];
  };
  information: readonly string[];
}

export type RatingLevel = 'great' | 'good' | 'fair' | 'poor';

/** Fragments a review is composed of, in one language. */
export interface ReviewLanguage {
  firstNames: readonly string[];
  /** Initials of family names; Japanese reviews put the family name first ('佐藤 H.'). */
  lastInitials: readonly string[];
  familyNames?: readonly string[];
  /** ISO 3166 alpha-2 codes travellers writing in this language come from, most common first. */
  countries: readonly (readonly [iso2: string, weight: number])[];
  titles: Record<RatingLevel, readonly Template[]>;
  openings: Record<RatingLevel, readonly Template[]>;
  guide: Record<RatingLevel, readonly Template[]>;
  closings: Record<RatingLevel, readonly Template[]>;
}

export interface ContentData {
  title: string;
  summary: string;
  body: string[];
}

/**
 * Editorial texts of the home page and the continents. A country's or city's page says what it says
 * of its place from the message catalogs, in every language (apps/web catalog/place-intro.ts); an
 * entry for it is an editor's own.
 */
export interface ContentLanguage {
  home: ContentData;
  continent(vars: { continent: string; countries: string }): ContentData;
}

/** Replaces each {name} with its value; a missing value is a bug in a template, so it throws. */
export function fill(template: Template, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Template placeholder {${name}} has no value: ${template}`);
    return value;
  });
}

/** A list in running text: "a, b and c" with the language's own conjunction. */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale.replace('_', '-'), { type: 'conjunction' }).format(items);
}
