import { groupBands, groupBandFor, type TourDuration } from '@cicerone/core/catalog/pricing';
import { tourCategorySlugs, type TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import { specialFilters, type SpecialFilter } from '@cicerone/core/catalog/tour-filters';
import { locales, type Locale } from '@cicerone/core/locales';
import { galleryPaths } from './gallery.ts';
import type { SeedCity } from './places.ts';
import { apportion, randomStream, type Random } from './random.ts';

export interface TourPrice {
  duration: TourDuration;
  band: number;
  priceCents: number;
}

/** Everything about one demo tour except its texts (tour-texts.ts writes those from `id`). */
export interface TourPlan {
  id: number;
  city: SeedCity;
  category: TourCategorySlug;
  durations: TourDuration[];
  prices: TourPrice[];
  minPeople: number;
  maxPeople: number;
  minStartTime: string;
  maxStartTime: string;
  weekdays: number;
  guideLanguages: Locale[];
  features: SpecialFilter[];
  featured: boolean;
  images: string[];
  /** Relative share of the reviews; 0 = a tour nobody has reviewed yet. */
  popularity: number;
  /** Shift of the chance of a 5-star review: some tours are simply better than others. */
  quality: number;
}

/** How often each category appears: walking tours and food sell most. */
const categoryWeights: readonly (readonly [TourCategorySlug, number])[] = [
  ['private-tour', 20],
  ['group-tour', 12],
  ['street-art-tour', 8],
  ['bike-tour', 12],
  ['food-tour', 16],
  ['excursion', 12],
  ['private-car-tour', 8],
  ['museum', 12],
];

/** Price of the category relative to a private walking tour: group tours are cheaper, a car and driver cost more. */
const categoryPriceFactor: Record<TourCategorySlug, number> = {
  'private-tour': 1,
  'group-tour': 0.55,
  'street-art-tour': 0.85,
  'bike-tour': 0.9,
  'food-tour': 1.15,
  excursion: 1.1,
  'private-car-tour': 1.2,
  museum: 1,
};

/** Chance that a tour of the category meets each special filter. */
const featureChance: Record<TourCategorySlug, Record<SpecialFilter, number>> = {
  'private-tour': { wheelchair: 0.3, family: 0.5, 'skip-the-line': 0.15, pickup: 0.15 },
  'group-tour': { wheelchair: 0.25, family: 0.4, 'skip-the-line': 0.1, pickup: 0 },
  'street-art-tour': { wheelchair: 0.2, family: 0.3, 'skip-the-line': 0, pickup: 0 },
  'bike-tour': { wheelchair: 0, family: 0.35, 'skip-the-line': 0, pickup: 0 },
  'food-tour': { wheelchair: 0.25, family: 0.4, 'skip-the-line': 0, pickup: 0.05 },
  excursion: { wheelchair: 0.1, family: 0.5, 'skip-the-line': 0.05, pickup: 0.7 },
  'private-car-tour': { wheelchair: 0.5, family: 0.6, 'skip-the-line': 0, pickup: 0.9 },
  museum: { wheelchair: 0.6, family: 0.4, 'skip-the-line': 0.8, pickup: 0 },
};

/** Where a guide's own language is one of the site's seven. */
const countryLanguage: Record<string, Locale> = Object.fromEntries([
  ...['FR', 'BE', 'LU', 'MC', 'SN', 'CI', 'CM', 'MA', 'TN', 'DZ', 'CD', 'HT', 'MG'].map((iso) => [iso, 'fr_FR']),
  ...['DE', 'AT', 'CH', 'LI'].map((iso) => [iso, 'de_DE']),
  ...['ES', 'MX', 'AR', 'CO', 'PE', 'CL', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR'].map((iso) => [iso, 'es_ES']),
  ...['IT', 'SM', 'VA'].map((iso) => [iso, 'it_IT']),
  ...['RU', 'BY', 'KZ', 'KG'].map((iso) => [iso, 'ru_RU']),
  ['JP', 'ja_JP'],
]);

/** Countries where a day with a guide costs more than average. */
const expensiveCountries = new Set(['CH', 'NO', 'DK', 'IS', 'SE', 'US', 'GB', 'JP', 'AU', 'SG', 'AE', 'CA', 'NL', 'IE', 'FR']);

const minStartTimes = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00'];
const maxStartTimes = ['14:00', '15:00', '16:00', '17:00', '18:00'];

/** Spreads `total` tours over the cities (featured cities get the most) and plans each one. */
export function planTours(cities: readonly SeedCity[], total: number): TourPlan[] {
  const spread = randomStream('cities');
  const weights = cities.map((c) => (c.featured ? 4 : c.curated ? 2.5 : 1) * Math.exp(spread.normal(0, 0.25)));
  const perCity = apportion(total, weights);
  const plans: TourPlan[] = [];
  cities.forEach((city, index) => {
    const count = perCity[index]!;
    const random = randomStream('city', city.slug);
    const priceLevel = (expensiveCountries.has(city.country.iso2) ? 1.1 : 1) * (0.85 + random.next() * 0.3);
    // Every category once before any repeats, so even a small city offers them all.
    const first = random.shuffle(tourCategorySlugs);
    for (let k = 0; k < count; k++) {
      const category = k < first.length ? first[k]! : random.weighted(categoryWeights);
      plans.push(planTour(plans.length + 1, city, category, priceLevel));
    }
  });
  markFeatured(plans);
  return plans;
}

function planTour(id: number, city: SeedCity, category: TourCategorySlug, priceLevel: number): TourPlan {
  const random = randomStream('tour', id);
  const durations = pickDurations(random, category);
  const maxPeople = category === 'group-tour' ? random.pick([12, 15, 20]) : random.weighted([[6, 3], [8, 4], [12, 2], [15, 1], [20, 1]] as const);
  const base4h = (random.int(120, 300) * categoryPriceFactor[category] * priceLevel);
  const features = specialFilters.filter((filter) => random.chance(featureChance[category][filter]));
  return {
    id,
    city,
    category,
    durations,
    prices: prices(durations, base4h, groupBandFor(maxPeople)),
    minPeople: random.chance(0.85) ? 1 : 2,
    maxPeople,
    minStartTime: random.pick(minStartTimes),
    maxStartTime: random.pick(maxStartTimes),
    weekdays: random.weighted([[127, 80], [125, 10], [126, 7], [124, 3]] as const),
    guideLanguages: guideLanguages(random, city),
    features,
    featured: false,
    images: random.shuffle(galleryPaths(category)).slice(0, random.int(4, 6)),
    popularity: random.chance(0.03) ? 0 : Math.exp(random.normal(0, 0.9)),
    quality: random.chance(0.06) ? -0.25 : random.normal(0, 0.06),
  };
}

function pickDurations(random: Random, category: TourCategorySlug): TourDuration[] {
  if (category === 'bike-tour') return ['bike_4h'];
  // A day trip is mostly a full day; other tours mostly offer both lengths.
  const [both, only4h] = category === 'excursion' ? [0.5, 0.1] : [0.75, 0.15];
  const roll = random.next();
  if (roll < both) return ['4h', '8h'];
  return roll < both + only4h ? ['4h'] : ['8h'];
}

/** One price per duration and group band up to the band of maxPeople, in whole euros. */
function prices(durations: readonly TourDuration[], base4h: number, lastBand: number): TourPrice[] {
  const rows: TourPrice[] = [];
  for (const duration of durations) {
    const base = Math.round(duration === '8h' ? base4h * 1.7 : base4h);
    for (let band = 0; band <= lastBand; band++) {
      rows.push({ duration, band, priceCents: Math.round(base * groupBands[band]!.factor) * 100 });
    }
  }
  return rows;
}

/** English always; the country's language when it is one of the seven; sometimes one or two more. */
function guideLanguages(random: Random, city: SeedCity): Locale[] {
  const chosen = new Set<Locale>(['en_US']);
  const local = countryLanguage[city.country.iso2];
  if (local) chosen.add(local);
  const extra = random.weighted([[0, 5], [1, 3], [2, 2]] as const);
  for (const locale of random.sample(locales.filter((l) => !chosen.has(l)), extra)) chosen.add(locale);
  return locales.filter((l) => chosen.has(l));
}

/**
 * About 3 % of the tours are featured: the two most popular of each featured city first
 * (the home page shows those cities), then others drawn at random. Featured tours sell more.
 */
function markFeatured(plans: TourPlan[]): void {
  const random = randomStream('featured');
  const target = Math.max(1, Math.round(plans.length * 0.03));
  const byCity = new Map<number, TourPlan[]>();
  for (const plan of plans) if (plan.city.featured) byCity.set(plan.city.id, [...(byCity.get(plan.city.id) ?? []), plan]);
  for (const cityPlans of byCity.values()) {
    for (const plan of [...cityPlans].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 2)) plan.featured = true;
  }
  let featured = plans.filter((p) => p.featured).length;
  for (const plan of random.shuffle(plans)) {
    if (featured >= target) break;
    if (plan.featured || plan.popularity === 0) continue;
    plan.featured = true;
    featured++;
  }
  for (const plan of plans) if (plan.featured) plan.popularity = Math.max(plan.popularity, 1) * 3;
}
