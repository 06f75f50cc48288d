import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { countryCodeField, optionalText, requiredText } from './account-fields.ts';

/** POST /api/addresses and PUT /api/addresses/{id}/edit-address: the whole address. */
export const addressBody = z.strictObject({
  street: requiredText(200),
  streetComplementary: optionalText(200),
  zip: requiredText(20),
  state: optionalText(100),
  city: requiredText(100),
  country: countryCodeField,
  companyName: optionalText(120),
});
export type AddressInput = z.infer<typeof addressBody>;

/** An address as the API returns it (requirements §screens.account Address). */
export const addressSchema = z
  .object({
    uuid: z.uuid(),
    activated: z.boolean(),
    isPrimary: z.boolean(),
    street: z.string(),
    streetComplementary: z.string().nullable(),
    zip: z.string(),
    state: z.string().nullable(),
    city: z.string(),
    /** ISO 3166-1 alpha-2 */
    country: z.string(),
    companyName: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const addressIdParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });
