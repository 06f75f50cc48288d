// What the soak's visitors browse and book, read once from the running server before the load: tours
// with what a booking needs (durations, languages, first start time, weekdays), city slugs, words to
// search for, and the bookable (tour, day) slots in a shuffled order, so that orders spread over the
// catalogue and no slot's capacity (2 to 4 groups a day in the demo) runs out during the soak.
import type { HttpClient } from './http-client.ts';

export interface SoakTour {
  id: number;
  slug: string;
  duration: string;
  guideLanguage: string;
  startTime: string;
  adults: number;
}

export interface SoakCatalog {
  tours: SoakTour[];
  citySlugs: string[];
  searchWords: string[];
  /** Takes the next bookable slot (cycling: by then days have capacity again only if orders expired). */
  nextSlot(): { tour: SoakTour; day: string };
}

interface ListedTour {
  id: number;
  slug: string;
  title: string;
  city: { slug: string };
}

interface TourDetails {
  prices: { duration: string }[];
  guideLanguages: string[];
  minStartTime: string;
  minPeople: number;
  weekdays: number;
}

/** A small seeded generator (mulberry32): the same run makes the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function readCatalog(client: HttpClient, random: () => number, tourCount = 96): Promise<SoakCatalog> {
  const listed: ListedTour[] = [];
  for (let page = 1; listed.length < tourCount; page += 1) {
    const answer = await client.call({ method: 'GET', path: `/api/tours?size=48&page=${page}&language=en_US&currency=EUR` });
    const tours = (JSON.parse(answer.body) as { tours: ListedTour[] }).tours;
    if (tours.length === 0) break;
    listed.push(...tours);
  }
  const tours: SoakTour[] = [];
  const slots: { tour: SoakTour; day: string }[] = [];
  for (const { id, slug } of listed.slice(0, tourCount)) {
    const details = JSON.parse((await client.call({ method: 'GET', path: `/api/tour/${id}` })).body) as TourDetails;
    const duration = details.prices[0]?.duration;
    const guideLanguage = details.guideLanguages[0];
    if (!duration || !guideLanguage) continue;
    const tour = { id, slug, duration, guideLanguage, startTime: details.minStartTime.slice(0, 5), adults: Math.max(2, details.minPeople) };
    tours.push(tour);
    // From a week ahead (past every booking cut-off) to about six months, the days the tour runs.
    for (let ahead = 7; ahead < 190; ahead += 1) {
      const day = new Date(Date.now() + ahead * 86_400_000);
      if (details.weekdays & (1 << day.getUTCDay())) slots.push({ tour, day: day.toISOString().slice(0, 10) });
    }
  }
  if (tours.length === 0) throw new Error('The catalogue has no bookable tour');
  // Fisher–Yates: slots in a random order, each taken once before any is taken again.
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j] as (typeof slots)[number], slots[i] as (typeof slots)[number]];
  }
  const words = listed.flatMap((tour) => tour.title.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length >= 5);
  let next = 0;
  return {
    tours,
    citySlugs: [...new Set(listed.map((tour) => tour.city.slug))],
    searchWords: [...new Set(words)],
    nextSlot: () => slots[next++ % slots.length] as (typeof slots)[number],
  };
}
