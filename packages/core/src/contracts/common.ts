import { z } from 'zod';
import { locales } from '../locales.ts';

/** Every error leaves the API in this shape, with the message in the request's language. */
export const errorBody = z.object({ message: z.string(), code: z.string() }).meta({ id: 'Error' });

export const languageQuery = z.enum(locales).default('en_US');

/** Query strings carry booleans as text; 'true'/'1' and 'false'/'0' are the only accepted spellings. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'errors.query.boolean' })
  .transform((value) => value === 'true' || value === '1');

export const idParam = z.coerce.number({ error: 'errors.query.integer' }).int().positive();
