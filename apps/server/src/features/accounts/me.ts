import type { Executor } from '@cicerone/db/client';
import type { Me } from '@cicerone/core/contracts/accounts';
import { isLocale } from '@cicerone/core/locales';
import { AppError } from '@cicerone/core/errors';
import { findUserById, type UserRow } from './account-queries.ts';

/** roleDetails.name as the spec shows it (the mobile menu tests 'Guide', 'Admin', 'Super Admin'). */
export const roleNames: Record<number, string> = { 1: 'Super Admin', 2: 'Admin', 3: 'Guide', 4: 'Customer' };

export type { UserRow };

export function toMe(row: UserRow): Me {
  return {
    uuid: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    picture: row.picture,
    role: row.role,
    roleDetails: { id: row.role, name: roleNames[row.role] ?? 'Customer' },
    status: row.status,
    isPro: row.isPro,
    accountType: row.accountType,
    businessKind: row.businessKind,
    businessStatus: row.businessStatus,
    emailVerified: row.emailVerifiedAt !== null,
    ciceroneCoin: row.coinBalance,
    gender: row.gender,
    birthDate: row.birthDate,
    phone: row.phone,
    vatNumber: row.vatNumber,
    taxNumber: row.taxNumber,
    companyName: row.companyName,
    nativeLanguage: row.nativeLanguage,
    country: row.country,
    locale: isLocale(row.locale) ? row.locale : 'en_US',
  };
}

export async function userById(db: Executor, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('user_not_found');
  return row;
}
