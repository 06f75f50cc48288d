/**
 * Who may make up one booking's group: the one rule the booking panel (its travellers control and
 * its checks), the cart (add, change) and the order transaction all apply.
 *
 * Decision (requirements §booking.group, security C — 1 adult + 20 infants was sold at the 1–2 traveller price):
 * - adults and children, who pay, stay within the tour's own limits (minPeople–maxPeople): the
 *   group-size band they fall in is the price;
 * - infants (under 2) ride free but not alone: at most one per adult, each in an adult's care
 *   (children do not count as carers);
 * - the whole group, infants included, is at most the largest band's 20 people: one guide leads no
 *   more, and a larger party asks for a quote.
 */
import { maxGroupSize, payingTravellers } from '../catalog/pricing.ts';
import type { ErrorCode } from '../errors.ts';

export interface GroupTravellers {
  adults: number;
  children: number;
  infants: number;
}

export type GroupProblem =
  | { code: Extract<ErrorCode, 'group_size_out_of_range'>; values: { min: number; max: number } }
  | { code: Extract<ErrorCode, 'too_many_infants'>; values: { max: number; group: number } };

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** How many infants may come with these adults and children: one per adult, within 20 people in all. */
export function infantsAllowed(travellers: Omit<GroupTravellers, 'infants'>): number {
  return Math.max(0, Math.min(travellers.adults, maxGroupSize - travellers.adults - travellers.children));
}

/** Why this group cannot book the tour, or null when it can. */
export function groupProblem(tour: { minPeople: number; maxPeople: number }, travellers: GroupTravellers): GroupProblem | null {
  const min = Math.max(1, tour.minPeople);
  const paying = payingTravellers(travellers);
  const counts = isCount(travellers.adults) && isCount(travellers.children) && isCount(travellers.infants);
  if (!counts || paying < min || paying > tour.maxPeople) return { code: 'group_size_out_of_range', values: { min, max: tour.maxPeople } };
  const max = infantsAllowed(travellers);
  if (travellers.infants > max) return { code: 'too_many_infants', values: { max, group: maxGroupSize } };
  return null;
}
