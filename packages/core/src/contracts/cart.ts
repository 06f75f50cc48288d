import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { maxGroupSize, tourDurations } from '../catalog/pricing.ts';
import { emailField, phoneField } from './accounts.ts';
import { requiredText, optionalText } from './account-fields.ts';
import { calendarDay, idField, text } from './common.ts';
import { moneySchema, tourCardSchema } from './catalog.ts';
import { passengerRelations, travelerTypes } from '../checkout/booking-choices.ts';
import { quoteKinds } from '../quotes/quote-kinds.ts';
import { meetingPointMaxLength } from '../limits.ts';

/**
 * The cart (requirements §screens.checkout Cart item; requirements §api.paths: GET /api/cart, POST /api/cart/items, PATCH and
 * DELETE /api/cart/items/{id}). The client sends what the traveller chose, never a price: an
 * unknown field (a `price` sent by a page) is refused by these schemas (docs/decisions/0009), and
 * every price in the answer is computed by the server.
 */

/** More items than this is not a holiday but a script: add and merge stop there (cart_full). */
export const maxCartItems = 20;


export { passengerRelations, travelerTypes, type PassengerRelation, type TravelerType } from '../checkout/booking-choices.ts';

const travellerCount = z
  .number({ error: 'errors.field.required' })
  .int({ error: 'errors.query.integer' })
  .min(0, { error: 'errors.query.integer' })
  .max(maxGroupSize, { error: 'errors.query.integer' });

/** Age bands (requirements §booking.group): adults 13+, children 2–12 and infants under 2; whether the group fits the tour is the service's check. */
export const travellersField = z.strictObject({
  adults: travellerCount,
  children: travellerCount.default(0),
  infants: travellerCount.default(0),
});

export const contactField = z.strictObject({ name: requiredText(120), email: emailField, phone: phoneField });

/** 'HH:MM' (a 24-hour clock time of the tour's city). */
export const startTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'errors.time_out_of_range' });

const choiceFields = {
  duration: z.enum(tourDurations, { error: 'errors.tours.duration' }),
  /** Local day of the tour's city, YYYY-MM-DD. */
  day: calendarDay('errors.tours.startAt'),
  startTime: startTimeField,
  travellers: travellersField,
  guideLanguage: text(16, 'errors.guide_language_unavailable').trim().min(1, { error: 'errors.field.required' }),
  meetingPoint: optionalText(meetingPointMaxLength),
  specialRequirements: optionalText(1000),
  travelerType: z.enum(travelerTypes, { error: 'errors.validation_failed' }).nullish().transform((value) => value ?? null),
  passengerRelation: z.enum(passengerRelations, { error: 'errors.validation_failed' }).nullish().transform((value) => value ?? null),
  contact: contactField,
};

/** POST /api/cart/items */
export const cartItemBody = z.strictObject({ tourId: idField, ...choiceFields });
export type CartItemInput = z.infer<typeof cartItemBody>;

/** PATCH /api/cart/items/{id}: any of the choices (travellers and contact as a whole); the tour stays. */
export const cartItemPatch = z
  .strictObject({
    duration: choiceFields.duration.optional(),
    day: choiceFields.day.optional(),
    startTime: choiceFields.startTime.optional(),
    travellers: choiceFields.travellers.optional(),
    guideLanguage: choiceFields.guideLanguage.optional(),
    meetingPoint: optionalText(meetingPointMaxLength).optional(),
    specialRequirements: optionalText(1000).optional(),
    travelerType: z.enum(travelerTypes, { error: 'errors.validation_failed' }).nullable().optional(),
    passengerRelation: z.enum(passengerRelations, { error: 'errors.validation_failed' }).nullable().optional(),
    contact: contactField.optional(),
  });
export type CartItemPatch = z.infer<typeof cartItemPatch>;

export const cartItemParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

/** Why an item cannot be ordered as it is (the tour was withdrawn, the day has passed…), in the request's language. */
const cartProblem = z.object({ code: z.string(), message: z.string() });

/** The traveller's choices as the API answers them, in a cart item and in a booking alike. */
export const answeredChoiceFields = {
  travellers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  guideLanguage: z.string(),
  meetingPoint: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  travelerType: z.string().nullable(),
  passengerRelation: z.string().nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
};

export const cartItemSchema = z
  .object({
    id: z.uuid(),
    tour: tourCardSchema.pick({ id: true, slug: true, title: true, city: true, image: true }),
    duration: z.enum(tourDurations),
    day: z.string(),
    startTime: z.string(),
    ...answeredChoiceFields,
    /** The server's price for this choice in the asked currency; null when it cannot be priced. */
    price: moneySchema.nullable(),
    /** null when the item can be ordered as it is. */
    problem: cartProblem.nullable(),
  })
  .register(apiSchemas, { id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/** An accepted offer of a service on request (requirements §lifecycles.quote) waiting to be paid: its request, start and the offer's price. */
export const cartServiceSchema = z
  .object({
    /** The cart item's id. */
    id: z.uuid(),
    quote: z.object({ reference: z.string(), kind: z.enum(quoteKinds) }),
    /** Local day and time at the service's place, in `timeZone`. */
    day: z.string(),
    startTime: z.string(),
    timeZone: z.string(),
    travellers: answeredChoiceFields.travellers,
    /** What the offer includes, as the team wrote it. */
    included: z.string(),
    /** The offer's price in the asked currency (exactly the offer's in its own currency). */
    price: moneySchema,
  })
  .register(apiSchemas, { id: 'CartService' });
export type CartService = z.infer<typeof cartServiceSchema>;

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    /** Accepted offers to pay with the tours, through the same checkout. */
    services: z.array(cartServiceSchema),
    count: z.number().int(),
    /** Sum of the prices of the items that can be ordered and of the services (each converted on its own, as orders are). */
    subtotal: moneySchema,
  })
  .register(apiSchemas, { id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;
