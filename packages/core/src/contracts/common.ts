import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { isCalendarDay } from '../checkout/month-grid.ts';

/**
 * Every error leaves the API in this shape, with the message in the request's language. A refused
 * input (`validation_failed`) also lists every field to fix, each named in the reader's words (requirements §rules.validation).
 */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z
      .array(
        z.object({
          /** The field as the request names it: `reason`, `contact.email`, `items.0.day`. */
          field: z.string(),
          /** The field as its form labels it, in the request's language. */
          label: z.string(),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .register(apiSchemas, { id: 'Error' });

export const languageQuery = z.enum(locales).default('en_US');

/** Query strings carry booleans as text; 'true'/'1' and 'false'/'0' are the only accepted spellings. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'errors.query.boolean' })
  .transform((value) => value === 'true' || value === '1');

/**
 * The building blocks of every input (path, query, JSON body, page form): what a contract accepts
 * must be something the database can take, so a strange value is a 400 naming its field, never a
 * query that fails with a 500. Every route's input is checked against them (contracts.test.ts).
 */

/** The largest PostgreSQL integer (int4), the column type of every serial id and of the counts. */
export const int4Max = 2_147_483_647;

/**
 * Text PostgreSQL can store as it was sent: a text column refuses NUL (U+0000), and a lone UTF-16
 * surrogate has no UTF-8 form (it would be stored as U+FFFD, silently changed).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** Text from outside, at most `max` characters: every free-text input of a contract starts here. */
export const text = (max: number, tooLong = 'errors.field.too_long') =>
  z.string().max(max, { error: tooLong }).refine(isStorableText, { error: 'errors.field.text' });

/** A serial id in a path or a query string ('42'): a positive whole number its int4 column can hold. */
export const idParam = z.coerce
  .number({ error: 'errors.query.id' })
  .int({ error: 'errors.query.id' })
  .positive({ error: 'errors.query.id' })
  .max(int4Max, { error: 'errors.query.id' });

/** A serial id in a JSON body (a number, not text). */
export const idField = z.number({ error: 'errors.field.required' }).int({ error: 'errors.query.id' }).positive({ error: 'errors.query.id' }).max(int4Max, { error: 'errors.query.id' });

/** A tour's day, 'YYYY-MM-DD': a real calendar day from year 1 (PostgreSQL has no year 0, so '0000-01-01' was a 500). */
export const calendarDay = (error: string) => z.iso.date({ error }).refine(isCalendarDay, { error });
