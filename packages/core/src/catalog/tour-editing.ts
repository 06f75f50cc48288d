/**
 * What the back office edits on a tour (requirements §back-office.catalogue), declared once for the API's contract, the
 * pages and the service. Plain data and rules, no zod, so the tour pages load them without the
 * contracts (the content security policy refuses zod's probe in the browser).
 */
import { groupBandFor, type TourDuration } from './pricing.ts';

/** A tour's texts per language (tour_text): single texts, then lists of lines, then the itinerary's steps. */
export const tourTextFields = ['title', 'summary', 'description', 'meetingPoint'] as const;
export type TourTextField = (typeof tourTextFields)[number];
export const tourTextLists = ['highlights', 'included', 'notIncluded', 'accessibility', 'importantInformation'] as const;
export type TourTextList = (typeof tourTextLists)[number];

/** How many itinerary steps a texts form offers: those written and two empty ones. */
export const itinerarySlots = (steps: number) => steps + 2;

export const tourTextLimits = { title: 200, summary: 500, description: 10_000, meetingPoint: 500, line: 300, lines: 30, steps: 30 } as const;

/** The details the admin edits, by the name the audit line and the flash give them. */
export const tourDetailFields = [
  'city',
  'category',
  'featured',
  'minPeople',
  'maxPeople',
  'minStartTime',
  'maxStartTime',
  'weekdays',
  'guideLanguages',
  'features',
  'prices',
  'groupsPerDay',
  'bookingCutoffHours',
  'blockedDates',
] as const;
export type TourDetailField = (typeof tourDetailFields)[number];

export function weekdayMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

/** The group-size bands a tour taking minPeople–maxPeople travellers is priced in (pricing.ts groupBands). */
export function bandsFor(minPeople: number, maxPeople: number): number[] {
  const first = groupBandFor(minPeople);
  return Array.from({ length: groupBandFor(maxPeople) - first + 1 }, (_, index) => first + index);
}

/**
 * What the public tour page and checkout need before a tour may be published, each a reason the
 * back office names: the English texts (every other language falls back to them), and one duration
 * priced for every group size the tour takes (the booking panel prices any of them).
 */
export const publishRequirements = ['englishText', 'pricedDuration'] as const;
export type PublishRequirement = (typeof publishRequirements)[number];

export function missingForPublish(tour: {
  englishText: boolean;
  minPeople: number;
  maxPeople: number;
  prices: readonly { duration: TourDuration; band: number }[];
}): PublishRequirement[] {
  const bands = bandsFor(tour.minPeople, tour.maxPeople);
  const durations = new Set(tour.prices.map((price) => price.duration));
  const priced = [...durations].some((duration) => bands.every((band) => tour.prices.some((price) => price.duration === duration && price.band === band)));
  return [...(tour.englishText ? [] : ['englishText' as const]), ...(priced ? [] : ['pricedDuration' as const])];
}

/** Admin list (GET /api/admin/tours): its sortable columns, the first the default. */
export const adminTourSorts = ['created', 'slug', 'reviews', 'rating'] as const;
export const adminTourPublished = ['yes', 'no'] as const;

/**
 * The admin list counts matching tours up to this many and then says 'more than' (decision 0031):
 * an exact count of a common word among 100,000 tours reads most of the table, and nobody pages
 * past twenty pages of a search: they narrow it.
 */
export const adminTourCountLimit = 1_000;
