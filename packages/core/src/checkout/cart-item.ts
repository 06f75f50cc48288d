/**
 * Whether a tour can be booked as the traveller chose it (requirements §screens.tour-page booking panel): the one list of
 * checks the cart runs when an item is added or changed, and again each time the cart is shown
 * (a day passes, a tour is withdrawn). Pure, so the booking panel can run it in the browser.
 */
import { payingTravellers } from '../catalog/pricing.ts';
import { priceFor } from '../catalog/tour-price.ts';
import type { ErrorCode } from '../errors.ts';
import type { PricedTour, Travellers } from './order-pricing.ts';
import { groupProblem, type GroupProblem } from './group-size.ts';
import { checkStart, type TourSchedule } from './start-time.ts';

/** What the checks need of a tour, as the catalogue stores it. */
export interface BookableTour extends PricedTour, TourSchedule {
  activated: boolean;
  guideLanguages: readonly string[];
}

export interface TourChoice {
  duration: string;
  day: string;
  startTime: string;
  travellers: Travellers;
  guideLanguage: string;
}

export type ChoiceProblem =
  | { code: Extract<ErrorCode, 'tour_not_found' | 'duration_unavailable' | 'tour_price_unavailable' | 'guide_language_unavailable' | 'time_out_of_range' | 'no_time_slots'>; values?: undefined }
  | GroupProblem;

/** The first thing that stops this choice from being booked, or null when it can be. */
export function choiceProblem(tour: BookableTour | undefined, choice: TourChoice, now: Date): ChoiceProblem | null {
  if (!tour || !tour.activated) return { code: 'tour_not_found' };
  if (!tour.prices.some((row) => row.duration === choice.duration)) return { code: 'duration_unavailable' };
  const group = groupProblem(tour, choice.travellers);
  if (group) return group;
  if (!priceFor(tour.prices, choice.duration, payingTravellers(choice.travellers))) return { code: 'tour_price_unavailable' };
  if (!tour.guideLanguages.includes(choice.guideLanguage)) return { code: 'guide_language_unavailable' };
  const start = checkStart(tour, choice.day, choice.startTime, now);
  return start.ok ? null : { code: start.code };
}
