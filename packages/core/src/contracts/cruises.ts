import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { idParam, text } from './common.ts';

/**
 * Cruise companies and their ships (requirements §screens.quotes, §api.paths GET /api/cruises-ships; decision 0021): the cruise
 * request form picks a company, then one of its ships. The public list holds only what is in
 * service; the back office sees and edits everything.
 */
export const cruiseShipSchema = z.object({ id: z.number().int(), name: z.string() }).register(apiSchemas, { id: 'CruiseShip' });

export const cruiseCompanySchema = z
  .object({ id: z.number().int(), name: z.string(), ships: z.array(cruiseShipSchema) })
  .register(apiSchemas, { id: 'CruiseCompany' });
export type CruiseCompany = z.infer<typeof cruiseCompanySchema>;

export const adminCruiseShipSchema = cruiseShipSchema.extend({ activated: z.boolean() }).register(apiSchemas, { id: 'AdminCruiseShip' });
export type AdminCruiseShip = z.infer<typeof adminCruiseShipSchema>;

export const adminCruiseCompanySchema = z
  .object({ id: z.number().int(), name: z.string(), activated: z.boolean(), ships: z.array(adminCruiseShipSchema) })
  .register(apiSchemas, { id: 'AdminCruiseCompany' });
export type AdminCruiseCompany = z.infer<typeof adminCruiseCompanySchema>;

const cruiseName = text(80, 'errors.cruises.nameTooLong').trim().min(1, { error: 'errors.cruises.nameRequired' });

/** A company or a ship added: its name. */
export const cruiseNameBody = z.strictObject({ name: cruiseName });
export type CruiseNameBody = z.infer<typeof cruiseNameBody>;

/** A company or a ship changed: renamed, retired (activated false) or back in service. */
export const cruiseChangeBody = z
  .strictObject({ name: cruiseName.optional(), activated: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.activated !== undefined, { error: 'errors.cruises.nothingToChange' });
export type CruiseChangeBody = z.infer<typeof cruiseChangeBody>;

export const cruiseIdParams = z.object({ id: idParam });
