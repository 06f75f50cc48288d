import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { maxCoinAdjustmentEurCents, userSortColumns, userStatuses } from '../admin-users/user-admin-rules.ts';
import { orderStatuses } from '../checkout/order-status.ts';
import { meSchema } from './accounts.ts';
import { loginHistorySchema } from './account-history.ts';
import { listPageFields, sortQuery } from './admin-lists.ts';
import { myBookingSchema } from './bookings.ts';
import { pageQuery } from './catalog.ts';
import { text } from './common.ts';
import { coinHistorySchema } from './gift-cards.ts';

/**
 * The back office's users (requirements §back-office.users): found by e-mail or name, filtered by role and status,
 * one user's whole account, and the writes an admin makes on it (role, activation, coins).
 */
export const adminUsersQuery = z.object({
  /** The start of an e-mail address, of a last name, or of the full name (first then last); any case. */
  q: text(200).trim().optional(),
  role: z.coerce.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(1, { error: 'errors.query.role' }).max(4, { error: 'errors.query.role' }).optional(),
  status: z.enum(userStatuses, { error: 'errors.query.status' }).optional(),
  ...sortQuery(userSortColumns),
  page: pageQuery,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

export const adminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.number().int(),
    status: z.enum(userStatuses),
    isPro: z.boolean(),
    /** Cicerone Coins, EUR cents. */
    coins: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersSchema = z.object({ users: z.array(adminUserSchema), ...listPageFields }).register(apiSchemas, { id: 'AdminUsers' });
export type AdminUsers = z.infer<typeof adminUsersSchema>;

export const adminUserOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(orderStatuses),
  currency: z.string(),
  /** Minor units of `currency`. */
  grandTotal: z.number().int(),
  minorUnits: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const adminUserSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedReason: z.string().nullable(),
});

/** One user as the back office reads them: the account, their last bookings, orders, coins, sessions and logins. */
export const adminUserDetailSchema = z
  .object({
    user: meSchema.extend({ status: z.enum(userStatuses), guideStatus: z.string().nullable(), createdAt: z.iso.datetime({ offset: true }) }),
    bookings: z.array(myBookingSchema),
    orders: z.array(adminUserOrderSchema),
    coins: coinHistorySchema,
    sessions: z.array(adminUserSessionSchema),
    logins: loginHistorySchema,
  })
  .register(apiSchemas, { id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const changeRoleBody = z.strictObject({
  role: z.coerce.number({ error: 'errors.field.role' }).int({ error: 'errors.field.role' }).min(1, { error: 'errors.field.role' }).max(4, { error: 'errors.field.role' }),
});

export const coinAdjustmentDirections = ['credit', 'debit'] as const;

export const coinAdjustmentBody = z.strictObject({
  direction: z.enum(coinAdjustmentDirections, { error: 'errors.field.required' }),
  /** EUR cents, whole and positive. */
  amountEurCents: z.coerce
    .number({ error: 'errors.field.coin_amount' })
    .int({ error: 'errors.field.coin_amount' })
    .min(1, { error: 'errors.field.coin_amount' })
    .max(maxCoinAdjustmentEurCents, { error: 'errors.field.coin_amount' }),
  reason: text(500).trim().min(1, { error: 'errors.field.required' }),
  /** The form's one-time token: the same adjustment sent twice moves the coins once (409 coin_adjustment_repeated). */
  key: z.uuid({ error: 'errors.query.uuid' }),
});
export type CoinAdjustmentBody = z.infer<typeof coinAdjustmentBody>;

export const adminUserChangedSchema = z.object({ message: z.string(), user: adminUserSchema });
