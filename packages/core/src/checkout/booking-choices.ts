/**
 * The fixed lists of a booking's optional answers (requirements §screens.checkout Booking-in-progress), without zod so
 * the booking panel can offer them in the browser; the cart contract checks against the same lists.
 */

/** Requirements §screens.checkout Booking-in-progress passengerRelation. */
export const passengerRelations = ['family_or_friend', 'travel_agent', 'colleague', 'no_answer'] as const;
export type PassengerRelation = (typeof passengerRelations)[number];

/** Requirements §screens.bookings traveller types. */
export const travelerTypes = [
  'senior',
  'families',
  'solo',
  'business',
  'food_and_drink',
  'off_the_beaten_path',
  'high_profile',
  'history_and_culture',
  'lgbtq',
  'nightlife',
  'parks_and_nature',
] as const;
export type TravelerType = (typeof travelerTypes)[number];
