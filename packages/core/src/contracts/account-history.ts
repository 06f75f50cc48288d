import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { loginHistoryPageSize } from '../limits.ts';
import { pageQuery } from './catalog.ts';

/** API clients may ask for longer pages than the account page shows, up to this many. */
export const loginHistoryMaxPageSize = 50;

/** GET /api/user/{id}/login-history */
export const loginHistoryQuery = z.object({
  page: pageQuery,
  pageSize: z.coerce
    .number({ error: 'errors.query.integer' })
    .int({ error: 'errors.query.integer' })
    .min(1, { error: 'errors.query.size' })
    .max(loginHistoryMaxPageSize, { error: 'errors.query.size' })
    .default(loginHistoryPageSize),
});
export type LoginHistoryQuery = z.infer<typeof loginHistoryQuery>;

/** One login (requirements §screens.account Login history); location is where the browser's time zone says it was. */
export const loginLogSchema = z
  .object({
    /** ISO instant; the page shows its date and time in the reader's zone. */
    date: z.iso.datetime(),
    location: z.string().nullable(),
    browser: z.string().nullable(),
    screenResolution: z.string().nullable(),
    deviceId: z.string().nullable(),
    ipAddress: z.string(),
  })
  .register(apiSchemas, { id: 'LoginLog' });
export type LoginLog = z.infer<typeof loginLogSchema>;

export const loginHistorySchema = z
  .object({
    logs: z.array(loginLogSchema),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  })
  .register(apiSchemas, { id: 'LoginHistory' });
export type LoginHistory = z.infer<typeof loginHistorySchema>;
