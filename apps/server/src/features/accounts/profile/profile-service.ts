import type { Database } from '@cicerone/db/client';
import type { Me } from '@cicerone/core/contracts/accounts';
import type { AccountUpdate, UserUpdate } from '@cicerone/core/contracts/account-profile';
import { AppError } from '@cicerone/core/errors';
import { roles, type Role } from '@cicerone/core/roles';
import { toMe, userById } from '../me.ts';
import { updateUser } from '../account-queries.ts';
import { assertKnownCountry } from '../reference-checks.ts';

/** What a business account was validated on: it may be corrected, never emptied. */
const businessRequired = ['companyName', 'vatNumber', 'phone'] as const;

/** The account information form and the picture/status call (requirements §screens.account Account, §api.paths PUT /api/user/{id}). */
export function profileService(db: Database, clock: () => Date = () => new Date()) {
  return {
    /** Changes the fields present in the update (null clears one) and returns the account. */
    async updateAccount(userId: string, update: AccountUpdate): Promise<Me> {
      const current = await userById(db, userId);
      if (current.accountType === 'business') {
        for (const field of businessRequired) {
          if (update[field] === null) throw new AppError('validation_failed', { field });
        }
      }
      if (update.country) await assertKnownCountry(db, update.country);
      const row = await updateUser(db, userId, {
        firstName: update.firstName,
        lastName: update.lastName,
        gender: update.gender,
        birthDate: update.birthDate,
        phone: update.phone,
        vatNumber: update.vatNumber,
        taxNumber: update.taxNumber,
        companyName: update.companyName,
        nativeLanguage: update.nativeLanguage,
        country: update.country,
        updatedAt: clock(),
      });
      if (!row) throw new AppError('user_not_found');
      return toMe(row);
    },

    /**
     * The picture (its owner or an admin) and the status (admins only: it gates what the site
     * offers, e.g. the guide recruitment form). A status from anyone else is refused as a whole.
     */
    async updateUser(caller: { id: string; role: Role }, userId: string, update: UserUpdate): Promise<Me> {
      const isAdmin = caller.role <= roles.admin;
      if (update.status !== undefined && !isAdmin) throw new AppError('forbidden');
      if (caller.id !== userId && !isAdmin) throw new AppError('forbidden');
      if (update.picture === undefined && update.status === undefined) return toMe(await userById(db, userId));
      const row = await updateUser(db, userId, { picture: update.picture, status: update.status, updatedAt: clock() });
      if (!row) throw new AppError('user_not_found');
      return toMe(row);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
