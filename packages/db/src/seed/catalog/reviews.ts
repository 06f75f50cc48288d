import { localizedName } from '@cicerone/core/i18n/localized-name';
import { locales, type Locale } from '@cicerone/core/locales';
import { apportion, randomStream, type Random } from './random.ts';
import { reviewLanguages, tourLanguages } from './texts/languages.ts';
import { fill, type RatingLevel, type ReviewLanguage } from './texts/types.ts';
import type { TourPlan } from './tours.ts';

export interface ReviewRow {
  tour_id: number;
  city_id: number;
  author_name: string;
  author_country: string;
  language: Locale;
  rating: number;
  title: string | null;
  body: string;
  visited_on: string;
  created_at: string;
}

/** Reviews are dated within the two years before this day; none is written after it. */
export const reviewWindowEnd = Date.UTC(2026, 10, 1);
const dayMs = 86_400_000;
const windowDays = 730;

/** English for 40 % of the travellers, the other six languages share the rest. */
const languageWeights = locales.map((l) => [l, l === 'en_US' ? 40 : 10] as const);

/** How many reviews each tour gets: proportional to its popularity, adding up to `total`. */
export function reviewCounts(plans: readonly TourPlan[], total: number): number[] {
  return apportion(total, plans.map((p) => p.popularity));
}

/**
 * ≈ 70 % five stars, 22 % four, 6 % three, 2 % one or two. A tour's `quality` moves its share
 * of five stars up or down; the other grades keep their proportions among the rest.
 */
function rating(random: Random, quality: number): number {
  const five = Math.min(0.9, Math.max(0.3, 0.7 + quality));
  const roll = random.next();
  if (roll < five) return 5;
  const rest = (roll - five) / (1 - five);
  if (rest < 22 / 30) return 4;
  if (rest < 28 / 30) return 3;
  return random.chance(0.5) ? 2 : 1;
}

function level(stars: number): RatingLevel {
  return stars === 5 ? 'great' : stars === 4 ? 'good' : stars === 3 ? 'fair' : 'poor';
}

function authorName(random: Random, lang: ReviewLanguage): string {
  const initial = random.pick(lang.lastInitials);
  if (lang.familyNames) return `${random.pick(lang.familyNames)} ${initial}.`;
  return `${random.pick(lang.firstNames)} ${initial}.`;
}

/** The reviews of one tour, lazily: the benchmark catalogue has a million of them. */
export function* tourReviews(plan: TourPlan, count: number): Generator<ReviewRow> {
  const random = randomStream('reviews', plan.id);
  for (let i = 0; i < count; i++) {
    const language = random.weighted(languageWeights);
    const lang = reviewLanguages[language];
    const city = localizedName({ ...plan.city.names, en_US: plan.city.name }, language);
    const forms = tourLanguages[language].cityForms(city);
    const stars = rating(random, plan.quality);
    const mood = level(stars);
    const sentences = [random.pick(lang.openings[mood])];
    if (random.chance(0.8)) sentences.push(random.pick(lang.guide[mood]));
    if (random.chance(0.5)) sentences.push(random.pick(lang.closings[mood]));
    const visited = reviewWindowEnd - random.int(12, windowDays) * dayMs;
    const written = visited + random.int(1, 10) * dayMs + random.int(7 * 3600, 22 * 3600) * 1000;
    yield {
      tour_id: plan.id,
      city_id: plan.city.id,
      author_name: authorName(random, lang),
      author_country: random.weighted(lang.countries),
      language,
      rating: stars,
      title: random.chance(0.85) ? fill(random.pick(lang.titles[mood]), forms) : null,
      // Japanese sentences run on without spaces.
      body: sentences.map((s) => fill(s, forms)).join(language === 'ja_JP' ? '' : ' '),
      visited_on: new Date(visited).toISOString().slice(0, 10),
      created_at: new Date(written).toISOString(),
    };
  }
}

/** Every review of the catalogue, tour after tour. */
export function* allReviews(plans: readonly TourPlan[], counts: readonly number[]): Generator<ReviewRow> {
  for (let i = 0; i < plans.length; i++) yield* tourReviews(plans[i]!, counts[i]!);
}
